/**
 * Retry rules of the API client: reads only (a GET that does not act on the server), at most
 * twice, on 408/429/5xx, with exponential backoff that honours `Retry-After`. Pure: the clock
 * is passed in. Contract §6: a call that acts on the server (a draw, a score, `setAppDownload`,
 * prize info, a reminder, every POST) is never repeated by the library; the visitor is told
 * and may try again.
 */

/** At most this many retries after the first attempt. */
export const MAX_RETRIES = 2;

/**
 * Whether an answer with this status may be retried. A POST never is, nor a GET that acts on
 * the server (`acts`): the first attempt may have acted before its answer was lost.
 * @example isRetryable('GET', 502) // → true
 * @example isRetryable('GET', 502, true) // → false (a draw)
 */
export function isRetryable(method: string, status: number, acts = false): boolean {
  if (method !== 'GET' || acts) return false;
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
