import { describe, expect, it } from 'vitest';
import type { Hosts, ResolvedConfig } from '../types';
import { detectEnvironment, isAndroidWebView } from './detect-environment';
import { DEFAULT_UA_TOKENS } from './ua-tokens';
import { USER_AGENT_CASES } from '../../tests/helpers/user-agents';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function hosts(api: string): Hosts {
  return { api, download: api + '/dl', log: api + '/log', track: api + '/track' };
}

function makeConfig(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return {
    env: null,
    hosts: {
      prod: hosts(''),
      dev: hosts('https://dev.example.com'),
      test: hosts('https://test.example.com/'),
      testa: hosts('https://testa.example.com'),
      testb: hosts('https://testb.example.com'),
      testc: hosts('https://testc.example.com'),
      local: hosts('http://localhost:8080'),
    },
    locale: 'zh-CN',
    messages: {},
    realname: { enabled: false, submitUrl: '', confTime: 1800, userTime: 15552000, idCheck: 'strict', phoneCheck: 'broad', isLog: true },
    iosStoreSearchUrl: '',
    clientScheme: '',
    uaTokens: { ...DEFAULT_UA_TOKENS },
    inAppBrowsers: {},
    harmonyUrl: '/harmony/search?q={name}',
    tbChSrc: 'tb_helper',
    webp: { hosts: [], rewrite: '_.webp' },
    bridge: { timeoutMs: 10000, methodIds: {} },
    nonce: undefined,
    backToTop: false,
    debug: false,
    prefetch: false,
    log: { access: true },
    rum: { sample: 0 },
    urlKeys: {},
    links: true,
    ...overrides,
  };
}

interface FakeWindowInput {
  ua?: string;
  maxTouchPoints?: number;
  search?: string;
  page?: string | null;
  globals?: Record<string, unknown>;
}

function fakeWindow(input: FakeWindowInput): Window {
  const body = document.createElement('body');
  if (input.page) body.setAttribute('data-page', input.page);
  return {
    navigator: { userAgent: input.ua || '', maxTouchPoints: input.maxTouchPoints },
    location: { search: input.search || '' },
    document: { body },
    ...(input.globals || {}),
  } as unknown as Window;
}

describe('detectEnvironment', () => {
  it('describes a plain iPhone Safari visit from the query and the page', () => {
    const env = detectEnvironment({
      win: fakeWindow({ ua: IPHONE_SAFARI, search: '?p=y&ch_src=abc&debug=test&utm_source=wx_sm', page: 'detail' }),
      config: makeConfig(),
    });
    expect(env).toMatchObject({
      ua: IPHONE_SAFARI,
      client: null,
      hasBridge: false,
      chatApp: null,
      isIOS: true,
      isIPad: false,
      isMobile: true,
      page: 'detail',
      query: { p: 'y', chSrc: 'abc', debug: 'test', utmSource: 'wx_sm' },
      envName: 'test',
      channel: 'yy',
      source: 2000,
      svr: 2,
    });
    expect(env.hosts.api).toBe('https://test.example.com');
  });

  it('recognises the Android client by its bridge and the helper assistant by tbChSrc', () => {
    const env = detectEnvironment({
      win: fakeWindow({ ua: ANDROID_CHROME, search: '?ch_src=tb_helper', globals: { PPNativeBridge: { postMessage() {} } } }),
      config: makeConfig(),
    });
    expect(env.client).toBe('android');
    expect(env.hasBridge).toBe(true);
    expect(env.isAndroid).toBe(true);
    expect([env.channel, env.source]).toEqual(['tb', 1000]);
  });

  it('treats a Macintosh with touch points as an iPad (iPadOS desktop mode)', () => {
    const env = detectEnvironment({ win: fakeWindow({ ua: IPAD_DESKTOP_MODE, maxTouchPoints: 5 }), config: makeConfig() });
    expect([env.isIOS, env.isIPad, env.isMobile]).toEqual([true, true, true]);
    const mac = detectEnvironment({ win: fakeWindow({ ua: IPAD_DESKTOP_MODE, maxTouchPoints: 0 }), config: makeConfig() });
    expect([mac.isIOS, mac.isIPad, mac.isMobile]).toEqual([false, false, false]);
  });

  it('lets config env win over ?debug=', () => {
    const env = detectEnvironment({ win: fakeWindow({ search: '?debug=dev' }), config: makeConfig({ env: 'local' }) });
    expect(env.envName).toBe('local');
    expect(env.hosts.api).toBe('http://localhost:8080');
  });

  it('reports svr 1 when the stat-logger interface exists, under a configurable name', () => {
    const legacy = detectEnvironment({ win: fakeWindow({ globals: { StatLoggerInterface: {} } }), config: makeConfig() });
    expect(legacy.svr).toBe(1);
    const renamed = detectEnvironment({
      win: fakeWindow({ globals: { MyStat: {} } }),
      config: makeConfig(),
      statLoggerName: 'MyStat',
    });
    expect(renamed.svr).toBe(1);
    expect(detectEnvironment({ win: fakeWindow({}), config: makeConfig() }).svr).toBe(2);
  });

  it('honours config uaTokens overrides', () => {
    const ua = ANDROID_CHROME + ' MyZbApp/1.0';
    const env = detectEnvironment({
      win: fakeWindow({ ua }),
      config: makeConfig({ uaTokens: { ...DEFAULT_UA_TOKENS, ppzb: 'myzbapp' } }),
    });
    expect(env.client).toBe('ppzb');
  });

  it('never throws on a hostile or empty window and then describes a plain prod browser', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('blocked');
        },
      },
    ) as unknown as Window;
    const env = detectEnvironment({ win: hostile, config: makeConfig() });
    expect(env).toMatchObject({ ua: '', client: null, isMobile: false, page: null, envName: 'prod', channel: 'pp', source: 1000, svr: 2 });
    const bare = detectEnvironment({ win: {} as Window, config: {} as ResolvedConfig });
    expect(bare.hosts).toEqual({ api: '', download: '', log: '', track: '' });
  });

  it.each(USER_AGENT_CASES.map((c) => [c.name, c] as const))('detects %s from a window', (_name, c) => {
    const signals = c.signals || {};
    const env = detectEnvironment({
      win: fakeWindow({
        ua: c.ua,
        maxTouchPoints: signals.maxTouchPoints,
        globals: signals.hasBridge ? { PPNativeBridge: { postMessage() {} } } : {},
      }),
      config: makeConfig(),
    });
    expect(env).toMatchObject(c.expected);
  });

  it('reads the real jsdom window', () => {
    document.body.setAttribute('data-page', 'home');
    const env = detectEnvironment({ win: window, config: makeConfig() });
    expect(env.page).toBe('home');
    expect(env.ua).toBe(navigator.userAgent);
    document.body.removeAttribute('data-page');
  });
});

describe('isAndroidWebView', () => {
  it('is true for an Android System WebView ("; wv)") and false for Chrome and iOS', () => {
    expect(isAndroidWebView('Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36')).toBe(true);
    expect(isAndroidWebView('Mozilla/5.0 (Linux; Android 10; K;wv) AppleWebKit/537.36')).toBe(true);
    expect(isAndroidWebView('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36')).toBe(false);
    expect(isAndroidWebView(IPHONE_SAFARI)).toBe(false);
  });
});
