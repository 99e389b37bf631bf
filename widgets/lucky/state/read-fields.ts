/**
 * Small tolerant field readers shared by the lucky parsers (product-rules §15: field names vary,
 * numbers arrive as strings, a missing optional field never breaks). Pure.
 */

/** A JSON object as received. */
export type Raw = Record<string, unknown>;

/** A plain object (not an array, not null). */
export function isObject(x: unknown): x is Raw {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The first present, non-empty value among `keys`. */
export function pick(raw: Raw, keys: readonly string[]): unknown {
  for (const k of keys) {
    const v = raw[k];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

/** A text field; numbers become text. */
export function str(raw: Raw, keys: readonly string[]): string | undefined {
  const v = pick(raw, keys);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && isFinite(v)) return String(v);
  return undefined;
}

/** A numeric field; numeric text is read too; null when absent or not a number. */
export function num(raw: Raw, keys: readonly string[]): number | null {
  const v = pick(raw, keys);
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return isFinite(n) ? n : null;
}

/** A flag: true, 1, '1' or 'true'. */
export function bool(raw: Raw, keys: readonly string[]): boolean {
  const v = pick(raw, keys);
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * A list wherever the server put it: the value itself, or under `list`, `items`, `content`
 * (product-rules §15), or under one of the extra `keys` given.
 * @example toList({ list: [1] }) // [1]
 */
export function toList(data: unknown, keys: readonly string[] = []): unknown[] {
  if (Array.isArray(data)) return data;
  if (!isObject(data)) return [];
  for (const k of keys.concat(['list', 'items', 'content'])) {
    const v = data[k];
    if (Array.isArray(v)) return v;
    if (isObject(v)) {
      const inner = toList(v);
      if (inner.length) return inner;
    }
  }
  return [];
}

/**
 * Epoch milliseconds from a number (seconds or milliseconds) or a date string.
 * `'2026-11-21 10:00:00'` is read as China time (UTC+8), the store's time zone.
 */
export function toTime(v: unknown): number | null {
  if (typeof v === 'number' && isFinite(v) && v > 0) return v < 1e11 ? v * 1000 : v;
  if (typeof v !== 'string' || !v.trim()) return null;
  const s = v.trim();
  if (/^\d+$/.test(s)) return toTime(Number(s));
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    return (
      Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] || 0), +(m[5] || 0), +(m[6] || 0)) - 8 * 3600 * 1000
    );
  }
  const t = Date.parse(s);
  return isFinite(t) ? t : null;
}
