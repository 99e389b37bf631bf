/**
 * The tolerant readers of server answers, one of each (product-rules §15: a list may arrive in
 * several wrappers, field names vary, numbers arrive as text, a missing optional field never
 * breaks a widget). The API client's app reader (normalize.ts), the content lists and
 * lucky read through these; times have theirs in time.ts. Pure: no DOM, no I/O.
 */
import { isObj, toList, type Obj } from '../to-list';
import { pick, readNumber } from '../../read-field/read-field';

// The two readers the API client needs itself live beside it (src/api/to-list.ts); they are
// part of this one set all the same.
// `pick` and `readNumber` are the library's one field reader (src/read-field/read-field.ts).
export { isObj, toList, pick, readNumber };
export type { Obj };

/** Text, or a finite number as text; `undefined` for anything else. */
export function asText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && isFinite(v)) return String(v);
  return undefined;
}

/**
 * The first present field among `keys` as text (numbers become text).
 * @example str({ appId: 7 }, ['id', 'appId']) // '7'
 */
export function str(raw: Obj, keys: readonly string[]): string | undefined {
  return asText(pick(raw, keys));
}

/**
 * The first present field among `keys` as a number (numeric text is read too); null when it is
 * absent or not a number.
 * @example num({ score: '4.5' }, ['score']) // 4.5
 */
export function num(raw: Obj, keys: readonly string[]): number | null {
  return readNumber(pick(raw, keys));
}

/** A flag: true, 1, '1' or 'true'. */
export function bool(raw: Obj, keys: readonly string[]): boolean {
  const v = pick(raw, keys);
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * The first non-blank text (trimmed) or finite number among `keys` (with `numbers` false, text
 * only), skipping values of other types; '' when none.
 * @example pickText({ a: ' ', b: 7 }, ['a', 'b']) // '7'
 */
export function pickText(o: Obj, keys: readonly string[], numbers = true): string {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (numbers && typeof v === 'number' && isFinite(v)) return String(v);
  }
  return '';
}

/** The first finite number (numeric text accepted) among `keys`, skipping others; null when none. */
export function pickNumber(o: Obj, keys: readonly string[]): number | null {
  for (const k of keys) {
    const n = readNumber(o[k]);
    if (n !== null) return n;
  }
  return null;
}

/** The first array among `keys` (a special's `apps`, a score's stars); [] when none. */
export function pickList(o: Obj, keys: readonly string[]): unknown[] {
  for (const k of keys) {
    const v = o[k];
    if (Array.isArray(v)) return v;
  }
  return [];
}
