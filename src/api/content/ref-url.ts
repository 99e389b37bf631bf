/**
 * `refUrl` of the lucky calls (product-rules §7): the page address without query secrets. Pure.
 */

/** Query keys never copied into refUrl: tokens, tickets, signatures and personal data. */
const SECRET = /token|ticket|sign|secret|pass|pwd|session|sid|auth|key|code|uid|utdid|name|identity|idcard|phone|mobile|tel/i;

/**
 * The address with secret-looking query parameters and the fragment removed.
 * @example cleanRefUrl('https://m.example/a?p=t&userToken=x#top') // → 'https://m.example/a?p=t'
 */
export function cleanRefUrl(href: string): string {
  const noHash = href.split('#')[0];
  const q = noHash.indexOf('?');
  if (q === -1) return noHash;
  const kept = noHash
    .slice(q + 1)
    .split('&')
    .filter((pair) => {
      if (!pair) return false;
      let key = pair.split('=')[0];
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch (_e) {
        return false;
      }
      return !SECRET.test(key);
    });
  return noHash.slice(0, q) + (kept.length ? '?' + kept.join('&') : '');
}
