/**
 * Form encoding of log fields (`a=1&b=x`): the body of /log/* posts and the query of
 * tracking pings. A form body is CORS-safelisted, so beacons never need a preflight.
 */

/**
 * Encodes flat fields; null and undefined are left out, objects are sent as JSON text.
 *
 * @example encodeFields({ appId: 1, q: '微信' }) // 'appId=1&q=%E5%BE%AE%E4%BF%A1'
 */
export function encodeFields(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (value === undefined || value === null || typeof value === 'function') continue;
    let text: string;
    if (typeof value === 'object') {
      try {
        text = JSON.stringify(value);
      } catch (_) {
        continue;
      }
    } else {
      text = String(value);
    }
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

/** Joins a base URL and a path without doubling or losing the slash. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

/** Appends an encoded query to a URL that may already have one. */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return url + (url.indexOf('?') >= 0 ? '&' : '?') + query;
}
