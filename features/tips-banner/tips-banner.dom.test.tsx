import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createTestContext, type TestContextOptions } from '../../tests/helpers/context';
import { navigate } from '../../src/app-link/navigate';
import type { KeyValueStore } from '../../src/types';

vi.mock('../../src/app-link/navigate', () => ({ navigate: vi.fn(() => true) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAGE =
  '<div data-download-common><a data-widget="download" data-id="1" data-name="不该" href="#">下载</a></div>' +
  '<a data-widget="download" data-id="2" data-name="也不该" data-download-tips="0" href="#">下载</a>' +
  '<a data-widget="download" data-id="3" data-name="<b>王者</b>" data-package-name="com.w" data-tips="gift" ' +
  'data-icon-url="https://img.example/icon.png" href="#">下载</a>';

// A fresh module per test: the once-per-page memory is module state.
async function load() {
  vi.resetModules();
  return import('./index');
}

async function start(options: TestContextOptions = {}, session?: KeyValueStore) {
  const { start } = await load();
  const ctx = createTestContext({
    ...options,
    config: { clientScheme: 'pp25://detail?appId={id}' } as never,
    api: { downloadApkUrl: (id: string) => 'https://dl.example/download/apk?appId=' + id },
  });
  if (session) ctx.services.session = session;
  let instance!: ReturnType<typeof start>;
  act(() => {
    instance = start(ctx);
    instance.scan(document);
  });
  return { ctx, instance };
}

const banner = () => document.querySelector('.ppw-tips-banner') as HTMLElement | null;

/** Taps the main button, and waits for its code (banner-open/, loaded at the tap) to run it. */
async function tapOpen() {
  await act(async () => {
    (document.querySelector('.ppw-tips-banner-open') as HTMLElement).click();
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
  vi.mocked(navigate).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('start (tips-banner)', () => {
  it('shows the first eligible button’s name, icon and text, as text only', async () => {
    await start();
    const b = banner()!;
    expect(b).not.toBeNull();
    expect(b.getAttribute('aria-label')).toBe('下载提示');
    expect(b.querySelector('.ppw-tips-banner-name')!.textContent).toBe('<b>王者</b>');
    expect(b.querySelector('b')).toBeNull();
    expect(b.querySelector('.ppw-tips-banner-open')!.textContent).toBe('打开PP助手，立即领取礼包');
    const img = b.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('src')).toMatch(/^https:\/\/img\.example\/icon_(50|65|100|130|195|260)x\1\.png$/);
  });

  it('shows once a session', async () => {
    const { ctx, instance } = await start();
    act(() => instance.stop());
    expect(banner()).toBeNull();
    const session = ctx.services.session;
    vi.resetModules();
    const again = await start({}, session);
    expect(banner()).toBeNull();
    act(() => again.instance.scan(document));
    expect(banner()).toBeNull();
  });

  it('shows at most once per page when session storage throws', async () => {
    const broken: KeyValueStore = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('QuotaExceededError');
      },
      remove: () => undefined,
    };
    const { start: startFeature } = await load();
    const ctx = createTestContext({ api: { downloadApkUrl: (id: string) => '/d?' + id } });
    ctx.services.session = broken;
    let first!: ReturnType<typeof startFeature>;
    act(() => {
      first = startFeature(ctx);
      first.scan(document);
    });
    expect(document.querySelectorAll('.ppw-tips-banner')).toHaveLength(1);
    act(() => first.scan(document));
    act(() => (document.querySelector('.ppw-tips-banner-close') as HTMLElement).click());
    expect(banner()).toBeNull();
    act(() => first.scan(document));
    let second!: ReturnType<typeof startFeature>;
    act(() => {
      second = startFeature(ctx);
      second.scan(document);
    });
    expect(banner()).toBeNull();
  });

  it('closes for the session with its close button', async () => {
    const { ctx } = await start();
    act(() => (document.querySelector('.ppw-tips-banner-close') as HTMLElement).click());
    expect(banner()).toBeNull();
    expect(ctx.services.session.get('ppw.tips-banner.shown')).toBeTruthy();
  });

  it('opens the client scheme and falls back to the button when the page stays visible', async () => {
    vi.useFakeTimers();
    const button = document.querySelector('[data-id="3"]') as HTMLElement;
    const clicks = vi.fn((e: Event) => e.preventDefault());
    button.addEventListener('click', clicks);
    await start();
    await tapOpen();
    expect(navigate).toHaveBeenCalledWith('pp25://detail?appId=3', window);
    expect(clicks).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2400);
    });
    expect(clicks).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('a tap before the main button’s code is in marks the button busy and opens once, however often it is tapped', async () => {
    await start();
    const open = document.querySelector('.ppw-tips-banner-open') as HTMLElement;
    await act(async () => {
      open.click();
      expect(open.getAttribute('aria-busy')).toBe('true');
      open.click();
      await vi.dynamicImportSettled();
    });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('pp25://detail?appId=3', window);
    expect(open.hasAttribute('aria-busy')).toBe(false);
  });

  it('loads the main button’s code at an idle moment, so that a tap then opens at once', async () => {
    vi.useFakeTimers();
    await start();
    // jsdom has no requestIdleCallback: the idle moment is a 200 ms timeout.
    await act(async () => {
      vi.advanceTimersByTime(200);
      await vi.dynamicImportSettled();
    });
    act(() => (document.querySelector('.ppw-tips-banner-open') as HTMLElement).click());
    expect(navigate).toHaveBeenCalledWith('pp25://detail?appId=3', window);
  });

  it('opens the client through a hidden iframe in an Android WebView, then falls back', async () => {
    vi.useFakeTimers();
    const button = document.querySelector('[data-id="3"]') as HTMLElement;
    const clicks = vi.fn((e: Event) => e.preventDefault());
    button.addEventListener('click', clicks);
    const ua = 'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36';
    await start({ env: { ua, isIOS: false, isAndroid: true, isMobile: true } });
    await tapOpen();
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('pp25://detail?appId=3');
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('does not fall back when the client took over (page hidden)', async () => {
    vi.useFakeTimers();
    const button = document.querySelector('[data-id="3"]') as HTMLElement;
    const clicks = vi.fn((e: Event) => e.preventDefault());
    button.addEventListener('click', clicks);
    await start();
    await tapOpen();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      vi.advanceTimersByTime(3000);
    });
    expect(clicks).not.toHaveBeenCalled();
  });

  it('never shows in chat apps and other in-app browsers, client webviews, HarmonyOS NEXT or desktop browsers', async () => {
    for (const env of [
      { inAppBrowser: 'wechat', chatApp: 'wechat' as const },
      { inAppBrowser: 'weibo' },
      { inAppBrowser: 'douyin' },
      { isAndroid: false, isHarmony: true },
      { client: 'android' as const, hasBridge: true },
      { client: 'android' as const },
      { client: 'ppzb' as const },
      { isMobile: false },
    ]) {
      const { instance } = await start({ env });
      expect(banner()).toBeNull();
      act(() => instance.stop());
    }
  });

  it('never shows for excluded buttons only', async () => {
    document.body.innerHTML = PAGE.split('<a data-widget="download" data-id="3"')[0];
    await start();
    expect(banner()).toBeNull();
  });

  it('finds an eligible button added later', async () => {
    document.body.innerHTML = '';
    const { instance } = await start();
    expect(banner()).toBeNull();
    const section = document.createElement('section');
    section.innerHTML = '<a data-widget="download" data-id="8" data-name="后来" href="#">下载</a>';
    document.body.appendChild(section);
    act(() => instance.scan(section));
    expect(banner()!.textContent).toContain('后来');
  });
});
