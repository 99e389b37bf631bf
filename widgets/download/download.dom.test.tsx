import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createTestContext, mountWith, type TestContextOptions } from '../../tests/helpers/context';
import { mount } from './index';
// The install status label is a lazy import of the widget (only the Android client needs it): loaded
// here first, so that the widget's import resolves within the tests' flush().
import './native/index';
import { navigate } from '../../src/app-link/navigate';

vi.mock('../../src/app-link/navigate', () => ({ navigate: vi.fn(() => true) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const UA = {
  wechat: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Version/16.0 Mobile/15E148 Safari/604.1',
};

const api = {
  downloadApkUrl: (id: string | number) => 'https://dl.example/download/apk?appId=' + id,
  ppApkUrl: (channel = 'PP_27') => 'https://dl.example/pp/apk?channel=' + channel,
};

function setup(html: string, options: TestContextOptions = {}) {
  document.body.innerHTML = html;
  const el = document.querySelector('[data-widget="download"]') as HTMLElement;
  const ctx = createTestContext({ ...options, api: { ...api, ...(options.api || {}) } });
  let unmount: () => void = () => undefined;
  act(() => {
    unmount = mountWith(mount, el, ctx);
  });
  return { el, ctx, unmount };
}

const BUTTON =
  '<div data-space-type="list" data-space-r-type="2" data-space-id="88" data-space-name="热门">' +
  '<a data-widget="download" href="/download/apk?appId=123" data-id="123" data-version-id="9" data-name="王者 荣耀" ' +
  'data-package-name="com.example" data-resource-type="1" data-category-id="5" data-sub-category-id="51">下载</a></div>';

function click(el: HTMLElement) {
  const ev = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  act(() => {
    el.dispatchEvent(ev);
  });
  return ev;
}

async function flush() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

beforeEach(() => {
  vi.mocked(navigate).mockClear();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount (download)', () => {
  it('leaves a malformed button as a plain link with one warning', () => {
    const { el, ctx } = setup('<a data-widget="download" href="/download/apk?appId=x" data-name="x">下载</a>');
    const ev = click(el);
    expect(ev.defaultPrevented).toBe(false);
    expect(ctx.logger.warnings).toHaveLength(1);
    expect(String(ctx.logger.warnings[0][0])).toMatch(/download.*app id/);
  });

  it('logs activity and click with the app and ancestor space fields, then navigates to the download host', async () => {
    const { el, ctx } = setup(BUTTON);
    const ev = click(el);
    expect(ev.defaultPrevented).toBe(true);
    await flush();
    const expected = {
      appId: '123', appName: '王者 荣耀', resourceType: 1, packageId: '9', categoryId: '5', subCategoryId: '51',
      spaceType: 'list', spaceRType: '2', spaceId: '88', spaceName: '热门',
    };
    expect(ctx.services.log.activity).toHaveBeenCalledWith(expected);
    expect(ctx.services.log.click).toHaveBeenCalledWith(expected);
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=123', window);
    expect(ctx.events.map((e) => e.name)).toContain('download');
  });

  it('still downloads when the log service throws', async () => {
    const { el, ctx } = setup(BUTTON, {
      log: {
        click: vi.fn(() => {
          throw new Error('broken');
        }),
      },
    });
    click(el);
    await flush();
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=123', window);
    expect(ctx.logger.errors).toHaveLength(1);
  });

  it('starts one download for a double tap', async () => {
    const { el, ctx } = setup(BUTTON);
    click(el);
    click(el);
    await flush();
    click(el);
    await flush();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(ctx.services.log.click).toHaveBeenCalledTimes(1);
  });

  it('prefers space fields on the button itself', async () => {
    const { el, ctx } = setup(BUTTON.replace('data-widget="download"', 'data-widget="download" data-space-id="7"'));
    click(el);
    await flush();
    expect(ctx.services.log.click).toHaveBeenCalledWith(expect.objectContaining({ spaceId: '7', spaceType: '' }));
  });

  it('asks /download/url where the button says so, and falls back to /download/apk on failure', async () => {
    const getDownloadUrl = vi.fn(() => Promise.resolve({ url: 'https://cdn.example/a.apk' }));
    const { el } = setup(BUTTON.replace('data-widget="download"', 'data-widget="download" data-download-mode="url"'), { api: { getDownloadUrl } });
    click(el);
    await flush();
    expect(getDownloadUrl).toHaveBeenCalledWith({ appId: '123' });
    expect(navigate).toHaveBeenCalledWith('https://cdn.example/a.apk', window);

    vi.mocked(navigate).mockClear();
    const getDownloadUrlDot = vi.fn(() => Promise.reject({ code: -1, msg: 'timeout' }));
    const second = setup(
      BUTTON.replace('data-widget="download"', 'data-widget="download" data-download-mode="dot" data-apprd="r1"'),
      { api: { getDownloadUrlDot } },
    );
    click(second.el);
    await flush();
    expect(getDownloadUrlDot).toHaveBeenCalledWith({ appId: '123', apprd: 'r1' });
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=123', window);
  });

  it('shows the open-in-browser popup in WeChat and never downloads', async () => {
    const { el, ctx } = setup(BUTTON, { env: { ua: UA.wechat, inAppBrowser: 'wechat', chatApp: 'wechat' } });
    el.focus();
    click(el);
    await flush();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog).not.toBeNull();
    expect(dialog.textContent).toContain('请在浏览器中打开');
    expect(navigate).not.toHaveBeenCalled();
    expect(ctx.services.log.click).not.toHaveBeenCalled();
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(el);
  });

  it('shows the open-in-browser popup in Weibo in general words, and never downloads', async () => {
    const { el, ctx } = setup(BUTTON, { env: { inAppBrowser: 'weibo', chatApp: null } });
    click(el);
    await flush();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('请在浏览器中打开');
    expect(dialog.textContent).toContain('当前应用内无法直接下载');
    expect(navigate).not.toHaveBeenCalled();
    expect(ctx.services.log.click).not.toHaveBeenCalled();
  });

  it('on HarmonyOS NEXT says why in plain words, links to harmonyUrl, logs the attempt and never downloads', async () => {
    const { el, ctx } = setup(BUTTON, {
      env: { isAndroid: false, isHarmony: true, ua: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile' },
      config: { harmonyUrl: 'https://store.example/harmony?q={name}&pkg={packageName}' } as never,
    });
    click(el);
    await flush();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('HarmonyOS NEXT');
    const link = dialog.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/^https:\/\/store\.example\/harmony\?q=.+&pkg=/);
    expect(navigate).not.toHaveBeenCalled();
    expect(ctx.services.log.activity).not.toHaveBeenCalled();
    expect(ctx.services.log.click).toHaveBeenCalledWith(expect.objectContaining({ appId: '123', action: 'download-blocked', os: 'harmonyos-next' }));
  });

  it('speaks English with locale en and takes config message overrides', async () => {
    const { el } = setup(BUTTON, {
      env: { ua: UA.wechat, inAppBrowser: 'wechat', chatApp: 'wechat' },
      config: { locale: 'en', messages: { 'download.chat.ok': 'OK!' } } as never,
    });
    click(el);
    await flush();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.querySelector('h2')!.textContent).toBe('Open in your browser');
    expect(Array.from(dialog.querySelectorAll('button')).map((b) => b.textContent)).toContain('OK!');
    expect(dialog.querySelector('.ppw-dialog-close')!.getAttribute('aria-label')).toBe('Close');
  });

  it('confirms the iOS store search with the encoded name on iOS', async () => {
    const { el, ctx } = setup(BUTTON, {
      env: { ua: UA.iphone, isIOS: true, isAndroid: false },
      config: { iosStoreSearchUrl: 'https://ios.example/s?q={name}' } as never,
    });
    click(el);
    await flush();
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('王者 荣耀');
    const confirm = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === '确定')!;
    act(() => confirm.click());
    expect(navigate).toHaveBeenCalledWith('https://ios.example/s?q=%E7%8E%8B%E8%80%85%20%E8%8D%A3%E8%80%80', window);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(ctx.services.log.click).not.toHaveBeenCalled();
  });

  it('offers the desktop installer on a detail page from a desktop paid source', async () => {
    const { el, ctx } = setup(BUTTON, {
      env: { isMobile: false, isAndroid: false, page: 'detail', query: { p: null, chSrc: 'pc_baidu', debug: null, utmSource: null } },
    });
    click(el);
    await flush();
    const link = document.querySelector('[role="dialog"] a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://dl.example/pp/apk?channel=PP_27');
    const direct = Array.from(document.querySelectorAll('[role="dialog"] button')).find((b) => b.textContent === '直接下载安装包') as HTMLElement;
    act(() => direct.click());
    await flush();
    expect(ctx.services.log.activity).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=123', window);
  });

  it('closes its popup when the page goes into the back/forward cache', async () => {
    const { el } = setup(BUTTON, { env: { ua: UA.wechat, inAppBrowser: 'wechat', chatApp: 'wechat' } });
    click(el);
    await flush();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    click(el);
    await flush();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('lets modified clicks through to the browser', () => {
    const { el } = setup(BUTTON);
    const ev = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    el.dispatchEvent(ev);
    expect(ev.defaultPrevented).toBe(false);
  });

  it('removes its listener on unmount', async () => {
    const { el, unmount } = setup(BUTTON);
    unmount();
    const ev = click(el);
    expect(ev.defaultPrevented).toBe(false);
    await flush();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('mount (download) in the Android client', () => {
  function client(initialStatus: number) {
    let push: ((p: Record<string, unknown>) => void) | null = null;
    const call = vi.fn((method: string) =>
      method === 'getAppStatus' ? Promise.resolve({ status: initialStatus }) : Promise.resolve({ ok: true }),
    );
    const on = vi.fn((_: string, handler: (p: Record<string, unknown>) => void) => {
      push = handler;
      return () => {
        push = null;
      };
    });
    return {
      options: { env: { hasBridge: true, client: 'android' as const }, bridge: { call, on, available: () => true } } as TestContextOptions,
      call,
      push: (p: Record<string, unknown>) => act(() => push && push(p)),
      isSubscribed: () => push !== null,
    };
  }

  it('shows the install status as the label and restores the server text on unmount', async () => {
    const c = client(64);
    const { el, unmount } = setup(BUTTON, c.options);
    await flush();
    expect(c.call).toHaveBeenCalledWith('getAppStatus', expect.objectContaining({ packageName: 'com.example', appId: '123' }));
    expect(el.textContent).toBe('打开');
    unmount();
    expect(el.textContent).toBe('下载');
    expect(el.hasAttribute('class')).toBe(false);
    expect(c.isSubscribed()).toBe(false);
  });

  it('changes nothing on the button until the client tells a status, and keeps text that is already right', async () => {
    // A client that never answers: the server's markup stays exactly as it was.
    const silent = client(0);
    silent.call.mockImplementation(() => new Promise<never>(() => undefined));
    const first = setup(BUTTON, silent.options);
    const before = first.el.outerHTML;
    await flush();
    expect(first.el.outerHTML).toBe(before);
    first.unmount();
    expect(first.el.outerHTML).toBe(before);
    // Not installed: the label says 下载, as the button does, so its text node is kept.
    const c = client(2);
    const { el } = setup(BUTTON, c.options);
    const node = el.firstChild;
    await flush();
    expect(el.firstChild).toBe(node);
    expect(el.querySelector('.ppw-download-label')).toBeNull();
    expect(el.classList.contains('ppw-download-status-2')).toBe(true);
    // A status with another label swaps the text for the label.
    c.push({ key_packageName: 'com.example', key_status: 64 });
    expect(el.querySelector('.ppw-download-label')!.textContent).toBe('打开');
  });

  it('follows pushed status events with progress', async () => {
    const c = client(2);
    const { el } = setup(BUTTON, c.options);
    await flush();
    expect(el.textContent).toBe('下载');
    c.push({ key_packageName: 'com.example', key_status: 4, key_progress: 37 });
    expect(el.textContent).toBe('下载中 37%');
    expect(el.style.getPropertyValue('--ppw-progress')).toBe('37%');
    c.push({ key_packageName: 'com.other', key_status: 64 });
    expect(el.textContent).toBe('下载中 37%');
    c.push({ key_packageName: 'com.example', key_status: 16 });
    expect(el.textContent).toBe('安装');
  });

  it('sends the native action for the current status', async () => {
    const expected: Array<[number, string]> = [[2, 'download'], [4, 'pause'], [8, 'continue'], [16, 'install'], [64, 'open'], [128, 'update']];
    for (const [status, action] of expected) {
      const c = client(status);
      const { el, unmount } = setup(BUTTON, c.options);
      await flush();
      click(el);
      await flush();
      expect(c.call).toHaveBeenLastCalledWith(action, expect.objectContaining({ packageName: 'com.example' }));
      unmount();
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing while the client installs', async () => {
    const c = client(32);
    const { el } = setup(BUTTON, c.options);
    await flush();
    click(el);
    await flush();
    expect(c.call).toHaveBeenCalledTimes(1);
    expect(el.textContent).toBe('安装中');
  });

  it('renders the extra native actions the page asks for, toggling follow', async () => {
    const c = client(64);
    const { el, unmount } = setup(BUTTON.replace('data-widget="download"', 'data-widget="download" data-native-actions="follow,collect"'), c.options);
    await flush();
    const buttons = Array.from(el.parentElement!.querySelectorAll('.ppw-download-extras button')) as HTMLButtonElement[];
    expect(buttons.map((b) => b.textContent)).toEqual(['关注', '收藏']);
    act(() => buttons[0].click());
    await flush();
    expect(c.call).toHaveBeenLastCalledWith('follow', expect.objectContaining({ appId: '123' }));
    expect(buttons[0].textContent).toBe('取消关注');
    unmount();
    expect(document.querySelector('.ppw-download-extras')).toBeNull();
  });

  it.each([
    ['UNSUPPORTED', { code: -106, msg: 'unsupported method' }],
    ['TIME_OUT', { code: -1, msg: '[bridge:download] request timed out' }],
    ['a throwing postMessage (SEND_FAILED)', { code: -102, msg: '[bridge:download] postMessage failed' }],
  ])('falls back to the web download when the native download fails: %s', async (_name, state) => {
    const c = client(2);
    c.call.mockImplementation(((method: string) => (method === 'getAppStatus' ? Promise.resolve({ status: 2 }) : Promise.reject(state))) as typeof c.call);
    const { el, ctx } = setup(BUTTON, c.options);
    await flush();
    click(el);
    await flush();
    expect(c.call).toHaveBeenLastCalledWith('download', expect.objectContaining({ packageName: 'com.example', downloadUrl: 'https://dl.example/download/apk?appId=123' }));
    expect(navigate).toHaveBeenCalledWith('https://dl.example/download/apk?appId=123', window);
    const events = ctx.events.filter((e) => e.name === 'download').map((e) => e.detail as Record<string, unknown>);
    expect(events.map((e) => e.action)).toEqual(['native', 'native-failed', 'download']);
    expect(events[1]).toMatchObject({ nativeAction: 'download', code: state.code });
  });

  it('sends the app an absolute key_downloadUrl when config hosts leaves the download host empty', async () => {
    // The API gives a path then (`/download/apk?appId=`); the app's downloader has no page to
    // resolve it against, so the widget resolves it against the page (docs/bridge.md §4).
    const c = client(2);
    const base = document.createElement('base');
    base.href = 'https://m.store.example/topic/spring/';
    document.head.appendChild(base);
    try {
      const { el } = setup(BUTTON, { ...c.options, api: { downloadApkUrl: (id: string | number) => '/download/apk?appId=' + id } });
      await flush();
      click(el);
      await flush();
      expect(c.call).toHaveBeenLastCalledWith('download', expect.objectContaining({ downloadUrl: 'https://m.store.example/download/apk?appId=123' }));
    } finally {
      base.remove();
    }
  });

  it('says so when a native action without a web fallback fails (open)', async () => {
    const c = client(64);
    c.call.mockImplementation(((method: string) => (method === 'getAppStatus' ? Promise.resolve({ status: 64 }) : Promise.reject({ code: -106, msg: 'unsupported method' }))) as typeof c.call);
    const { el } = setup(BUTTON, c.options);
    await flush();
    click(el);
    await flush();
    expect(c.call).toHaveBeenLastCalledWith('open', expect.objectContaining({ packageName: 'com.example' }));
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('PP 助手没能完成“王者 荣耀”的操作');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes the iOS store path in an iOS client that injected the bridge, with no install states', async () => {
    const c = client(64);
    const { el } = setup(BUTTON, { ...c.options, env: { hasBridge: true, client: 'ppzb', isIOS: true, ua: UA.iphone + ' PPZB/6.1' } } as TestContextOptions);
    await flush();
    expect(c.call).not.toHaveBeenCalled();
    expect(el.textContent).toBe('下载');
    click(el);
    await flush();
    expect(c.call).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('iOS');
  });
});

