import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createTestContext, mountWith } from '../../tests/helpers/context';
import { defaultConfig } from '../../src/runtime/config';
import { mount } from './index';
import { navigate } from '../../src/app-link/navigate';

vi.mock('../../src/app-link/navigate', () => ({ navigate: vi.fn(() => true) }));
// The real-name step's chunk fails to load (a deploy that lost it, a network error).
vi.mock('./realname/index', () => {
  throw new Error('chunk failed to load');
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount (download) when the real-name step cannot load', () => {
  it('still downloads, logged once: a failure is none of the noLog endings', async () => {
    document.body.innerHTML =
      '<a data-widget="download" href="/download/apk?appId=77" data-id="77" data-name="三国" data-resource-type="1" data-require-id="1">下载</a>';
    const el = document.querySelector('a') as HTMLElement;
    const ctx = createTestContext({
      config: { realname: { ...defaultConfig().realname, enabled: true } },
      api: { downloadApkUrl: (id: string) => 'https://dl.example/download/apk?appId=' + id },
    });
    act(() => {
      mountWith(mount, el, ctx);
    });
    act(() => {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=77', window));
    expect(ctx.logger.errors).toHaveLength(1);
    expect(ctx.services.log.activity).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.click).toHaveBeenCalledTimes(1);
  });
});
