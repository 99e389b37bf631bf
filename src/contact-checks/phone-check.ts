/**
 * Mainland China mobile number checks (product-rules §5, product-rules §14 `phoneCheck`). Pure.
 */

/** product-rules §5 second check: `1[3-9]` then 9 digits. The default, as new number ranges keep opening. */
export const PHONE_BROAD = /^1[3-9]\d{9}$/;

/** product-rules §5 first check: 13x, 14[579], 15 not followed by 4, 17[0678], 18x; 11 digits. */
export const PHONE_STRICT = /^1(?:3\d|4[579]|5[0-35-9]|7[0678]|8\d)\d{8}$/;

/**
 * Checks a mobile number (surrounding spaces ignored).
 *
 * @default mode 'broad'
 * @example
 * isValidPhone('19912345678')            // true
 * isValidPhone('19912345678', 'strict')  // false: 199 is outside the spec's first list
 */
export function isValidPhone(value: string, mode: 'broad' | 'strict' = 'broad'): boolean {
  const phone = typeof value === 'string' ? value.trim() : '';
  return (mode === 'strict' ? PHONE_STRICT : PHONE_BROAD).test(phone);
}
