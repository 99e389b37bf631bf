import { readNumber } from '../../read-field/read-field';

/** product-rules §9 size units, 1024 apart; 'B' below one K. */
export const SIZE_UNITS: readonly string[] = ['B', 'K', 'M', 'G', 'T'];

/** Whole bytes, one decimal for the larger units. */
function rounded(value: number, unit: number): number {
  return unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
}

/**
 * A file size in bytes for display with the units of product-rules §9 (K/M/G/T, base 1024), one
 * decimal rounded and trimmed: 1536 → "1.5K", 10485760 → "10M". A value that would round to
 * 1024 moves to the next unit ("1M", not "1024K"); beyond T it stays in T. Numeric strings are
 * accepted; negative or non-numeric input gives ''.
 *
 * @example formatSize(23456789) // '22.4M'
 */
export function formatSize(bytes: unknown): string {
  let value = readNumber(bytes);
  if (value === null || value < 0) return '';
  let unit = 0;
  while (unit < SIZE_UNITS.length - 1 && rounded(value, unit) >= 1024) {
    value /= 1024;
    unit++;
  }
  return String(rounded(value, unit)) + SIZE_UNITS[unit];
}
