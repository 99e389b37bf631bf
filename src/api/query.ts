/**
 * Encodes call parameters for the wire. Pure.
 * Legacy servers of this kind read flat form fields, so arrays are sent comma-joined and
 * nested objects as JSON text; null and undefined are left out.
 */

/** One parameter value as sent. */
export type WireValue = string | number | boolean | null | undefined | unknown[] | Record<string, unknown>;

function wire(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * `application/x-www-form-urlencoded` text of a flat object.
 * @example encodeParams({ appIds: [1, 2], q: '王者' }) // → 'appIds=1%2C2&q=%E7%8E%8B%E8%80%85'
 */
export function encodeParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(params)) {
    const v = wire(params[key]);
    if (v !== undefined) parts.push(encodeURIComponent(key) + '=' + encodeURIComponent(v));
  }
  return parts.join('&');
}

/** Appends an encoded query to a URL that may already have one. */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return url + (url.indexOf('?') === -1 ? '?' : '&') + query;
}

/** True for a plain object (what every call's parameters must be, product-rules §8). */
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/**
 * `{...defaults, ...params, ...fixed}` when params is a plain object (undefined counts as `{}`);
 * otherwise params unchanged, so the client rejects it with PARAM_REQUIRED (product-rules §8) instead of
 * spreading a string or array into keys.
 */
export function mergeParams(
  defaults: Record<string, unknown>,
  params: unknown,
  fixed?: Record<string, unknown>,
): unknown {
  if (params === undefined) params = {};
  if (!isPlainObject(params)) return params;
  const out: Record<string, unknown> = {};
  const copy = (o: Record<string, unknown>): void => {
    for (const k of Object.keys(o)) if (o[k] !== undefined) out[k] = o[k];
  };
  copy(defaults);
  copy(params);
  if (fixed) copy(fixed);
  return out;
}
