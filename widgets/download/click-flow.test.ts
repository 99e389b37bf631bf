import { describe, expect, it } from 'vitest';
import { appliesTo, decideClick, iosSearchUrl, isDesktopPaidSource } from './click-flow';
import { detectUa } from '../../src/env/detect-ua';
import { actionForStatus, AppStatus } from '../../src/bridge/status-codes/status-codes';
import type { Environment } from '../../src/types';

// One user agent per environment of product-rules §13.
const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  androidWebview: 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/605.1.15',
  ppzb: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PPZB/3.0',
  ppyy: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PPYY/2.1',
  desktopClient: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0 Safari/537.36 PPDesktop/5.0',
  wdj: 'Mozilla/5.0 (Linux; Android 12; MI 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0 Mobile Safari/537.36 WandouJia/7.0',
  reader: 'Mozilla/5.0 (Linux; Android 12; MI 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0 Mobile Safari/537.36 Shuqi/5.0',
  wechatAndroid: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
  wechatIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  qq: 'Mozilla/5.0 (Linux; Android 13; V2149A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0 Mobile Safari/537.36 QQ/8.9.28.10155',
  uc: 'Mozilla/5.0 (Linux; U; Android 11; zh-CN; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

function env(ua: string, extra: { bridge?: boolean; touch?: number; page?: string | null; chSrc?: string | null; utm?: string | null } = {}) {
  const detected = detectUa(ua, null, { hasBridge: extra.bridge, maxTouchPoints: extra.touch });
  const e: ClickEnv = {
    ...detected,
    page: extra.page === undefined ? null : extra.page,
    query: { p: null, chSrc: extra.chSrc || null, debug: null, utmSource: extra.utm || null },
  };
  return e;
}
type ClickEnv = Pick<Environment, 'inAppBrowser' | 'hasBridge' | 'client' | 'isIOS' | 'isHarmony' | 'page' | 'query'>;

describe('decideClick', () => {
  it('shows the open-in-browser popup in WeChat and QQ, never a download', () => {
    expect(decideClick({ env: env(UA.wechatAndroid) })).toEqual({ kind: 'chat-popup' });
    expect(decideClick({ env: env(UA.wechatIphone) })).toEqual({ kind: 'chat-popup' });
    expect(decideClick({ env: env(UA.qq) })).toEqual({ kind: 'chat-popup' });
    expect(decideClick({ env: env(UA.wechatAndroid, { page: 'detail', chSrc: 'pc_baidu' }) })).toEqual({ kind: 'chat-popup' });
  });

  it('runs the native action for each install status inside the Android client', () => {
    const client = env(UA.androidWebview, { bridge: true });
    const cases: Array<[AppStatus, string | null]> = [
      [AppStatus.Unknown, 'download'],
      [AppStatus.Undownload, 'download'],
      [AppStatus.Downloading, 'pause'],
      [AppStatus.DownloadPause, 'continue'],
      [AppStatus.DownloadComplete, 'install'],
      [AppStatus.Installing, null],
      [AppStatus.LatestInstalled, 'open'],
      [AppStatus.OldVerInstalled, 'update'],
      [AppStatus.Uncompressable, 'uncompress'],
      [AppStatus.Uncompressing, null],
    ];
    for (const [status, action] of cases) {
      expect(decideClick({ env: client, status, actionFor: actionForStatus })).toEqual({ kind: 'native', action });
    }
    expect(decideClick({ env: client })).toEqual({ kind: 'native', action: 'download' });
  });

  it('downloads natively in the client while no status rule is there (the install-status code not loaded yet)', () => {
    const client = env(UA.androidWebview, { bridge: true });
    expect(decideClick({ env: client, status: null, actionFor: actionForStatus })).toEqual({ kind: 'native', action: 'download' });
    expect(decideClick({ env: client, status: AppStatus.Downloading })).toEqual({ kind: 'native', action: 'download' });
  });

  it('prefers the native action over the detail-page installer in the client', () => {
    expect(decideClick({ env: env(UA.androidWebview, { bridge: true, page: 'detail', chSrc: 'pc_sg' }), status: 2 }).kind).toBe('native');
  });

  it('shows the iOS store popup in iOS browsers and the iOS clients', () => {
    expect(decideClick({ env: env(UA.iphoneSafari) })).toEqual({ kind: 'ios-popup' });
    expect(decideClick({ env: env(UA.ipadDesktopMode, { touch: 5 }) })).toEqual({ kind: 'ios-popup' });
    expect(decideClick({ env: env(UA.ppzb) })).toEqual({ kind: 'ios-popup' });
    expect(decideClick({ env: env(UA.ppyy) })).toEqual({ kind: 'ios-popup' });
  });

  it('treats a Macintosh without touch as a desktop browser', () => {
    expect(decideClick({ env: env(UA.ipadDesktopMode, { touch: 0 }) })).toEqual({ kind: 'download' });
  });

  it('shows the desktop installer on a detail page reached from a desktop paid source', () => {
    for (const src of ['pc_baidu', 'pc_sg', 'pc_adwords', 'pc_tx', 'pc_rr']) {
      expect(decideClick({ env: env(UA.desktopChrome, { page: 'detail', chSrc: src }) })).toEqual({ kind: 'desktop-install' });
    }
    expect(decideClick({ env: env(UA.desktopChrome, { page: 'detail', utm: 'pc_baidu' }) })).toEqual({ kind: 'desktop-install' });
  });

  it('downloads on a detail page from a mobile paid source or another page', () => {
    expect(decideClick({ env: env(UA.desktopChrome, { page: 'detail', chSrc: 'wx_baidu' }) })).toEqual({ kind: 'download' });
    expect(decideClick({ env: env(UA.desktopChrome, { page: 'list', chSrc: 'pc_baidu' }) })).toEqual({ kind: 'download' });
    expect(decideClick({ env: env(UA.desktopChrome, { page: 'detail' }) })).toEqual({ kind: 'download' });
  });

  it('downloads in Android browsers, UC, the desktop, wdj and reader clients and desktop browsers', () => {
    for (const ua of [UA.androidChrome, UA.uc, UA.desktopClient, UA.wdj, UA.reader, UA.desktopChrome, UA.androidWebview]) {
      expect(decideClick({ env: env(ua) })).toEqual({ kind: 'download' });
    }
  });
});

describe('isDesktopPaidSource', () => {
  it('matches the desktop paid sources case-insensitively only', () => {
    expect(isDesktopPaidSource({ p: null, chSrc: 'PC_BAIDU', debug: null, utmSource: null })).toBe(true);
    expect(isDesktopPaidSource({ p: null, chSrc: 'wx_sm', debug: null, utmSource: 'wx_360' })).toBe(false);
    expect(isDesktopPaidSource({ p: null, chSrc: null, debug: null, utmSource: null })).toBe(false);
  });
});

describe('iosSearchUrl', () => {
  it('replaces every {name} with the encoded name', () => {
    expect(iosSearchUrl('https://s.example/search?q={name}&t={name}', '王者 荣耀&x')).toBe(
      'https://s.example/search?q=%E7%8E%8B%E8%80%85%20%E8%8D%A3%E8%80%80%26x&t=%E7%8E%8B%E8%80%85%20%E8%8D%A3%E8%80%80%26x',
    );
  });
});

describe('decideClick in Weibo, Douyin and HarmonyOS NEXT', () => {
  const weibo = 'Mozilla/5.0 (Linux; Android 12; Pixel 6 Pro; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0 Mobile Safari/537.36 Weibo (Google-Google Pixel 6 Pro__weibo__10.4.0__android__android12)';
  const douyin = 'Mozilla/5.0 (Linux; Android 10; PCT-AL10; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/75.0.3770.156 Mobile Safari/537.36 aweme_120200 JsSdk/1.0 NetType/WIFI AppName/aweme';
  const harmony = 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile';
  const mipad = 'Mozilla/5.0 (Linux; Android 6.0; MiPad 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.150 Mobile Safari/537.36 EdgA/88.0.705.63';

  it('shows the open-in-browser popup in Weibo and Douyin', () => {
    expect(decideClick({ env: env(weibo) })).toEqual({ kind: 'chat-popup' });
    expect(decideClick({ env: env(douyin) })).toEqual({ kind: 'chat-popup' });
  });

  it('never hands HarmonyOS NEXT an APK, even with a bridge', () => {
    expect(decideClick({ env: env(harmony) })).toEqual({ kind: 'harmony' });
    expect(decideClick({ env: env(harmony, { bridge: true }) })).toEqual({ kind: 'harmony' });
  });

  it('downloads the APK on a MiPad', () => {
    expect(decideClick({ env: env(mipad) })).toEqual({ kind: 'download' });
  });

  it('downloads from the web with the client token but no bridge yet', () => {
    expect(decideClick({ env: env(UA.androidWebview + ' PPClient/7.2.0') })).toEqual({ kind: 'download' });
    expect(decideClick({ env: env(UA.androidWebview + ' PPClient/7.2.0', { bridge: true }) })).toMatchObject({ kind: 'native' });
  });

  it('takes a bridge with an iOS client token to the iOS popup', () => {
    expect(decideClick({ env: env(UA.ppzb, { bridge: true }) })).toEqual({ kind: 'ios-popup' });
  });
});

describe('appliesTo', () => {
  it('applies only when enabled, to games that require an ID', () => {
    expect(appliesTo(true, { resourceType: 1, requireId: true })).toBe(true);
    expect(appliesTo(false, { resourceType: 1, requireId: true })).toBe(false);
    expect(appliesTo(true, { resourceType: 0, requireId: true })).toBe(false);
    expect(appliesTo(true, { resourceType: 1, requireId: false })).toBe(false);
  });
});
