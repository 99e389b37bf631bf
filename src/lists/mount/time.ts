/**
 * The one date rule for server times (product-rules §15): a time without a zone is the store's,
 * China time (UTC+8), and is shown in China time wherever the visitor is; an explicit offset
 * (`Z`, `+08:00`) is honoured. The lists' dates and lucky's times both read through here.
 * Pure: no DOM, no I/O.
 */
import type { Obj } from '../../api/content/fields';

/** The store's time zone, China time (UTC+8), in milliseconds east of UTC. */
export const CHINA_OFFSET_MS = 8 * 3600 * 1000;

const DATE_TIME =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Epoch milliseconds from a number (seconds or milliseconds: ten digits or fewer are seconds),
 * numeric text, or a date string. A date string without a zone (`'2026-11-21 10:00:00'`,
 * `'2024/5/1'`) is China time; `Z` or an offset is honoured. null when unreadable.
 * @example toTime('2026-11-21 10:00:00') // Date.UTC(2026, 10, 21, 2, 0, 0)
 * @example toTime('2026-11-21T10:00:00Z') // Date.UTC(2026, 10, 21, 10, 0, 0)
 */
export function toTime(v: unknown): number | null {
  if (typeof v === 'number' && isFinite(v) && v > 0) return v < 1e11 ? v * 1000 : v;
  if (typeof v !== 'string' || !v.trim()) return null;
  const s = v.trim();
  if (/^\d+$/.test(s)) return toTime(Number(s));
  const m = DATE_TIME.exec(s);
  if (m) {
    const local = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] || 0), +(m[5] || 0), +(m[6] || 0), +((m[7] || '') + '00').slice(0, 3));
    const zone = m[8];
    if (!zone) return local - CHINA_OFFSET_MS;
    if (zone.toUpperCase() === 'Z') return local;
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.replace(/[^\d]/g, '');
    return local - sign * (+digits.slice(0, 2) * 60 + +digits.slice(2)) * 60000;
  }
  // Other forms (`Tue, 21 Nov 2026 02:00:00 GMT`) as the engine reads them.
  const t = Date.parse(s);
  return isFinite(t) ? t : null;
}

function pad(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/**
 * A moment as the store shows it: China time, `YYYY-MM-DD HH:mm`, whatever the device's zone.
 * @example formatChinaTime(Date.UTC(2026, 10, 21, 2, 5)) // '2026-11-21 10:05'
 */
export function formatChinaTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return (
    d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1) + '-' + pad(d.getUTCDate()) + ' ' +
    pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes())
  );
}

/**
 * The China-time calendar date, `YYYY-MM-DD`.
 * @example chinaDate(Date.UTC(2026, 10, 20, 18, 0)) // '2026-11-21'
 */
export function chinaDate(ms: number): string {
  return formatChinaTime(ms).slice(0, 10);
}

/**
 * The first readable date among `keys` as `YYYY-MM-DD` in China time (`toTime`'s rule); a
 * string that starts with a date but goes on unreadably gives that date. '' when none.
 * @example pickDate({ createTime: Date.UTC(2023, 10, 14, 16) }, ['createTime']) // '2023-11-15'
 */
export function pickDate(o: Obj, keys: readonly string[]): string {
  for (const k of keys) {
    const v = o[k];
    const ms = toTime(v);
    if (ms !== null && !isNaN(new Date(ms).getTime())) return chinaDate(ms);
    const m = typeof v === 'string' ? /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(v) : null;
    if (m) return m[1] + '-' + pad(Number(m[2])) + '-' + pad(Number(m[3]));
  }
  return '';
}
