/**
 * The app feeds: lists of apps the server picks, paged by `{offset, count}` with "more".
 * Two `data-widget` names, one widget: `personal-list` (apps suggested for this user,
 * `POST /api/proxyNew` personalList) and `uc-rec` (the UC browser recommendations,
 * `GET /uc/rec`, to which the API client adds arrange 2, dataRoute 2, ch `pp_uc_smweb_rec` and
 * `ch_src`). They differ only in the row of FEEDS below. Pure apart from reading attributes.
 */
import { schema } from '../../src/attribute-names/widget-attributes';
import { parseContentApp, type ContentApp } from '../../src/lists/content-app';
import type { Page } from '../../src/lists/list-state';
import { toPage, type PageCursor } from '../../src/lists/page';
import type { Read } from '../../src/api/content/read-params';
import { FEED_PAGING, readFeedParams, type FeedPaging, type FeedParams } from '../../src/api/content/list-params';

export { PERSONAL_LIST_COUNT, UC_REC_COUNT, type FeedParams } from '../../src/api/content/list-params';

/** What tells one feed from the other. */
export interface Feed extends FeedPaging {
  /** The API call for one page. */
  call: 'getPersonalList' | 'getUcRec';
  /** Prefix of its message keys: `<texts>.label` (the list's accessible name), `<texts>.empty`. */
  texts: 'personal' | 'ucRec';
}

/**
 * The feeds, by `data-widget` name, which is also the `spaceType` of their logs and download
 * buttons when the markup gives none.
 */
export const FEEDS: Record<'personal-list' | 'uc-rec', Feed> = {
  'personal-list': { call: 'getPersonalList', ...FEED_PAGING['personal-list'], texts: 'personal' },
  'uc-rec': { call: 'getUcRec', ...FEED_PAGING['uc-rec'], texts: 'ucRec' },
};

export type FeedName = keyof typeof FEEDS;

/**
 * The name of the feed an element asks for: its `data-widget` (the runtime mounts this module
 * for the two names of FEEDS only).
 */
export function feedOf(el: Element): FeedName {
  return el.getAttribute(schema.widget) as FeedName;
}

export { readFeedParams };

/** One page of apps; malformed entries dropped. */
export function parseFeedPage(data: unknown, cursor: PageCursor): Page<ContentApp> {
  return toPage(data, parseContentApp, cursor);
}

// Each feed's reader under its widget's name (its tests and the checker's contract test use them).
/** @example readPersonalListParams(el) // { value: { offset: 0, count: 10 } } */
export const readPersonalListParams = (el: Element): Read<FeedParams> => readFeedParams(FEEDS['personal-list'], el);
/** @example readUcRecParams(el) // { value: { offset: 0, count: 100 } } */
export const readUcRecParams = (el: Element): Read<FeedParams> => readFeedParams(FEEDS['uc-rec'], el);
