import type { UaTokens } from '../types';

/**
 * product-rules §13: the user-agent tokens that identify the store's clients and the in-app
 * browsers. Matched case-insensitively; every one can be overridden by config `uaTokens`.
 */
export const DEFAULT_UA_TOKENS: Readonly<UaTokens> = {
  ppzb: 'PPZB',
  ppyy: 'PPYY',
  desktop: 'PPDesktop',
  wdj: 'WandouJia',
  reader: 'Shuqi',
  wechat: 'MicroMessenger',
  qq: 'QQ/',
  uc: 'UCBrowser',
};

/**
 * product-rules §13 platform tokens (not client-specific, so not in config): iOS devices, Android,
 * and the generic `Mobile` marker most phone browsers send.
 */
export const PLATFORM_TOKENS = {
  ios: ['iPhone', 'iPad', 'iPod'],
  ipad: 'iPad',
  /** iPadOS 13+ "desktop mode" sends a Mac user agent; touch points give it away. */
  mac: 'Macintosh',
  android: 'Android',
  mobile: 'Mobile',
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
