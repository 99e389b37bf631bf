/**
 * A finite number from a number or a numeric string (as data attributes and JSON give them);
 * NaN for anything else, so garbage never renders as "NaN万".
 *
 * @example toNumber(' 12 ') // 12
 * @example toNumber('12abc') // NaN
 */
export function toNumber(value: unknown): number {
  // Number('') and Number(' ') are 0, hence the blank test.
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return isFinite(n) ? n : NaN;
}

