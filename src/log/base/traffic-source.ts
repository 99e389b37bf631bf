/** product-rules §9 traffic-source classes. */
export type TrafficSource = 'search' | 'inner' | 'direct' | 'referral';

/**
 * product-rules §9 "search engines": referrer hosts counted as search traffic. A host matches an
 * entry when it is the entry or a subdomain of it (`m.baidu.com` matches `baidu.com`).
 */
export const SEARCH_ENGINE_HOSTS: readonly string[] =
  // 360 search (so.com, and haosou.com, its older name), Shenma (sm.cn: UC, Quark); one string,
  // which compresses better than a list of them.
  'baidu.com sogou.com so.com haosou.com sm.cn soso.com so.toutiao.com bing.com google.com google.com.hk google.cn yahoo.com yandex.com yandex.ru duckduckgo.com'.split(' ');

/** Second-level labels under which a registrable domain has three labels (`a.com.cn`). */
const SECOND_LEVEL = /^(com|net|org|gov|edu|co|ac)$/;

/** The host of an absolute (or protocol-relative) URL, lower-cased; '' when there is none. */
export function hostOf(url: unknown): string {
  // Anything but a string has no host (not `String(url)`: an object's toString may throw).
  const match = typeof url == 'string' && /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^/?#@]*@)?([^/?#:]+)/i.exec(url.trim());
  return match ? match[1].toLowerCase().replace(/\.$/, '') : '';
}

/** Whether `host` is `domain` or one of its subdomains (both lower case, as `hostOf` and the table give them). */
export function hostMatches(host: string, domain: string): boolean {
  return ('.' + host).slice(-domain.length - 1) === '.' + domain;
}

/** `www.25pp.com` → `25pp.com`, `a.b.com.cn` → `b.com.cn`; an approximation without the PSL. */
export function siteOf(host: string): string {
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const keep = SECOND_LEVEL.test(labels[labels.length - 2]) && labels[labels.length - 1].length === 2 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/**
 * Classifies where a visit came from (product-rules §9): no referrer → direct; the page's own site
 * (same host or same registrable domain) → inner; a host of
 * `SEARCH_ENGINE_HOSTS` → search; anything else → referral.
 *
 * @param referrer `document.referrer`
 * @param currentHost `location.hostname`
 * @example trafficSource('https://m.baidu.com/s?wd=x', 'www.25pp.com') // 'search'
 * @example trafficSource('', 'www.25pp.com') // 'direct'
 */
export function trafficSource(referrer: unknown, currentHost: string): TrafficSource {
  const from = hostOf(referrer);
  if (!from) return 'direct';
  // The same host has the same site; no host ('') has none (`from` is never '').
  if (siteOf(from) === siteOf(currentHost.toLowerCase())) return 'inner';
  if (SEARCH_ENGINE_HOSTS.some((domain) => hostMatches(from, domain))) return 'search';
  return 'referral';
}
