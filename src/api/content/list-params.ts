/**
 * The call parameters of the lists whose first call the API chunk makes before their code is in
 * (first.ts): read from the element here, by the same functions the widgets mount with, so the
 * early call and the widget's own are the same URL. Pure apart from reading attributes.
 */
import { schema } from '../../ui/download-texts/widget-attributes';
import { isError, readId, readInt, type Read } from './read-params';

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
