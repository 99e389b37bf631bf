/**
 * The `pp:*` events host pages listen to (product-rules §11): bubbling `CustomEvent`s dispatched on
 * the widget's element (`pp:ready`, `pp:restore` and `pp:error` on `document`). Types only, for
 * integrators; nothing here runs.
 *
 * Personal data never travels in these details (product-rules §14): the real-name events carry the
 * app id and what happened, never the name, ID number or phone entered.
 *
 * @example
 * // Typed listeners for the whole page (opt-in, in the host's own .d.ts):
 * import type { PPEventMap } from 'pp-widgets';
 * declare global {
 *   interface DocumentEventMap extends PPEventMap {}
 *   interface HTMLElementEventMap extends PPEventMap {}
 * }
 * document.addEventListener('pp:download', (e) => console.log(e.detail.appId, e.detail.action));
 */

/** `pp:ready` on `document`: the first scan woke every widget whose condition already held. */
export interface PPReadyDetail {
  /** Widgets found by the first scan. */
  islands: number;
}

/** `pp:search`: a query is submitted (never an empty one). */
export interface PPSearchDetail {
  q: string;
  /** Typed in the input, or picked from the suggestions. */
  from: 'input' | 'suggestion';
  /** Index of the picked suggestion, -1 when typed. */
  position: number;
}

/** `pp:menu` from the header: the menu opened or closed. */
export interface PPMenuDetail {
  open: boolean;
}

/** `pp:back-to-top`: the button was used. */
export interface PPBackToTopDetail {
  /** Scroll position (px) the page returned to the top from. */
  from: number;
}

/** `pp:more` from a content list: another page of it was asked for. */
export interface PPMoreDetail {
  /** The `data-widget` name, e.g. `comments`. */
  widget: string;
  /** The page number being loaded (1-based). */
  page: number;
}

/** `pp:tips-banner`, dispatched on the download button the banner stands for. */
export interface PPTipsBannerDetail {
  appId: string;
  action: 'show' | 'open' | 'close';
}

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

/** `pp:draw` from the lucky widget: a draw finished. */
export interface PPDrawDetail {
  activityId: string;
  prizes: { id: string; name: string }[];
}

/** `pp:chance`: downloading an activity app earned a draw chance. */
export interface PPChanceDetail {
  activityId: string;
  appId: string;
}

/** `pp:prizeinfo`: the winner sent the prize-info form (its contents are not included). */
export interface PPPrizeInfoDetail {
  activityId: string;
  recordId: string;
}

/** `pp:remind`, `pp:checkin`, `pp:share` from the lucky widget. */
export interface PPActivityDetail {
  activityId: string;
}

/**
 * `pp:error` on `document`: a widget failed, while mounting or after (a render or effect error
 * caught by its error boundary). Its server markup is back and the error was logged once. No
 * personal data: the error's message only, never what the widget was handling.
 */
export interface PPErrorDetail {
  /** The `data-widget` name, or the page feature's (`tips-banner`, `lazy-images`). */
  widget: string;
  /** The widget's element; null for a page feature. */
  element: Element | null;
  /** The error's message. */
  message: string;
  /** When it happened: `'mounting'` (the code or its mount failed), `'rendering'` (after mount), `'feature'` (a page feature). */
  kind: 'mounting' | 'rendering' | 'feature';
}

/** Every `pp:*` event name and its `detail`. */
export interface PPEventDetailMap {
  'pp:ready': PPReadyDetail;
  'pp:error': PPErrorDetail;
  /** A page restored from the back/forward cache; `detail` is null. */
  'pp:restore': null;
  'pp:search': PPSearchDetail;
  'pp:menu': PPMenuDetail;
  'pp:back-to-top': PPBackToTopDetail;
  'pp:more': PPMoreDetail;
  'pp:download': PPDownloadDetail;
  'pp:realname': PPRealnameDetail;
  'pp:tips-banner': PPTipsBannerDetail;
  'pp:draw': PPDrawDetail;
  'pp:chance': PPChanceDetail;
  'pp:prizeinfo': PPPrizeInfoDetail;
  'pp:remind': PPActivityDetail;
  'pp:checkin': PPActivityDetail;
  'pp:share': PPActivityDetail;
}

/** Every `pp:*` event name. */
export type PPEventName = keyof PPEventDetailMap;

/** The event object of each `pp:*` name, shaped like `DocumentEventMap` for `addEventListener`. */
export type PPEventMap = { [K in PPEventName]: CustomEvent<PPEventDetailMap[K]> };

/** One `pp:*` event. */
export type PPEvent<K extends PPEventName = PPEventName> = PPEventMap[K];
