/**
 * The one reader of a field in data the library did not write (server answers, the native
 * client's messages, data attributes): the first present value among several names, and a
 * number given as a number or as numeric text. The API's content readers
 * (src/api/content/fields.ts), the client's identity and error states (src/bridge/), the
 * install status and its progress (src/bridge/status-codes/, src/bridge/app-status/), the lists'
 * paging (src/lists/page.ts) and the number formats (counts, file sizes) read
 * through these. Pure: no DOM, no I/O.
 */

/**
 * The first present, non-empty value among `keys` (`undefined`, `null` and `''` are absent).
 *
 * @example pick({ id: '', appId: 7 }, ['id', 'appId']) // 7
 */
export function pick(raw: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const k of keys) {
    const v = raw[k];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

/**
 * A finite number from a number or numeric text; null for anything else (blank text, `'12abc'`,
 * NaN, Infinity, other types), so garbage never renders as "NaN万".
 *
 * @example readNumber(' 12 ') // 12
 * @example readNumber('12abc') // null
 */
export function readNumber(value: unknown): number | null {
  // Number('') and Number(' ') are 0, hence the blank test.
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return isFinite(n) ? n : null;
}
