/**
 * The tips banner's gate, part of `pp-widgets.js` (app/widgets.ts asks it before loading the
 * banner's code): whether the banner may show here at all, and whether it already showed this
 * session. Most page views of a session are not the first, so most pages never fetch the
 * banner's code (what a phone's detail page loads before its first interaction).
 */
import type { Environment, KeyValueStore } from '../../../src/types';

/** Session storage key of the once-a-session flag. */
export const SHOWN_KEY = 'ppw.tips-banner.shown';

/**
/** What the gate reads of the environment. */
export type BannerEnv = Pick<Environment, 'isMobile' | 'inAppBrowser' | 'isHarmony' | 'client' | 'hasBridge'>;

/**
 * Mobile browsers only: not a chat-app or other in-app browser (config `inAppBrowsers`), not
 * HarmonyOS NEXT (it cannot install the client), not inside any client webview (the store's own
 * clients, and the wdj and reader apps, which are not browsers either).
 *
 * @example bannerAllowed({ isMobile: true, inAppBrowser: null, isHarmony: false, client: null, hasBridge: false }) // true
 */
export function bannerAllowed(env: BannerEnv): boolean {
  return env.isMobile && !env.inAppBrowser && !env.isHarmony && !env.client && !env.hasBridge;
}

/**
 * Whether the banner's code is worth loading: allowed here and not shown yet this session.
 * A session store that fails says "not shown" (the banner's own code then shows it once per
 * page).
 *
 * @example bannerMayShow(env, services.session) // false once the banner has shown this session
 */
export function bannerMayShow(env: BannerEnv, session: Pick<KeyValueStore, 'get'>): boolean {
  if (!bannerAllowed(env)) return false;
  try {
    return !session.get(SHOWN_KEY);
  } catch {
    return true;
  }
}
