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

/**
 * `value / unit` rounded down to one decimal, without a trailing ".0"
 * (12 999 / 10 000 → "1.2", 30 000 / 10 000 → "3").
 */
export function oneDecimalDown(value: number, unit: number): string {
  // One division of the scaled value: an exact quotient stays exact and one just below a
  // tenth never rounds up to it, unlike flooring (value / unit) * 10.
  return String(Math.floor((value * 10) / unit) / 10);
}
