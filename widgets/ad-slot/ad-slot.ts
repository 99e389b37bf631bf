/**
 * Ad slots (`POST /api/proxyNew` ads {spaceId, offset, count}, product-rules §7 and §3 "Ad slot"):
 * parameters from the element and tolerant parsing of the ads. Pure apart from reading attributes.
 */
import { toList } from '../../src/api/content/normalize';
import { schema } from '../../src/ui/download-texts/widget-attributes';
import { parseContentApp, safeHref, type ContentApp } from '../../src/lists/content-app';
import { isObj, pickText } from '../../src/api/content/fields';
import { isError, readId, readInt, type Read } from '../../src/api/content/read-params';

export interface AdSlotParams {
  spaceId: string;
  /** @default 0 */
  offset: number;
  /** Ads shown in the slot. @default 1 */
  count: number;
}

/** A slot shows one ad unless the template asks for more (The product rules names no default). */
export const AD_COUNT = 1;

export interface Ad {
  /** Stable key: the ad's id, else its app's id, else its position. */
  key: string;
  /** The ad's own id for beacons, '' when none. */
  adId: string;
  title: string;
  image: string | null;
  /** Where a click goes (safe URLs only); null for app ads without a link. */
  href: string | null;
  /** The advertised app, when the ad is one (it then gets a download button). */
  app: ContentApp | null;
}

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

/**
 * One ad; null when it can show nothing (no app, no image and no title) or links nowhere safe
 * and is not an app.
 * @example parseAd({ adId: 7, title: '新游上线', imgUrl: 'https://…/a.jpg', url: 'https://…' }, 0)
 */
export function parseAd(raw: unknown, position: number): Ad | null {
  if (!isObj(raw)) return null;
  const appSource = isObj(raw.app) ? raw.app : raw.appId !== undefined ? raw : null;
  const app = appSource ? parseContentApp(appSource, position) : null;
  // When the entry is the app itself, its `id` is the app's, not the ad's.
  const adId = pickText(raw, ['adId', 'creativeId']) || (appSource === raw ? '' : pickText(raw, ['id']));
  const title = pickText(raw, ['title', 'name', 'adName']) || (app ? app.app.name : '');
  const image = safeHref(pickText(raw, ['image', 'imgUrl', 'imageUrl', 'picUrl', 'pic', 'banner']));
  const href = safeHref(raw.url) || safeHref(raw.link) || safeHref(raw.targetUrl) || safeHref(raw.clickUrl) || (app ? app.href : null);
  if (!app && (!href || (!image && !title))) return null;
  return {
    key: adId || (app ? 'app' + app.app.id : 'p' + position),
    adId,
    title,
    image,
    href,
    app,
  };
}

/** The ads of an answer, at most `count`, duplicates dropped. */
export function parseAds(data: unknown, count: number): Ad[] {
  const out: Ad[] = [];
  const seen: Record<string, true> = {};
  for (const raw of toList(data)) {
    const ad = parseAd(raw, out.length);
    if (!ad || seen[ad.key]) continue;
    seen[ad.key] = true;
    out.push(ad);
    if (out.length >= count) break;
  }
  return out;
}
