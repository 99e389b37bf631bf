/**
 * Retry rules of the API client: GET only, at most twice, on 408/429/5xx, with
 * exponential backoff that honours `Retry-After`. Pure: the clock is passed in.
 */

/** At most this many retries after the first attempt. */
export const MAX_RETRIES = 2;

/** Whether an answer with this status may be retried for this method. POST never is: it may not be idempotent. */
export function isRetryable(method: string, status: number): boolean {
  if (method !== 'GET') return false;
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/**
 * Milliseconds of a `Retry-After` header (delta seconds or an HTTP date), or null when absent
 * or unreadable.
 * @example parseRetryAfter('2', 0) // → 2000
 */
export function parseRetryAfter(header: string | null | undefined, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(parseFloat(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * Delay before retry number `retry` (0 for the first): `base * 2^retry`, or the server's
 * `Retry-After` when longer, never more than `max`.
 * @example retryDelay(1, '3', { base: 500, max: 10000, now: 0 }) // → 3000
 */
export function retryDelay(
  retry: number,
  retryAfter: string | null | undefined,
  opts: { base: number; max: number; now: number },
): number {
  const backoff = opts.base * Math.pow(2, retry);
  const asked = parseRetryAfter(retryAfter, opts.now);
  const delay = asked !== null && asked > backoff ? asked : backoff;
  return Math.min(delay, opts.max);
}
