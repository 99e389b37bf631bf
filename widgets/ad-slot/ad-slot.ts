/**
 * Ad slots (`POST /api/proxyNew` ads {spaceId, offset, count}, product-rules §7 and §3 "Ad slot"):
 * parameters from the element and tolerant parsing of the ads. Pure apart from reading attributes.
 */
import { toList } from '../../src/api/content/normalize';
import { parseContentApp, safeHref, type ContentApp } from '../../src/lists/content-app';
import { isObj, pickText } from '../../src/api/content/fields';

export { AD_COUNT, readAdSlotParams, type AdSlotParams } from '../../src/api/content/list-params';

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
