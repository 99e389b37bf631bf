/**
 * The app feeds: lists of apps the server picks, paged by `{offset, count}` with "more".
 * Two `data-widget` names, one widget: `personal-list` (apps suggested for this user,
 * `POST /api/proxyNew` personalList) and `uc-rec` (the UC browser recommendations,
 * `GET /uc/rec`, to which the API client adds arrange 2, dataRoute 2, ch `pp_uc_smweb_rec` and
 * `ch_src`). They differ only in the row of FEEDS below. Pure apart from reading attributes.
 */
import type { Api } from '../../src/api/index';
import { schema } from '../../src/schema';
import { parseContentApp, type ContentApp } from '../content/content-app';
import type { Page } from '../content/list-state';
import { toPage, type PageCursor } from '../content/page';
import { isError, readInt, type Read } from '../content/mount/read-params';

export interface FeedParams {
  /** @default 0 */
  offset: number;
  /** Apps per page. @default the feed's `count` */
  count: number;
}

/** What tells one feed from the other. */
export interface Feed {
  /** The API call for one page. */
  call: 'getPersonalList' | 'getUcRec';
  /** Apps per page without `data-count` (and for `data-count="0"`). */
  count: number;
  /** The largest `data-count` accepted (bin/lib/contract.js checks the same bound). */
  maxCount: number;
  /** Message keys: the list's accessible name and the text when it is empty. */
  label: string;
  empty: string;
  /** `spaceType` of the logs and download buttons when the markup gives none. */
  spaceType: string;
}

/** No default is given for the personalised list; 10 fills a phone screen without a long wait. */
export const PERSONAL_LIST_COUNT = 10;
/** UC recommendations count 100 (docs/product-rules.md §9). */
export const UC_REC_COUNT = 100;

/** The feeds, by `data-widget` name. */
export const FEEDS: Record<'personal-list' | 'uc-rec', Feed> = {
  'personal-list': { call: 'getPersonalList', count: PERSONAL_LIST_COUNT, maxCount: 100, label: 'personal.label', empty: 'personal.empty', spaceType: 'personal-list' },
  'uc-rec': { call: 'getUcRec', count: UC_REC_COUNT, maxCount: 200, label: 'ucRec.label', empty: 'ucRec.empty', spaceType: 'uc-rec' },
};

export type FeedName = keyof typeof FEEDS;

/** The feed an element asks for by its `data-widget`, or undefined. */
export function feedOf(el: Element): Feed | undefined {
  const name = el.getAttribute(schema.widget);
  return name && Object.prototype.hasOwnProperty.call(FEEDS, name) ? FEEDS[name as FeedName] : undefined;
}

/** @example readFeedParams(FEEDS['uc-rec'], el) // { value: { offset: 0, count: 100 } } */
export function readFeedParams(feed: Feed, el: Element): Read<FeedParams> {
  const offset = readInt(el, schema.offset, 0, 100000);
  if (isError(offset)) return offset;
  const count = readInt(el, schema.count, feed.count, feed.maxCount);
  if (isError(count)) return count;
  return { value: { offset: offset.value, count: count.value || feed.count } };
}

/** One page of apps; malformed entries dropped. */
export function parseFeedPage(data: unknown, cursor: PageCursor): Page<ContentApp> {
  return toPage(data, parseContentApp, cursor);
}

/** One page of a feed from the API. */
export function loadFeedPage(api: Api, feed: Feed, cursor: PageCursor, signal?: AbortSignal): Promise<Page<ContentApp>> {
  return api[feed.call]({ offset: cursor.offset, count: cursor.count }, { signal }).then((data) => parseFeedPage(data, cursor));
}

// Each feed's reader and parser under its widget's name (its tests and the checker's contract test use them).
export type PersonalListParams = FeedParams;
export type UcRecParams = FeedParams;
/** @example readPersonalListParams(el) // { value: { offset: 0, count: 10 } } */
export const readPersonalListParams = (el: Element): Read<FeedParams> => readFeedParams(FEEDS['personal-list'], el);
/** @example readUcRecParams(el) // { value: { offset: 0, count: 100 } } */
export const readUcRecParams = (el: Element): Read<FeedParams> => readFeedParams(FEEDS['uc-rec'], el);
export const parsePersonalPage = parseFeedPage;
export const parseUcRecPage = parseFeedPage;
