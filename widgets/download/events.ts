/**
 * The download button's `pp:*` events (product-rules §11), types only: `pp:download` and
 * `pp:realname`, dispatched on the button. The package's `PPEventMap` takes them from here
 * (app/events.generated.ts, written by `npm run generate`).
 *
 * Personal data never travels in these details (product-rules §14): the real-name events carry the
 * app id and what happened, never the name, ID number or phone entered.
 */

/** Native bridge actions of a download button (product-rules §13, product-rules §4). */
export type PPNativeAction =
  | 'download' | 'pause' | 'continue' | 'install' | 'open' | 'uncompress' | 'update'
  | 'ignoreUpdate' | 'unignoreUpdate' | 'follow' | 'unfollow' | 'collect' | 'order';

/** `pp:download`: what a tap on a download button did (product-rules §14, first that applies). */
export type PPDownloadDetail =
  | { appId: string; action: 'download'; url: string }
  | { appId: string; action: 'native'; nativeAction: PPNativeAction | null; status?: number | null }
  | { appId: string; action: 'chat-popup' | 'ios-popup' | 'desktop-install' }
  | { appId: string; action: 'ios-store'; url: string };

/** Why the real-name step was skipped (product-rules §5). */
export type PPRealnameSkipReason = 'no-config' | 'closed' | 'limit' | 'ratio' | 'utm';

/** `pp:realname`, dispatched on the download button that opened the step. */
export type PPRealnameDetail =
  | { appId: string; action: 'registered' | 'show' | 'success' | 'failure' }
  | { appId: string; action: 'skip'; reason: PPRealnameSkipReason }
  | { appId: string; action: 'done' | 'close'; via: 'success' | 'escape' | 'overlay' | 'close-button' };

/** The download button's events and their `detail`. */
export interface DownloadEvents {
  'pp:download': PPDownloadDetail;
  'pp:realname': PPRealnameDetail;
}
