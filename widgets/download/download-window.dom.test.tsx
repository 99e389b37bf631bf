/**
 * The download button in a window that is not the test's own (a second JSDOM, as an iframe's
 * window would be): it navigates the window of its context, and its popup opens in that
 * window's document, never in the global `window`'s.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { JSDOM } from 'jsdom';
import { createTestContext, mountWith } from '../../tests/helpers/context';
import { mount } from './index';
import './native/index';
import { navigate } from '../../src/app-link/navigate';

vi.mock('../../src/app-link/navigate', () => ({ navigate: vi.fn(() => true) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = {
  downloadApkUrl: (id: string | number) => 'https://dl.example/download/apk?appId=' + id,
  ppApkUrl: (channel = 'PP_27') => 'https://dl.example/pp/apk?channel=' + channel,
};

const BUTTON =
  '<a data-widget="download" href="/download/apk?appId=123" data-id="123" data-version-id="9" data-name="王者 荣耀" ' +
  'data-package-name="com.example" data-resource-type="1">下载</a>';

let dom: JSDOM;
let other: Window & typeof globalThis;
let unmount: () => void = () => undefined;

beforeEach(() => {
  vi.mocked(navigate).mockClear();
  dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://m.example.com/app/123' });
  other = dom.window as unknown as Window & typeof globalThis;
});

afterEach(() => {
  act(() => unmount());
  unmount = () => undefined;
  dom.window.close();
});

function setup(options: Parameters<typeof createTestContext>[0] = {}) {
  other.document.body.innerHTML = BUTTON;
  const el = other.document.querySelector('[data-widget="download"]') as HTMLElement;
  const ctx = createTestContext({ ...options, api, win: other });
  act(() => {
    unmount = mountWith(mount, el, ctx);
  });
  return { el, ctx };
}

async function flush() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

describe('mount (download) in another window', () => {
  it('navigates the window of its context to the download', async () => {
    const { el } = setup();
    act(() => {
      el.dispatchEvent(new other.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    await flush();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=123', other);
  });

  it('opens its popup in that window\'s document and navigates that window from it', async () => {
    const { el } = setup({
      env: { ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Version/16.0 Mobile/15E148 Safari/604.1', isIOS: true, isAndroid: false },
      config: { iosStoreSearchUrl: 'https://ios.example/s?q={name}' } as never,
    });
    act(() => {
      el.dispatchEvent(new other.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    await flush();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const dialog = other.document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('王者 荣耀');
    const confirm = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === '确定')!;
    act(() => confirm.click());
    expect(navigate).toHaveBeenCalledWith('https://ios.example/s?q=%E7%8E%8B%E8%80%85%20%E8%8D%A3%E8%80%80', other);
    expect(other.document.querySelector('[role="dialog"]')).toBeNull();
  });
});
