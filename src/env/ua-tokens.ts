import type { InAppBrowsers, UaTokens } from '../types';

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
 * product-rules §13 (contract §3 `inAppBrowsers`): in-app browsers that do not let an APK
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

/**
 * product-rules §13 platform tokens (not client-specific, so not in config): iOS devices, Android,
 * HarmonyOS NEXT, and the generic `Mobile` marker most phone browsers send.
 */
export const PLATFORM_TOKENS = {
  ios: ['iPhone', 'iPad', 'iPod'],
  ipad: 'iPad',
  /** iPadOS 13+ "desktop mode" sends a Mac user agent; touch points give it away. */
  mac: 'Macintosh',
  android: 'Android',
  /** Windows Phone 8.1+ also says "Android" and "iPhone" to get mobile pages: it is neither. */
  windowsPhone: 'Windows Phone',
  /** HarmonyOS NEXT (no Android inside); HarmonyOS 2–4 say "Android" and are Android. */
  harmony: ['OpenHarmony', 'ArkWeb'],
  /**
   * The phone marker, matched as a plain substring on purpose: MDN's advice ("look for the string
   * Mobi anywhere in the user agent") covers "Mobile", "IEMobile" and Opera's "Mobi".
   */
  mobile: 'Mobi',
  /**
   * Android browsers in "desktop site" mode send `X11; Linux x86_64` and keep their own token;
   * they run on an Android phone or tablet all the same (Samsung Internet for Windows says
   * `Windows NT`: not Android). Not Meta Quest's browser (it says SamsungBrowser too) nor
   * Samsung's Tizen watches and TVs; Huawei's browser on HarmonyOS NEXT is HarmonyOS.
   */
  desktopModeLinux: 'X11; Linux',
  desktopModeBrowsers: ['SamsungBrowser', 'MiuiBrowser', 'HeyTapBrowser', 'VivoBrowser', 'HuaweiBrowser', 'OppoBrowser'],
  /** 360's Android browser keeps its name whatever desktop it dresses as (Mac, Windows). */
  androidOnlyBrowsers: ['Aphone Browser'],
  notDesktopMode: ['OculusBrowser', 'Tizen'],
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
 * tokens are ignored). WeChat's and QQ's tokens come from `uaTokens` unless the table names them.
 * @example resolveInAppBrowsers({ douyin: false, lark: 'Lark/' }, tokens) // [..., ['lark', ['Lark/']]] without douyin
 */
export function resolveInAppBrowsers(table: InAppBrowsers | null | undefined, tokens: UaTokens): Array<[string, string[]]> {
  const merged: Record<string, unknown> = { ...DEFAULT_IN_APP_BROWSERS, wechat: [tokens.wechat], qq: [tokens.qq] };
  if (table && typeof table === 'object') {
    for (const name of Object.keys(table)) {
      const value = (table as Record<string, unknown>)[name];
      // A table that still holds the default for WeChat or QQ (the merged config does) keeps uaTokens' override.
      if ((name === 'wechat' || name === 'qq') && sameTokens(value, DEFAULT_IN_APP_BROWSERS[name])) continue;
      merged[name] = value;
    }
  }
  const out: Array<[string, string[]]> = [];
  for (const name of Object.keys(merged)) {
    const value = merged[name];
    const list = (Array.isArray(value) ? value : [value]).filter((t): t is string => typeof t === 'string' && t.trim() !== '');
    if (list.length) out.push([name, list]);
  }
  return out;
}

function sameTokens(value: unknown, defaults: readonly string[] | undefined): boolean {
  const list = Array.isArray(value) ? value : [value];
  return !!defaults && list.length === defaults.length && list.every((t, i) => t === defaults[i]);
}
