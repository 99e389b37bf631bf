import type { Environment, StoreClient, UaTokens } from '../types';
import { PLATFORM_TOKENS, resolveUaTokens } from './ua-tokens';

/** What the user agent (plus touch points and the bridge) tells about the page's host. */
export type UaDetection = Pick<
  Environment,
  'client' | 'hasBridge' | 'chatApp' | 'isUC' | 'isIOS' | 'isIPad' | 'isAndroid' | 'isMobile'
>;

/** Inputs the user-agent string alone does not carry. */
export interface UaSignals {
  /** `navigator.maxTouchPoints`; > 1 on a "Macintosh" means an iPad in desktop mode. */
  maxTouchPoints?: number;
  /** `window.PPNativeBridge` is present. */
  hasBridge?: boolean;
}

function has(haystack: string, token: string): boolean {
  return token !== '' && haystack.indexOf(token.toLowerCase()) !== -1;
}

/**
 * product-rules §13: the first client that applies (the PPZB, PPYY tokens, then the bridge, then
 * the PPDesktop, WandouJia, Shuqi tokens). The iOS clients may inject the bridge too: a bridge
 * with an iOS client token is that iOS client (CONTRACT §4), never the Android client; the chat-app, UC, iOS, Android and mobile flags are
 * independent of it. Pure: no globals are read.
 *
 * @example
 * detectUa('Mozilla/5.0 (iPhone; …) … MicroMessenger/8.0.47', DEFAULT_UA_TOKENS, {})
 * // { client: null, chatApp: 'wechat', isIOS: true, isMobile: true, … }
 */
export function detectUa(ua: string, tokens: Partial<UaTokens> | null | undefined, signals: UaSignals = {}): UaDetection {
  const t = resolveUaTokens(tokens);
  const text = typeof ua === 'string' ? ua.toLowerCase() : '';
  const hasBridge = !!signals.hasBridge;
  const touch = typeof signals.maxTouchPoints === 'number' ? signals.maxTouchPoints : 0;

  let client: StoreClient | null = null;
  if (has(text, t.ppzb)) client = 'ppzb';
  else if (has(text, t.ppyy)) client = 'ppyy';
  else if (hasBridge) client = 'android';
  else if (has(text, t.desktop)) client = 'desktop';
  else if (has(text, t.wdj)) client = 'wdj';
  else if (has(text, t.reader)) client = 'reader';

  const chatApp = has(text, t.wechat) ? 'wechat' : has(text, t.qq) ? 'qq' : null;
  const ipadDesktopMode = has(text, PLATFORM_TOKENS.mac) && touch > 1;
  const isIPad = has(text, PLATFORM_TOKENS.ipad) || ipadDesktopMode;
  const isIOS = ipadDesktopMode || PLATFORM_TOKENS.ios.some((token) => has(text, token));
  const isAndroid = has(text, PLATFORM_TOKENS.android);

  return {
    client,
    hasBridge,
    chatApp,
    isUC: has(text, t.uc),
    isIOS,
    isIPad,
    isAndroid,
    // Android tablets and iPads in desktop mode omit "Mobile"; they are mobile all the same.
    isMobile: isIOS || isAndroid || has(text, PLATFORM_TOKENS.mobile),
  };
}
