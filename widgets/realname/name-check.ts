/**
 * Real name check. Names of minorities and transliterated names use the middle dot
 * (`·`, and the look-alikes IMEs produce), so it is allowed between parts. Pure.
 */

// CJK ideographs (incl. extension A and compatibility), Latin letters; separators: middle dots
// U+00B7, U+2022, U+30FB, U+FF0E and single spaces between Latin parts.
const NAME = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaffA-Za-z]+(?:[\u00b7\u2022\u30fb\uff0e ][\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaffA-Za-z]+)*$/;

/** Longest accepted name, in characters. */
export const NAME_MAX_LENGTH = 40;

/**
 * Whether `value` looks like a real name: at least 2 characters, letters or ideographs,
 * parts joined by `·`.
 *
 * @example isValidName('买买提·艾力') // true
 */
export function isValidName(value: string): boolean {
  const name = typeof value === 'string' ? value.trim() : '';
  return name.length >= 2 && name.length <= NAME_MAX_LENGTH && NAME.test(name);
}
