/**
 * The back-to-top button's `pp:*` event (product-rules §11), types only. The package's
 * `PPEventMap` takes it from here (app/events.generated.ts, written by `npm run generate`).
 */

/** `pp:back-to-top`: the button was used. */
export interface PPBackToTopDetail {
  /** Scroll position (px) the page returned to the top from. */
  from: number;
}

/** The back-to-top button's events and their `detail`. */
export interface BackToTopEvents {
  'pp:back-to-top': PPBackToTopDetail;
}
