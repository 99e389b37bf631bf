/**
 * The call parameters of the lists whose first call the API chunk makes before their code is in
 * (first.ts): read from the element here, by the same functions the widgets mount with, so the
 * early call and the widget's own are the same URL; and the call one special's apps come from,
 * by its source. Pure apart from reading attributes.
 */
import type { Api } from '../api-types';
import { schema } from '../../attribute-names/widget-attributes';
import { ALL_SPECIALS_COUNT } from './proxy';
import { isError, readId, readIdList, readInt, readOptionalId, type Read } from './read-params';

export interface ScoreParams {
  appId: string;
  versionId: string;
}

/**
 * Both ids are required: the score is per version.
 * @example readScoreParams(el) // { value: { appId: '1', versionId: '9' } }
 */
export function readScoreParams(el: Element): Read<ScoreParams> {
  const appId = readId(el, schema.app.id);
  if (isError(appId)) return appId;
  const versionId = readId(el, schema.app.versionId);
  if (isError(versionId)) return versionId;
  return { value: { appId: appId.value, versionId: versionId.value } };
}

export interface CommentsParams {
  appId: string;
  /**
   * Page size the server is expected to use, only to tell a last (short) page when the answer
   * says nothing about more.
   * @default 10
   */
  pageSize: number;
}

/** Default expected page size (product-rules §7 gives `page` only). */
export const COMMENTS_PAGE_SIZE = 10;

/**
 * @example readCommentsParams(el) // { value: { appId: '123', pageSize: 10 } }
 */
export function readCommentsParams(el: Element): Read<CommentsParams> {
  const appId = readId(el, schema.app.id);
  if (isError(appId)) return appId;
  const count = readInt(el, schema.count, COMMENTS_PAGE_SIZE, 100);
  if (isError(count)) return count;
  return { value: { appId: appId.value, pageSize: count.value || COMMENTS_PAGE_SIZE } };
}

export type RecsParams =
  | { mode: 'recs'; q: string; count: number }
  | { mode: 'subcates'; appId: string; count: number };

/** Longest `data-q` sent (a query, not a document). */
const MAX_Q = 100;

/**
 * `data-q` → recs; otherwise `data-app-id` → subcates. `data-mode="subcates"` forces the
 * latter when both are present. `data-count` caps the apps shown (0 = all, the default).
 * @example readRecsParams(el) // { value: { mode: 'recs', q: '消除', count: 0 } }
 */
export function readRecsParams(el: Element): Read<RecsParams> {
  const count = readInt(el, schema.count, 0, 200);
  if (isError(count)) return count;
  const mode = el.getAttribute(schema.mode);
  const q = (el.getAttribute(schema.q) || '').trim();
  if (q && mode !== 'subcates') {
    if (q.length > MAX_Q) return { error: schema.q + ' is longer than ' + MAX_Q + ' characters' };
    return { value: { mode: 'recs', q, count: count.value } };
  }
  const appId = readId(el, schema.app.id);
  if (isError(appId)) return { error: schema.q + ' or ' + schema.app.id[0] + ' is required' };
  return { value: { mode: 'subcates', appId: appId.value, count: count.value } };
}

/** Where one special's apps come from (`data-special-source`). */
export type SpecialSource = 'proxy' | 'android' | 'ios' | 'wdj';

const SOURCES: SpecialSource[] = ['proxy', 'android', 'ios', 'wdj'];

/** The product rules names no default for `specialNum`; three fit under an app's detail. */
export const SPECIAL_NUM = 3;

export type SpecialsParams =
  | { mode: 'apps'; specialId: string; source: SpecialSource }
  | { mode: 'app'; appId: string; specialNum: number }
  | { mode: 'all'; offset: number; count: number };

/**
 * `data-special-id` → that special's apps (`data-special-source`, default proxy); else
 * `data-app-id` → the app's specials (`data-special-num`, default 3); else all specials
 * (`data-offset`, `data-count` default 15).
 * @example readSpecialsParams(el) // { value: { mode: 'all', offset: 0, count: 15 } }
 */
export function readSpecialsParams(el: Element): Read<SpecialsParams> {
  const specialId = readOptionalId(el, schema.specialId);
  if (isError(specialId)) return specialId;
  if (specialId.value !== null) {
    const raw = (el.getAttribute(schema.specialSource) || 'proxy').trim().toLowerCase();
    const source = SOURCES.filter((s) => s === raw)[0];
    if (!source) return { error: schema.specialSource + ' must be one of ' + SOURCES.join(', ') };
    return { value: { mode: 'apps', specialId: specialId.value, source } };
  }
  const appId = readOptionalId(el, schema.app.id);
  if (isError(appId)) return appId;
  if (appId.value !== null) {
    const num = readInt(el, schema.specialNum, SPECIAL_NUM, 50);
    if (isError(num)) return num;
    return { value: { mode: 'app', appId: appId.value, specialNum: num.value || SPECIAL_NUM } };
  }
  const offset = readInt(el, schema.offset, 0, 100000);
  if (isError(offset)) return offset;
  const count = readInt(el, schema.count, ALL_SPECIALS_COUNT, 100);
  if (isError(count)) return count;
  return { value: { mode: 'all', offset: offset.value, count: count.value || ALL_SPECIALS_COUNT } };
}

/** The calls one special's apps may come from. */
export type SpecialAppsCalls = Pick<Api, 'getSpecialApps' | 'getAndroidSpecial' | 'getIosSpecial' | 'getWdjSpecial'>;

/**
 * Asks for one special's apps from its source (product-rules §7); called as methods to keep `this`.
 * @example loadSpecialApps(api, 'ios', '301', signal)
 */
export function loadSpecialApps(api: SpecialAppsCalls, source: SpecialSource, specialId: string, signal?: AbortSignal): Promise<unknown> {
  const params = { specialId };
  switch (source) {
    case 'android':
      return api.getAndroidSpecial(params, { signal });
    case 'ios':
      return api.getIosSpecial(params, { signal });
    case 'wdj':
      return api.getWdjSpecial(params, { signal });
    default:
      return api.getSpecialApps(params, { signal });
  }
}

export interface BetaListParams {
  /** Days back from today. @default 7 */
  dayBefore: number;
  /** Days ahead of today. @default 7 */
  dayAfter: number;
  /** @default 20 */
  count: number;
}

/** product-rules §9 names no defaults for this call: one week either side, 20 games. */
export const BETA_DEFAULTS: BetaListParams = { dayBefore: 7, dayAfter: 7, count: 20 };

/** @example readBetaListParams(el) // { value: { dayBefore: 7, dayAfter: 7, count: 20 } } */
export function readBetaListParams(el: Element): Read<BetaListParams> {
  const dayBefore = readInt(el, schema.dayBefore, BETA_DEFAULTS.dayBefore, 365);
  if (isError(dayBefore)) return dayBefore;
  const dayAfter = readInt(el, schema.dayAfter, BETA_DEFAULTS.dayAfter, 365);
  if (isError(dayAfter)) return dayAfter;
  const count = readInt(el, schema.count, BETA_DEFAULTS.count, 100);
  if (isError(count)) return count;
  return { value: { dayBefore: dayBefore.value, dayAfter: dayAfter.value, count: count.value || BETA_DEFAULTS.count } };
}

export interface FeedParams {
  /** @default 0 */
  offset: number;
  /** Apps per page. @default the feed's `count` */
  count: number;
}

/** What a feed's page parameters depend on (widgets/app-feed/app-feed.ts `FEEDS`). */
export interface FeedPaging {
  /** Apps per page without `data-count` (and for `data-count="0"`). */
  count: number;
  /** The largest `data-count` accepted (bin/lib/contract.js checks the same bound). */
  maxCount: number;
}

/** No default is given for the personalised list; 10 fills a phone screen without a long wait. */
export const PERSONAL_LIST_COUNT = 10;
/** UC recommendations count 100 (docs/product-rules.md §9). */
export const UC_REC_COUNT = 100;

/** The feeds' paging, by `data-widget` name. */
export const FEED_PAGING: Record<'personal-list' | 'uc-rec', FeedPaging> = {
  'personal-list': { count: PERSONAL_LIST_COUNT, maxCount: 100 },
  'uc-rec': { count: UC_REC_COUNT, maxCount: 200 },
};

/** @example readFeedParams(FEED_PAGING['uc-rec'], el) // { value: { offset: 0, count: 100 } } */
export function readFeedParams(feed: FeedPaging, el: Element): Read<FeedParams> {
  const offset = readInt(el, schema.offset, 0, 100000);
  if (isError(offset)) return offset;
  const count = readInt(el, schema.count, feed.count, feed.maxCount);
  if (isError(count)) return count;
  return { value: { offset: offset.value, count: count.value || feed.count } };
}

export interface GameNewsParams {
  appIds: string[];
  /** Items shown at most (0 = all). @default 0 */
  count: number;
}

/** @example readGameNewsParams(el) // { value: { appIds: ['1', '2'], count: 0 } } */
export function readGameNewsParams(el: Element): Read<GameNewsParams> {
  const appIds = readIdList(el, schema.appIds);
  if (isError(appIds)) return appIds;
  const count = readInt(el, schema.count, 0, 100);
  if (isError(count)) return count;
  return { value: { appIds: appIds.value, count: count.value } };
}

export interface AdSlotParams {
  spaceId: string;
  /** @default 0 */
  offset: number;
  /** Ads shown in the slot. @default 1 */
  count: number;
}

/** A slot shows one ad unless the template asks for more (The product rules names no default). */
export const AD_COUNT = 1;

/** @example readAdSlotParams(el) // { value: { spaceId: '301', offset: 0, count: 1 } } */
export function readAdSlotParams(el: Element): Read<AdSlotParams> {
  const spaceId = readId(el, schema.spaceId);
  if (isError(spaceId)) return spaceId;
  const offset = readInt(el, schema.offset, 0, 100000);
  if (isError(offset)) return offset;
  const count = readInt(el, schema.count, AD_COUNT, 20);
  if (isError(count)) return count;
  return { value: { spaceId: spaceId.value, offset: offset.value, count: count.value || AD_COUNT } };
}
