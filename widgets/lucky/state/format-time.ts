/**
 * Dates as the store shows them: China time (UTC+8), `YYYY-MM-DD HH:mm`, whatever the
 * device's time zone, because activities run on the store's clock.
 */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

function pad(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/**
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
 * The China-time calendar date, as the lucky roll's `date` parameter wants it.
 * @example chinaDate(Date.UTC(2026, 10, 20, 18, 0)) // '2026-11-21'
 */
export function chinaDate(ms: number): string {
  return formatChinaTime(ms).slice(0, 10);
}
