/**
 * The search box's `pp:*` event (product-rules §11), types only. The package's `PPEventMap` takes
 * it from here (app/events.generated.ts, written by `npm run generate`).
 */

/** `pp:search`: a query is submitted (never an empty one). */
export interface PPSearchDetail {
  q: string;
  /** Typed in the input, or picked from the suggestions. */
  from: 'input' | 'suggestion';
  /** Index of the picked suggestion, -1 when typed. */
  position: number;
}

/** The search box's events and their `detail`. */
export interface SearchEvents {
  'pp:search': PPSearchDetail;
}
