/**
 * What a tap on a download button does, as a pure function of where the page runs, the app
 * and the page (product-rules §14 order). No DOM, no I/O: the widget carries the decision out.
 */
import type { NativeAction } from '../../src/bridge/status-codes/status-codes';
import { isDesktopPaidSource as isDesktopPaidName } from '../../src/log/base/paid-sources';
import type { Environment } from '../../src/types';

/** product-rules §2: the `data-page` value of an app detail page, the one that may show the install popup. */
export const DETAIL_PAGE = 'detail';

/** The outcome of a tap. */
export type ClickDecision =
  /** Chat-app or other in-app browser (config `inAppBrowsers`): tell the user to open the page in a browser; never download. */
  | { kind: 'chat-popup' }
  /** HarmonyOS NEXT: it cannot install an APK; say so and offer config `harmonyUrl`. */
  | { kind: 'harmony' }
  /** Android client or plugin (not an iOS client, bridge or not): the native action for the install status (null: busy, do nothing). */
  | { kind: 'native'; action: NativeAction | null }
  /** iOS browser or iOS client: confirm popup to the iOS store search. */
  | { kind: 'ios-popup' }
  /** Detail page reached from a desktop paid source: the desktop installer popup. */
  | { kind: 'desktop-install' }
  /** Everything else: the real-name check, then the download. */
  | { kind: 'download' };

export interface ClickInput {
  env: Pick<Environment, 'inAppBrowser' | 'hasBridge' | 'client' | 'isIOS' | 'isHarmony' | 'page' | 'query'>;
  /** Last install status the client reported for the app (product-rules §4 code), if any. */
  status?: number | null;
  /**
   * The native action for a status: `actionForStatus` of the status codes, which the widget
   * gets with the install-status code (native/), the one source of a status. Without a status
   * (none reported yet, or this rule not loaded) a tap downloads, as for status Unknown. So the
   * download chunk does not import the status codes, which only the Android client uses.
   */
  actionFor?: (status: number) => NativeAction | null;
}

/** `actionForStatus(AppStatus.Unknown)`: what a tap does in the client before a status is known. */
const DOWNLOAD = 'download' as NativeAction;

/**
 * Decides what a tap does, first match wins (product-rules §14):
 * in-app browser → HarmonyOS NEXT → Android client → iOS → detail page from a desktop paid
 * source → download. HarmonyOS NEXT comes before the client: a bridge there would still not
 * install an APK.
 *
 * @example
 * decideClick({ env, status: AppStatus.Downloading, actionFor: actionForStatus }) // { kind: 'native', action: 'pause' } in the client
 */
export function decideClick(input: ClickInput): ClickDecision {
  const env = input.env;
  if (env.inAppBrowser) return { kind: 'chat-popup' };
  if (env.isHarmony) return { kind: 'harmony' };
  if (nativeDownloads(env)) {
    const { status, actionFor } = input;
    return { kind: 'native', action: status === null || status === undefined || !actionFor ? DOWNLOAD : actionFor(status) };
  }
  if (env.isIOS || env.client === 'ppzb' || env.client === 'ppyy') return { kind: 'ios-popup' };
  if (env.page === DETAIL_PAGE && isDesktopPaidSource(env.query)) return { kind: 'desktop-install' };
  return { kind: 'download' };
}

/**
 * Whether the app's own download (the bridge) handles a tap: the Android client or plugin. An
 * iOS client may inject the bridge too (docs/bridge.md §6), but it cannot install an APK: its taps
 * take the iOS store path and its buttons show no install states.
 */
export function nativeDownloads(env: Pick<Environment, 'hasBridge' | 'client'>): boolean {
  // Native only through a bridge that is there: the Android client's token alone (bridge not
  // injected yet) downloads from the web, and the page turns native when the bridge comes.
  // A bridge with an iOS client token is the iOS client (detect-ua), never 'android'.
  return env.hasBridge && env.client === 'android';
}

/** Whether the visit came from a desktop paid source (`ch_src`, else `utm_source`). */
export function isDesktopPaidSource(query: Environment['query']): boolean {
  // product-rules §9 names the paid sources; pages carry them in ch_src or utm_source.
  return isDesktopPaidName(query.chSrc) || isDesktopPaidName(query.utmSource);
}

/**
 * Config `harmonyUrl` for an app: `{name}` and `{packageName}` replaced, encoded.
 *
 * @example harmonyStoreUrl('/harmony/search?q={name}', { name: '微信', packageName: 'com.tencent.mm' }) // '/harmony/search?q=%E5%BE%AE%E4%BF%A1'
 */
export function harmonyStoreUrl(template: string, app: { name: string; packageName?: string }): string {
  return template
    .split('{name}')
    .join(encodeURIComponent(app.name))
    .split('{packageName}')
    .join(encodeURIComponent(app.packageName || ''));
}

/**
 * The iOS store search URL for an app name: `{name}` in the template replaced, encoded.
 *
 * @example iosSearchUrl('/ios/search?q={name}', '微信') // '/ios/search?q=%E5%BE%AE%E4%BF%A1'
 */
export function iosSearchUrl(template: string, name: string): string {
  return template.split('{name}').join(encodeURIComponent(name));
}

/**
 * Whether a download goes through the real-name step (realname/, loaded only then): product-rules §4,
 * the check runs only when the feature is started, the app is a game (resource type 1) and an
 * ID is required.
 *
 * @example appliesTo(true, { resourceType: 1, requireId: true }) // true
 */
export function appliesTo(enabled: boolean, app: { resourceType: number; requireId: boolean }): boolean {
  return enabled === true && app.resourceType === 1 && app.requireId === true;
}
