/**
 * How a stored value is written: `{"v": value, "e": expiresAtMs}` as JSON. Pure, no DOM.
 * The envelope lets every backend (localStorage, sessionStorage, cookies, memory) share one
 * time-to-live rule and one definition of "corrupted".
 */

/** Anything with a `now()` in epoch milliseconds; `Clock` of src/types.ts fits. */
export interface TimeSource {
  now(): number;
}

/** Reads `Date.now()` at call time, so vitest fake timers move it. */
export const systemTime: TimeSource = { now: () => Date.now() };

interface Envelope {
  v: unknown;
  e?: number;
}

/**
 * Serialises `value` with its expiry, or returns null when it cannot be stored
 * (circular structure, BigInt) or when the time-to-live is already over.
 * A missing or non-finite `ttlSeconds` means no expiry.
 *
 * @example encode({ a: 1 }, 60, 1000) // '{"v":{"a":1},"e":61000}'
 */
export function encode(value: unknown, ttlSeconds: number | undefined, now: number): string | null {
  const envelope: Envelope = { v: value === undefined ? null : value };
  if (typeof ttlSeconds === 'number' && isFinite(ttlSeconds)) {
    if (ttlSeconds <= 0) return null;
    envelope.e = now + ttlSeconds * 1000;
  }
  try {
    return JSON.stringify(envelope);
  } catch (_) {
    return null;
  }
}

/** What `decode` found: a live value, or nothing (missing, corrupted or expired). */
export type Decoded = { state: 'value'; value: unknown } | { state: 'missing' | 'corrupt' | 'expired' };

/**
 * Reads a stored string back. Anything that is not an envelope written by `encode` is
 * `corrupt`, so a damaged or foreign value reads as missing instead of breaking a widget.
 *
 * @example decode('{"v":1,"e":5}', 6) // { state: 'expired' }
 */
export function decode(raw: string | null | undefined, now: number): Decoded {
  if (raw === null || raw === undefined) return { state: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (_) {
    return { state: 'corrupt' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !('v' in parsed)) {
    return { state: 'corrupt' };
  }
  const envelope = parsed as Envelope;
  if (envelope.e !== undefined) {
    if (typeof envelope.e !== 'number' || !isFinite(envelope.e)) return { state: 'corrupt' };
    if (envelope.e <= now) return { state: 'expired' };
  }
  return { state: 'value', value: envelope.v };
}

/** A throwing or broken injected clock must not break a store: fall back to Date.now. */
export function safeNow(clock: TimeSource): number {
  try {
    const n = clock.now();
    if (typeof n === 'number' && isFinite(n)) return n;
  } catch (_) {
  }
  return Date.now();
}
