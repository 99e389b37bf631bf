/**
 * Real name check (product-rules §5 says only "required"; this keeps out typing slips, never a real
 * name). Names of minorities and transliterated names join their parts with a middle dot, which
 * IMEs and fonts produce in many look-alikes, sometimes with spaces around it; foreign names
 * have spaces, hyphens, apostrophes and accented letters; rare name characters lie outside the
 * basic CJK block (extensions B and later, as surrogate pairs). Pure.
 */

// Letters: CJK ideographs (extension A, the basic block, compatibility, extensions B-H), Latin
// letters with their accented forms. Separators between parts: the middle dot and its
// look-alikes (U+00B7, U+0387, U+2022, U+2027, U+2219, U+22C5, U+30FB, U+FF0E full-width full
// stop, U+FF65 half-width katakana dot) with an optional space on either side; a single space,
// hyphen or apostrophe.
const LETTER = '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u{20000}-\\u{323af}A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f]';
const SEPARATOR = "(?: ?[\\u00b7\\u0387\\u2022\\u2027\\u2219\\u22c5\\u30fb\\uff0e\\uff65] ?|[ '\\u2019-])";
const NAME = new RegExp('^' + LETTER + '+(?:' + SEPARATOR + LETTER + '+)*$', 'u');

/**
 * Longest accepted name, in characters. Long transliterated names (a Uyghur name with the
 * father's name, a foreign name in full) pass 40 characters; 60 still stops a pasted paragraph.
 */
export const NAME_MAX_LENGTH = 60;

/**
 * Whether `value` looks like a real name: 2 to `NAME_MAX_LENGTH` characters, letters or
 * ideographs, parts joined by a middle dot (any look-alike), a space, a hyphen or an apostrophe.
 *
 * @example isValidName('买买提·艾力') // true
 * @example isValidName('阿依古丽 • 吐尔逊') // true
 */
export function isValidName(value: string): boolean {
  const name = typeof value === 'string' ? value.trim() : '';
  // Characters, not UTF-16 units: an extension-B ideograph counts once.
  const length = Array.from(name).length;
  return length >= 2 && length <= NAME_MAX_LENGTH && NAME.test(name);
}
