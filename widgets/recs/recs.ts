/**
 * Recommendations: `GET /StoreDetailController/recs {q}` (apps for a query) or
 * `GET /StoreDetailController/subcates {appId}` (the app's sibling sub-categories), product-rules §7.
 * Parameters from the element and tolerant parsing. Pure apart from reading attributes.
 */
import { toList } from '../../src/api/content/normalize';
import { schema } from '../../src/ui/download-texts/widget-attributes';
import { parseContentApp, safeHref, type ContentApp } from '../../src/lists/content-app';
import { isObj, pickList, pickText } from '../../src/api/content/fields';
import { isError, readId, readInt, type Read } from '../../src/lists/mount/read-params';

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

/**
 * The apps of an answer. Entries that are groups (a sub-category with its own `apps`/`list`)
 * are flattened in order; duplicates and non-apps are dropped; `count` > 0 caps the result.
 * @example parseRecs([{ name: '休闲', apps: [{ id: 1 }] }, { id: 2 }], 0) // apps 1, 2
 */
export function parseRecs(data: unknown, count: number): ContentApp[] {
  const out: ContentApp[] = [];
  const seen: Record<string, true> = {};
  const add = (raw: unknown) => {
    const item = parseContentApp(raw, out.length);
    if (!item || seen[item.app.id]) return;
    seen[item.app.id] = true;
    out.push(item);
  };
  for (const entry of toList(data)) {
    if (isObj(entry) && entry.id === undefined && entry.appId === undefined) {
      const nested = pickList(entry, ['apps', 'appList', 'list', 'items']);
      nested.forEach(add);
    } else {
      add(entry);
    }
  }
  return count > 0 ? out.slice(0, count) : out;
}

export interface Subcate {
  id: string;
  name: string;
  /** Link to the sub-category's page when the server sent a safe one. */
  href: string | null;
  /** The app's own sub-category. */
  current: boolean;
}

/**
 * The sub-categories of a subcates answer (`{ categoryId, categoryName, list: [{ id, name,
 * current }] }`); entries without a name are dropped.
 * @example parseSubcates({ list: [{ id: 51, name: '角色扮演', current: true }] })
 */
export function parseSubcates(data: unknown): Subcate[] {
  const out: Subcate[] = [];
  toList(data).forEach((raw, i) => {
    if (!isObj(raw)) return;
    const name = pickText(raw, ['name', 'title', 'subCategoryName', 'categoryName']);
    if (!name) return;
    out.push({
      id: pickText(raw, ['id', 'subCategoryId', 'categoryId']) || 'p' + i,
      name,
      href: safeHref(raw.url) || safeHref(raw.link),
      current: raw.current === true || raw.current === 1 || raw.selected === true,
    });
  });
  return out;
}
