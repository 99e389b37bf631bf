/**
 * Mainland China resident identity number checks (product-rules §5, product-rules §14 `idCheck`).
 * Pure functions, no DOM.
 */

/** product-rules §5: 6 digits, 4-digit year, 2-digit month, 2-digit day, 3 digits, a digit or X/x. */
export const ID_FORMAT = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/;

// GB 11643-1999: weights of the first 17 digits, and the check character for sum mod 11.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

// Birth years a living applicant can have under the 1999 standard (18xx–20xx codes exist).
const MIN_YEAR = 1800;
const MAX_YEAR = 2099;

/** Whether `year` is a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The GB 11643 check character for the first 17 digits.
 *
 * @example idCheckChar('11010519491231002') // 'X'
 */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * WEIGHTS[i];
  return CHECK_CHARS.charAt(sum % 11);
}

/**
 * Checks an 18-character ID number. `'format'` is the product-rules §5 pattern alone; `'strict'`
 * (the default) also requires a real calendar date (leap years included) and the GB 11643
 * check character (X or x).
 *
 * @default mode 'strict'
 * @example
 * isValidId('11010519491231002X')             // true
 * isValidId('110105194902290021')             // false: 1949 is not a leap year
 * isValidId('110105194912310021', 'format')  // true: pattern only
 */
export function isValidId(value: string, mode: 'strict' | 'format' = 'strict'): boolean {
  const id = typeof value === 'string' ? value.trim() : '';
  const m = ID_FORMAT.exec(id);
  if (!m) return false;
  if (mode === 'format') return true;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  if (month < 1 || month > 12) return false;
  if (day < 1 || day > daysInMonth(year, month)) return false;
  return idCheckChar(id.slice(0, 17)) === id.charAt(17).toUpperCase();
}
