import type { Environment } from '../base-types';

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (_) {
    // A malformed escape such as "%E4" stays as written rather than throwing.
    return text;
  }
}

/**
 * The first value of a query parameter in a `location.search` string, decoded; null when
 * absent. Never throws on malformed escapes.
 *
 * @example queryParam('?p=t&ch_src=abc', 'ch_src') // 'abc'
 */
export function queryParam(search: unknown, name: string): string | null {
  if (typeof search !== 'string') return null;
  const text = search.charAt(0) === '?' ? search.slice(1) : search;
  const pairs = text.split('&');
  for (let i = 0; i < pairs.length; i++) {
    const eq = pairs[i].indexOf('=');
    const key = safeDecode(eq === -1 ? pairs[i] : pairs[i].slice(0, eq));
    if (key === name) return eq === -1 ? '' : safeDecode(pairs[i].slice(eq + 1));
  }
  return null;
}

/**
 * The query parameters the product reads (product-rules §2, §5): `p`, `ch_src`, `debug`, `utm_source`.
 *
 * @example readQuery('?p=z&debug=test') // { p: 'z', chSrc: null, debug: 'test', utmSource: null }
 */
export function readQuery(search: unknown): Environment['query'] {
  return {
    p: queryParam(search, 'p'),
    chSrc: queryParam(search, 'ch_src'),
    debug: queryParam(search, 'debug'),
    utmSource: queryParam(search, 'utm_source'),
  };
}
