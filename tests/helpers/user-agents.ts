/**
 * Real user-agent strings and what product-rules §13 detection must make of them. Shared by the
 * unit table (detect-ua.test.ts) and usable for browser device emulation.
 *
 * The browser and in-app strings are verbatim from real devices. The store clients' own
 * tokens (PPZB, PPYY, PPDesktop, WandouJia, Shuqi) are appended by those apps to their
 * platform webview's user agent, so those rows are a real webview string plus the token in
 * the form the app sends.
 */
import type { UaDetection, UaSignals } from '../../src/env/detect-ua';

export interface UaCase {
  name: string;
  ua: string;
  signals?: UaSignals;
  expected: UaDetection;
}

type Flags = Partial<UaDetection>;

const NONE: UaDetection = {
  client: null,
  hasBridge: false,
  inAppBrowser: null,
  chatApp: null,
  isUC: false,
  isIOS: false,
  isIPad: false,
  isAndroid: false,
  isHarmony: false,
  isMobile: false,
};
const ANDROID: Flags = { isAndroid: true, isMobile: true };
const IPHONE: Flags = { isIOS: true, isMobile: true };
const IPAD: Flags = { isIOS: true, isIPad: true, isMobile: true };

function row(name: string, ua: string, flags: Flags, signals?: UaSignals): UaCase {
  return { name, ua, signals, expected: { ...NONE, ...flags } };
}

const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 9; Redmi Note 7 Build/PKQ1.180904.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/74.0.3729.136 Mobile Safari/537.36';
const IOS_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/16B92';
const IPAD_WEBVIEW = 'Mozilla/5.0 (iPad; CPU OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const UC_ANDROID =
  'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V1990A Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36';

/** 53 rows: every environment of product-rules §13 and the browsers the product meets. */
export const USER_AGENT_CASES: UaCase[] = [
  // WeChat (chat-app browser) on Android
  row(
    'WeChat 7 Android (XWEB)',
    'Mozilla/5.0 (Linux; Android 10; HMA-AL00 Build/HUAWEIHMA-AL00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.62 XWEB/2692 MMWEBSDK/200201 Mobile Safari/537.36 MMWEBID/3213 MicroMessenger/7.0.12.1620(0x27000C37) Process/tools NetType/WIFI Language/zh_CN ABI/arm64',
    { ...ANDROID, inAppBrowser: 'wechat', chatApp: 'wechat' },
  ),
  row(
    'WeChat 8 Android',
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20221206 MMWEBID/2585 MicroMessenger/8.0.32.2300(0x2800205D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    { ...ANDROID, inAppBrowser: 'wechat', chatApp: 'wechat' },
  ),
  row(
    'WeChat 6 Android (TBS, contains MQQBrowser)',
    'Mozilla/5.0 (Linux; Android 7.1.1; OPPO R11 Build/NMF26X; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/53.0.2785.49 Mobile MQQBrowser/6.2 TBS/043632 Safari/537.36 MicroMessenger/6.6.1.1220(0x26060135) NetType/WIFI Language/zh_CN',
    { ...ANDROID, inAppBrowser: 'wechat', chatApp: 'wechat' },
  ),
  // WeChat on iOS
  row(
    'WeChat 8 iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN',
    { ...IPHONE, inAppBrowser: 'wechat', chatApp: 'wechat' },
  ),
  row(
    'WeChat 7 iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/7.0.5(0x17000523) NetType/4G Language/zh_CN',
    { ...IPHONE, inAppBrowser: 'wechat', chatApp: 'wechat' },
  ),
  row(
    'WeChat iPad',
    'Mozilla/5.0 (iPad; CPU OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.20(0x18001442) NetType/WIFI Language/zh_CN',
    { ...IPAD, inAppBrowser: 'wechat', chatApp: 'wechat' },
  ),
  row(
    'WeChat for Windows',
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090719) XWEB/8447 Flue',
    { inAppBrowser: 'wechat', chatApp: 'wechat' },
  ),
  // QQ in-app browser
  row(
    'QQ Android',
    'Mozilla/5.0 (Linux; Android 10; V1938CT Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/77.0.3865.120 MQQBrowser/6.2 TBS/045223 Mobile Safari/537.36 V1_AND_SQ_8.3.9_1424_YYB_D QQ/8.3.9.4635 NetType/WIFI WebP/0.3.0 Pixel/1080 StatusBarHeight/85 SimpleUISwitch/0 QQTheme/1000',
    { ...ANDROID, inAppBrowser: 'qq', chatApp: 'qq' },
  ),
  row(
    'QQ iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.5.5.611 V1_IPH_SQ_8.5.5_1_APP_A Pixel/1125 MiniAppEnable SimpleUISwitch/0 StudyMode/0 QQTheme/1000 Core/WKWebView Device/Apple(iPhone X) NetType/WIFI QBWebViewType/1 WKType/1',
    { ...IPHONE, inAppBrowser: 'qq', chatApp: 'qq' },
  ),
  row(
    'QQ Browser app (not the QQ in-app browser)',
    'Mozilla/5.0 (Linux; U; Android 11; zh-cn; PEGM00 Build/RKQ1.200903.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/12.1 Mobile Safari/537.36 COVC/045733',
    ANDROID,
  ),
  // UC
  row('UC Android 13', UC_ANDROID, { ...ANDROID, isUC: true }),
  row(
    'UC Android 11',
    'Mozilla/5.0 (Linux; U; Android 6.0.1; zh-CN; SM-C7000 Build/MMB29M) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/40.0.2214.89 UCBrowser/11.6.2.948 Mobile Safari/537.36',
    { ...ANDROID, isUC: true },
  ),
  row(
    'UC iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X; zh-CN) AppleWebKit/537.51.1 (KHTML, like Gecko) Mobile/19A346 UCBrowser/13.6.1.1586 Mobile AliApp(TUnionSDK/0.1.20.4)',
    { ...IPHONE, isUC: true },
  ),
  // iOS Safari
  row(
    'Safari iPhone iOS 17',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    IPHONE,
  ),
  row(
    'Safari iPhone iOS 11',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15A372 Safari/604.1',
    IPHONE,
  ),
  row(
    'Safari iPod touch',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
    IPHONE,
  ),
  row(
    'Chrome on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/125.0.6422.80 Mobile/15E148 Safari/604.1',
    IPHONE,
  ),
  row(
    'Safari iPad iOS 12',
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
    IPAD,
  ),
  row(
    'Safari iPad iOS 11',
    'Mozilla/5.0 (iPad; CPU OS 11_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
    IPAD,
  ),
  // iPadOS desktop mode: a Mac user agent, told apart by touch points
  row(
    'iPadOS 17 desktop mode',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    IPAD,
    { maxTouchPoints: 5 },
  ),
  row(
    'iPadOS 13 desktop mode',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
    IPAD,
    { maxTouchPoints: 5 },
  ),
  // Android browsers
  row(
    'Chrome Android (reduced UA)',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    ANDROID,
  ),
  row(
    'Chrome Android 8',
    'Mozilla/5.0 (Linux; Android 8.0.0; SM-G960F Build/R16NW) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/62.0.3202.84 Mobile Safari/537.36',
    ANDROID,
  ),
  row(
    'Chrome Android tablet (no "Mobile")',
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    ANDROID,
  ),
  row('Android System WebView', ANDROID_WEBVIEW, ANDROID),
  row(
    'Samsung Internet 23',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    ANDROID,
  ),
  row(
    'Samsung Internet 10',
    'Mozilla/5.0 (Linux; Android 9; SAMSUNG SM-G960U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/10.1 Chrome/71.0.3578.99 Mobile Safari/537.36',
    ANDROID,
  ),
  row(
    'Huawei Browser',
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00; HMSCore 6.1.0.314) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/88.0.4324.93 HuaweiBrowser/11.1.5.310 Mobile Safari/537.36',
    ANDROID,
  ),
  row(
    'Quark (not UC)',
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; V2148A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 Quark/6.2.5.246 Mobile Safari/537.36',
    ANDROID,
  ),
  row('Firefox Android', 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0', ANDROID),
  row(
    'Baidu app iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SP-engine/2.62.0 main%2F1.0 baiduboxapp/13.22.0.10 (Baidu; P2 16.1) NABar/1.0',
    IPHONE,
  ),
  // desktop browsers
  row(
    'Chrome Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    {},
  ),
  row(
    'Chrome macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    {},
    { maxTouchPoints: 0 },
  ),
  row('Chrome Linux', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36', {}),
  row('Firefox Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', {}),
  row('Firefox macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0', {}, { maxTouchPoints: 0 }),
  row('Firefox Linux', 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', {}),
  row(
    'Safari macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    {},
    { maxTouchPoints: 0 },
  ),
  row(
    'Safari macOS, touch points unknown',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15',
    {},
  ),
  row(
    'Edge (Chromium)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    {},
  ),
  row(
    'Edge (EdgeHTML)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
    {},
  ),
  // the store's own clients
  row('PPZB iOS client, iPhone', IOS_WEBVIEW + ' PPZB/5.6.0', { ...IPHONE, client: 'ppzb' }),
  row('PPZB iOS client, iPad', IPAD_WEBVIEW + ' PPZB/6.0.1', { ...IPAD, client: 'ppzb' }),
  row('PPZB token in lower case', IOS_WEBVIEW + ' ppzb/5.6.0', { ...IPHONE, client: 'ppzb' }),
  row('PPYY iOS client', IOS_WEBVIEW + ' PPYY/2.1.3', { ...IPHONE, client: 'ppyy' }),
  row(
    'PPDesktop client',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.75 Safari/537.36 PPDesktop/5.5.0.1',
    { client: 'desktop' },
  ),
  row('WandouJia client', ANDROID_WEBVIEW + ' WandouJia/6.19.1', { ...ANDROID, client: 'wdj' }),
  row('Shuqi reader client', ANDROID_WEBVIEW + ' Shuqi (Redmi-Note7__shuqi__v11.2.4.114__9)', { ...ANDROID, client: 'reader' }),
  row('Shuqi reader client on iPhone', IOS_WEBVIEW + ' Shuqi/4.3.6', { ...IPHONE, client: 'reader' }),
  // the Android client or plugin: the bridge decides, whatever the user agent says
  row('bridge in an Android webview', ANDROID_WEBVIEW, { ...ANDROID, client: 'android', hasBridge: true }, { hasBridge: true }),
  row('bridge (PP plugin) inside UC', UC_ANDROID, { ...ANDROID, client: 'android', hasBridge: true, isUC: true }, { hasBridge: true }),
  row('bridge wins over a client token', ANDROID_WEBVIEW + ' WandouJia/6.19.1', { ...ANDROID, client: 'android', hasBridge: true }, { hasBridge: true }),
  // an iOS client that injects the bridge is still the iOS client (docs/bridge.md §6: its userIdType, channel, source)
  row('bridge in the iOS client PPZB', IOS_WEBVIEW + ' PPZB/6.1.0', { ...IPHONE, client: 'ppzb', hasBridge: true }, { hasBridge: true }),
  row('bridge in the iOS client PPYY', IOS_WEBVIEW + ' PPYY/3.2.0', { ...IPHONE, client: 'ppyy', hasBridge: true }, { hasBridge: true }),
  row('empty user agent', '', {}),
];
