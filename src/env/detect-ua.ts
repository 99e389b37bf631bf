import type { Environment, InAppBrowsers, StoreClient, UaTokens } from '../base-types';
import { hasToken } from './has-token';
import {
  ANDROID_ONLY_BROWSERS,
  DESKTOP_MODE_BROWSERS,
  DESKTOP_MODE_LINUX,
  DESKTOP_MODE_WINDOWS,
  DESKTOP_MODE_WINDOWS_BROWSERS,
  HARMONY_TOKENS,
  IOS_TOKENS,
  MAC_TOKEN,
  MOBILE_MARKER,
  NOT_DESKTOP_MODE,
  WINDOWS_PHONE_TOKEN,
  resolveInAppBrowsers,
  resolveUaTokens,
} from './ua-tokens';

/** What the user agent (plus touch points and the bridge) tells about the page's host. */
export type UaDetection = Pick<
  Environment,
  'client' | 'hasBridge' | 'inAppBrowser' | 'chatApp' | 'isUC' | 'isIOS' | 'isIPad' | 'isAndroid' | 'isHarmony' | 'isMobile'
>;

/** Inputs the user-agent string alone does not carry. */
export interface UaSignals {
  /** `navigator.maxTouchPoints`; > 1 on a "Macintosh" means an iPad in desktop mode. */
  maxTouchPoints?: number;
  /** `window.PPNativeBridge` is present. */
  hasBridge?: boolean;
}

/**
 * product-rules §13, platform first: an Android user agent is never iOS or HarmonyOS NEXT
 * (whatever its model is called: "MiPad", "HiPad"), Windows Phone is neither, and every token
 * is matched as a token (`hasToken`), case-insensitively.
 *
 * The store client: `PPZB` / `PPYY` (the iOS clients, also with a bridge), else the bridge or the
 * Android client's token `PPClient` ('android'), else `PPDesktop`, `WandouJia`, `Shuqi`. An
 * Android WebView with neither bridge nor token is an ordinary in-app browser. The in-app
 * browser is the first entry of the table (config `inAppBrowsers`) whose token the user agent
 * holds; `chatApp` is that name when it is WeChat or QQ. Pure: no globals are read.
 *
 * @example
 * detectUa('Mozilla/5.0 (iPhone; …) … MicroMessenger/8.0.47', DEFAULT_UA_TOKENS, {})
 * // { client: null, inAppBrowser: 'wechat', chatApp: 'wechat', isIOS: true, isMobile: true, … }
 */
export function detectUa(
  ua: string,
  tokens: Partial<UaTokens> | null | undefined,
  signals: UaSignals = {},
  inAppBrowsers?: InAppBrowsers | null,
): UaDetection {
  const t = resolveUaTokens(tokens);
  const text = typeof ua === 'string' ? ua.toLowerCase() : '';
  const has = (token: string) => hasToken(text, token);
  const hasBridge = !!signals.hasBridge;
  const touch = typeof signals.maxTouchPoints === 'number' ? signals.maxTouchPoints : 0;

  const windowsPhone = has(WINDOWS_PHONE_TOKEN);
  const harmonyToken = HARMONY_TOKENS.some(has);
  // A desktop dress (Linux, or Windows for the browsers with no Windows build) with an Android
  // browser's own token.
  const dressedAs =
    text.indexOf(DESKTOP_MODE_LINUX) !== -1 ? DESKTOP_MODE_BROWSERS : text.indexOf(DESKTOP_MODE_WINDOWS) !== -1 ? DESKTOP_MODE_WINDOWS_BROWSERS : null;
  const desktopModeAndroid =
    ANDROID_ONLY_BROWSERS.some(has) || (!!dressedAs && dressedAs.some(has) && !NOT_DESKTOP_MODE.some(has) && !harmonyToken);
  const isAndroid = !windowsPhone && (has('Android') || desktopModeAndroid);
  const isHarmony = !isAndroid && !windowsPhone && harmonyToken;
  const notIOS = isAndroid || isHarmony || windowsPhone;
  const ipadDesktopMode = !notIOS && has(MAC_TOKEN) && touch > 1;
  const isIOS = !notIOS && (ipadDesktopMode || IOS_TOKENS.some(has));
  const isIPad = isIOS && (has('iPad') || ipadDesktopMode);

  let client: StoreClient | null = null;
  // A bridge with an iOS client token is the iOS client (product-rules §13), not Android.
  if (has(t.ppzb)) client = 'ppzb';
  else if (has(t.ppyy)) client = 'ppyy';
  else if (hasBridge || has(t.client)) client = 'android';
  else if (has(t.desktop)) client = 'desktop';
  else if (has(t.wdj)) client = 'wdj';
  else if (has(t.reader)) client = 'reader';

  let inAppBrowser: string | null = null;
  for (const [name, list] of resolveInAppBrowsers(inAppBrowsers, t)) {
    if (list.some(has)) {
      inAppBrowser = name;
      break;
    }
  }

  return {
    client,
    hasBridge,
    inAppBrowser,
    chatApp: inAppBrowser === 'wechat' || inAppBrowser === 'qq' ? inAppBrowser : null,
    isUC: has(t.uc) || has(t.ucMobile),
    isIOS,
    isIPad,
    isAndroid,
    isHarmony,
    // Android tablets and iPads in desktop mode omit "Mobile"; they are mobile all the same.
    isMobile: isIOS || isAndroid || isHarmony || text.indexOf(MOBILE_MARKER) !== -1,
  };
}
