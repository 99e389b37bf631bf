/**
 * The `pp:*` events host pages listen to (product-rules §11): bubbling `CustomEvent`s dispatched on
 * the widget's element (`pp:ready`, `pp:restore` and `pp:error` on `document`). Types only, for
 * integrators; nothing here runs.
 *
 * Here are the core's: the runtime's (`pp:ready`, `pp:restore`, `pp:error`), the content lists'
 * `pp:more` and the tips banner's. A widget's own events are declared in its folder
 * (`widgets/<folder>/events.ts`), and the package's `PPEventMap` puts both together
 * (app/event-types.ts, with app/events.generated.ts written by `npm run generate`).
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

/** The core's `pp:*` events and their `detail` (the package's `PPEventDetailMap` adds the widgets'). */
export interface PPCoreEventDetailMap {
  'pp:ready': PPReadyDetail;
  'pp:error': PPErrorDetail;
  /** A page restored from the back/forward cache; `detail` is null. */
  'pp:restore': null;
  'pp:more': PPMoreDetail;
  'pp:tips-banner': PPTipsBannerDetail;
}

/** The core's `pp:*` event names. */
export type PPCoreEventName = keyof PPCoreEventDetailMap;
