/**
 * A finite number from a number or a numeric string (as data attributes and JSON give them);
 * NaN for anything else, so garbage never renders as "NaN万".
 *
 * @example toNumber(' 12 ') // 12
 * @example toNumber('12abc') // NaN
 */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return isFinite(value) ? value : NaN;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return isFinite(n) ? n : NaN;
  }
  return NaN;
}

/** `x` rounded down to one decimal, written without a trailing ".0" (1.25 → "1.2", 3 → "3"). */
export function oneDecimalDown(x: number): string {
  // Scale first and floor once: flooring x * 10 directly drifts for values like 1.2 * 10.
  const tenths = Math.floor(Math.round(x * 1e6) / 1e5);
  return String(tenths / 10);
}
