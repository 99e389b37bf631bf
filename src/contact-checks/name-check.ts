/**
 * Real name check: product-rules §5 says the name is "required", nothing more. So any text that is
 * not blank after trimming is a name: one ideograph (`张`), one letter, digits, any script, any
 * separator. What it must not be is longer than `NAME_MAX_LENGTH`. Shared by the real-name
 * popup (widgets/download/realname) and the lucky prize-info form (widgets/lucky/dialogs), the one
 * name check of the library. Pure.
 */

/**
 * Longest accepted name, in characters (code points: an extension-B ideograph counts once).
 * product-rules sets no length, but the server stores the name in a bounded column, and a column sized
 * for names (64 is usual) must not receive a pasted paragraph. 60 leaves room for the longest
 * real names, transliterated minority names with the father's name (over 30 characters) and
 * foreign names in full. The inputs carry the same number as `maxlength`, so a visitor can
 * never type a name this check refuses for its length.
 */
export const NAME_MAX_LENGTH = 60;

/**
 * Whether `value` is a name: present after trimming (product-rules §5 "required") and at most
 * `NAME_MAX_LENGTH` characters.
 *
 * @example isValidName('张') // true
 * @example isValidName('   ') // false
 */
export function isValidName(value: string): boolean {
  const name = typeof value === 'string' ? value.trim() : '';
  return name.length > 0 && Array.from(name).length <= NAME_MAX_LENGTH;
}
