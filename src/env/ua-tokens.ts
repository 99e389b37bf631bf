import type { InAppBrowsers, UaTokens } from '../base-types';

/**
 * product-rules §13: the user-agent tokens that identify the store's clients, the chat apps and
 * the UC browser. Matched case-insensitively, as tokens (see `hasToken`); every one can be
 * overridden by config `uaTokens`.
 */
export const DEFAULT_UA_TOKENS: Readonly<UaTokens> = {
  client: 'PPClient',
  ppzb: 'PPZB',
  ppyy: 'PPYY',
  desktop: 'PPDesktop',
  wdj: 'WandouJia',
  reader: 'Shuqi',
  wechat: 'MicroMessenger',
  qq: 'QQ/',
  uc: 'UCBrowser',
  ucMobile: 'UCMobile',
};

/**
 * product-rules §13 (product-rules §12 `inAppBrowsers`): in-app browsers that do not let an APK
 * download through; a download tap there gets the "open in a browser" popup and no tips banner
 * shows. Name → user-agent token(s). WeChat and QQ take their tokens from `uaTokens.wechat` /
 * `uaTokens.qq` unless this table overrides them. Sources of each token: src/env/README.md.
 */
export const DEFAULT_IN_APP_BROWSERS: Readonly<Record<string, readonly string[]>> = {
  wechat: ['MicroMessenger'],
  qq: ['QQ/'],
  weibo: ['Weibo', 'WeiboIntliOS', 'WeiboIntlAndroid', 'WeiboliteiOS'],
  douyin: ['aweme'],
  kuaishou: ['Kwai', 'ksNebula'],
  toutiao: ['NewsArticle', 'NewsLite'],
  xiaohongshu: ['XiaoHongShu', 'xhsdiscover'],
  dingtalk: ['DingTalk'],
  alipay: ['AlipayClient'],
};

// product-rules §13 platform tokens (not client-specific, so not in config). Separate constants
// so that the minified runtime carries short names; `PLATFORM_TOKENS` lists them all.
export const IOS_TOKENS = ['iPhone', 'iPad', 'iPod'];
/** iPadOS 13+ "desktop mode" sends a Mac user agent; touch points give it away. */
export const MAC_TOKEN = 'Macintosh';
/** Windows Phone 8.1+ also says "Android" and "iPhone" to get mobile pages: it is neither. */
export const WINDOWS_PHONE_TOKEN = 'Windows Phone';
/** HarmonyOS NEXT (no Android inside); HarmonyOS 2–4 say "Android" and are Android. */
export const HARMONY_TOKENS = ['OpenHarmony', 'ArkWeb'];
/**
 * The phone marker, matched as a plain substring on purpose: MDN's advice ("look for the string
 * Mobi anywhere in the user agent") covers "Mobile", "IEMobile" and Opera's "Mobi".
 */
export const MOBILE_MARKER = 'mobi';
/**
 * Android browsers in "desktop site" mode send `X11; Linux x86_64` and keep their own token;
 * they run on an Android phone or tablet all the same. Not Meta Quest's browser (it says
 * SamsungBrowser too) nor Samsung's Tizen watches and TVs; Huawei's browser on HarmonyOS NEXT is
 * HarmonyOS.
 */
export const DESKTOP_MODE_LINUX = 'x11; linux';
export const DESKTOP_MODE_BROWSERS = ['SamsungBrowser', 'HuaweiBrowser', 'MiuiBrowser', 'HeyTapBrowser', 'VivoBrowser', 'OppoBrowser'];
/**
 * Some dress as Windows instead (`Windows NT`): the same rule for the phone makers' browsers
 * that have no Windows build. Not Samsung Internet (Samsung Internet for Windows says
 * `Windows NT`) nor Huawei's (HarmonyOS PCs say `Windows NT` with HuaweiBrowser).
 */
export const DESKTOP_MODE_WINDOWS = 'windows nt';
/** The list above without its first two (Samsung, Huawei): kept in that order for this. */
export const DESKTOP_MODE_WINDOWS_BROWSERS = DESKTOP_MODE_BROWSERS.slice(2);
export const NOT_DESKTOP_MODE = ['OculusBrowser', 'Tizen'];
/** 360's Android browser keeps its name whatever desktop it dresses as (Mac, Windows). */
export const ANDROID_ONLY_BROWSERS = ['Aphone Browser'];

/** Every platform token of product-rules §13, for reference. */
export const PLATFORM_TOKENS = {
  ios: IOS_TOKENS,
  ipad: 'iPad',
  mac: MAC_TOKEN,
  android: 'Android',
  windowsPhone: WINDOWS_PHONE_TOKEN,
  harmony: HARMONY_TOKENS,
  mobile: MOBILE_MARKER,
  desktopModeLinux: DESKTOP_MODE_LINUX,
  desktopModeBrowsers: DESKTOP_MODE_BROWSERS,
  desktopModeWindows: DESKTOP_MODE_WINDOWS,
  desktopModeWindowsBrowsers: DESKTOP_MODE_WINDOWS_BROWSERS,
  notDesktopMode: NOT_DESKTOP_MODE,
  androidOnlyBrowsers: ANDROID_ONLY_BROWSERS,
} as const;

/**
 * Config `uaTokens` over the defaults; a blank or non-string override is ignored so a
 * typo in a page's config cannot make every user agent match.
 */
export function resolveUaTokens(overrides?: Partial<UaTokens> | null): UaTokens {
  const tokens: UaTokens = { ...DEFAULT_UA_TOKENS };
  if (!overrides || typeof overrides !== 'object') return tokens;
  (Object.keys(tokens) as Array<keyof UaTokens>).forEach((name) => {
    const value = overrides[name];
    if (typeof value === 'string' && value.trim() !== '') tokens[name] = value;
  });
  return tokens;
}

/**
 * The in-app browser table in force: the defaults, then config `inAppBrowsers` (a name with a
 * token or a list of tokens adds or replaces an entry; `false` or `null` removes it; blank
 * tokens are ignored). `uaTokens.wechat` / `uaTokens.qq` are WeChat's and QQ's tokens too.
 * @example resolveInAppBrowsers({ douyin: false, lark: 'Lark/' }, tokens) // [..., ['lark', ['Lark/']]] without douyin
 */
export function resolveInAppBrowsers(table: InAppBrowsers | null | undefined, tokens: UaTokens): Array<[string, string[]]> {
  // One Object.assign, not the two a spread is written as for Chrome 58 (the core's bytes).
  const merged: Record<string, unknown> = Object.assign({}, DEFAULT_IN_APP_BROWSERS, table && typeof table === 'object' ? table : null);
  const out: Array<[string, string[]]> = [];
  for (const name of Object.keys(merged)) {
    const value = merged[name];
    if (value === false || value === null) continue;
    const list = (Array.isArray(value) ? value : [value]).concat(name === 'wechat' ? tokens.wechat : name === 'qq' ? tokens.qq : []);
    const usable = list.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
    if (usable.length) out.push([name, usable]);
  }
  return out;
}
