/**
 * Specials (themed collections), product-rules §7:
 * - an app's specials: `GET /StoreDetailController/specials {appId, specialNum}`;
 * - one special's apps: proxyNew `specialId` + `svr`, or the Android (`osVersion` 19), iOS
 *   (platform rule of product-rules §9) and wdj variants — the API client adds those parameters;
 * - all specials: proxyNew `offset`, `count` 15, paged.
 * Parameters from the element and tolerant parsing. Pure apart from reading attributes.
 */
import { ALL_SPECIALS_COUNT } from '../../src/api/content/proxy';
import { toList } from '../../src/api/content/normalize';
import { schema } from '../../src/ui/download-texts/widget-attributes';
import { parseContentApp, safeHref, type ContentApp } from '../../src/lists/content-app';
import type { Page } from '../../src/lists/list-state';
import { readHasMore, type PageCursor } from '../../src/lists/page';
import { isObj, pickList, pickText } from '../../src/api/content/fields';
import { isError, readInt, readOptionalId, type Read } from '../../src/api/content/read-params';

/** Where one special's apps come from (`data-special-source`). */
export type SpecialSource = 'proxy' | 'android' | 'ios' | 'wdj';

const SOURCES: SpecialSource[] = ['proxy', 'android', 'ios', 'wdj'];


/** The product rules names no default for `specialNum`; three fit under an app's detail. */
export const SPECIAL_NUM = 3;

export type SpecialsParams =
  | { mode: 'apps'; specialId: string; source: SpecialSource }
  | { mode: 'app'; appId: string; specialNum: number }
  | { mode: 'all'; offset: number; count: number };

export interface Special {
  id: string;
  title: string;
  /** Link to the special's page when the server sent a safe one. */
  href: string | null;
  /** Cover image URL (http(s) or path) or null. */
  image: string | null;
  brief: string;
  /** Apps the answer carried along (often a preview), possibly none. */
  apps: ContentApp[];
}

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

/**
 * One special; null when it has neither id nor title.
 * @example parseSpecial({ specialId: 5, title: '消除合集', apps: [{ id: 1 }] }, 0)
 */
export function parseSpecial(raw: unknown, position: number): Special | null {
  if (!isObj(raw)) return null;
  const id = pickText(raw, ['specialId', 'id', 'special_id']);
  const title = pickText(raw, ['title', 'name', 'specialName']);
  if (!id && !title) return null;
  const apps: ContentApp[] = [];
  pickList(raw, ['apps', 'appList', 'list']).forEach((a) => {
    const app = parseContentApp(a, apps.length);
    if (app) apps.push(app);
  });
  const image = pickText(raw, ['image', 'cover', 'imageUrl', 'bannerUrl', 'iconUrl', 'icon']);
  return {
    id: id || 's' + position,
    title,
    href: safeHref(raw.url) || safeHref(raw.link) || safeHref(raw.detailUrl),
    image: safeHref(image),
    brief: pickText(raw, ['brief', 'desc', 'description', 'summary', 'subTitle']),
    apps,
  };
}

/** A page of specials (all specials, or an app's). */
export function parseSpecialsPage(data: unknown, cursor: PageCursor, paged: boolean): Page<Special> {
  const raw = toList(data);
  const items: Special[] = [];
  raw.forEach((entry, i) => {
    const s = parseSpecial(entry, cursor.offset + i);
    if (s) items.push(s);
  });
  return { items, hasMore: paged ? readHasMore(data, raw.length, cursor) : false };
}

/**
 * A special's apps: the answer may be the list itself, wrap it (`list`/`items`/`content`), or
 * be the special with its `apps` (possibly under `special`).
 * @example parseSpecialApps({ special: { title: 'x', apps: [{ id: 1 }] } }) // one app
 */
export function parseSpecialApps(data: unknown): ContentApp[] {
  let raw = toList(data);
  if (!raw.length && isObj(data)) {
    const holder = isObj(data.special) ? data.special : data;
    raw = pickList(holder, ['apps', 'appList', 'list', 'items', 'content']);
  }
  const out: ContentApp[] = [];
  const seen: Record<string, true> = {};
  for (const entry of raw) {
    const app = parseContentApp(entry, out.length);
    if (!app || seen[app.app.id]) continue;
    seen[app.app.id] = true;
    out.push(app);
  }
  return out;
}
