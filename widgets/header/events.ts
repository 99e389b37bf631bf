/**
 * The header's `pp:*` event (product-rules §11), types only. The package's `PPEventMap` takes it
 * from here (app/events.generated.ts, written by `npm run generate`).
 */

/** `pp:menu` from the header: the menu opened or closed. */
export interface PPMenuDetail {
  open: boolean;
}

/** The header's events and their `detail`. */
export interface HeaderEvents {
  'pp:menu': PPMenuDetail;
}
