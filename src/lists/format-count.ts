import type { Locale } from '../types';
import { readNumber } from '../read-field/read-field';

/** A unit of the compact number display: values from `min` are divided by it. */
interface CountUnit {
  min: number;
  suffix: string;
}

/** product-rules §9 number display: 10 000 as 万, 100 000 000 as 亿 (largest first). */
export const ZH_COUNT_UNITS: readonly CountUnit[] = [
  { min: 1e8, suffix: '亿' },
  { min: 1e4, suffix: '万' },
];

/** English display: the usual K / M / B, since English readers do not count in 万. */
export const EN_COUNT_UNITS: readonly CountUnit[] = [
  { min: 1e9, suffix: 'B' },
  { min: 1e6, suffix: 'M' },
  { min: 1e3, suffix: 'K' },
];

/**
 * A download or comment count for display: from 10 000 in 万, from 100 000 000 in 亿, one
 * decimal rounded down and trimmed (a count is never shown larger than it is: 19 999 is
 * "1.9万", not "2万"). With locale `en` the units are K / M / B. Below the first unit the
 * whole number is shown. Numeric strings are accepted; anything else gives ''.
 *
 * @param locale @default 'zh-CN'
 * @example formatCount(12345) // '1.2万'
 * @example formatCount(250000000) // '2.5亿'
 * @example formatCount(12345, 'en') // '12.3K'
 */
export function formatCount(n: unknown, locale: Locale | string = 'zh-CN'): string {
  const value = readNumber(n);
  if (value === null) return '';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const units = typeof locale === 'string' && /^en\b/i.test(locale) ? EN_COUNT_UNITS : ZH_COUNT_UNITS;
  for (let i = 0; i < units.length; i++) {
    if (abs >= units[i].min) return sign + oneDecimalDown(abs, units[i].min) + units[i].suffix;
  }
  const whole = Math.floor(abs);
  return whole === 0 ? '0' : sign + String(whole);
}

/**
 * `value / unit` rounded down to one decimal, without a trailing ".0"
 * (12 999 / 10 000 → "1.2", 30 000 / 10 000 → "3").
 */
function oneDecimalDown(value: number, unit: number): string {
  // One division of the scaled value: an exact quotient stays exact and one just below a
  // tenth never rounds up to it, unlike flooring (value / unit) * 10.
  return String(Math.floor((value * 10) / unit) / 10);
}
