import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectUa } from './detect-ua';
import { DEFAULT_UA_TOKENS } from './ua-tokens';
import { USER_AGENT_CASES } from '../../tests/helpers/user-agents';

describe('detectUa', () => {
  it('is checked against at least 40 real user agents', () => {
    expect(USER_AGENT_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(USER_AGENT_CASES.map((c) => [c.name, c] as const))('detects %s', (_name, c) => {
    expect(detectUa(c.ua, DEFAULT_UA_TOKENS, c.signals)).toEqual(c.expected);
  });

  it('covers every client and chat app of product-rules §13 in its table', () => {
    const clients = new Set(USER_AGENT_CASES.map((c) => c.expected.client));
    expect([...clients].sort()).toEqual(['android', 'desktop', 'ppyy', 'ppzb', 'reader', 'wdj', null].sort());
    const chats = new Set(USER_AGENT_CASES.map((c) => c.expected.chatApp));
    expect(chats).toEqual(new Set(['wechat', 'qq', null]));
  });

  it('uses overridden tokens instead of the defaults', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/110 Mobile Safari/537.36 NewStore/1.0 Weixin2/1';
    expect(detectUa(ua, { ppzb: 'newstore', wechat: 'weixin2' }).client).toBe('ppzb');
    expect(detectUa(ua, { ppzb: 'newstore', wechat: 'weixin2' }).chatApp).toBe('wechat');
    expect(detectUa(ua + ' PPZB/1', { ppzb: 'newstore' }).client).toBe('ppzb');
    expect(detectUa('x PPZB/1', { ppzb: 'newstore' }).client).toBeNull();
  });

  it('ignores blank overrides rather than matching everything', () => {
    expect(detectUa('Mozilla/5.0 (X11; Linux x86_64)', { ppzb: '', wechat: '   ' })).toMatchObject({ client: null, chatApp: null });
  });

  it('needs more than one touch point to call a Macintosh an iPad', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(detectUa(mac, DEFAULT_UA_TOKENS, { maxTouchPoints: 1 }).isIPad).toBe(false);
    expect(detectUa(mac, DEFAULT_UA_TOKENS, { maxTouchPoints: 2 }).isIPad).toBe(true);
  });

  it('does not throw on garbage input', () => {
    expect(() => detectUa(undefined as unknown as string, null)).not.toThrow();
    expect(detectUa(42 as unknown as string, 'x' as never).client).toBeNull();
  });

  it('never throws and keeps its flags consistent on any string', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1, max: 10 }), fc.boolean(), (ua, touch, hasBridge) => {
        const d = detectUa(ua, DEFAULT_UA_TOKENS, { maxTouchPoints: touch, hasBridge });
        if (d.isIPad) expect(d.isIOS).toBe(true);
        if (d.isIOS || d.isAndroid) expect(d.isMobile).toBe(true);
        // The bridge makes the Android client, unless an iOS client token says it is that iOS client.
        if (hasBridge) expect(['android', 'ppzb', 'ppyy']).toContain(d.client);
        else expect(d.client).not.toBe('android');
      }),
    );
  });
});

describe('detectUa: tokens as tokens, platform first, in-app browsers, HarmonyOS NEXT', () => {
  const d = (ua: string, signals: Parameters<typeof detectUa>[2] = {}, table?: Parameters<typeof detectUa>[3]) => detectUa(ua, DEFAULT_UA_TOKENS, signals, table);

  it('never calls an Android tablet named like an Apple device iOS', () => {
    for (const ua of [
      'Mozilla/5.0 (Linux; Android 6.0; MiPad 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.150 Mobile Safari/537.36 EdgA/88.0.705.63',
      'Mozilla/5.0 (Linux; Android 11; HiPad Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/93.0.4577.82 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 10; inoiPad mini 2+32 Wi-Fi+3G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/93.0.4577.62 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 12; iPhone 13 Pro Max Build/SP1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0 Mobile Safari/537.36',
    ]) {
      expect(d(ua)).toMatchObject({ isAndroid: true, isIOS: false, isIPad: false, isMobile: true });
    }
  });

  it('finds the in-app browsers of the table, and lets config add and remove entries', () => {
    const weibo = 'Mozilla/5.0 (Linux; Android 12; Pixel 6 Pro; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0 Mobile Safari/537.36 Weibo (Google-Google Pixel 6 Pro__weibo__10.4.0__android__android12)';
    const douyin = 'Mozilla/5.0 (Linux; Android 10; PCT-AL10; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/75.0.3770.156 Mobile Safari/537.36 aweme_120200 JsSdk/1.0 NetType/WIFI AppName/aweme app_version/12.2.0 BytedanceWebview/d8a21c6';
    const kuaishou = 'Mozilla/5.0 (Linux; Android 11; M2007J3SC; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/90.0 Mobile Safari/537.36 Kwai/9.10.40.24453';
    const iosWeibo = 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone12,1__weibo__11.2.1__iphone__os14.4)';
    expect(d(weibo)).toMatchObject({ inAppBrowser: 'weibo', chatApp: null, isAndroid: true, client: null });
    expect(d(iosWeibo)).toMatchObject({ inAppBrowser: 'weibo', isIOS: true });
    expect(d(douyin).inAppBrowser).toBe('douyin');
    expect(d(kuaishou).inAppBrowser).toBe('kuaishou');
    expect(d(douyin, {}, { douyin: false }).inAppBrowser).toBeNull();
    expect(d(douyin + ' Lark/5.0', {}, { douyin: null, lark: 'Lark/' }).inAppBrowser).toBe('lark');
    expect(d(douyin, {}, { blank: '  ', list: ['', 'nomatch'] }).inAppBrowser).toBe('douyin');
    // The QQ Browser app is a browser, not QQ's in-app browser.
    expect(d('Mozilla/5.0 (Linux; U; Android 11; zh-cn; PEGM00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0 MQQBrowser/12.1 Mobile Safari/537.36').inAppBrowser).toBeNull();
  });

  it('keeps uaTokens.wechat working for the WeChat entry of the table', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/110 Mobile Safari/537.36 Weixin2/1';
    expect(detectUa(ua, { wechat: 'weixin2' }).inAppBrowser).toBe('wechat');
    expect(detectUa(ua, { wechat: 'weixin2' }, {}, { wechat: ['MicroMessenger'] }).chatApp).toBe('wechat');
    expect(detectUa(ua, { wechat: 'weixin2' }, {}, { wechat: false }).chatApp).toBeNull();
  });

  it('tells HarmonyOS NEXT (no Android) from the Android-based HarmonyOS', () => {
    const next = 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile';
    const pc = 'Mozilla/5.0 (PC; OpenHarmony 5.0; HarmonyOS 5.0) AppleWebKit/537.36 (KHTML,like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Browser/harmony360Browser/1.0.0';
    const old = 'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00; HMSCore 6.1.0.314) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.93 HuaweiBrowser/11.1.5.310 Mobile Safari/537.36';
    expect(d(next)).toMatchObject({ isHarmony: true, isAndroid: false, isIOS: false, isMobile: true });
    expect(d(pc)).toMatchObject({ isHarmony: true, isAndroid: false, isMobile: true });
    expect(d(old)).toMatchObject({ isHarmony: false, isAndroid: true });
  });

  it('knows the client by the bridge or the PPClient token; a bridge with an iOS token is the iOS client', () => {
    const wv = 'Mozilla/5.0 (Linux; Android 13; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    expect(d(wv).client).toBeNull();
    expect(d(wv + ' PPClient/7.2.0').client).toBe('android');
    expect(d(wv + ' ppclient/7.2.0').client).toBe('android');
    expect(d(wv + ' MobileAppClient/Android/0.9').client).toBeNull();
    expect(detectUa(wv + ' Store/7', { client: 'Store' }).client).toBe('android');
    expect(d(iphone + ' PPZB/5.2.0', { hasBridge: true })).toMatchObject({ client: 'ppzb', hasBridge: true, isIOS: true });
    expect(d(iphone + ' PPYY/3.1.0', { hasBridge: true })).toMatchObject({ client: 'ppyy', hasBridge: true });
  });

  it('knows new UC builds by UCMobile, and desktop-site Android browsers as Android', () => {
    expect(d('Mozilla/5.0 (Linux; U; Android 13; zh-CN; 22081212C Build/TKQ1) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCMobile/16.4.3.1213 Mobile Safari/537.36').isUC).toBe(true);
    const samsungDesktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36';
    const miuiDesktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/534.24 (KHTML, like Gecko) Chrome/61.0.3163.128 Safari/534.24 XiaoMi/MiuiBrowser/9.4.1-Beta';
    const quest = 'Mozilla/5.0 (X11; Linux x86_64; Quest 2) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/26.2.0.0.10 SamsungBrowser/4.0 Chrome/110.0.5481.192 VR Safari/537.36';
    expect(d(samsungDesktop)).toMatchObject({ isAndroid: true, isMobile: true });
    expect(d(miuiDesktop)).toMatchObject({ isAndroid: true, isMobile: true });
    expect(d(quest)).toMatchObject({ isAndroid: false, isMobile: false });
    expect(d('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36').isAndroid).toBe(false);
  });

  it('takes a phone maker\'s browser dressed as Windows for Android, as when dressed as Linux', () => {
    const vivo = (dress: string) => `Mozilla/5.0 (${dress}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.141 Safari/537.36 VivoBrowser/21.6.10.0`;
    expect(d(vivo('X11; Linux x86_64'))).toMatchObject({ isAndroid: true, isMobile: true, isIOS: false });
    expect(d(vivo('Windows NT 10.0; Win64; x64'))).toMatchObject({ isAndroid: true, isMobile: true, isIOS: false });
    const heytap = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.61 Safari/537.36 HeyTapBrowser/40.8.10.1';
    expect(d(heytap).isAndroid).toBe(true);
    // Samsung Internet and Huawei's browser exist for Windows / HarmonyOS PCs: not Android there.
    const samsungWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/29.0 Chrome/136.0.0.0 Safari/537.36';
    const huaweiPc = 'Mozilla/5.0 (PC; OpenHarmony 6.1; Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36 ArkWeb/6.1.0.100 HuaweiBrowser/6.1.3.321';
    expect(d(samsungWindows)).toMatchObject({ isAndroid: false, isMobile: false });
    expect(d(huaweiPc)).toMatchObject({ isAndroid: false, isHarmony: true });
    expect(d('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36').isAndroid).toBe(false);
  });

  it('calls Windows Phone neither Android nor iOS', () => {
    const wp = 'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537';
    expect(d(wp)).toMatchObject({ isAndroid: false, isIOS: false, isMobile: true });
  });
});
