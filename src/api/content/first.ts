/**
 * A first-screen list's first call, made as soon as the list wakes, beside its code rather than
 * after it: the runtime asks `api.first(element)` when a list comes into view (island.ts), and
 * the widget's own call, once its code has mounted, takes the request in flight (`client.keep`:
 * one request, never two; the same URL, errors, retries and timeout). Only the lists whose
 * parameters are read here; any other element asks for nothing, and a list whose markup is
 * malformed asks for nothing either (the widget warns when it mounts, as before).
 */
import type { Client } from '../client';
import type { Api } from '../api-types';
import { isError, type Read } from './read-params';
import { schema } from '../../attribute-names/widget-attributes';
import {
  loadSpecialApps, readAdSlotParams, readBetaListParams, readCommentsParams, readFeedParams, readGameNewsParams, readRecsParams, readScoreParams,
  readSpecialsParams, FEED_PAGING, type SpecialAppsCalls,
} from './list-params';

/** The calls a list's first call may be. */
type Calls = SpecialAppsCalls &
  Pick<Api, 'getScore' | 'getComments' | 'getRecs' | 'getSubcates' | 'getSpecials' | 'getAllSpecials' | 'getBetaGames' | 'getPersonalList' | 'getUcRec' | 'getMultiGameNews' | 'getAds'>;

type First = (el: Element, calls: Calls) => unknown;

/** `call(params)` when the element's markup reads, else nothing. */
const when =
  <P>(read: (el: Element) => Read<P>, call: (params: P, calls: Calls) => unknown): First =>
  (el, calls) => {
    const params = read(el);
    return isError(params) ? undefined : call(params.value, calls);
  };

/** The lists' first calls, as their widgets make them (widgets/<name>/index.tsx). */
const FIRST: Record<string, First> = {
  score: when(readScoreParams, (p, c) => c.getScore({ appId: p.appId, versionId: p.versionId })),
  comments: when(readCommentsParams, (p, c) => c.getComments({ appId: p.appId, page: 1 })),
  recs: when(readRecsParams, (p, c) => (p.mode === 'subcates' ? c.getSubcates({ appId: p.appId }) : c.getRecs({ q: p.q }))),
  specials: when(readSpecialsParams, (p, c) =>
    p.mode === 'apps' ? loadSpecialApps(c, p.source, p.specialId) : p.mode === 'app' ? c.getSpecials({ appId: p.appId, specialNum: p.specialNum }) : c.getAllSpecials({ offset: p.offset, count: p.count }),
  ),
  'beta-list': when(readBetaListParams, (p, c) => c.getBetaGames({ dayBefore: p.dayBefore, dayAfter: p.dayAfter, count: p.count })),
  'personal-list': when((el) => readFeedParams(FEED_PAGING['personal-list'], el), (p, c) => c.getPersonalList({ offset: p.offset, count: p.count })),
  'uc-rec': when((el) => readFeedParams(FEED_PAGING['uc-rec'], el), (p, c) => c.getUcRec({ offset: p.offset, count: p.count })),
  'game-news': when(readGameNewsParams, (p, c) => c.getMultiGameNews({ appIds: p.appIds })),
  'ad-slot': when(readAdSlotParams, (p, c) => c.getAds({ spaceId: p.spaceId, offset: p.offset, count: p.count })),
};

/**
 * Starts `element`'s first call on `client`, kept for the widget's own. Never throws.
 * @example firstCall(client, calls, document.querySelector('[data-widget="score"]'))
 */
export function firstCall(client: Client, calls: Calls, element: unknown): void {
  try {
    const el = element as Element;
    const name = el.getAttribute(schema.widget);
    if (name && Object.prototype.hasOwnProperty.call(FIRST, name)) client.keep(() => FIRST[name](el, calls));
  } catch {
    // Nothing asked for early: the widget makes its call when it mounts, as before.
  }
}
