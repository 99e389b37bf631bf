/**
 * Small tolerant field readers for server objects the content widgets parse (comments, ads,
 * specials, news): first present key wins, wrong types read as absent. Pure.
 */

export type Obj = Record<string, unknown>;

export function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** First non-blank string (numbers accepted) among `keys`, trimmed; '' when none. */
export function pickText(o: Obj, keys: string[]): string {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number' && isFinite(v)) return String(v);
  }
  return '';
}

/** First finite number (numeric strings accepted) among `keys`; null when none. */
export function pickNumber(o: Obj, keys: string[]): number | null {
  for (const k of keys) {
    const v = o[k];
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && isFinite(n)) return n;
  }
  return null;
}

function pad(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/**
 * A date as `YYYY-MM-DD` from epoch ms/seconds or a date-like string; '' when unreadable.
 * Uses the viewer's time zone, as the legacy pages did.
 * @example pickDate({ createTime: 1700000000000 }, ['createTime']) // '2023-11-15'
 */
export function pickDate(o: Obj, keys: string[]): string {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === 'number' && isFinite(v) && v > 0) {
      // Seconds and milliseconds both occur; ten digits or fewer are seconds.
      const d = new Date(v < 1e11 ? v * 1000 : v);
      if (!isNaN(d.getTime())) return d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate());
    }
    if (typeof v === 'string' && v.trim() !== '') {
      const s = v.trim();
      if (/^\d+$/.test(s)) return pickDate({ v: Number(s) }, ['v']);
      const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(s);
      if (m) return m[1] + '-' + pad(Number(m[2])) + '-' + pad(Number(m[3]));
    }
  }
  return '';
}

/** The first array among `keys` (for nested lists such as a special's `apps`); [] when none. */
export function pickList(o: Obj, keys: string[]): unknown[] {
  for (const k of keys) {
    const v = o[k];
    if (Array.isArray(v)) return v;
  }
  return [];
}
