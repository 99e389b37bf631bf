/**
 * Specials (themed collections), product-rules §7:
 * - an app's specials: `GET /StoreDetailController/specials {appId, specialNum}`;
 * - one special's apps: proxyNew `specialId` + `svr`, or the Android (`osVersion` 19), iOS
 *   (platform rule of product-rules §9) and wdj variants — the API client adds those parameters;
 * - all specials: proxyNew `offset`, `count` 15, paged.
 * Parameters from the element and tolerant parsing. Pure apart from reading attributes.
 */
import { toList } from '../../src/api/content/normalize';
import { parseContentApp, safeHref, type ContentApp } from '../../src/lists/content-app';
import type { Page } from '../../src/lists/list-state';
import { readHasMore, type PageCursor } from '../../src/lists/page';
import { isObj, pickList, pickText } from '../../src/api/content/fields';

export { SPECIAL_NUM, loadSpecialApps, readSpecialsParams, type SpecialSource, type SpecialsParams } from '../../src/api/content/list-params';

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
