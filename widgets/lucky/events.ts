/**
 * The lucky panel's `pp:*` events (product-rules §11), types only, dispatched on its element.
 * The package's `PPEventMap` takes them from here (app/events.generated.ts, written by
 * `npm run generate`).
 */

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

/** The lucky panel's events and their `detail`. */
export interface LuckyEvents {
  'pp:draw': PPDrawDetail;
  'pp:chance': PPChanceDetail;
  'pp:prizeinfo': PPPrizeInfoDetail;
  'pp:remind': PPActivityDetail;
  'pp:checkin': PPActivityDetail;
  'pp:share': PPActivityDetail;
}
