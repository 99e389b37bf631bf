/**
 * In an Android WebView that is not the store's client (WeChat, Weibo, any app's
 * browser), no API call waits for a client identity, and nothing loads the bridge. The calls run
 * with every timer frozen (fake timers, never advanced): a call that waited for a bridge (the
 * identity's ~1 s wait, a bridge call's timeout) would never reach fetch, and the test fails.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from './services';
import { defaultConfig } from '../runtime/config';
import { detectUa } from '../env/detect-ua';
import { DEFAULT_UA_TOKENS } from '../env/ua-tokens';
import { createRecordingLogger, testEnvironment } from '../../tests/helpers/context';

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2585 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const WEIBO_ANDROID =
  'Mozilla/5.0 (Linux; Android 12; Pixel 6 Pro; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0 Mobile Safari/537.36 Weibo (Google-Google Pixel 6 Pro__weibo__10.4.0__android__android12)';
const PLAIN_WEBVIEW = 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';

afterEach(() => {
  vi.useRealTimers();
  delete (navigator as unknown as Record<string, unknown>).userAgent;
});

/** The page's environment, and the window's own user agent, as in that app. */
function envFor(ua: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => ua });
  return testEnvironment({ ua, ...detectUa(ua, DEFAULT_UA_TOKENS, {}) });
}

describe('createServices in an Android WebView without bridge or client token', () => {
  it.each([
    ['WeChat', WECHAT_ANDROID],
    ['Weibo', WEIBO_ANDROID],
    ['a plain app WebView', PLAIN_WEBVIEW],
  ])('sends the search request of %s without waiting for a client identity', { timeout: 5000 }, async (_name, ua) => {
    const env = envFor(ua);
    expect(env.client).toBeNull();
    let sent!: (url: string) => void;
    const request = new Promise<string>((resolve) => (sent = resolve));
    const fetchMock = vi.fn((url: string) => {
      sent(String(url));
      return Promise.resolve(new Response(JSON.stringify({ r: [{ q: 'a' }] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    const services = createServices(defaultConfig(), env, createRecordingLogger(), window);
    await services.whenReady!();
    // From here no timer may fire: only a call that waits for nothing reaches fetch.
    vi.useFakeTimers();
    void services.api.searchSugs({ key: 'a', ctoken: 't' }).catch(() => undefined);
    expect(await request).toContain('/search/sugs');
  });

  it('never loads the bridge for them, and a bridge call fails at once instead of waiting', { timeout: 5000 }, async () => {
    const env = envFor(WECHAT_ANDROID);
    const services = createServices(defaultConfig(), env, createRecordingLogger(), window);
    await services.whenReady!();
    expect(services.bridge.available()).toBe(false);
    vi.useFakeTimers();
    await expect(services.bridge.call('getClientInfo', {})).rejects.toMatchObject({ code: expect.anything() });
  });

  it('in the client (PPClient token, bridge not there yet), asks the client for its identity', async () => {
    const env = envFor(PLAIN_WEBVIEW + ' PPClient/7.2.0');
    expect(env.client).toBe('android');
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"r":[]}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const services = createServices(defaultConfig(), env, createRecordingLogger(), window);
    await services.whenReady!();
    vi.useFakeTimers();
    const call = services.api.searchSugs({ key: 'a', ctoken: 't' }).catch(() => undefined);
    // The identity waits for the bridge the client will inject (up to ~1 s): nothing is sent yet.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await call;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
