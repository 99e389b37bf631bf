import { describe, expect, it } from 'vitest';
import { isValidName, NAME_MAX_LENGTH } from './name-check';

describe('isValidName', () => {
  it('accepts any name that is present after trimming: product-rules §5 says only "required"', () => {
    const names = [
      '张', // one ideograph
      'A', // one letter
      '张3', // a digit
      '李四2号',
      '张三!',
      '·张三',
      '<b>张</b>', // rendered as text wherever it is shown
      '买买提·艾力', // U+00B7
      '阿依古丽•吐尔逊', // U+2022 bullet
      '阿沛 · 阿旺晋美',
      'Maria José García-Fernández',
      "Conan O'Brien",
      'Иван Петров',
      '𠇔子', // extension B
      '  张三  ',
    ];
    for (const n of names) expect(isValidName(n), n).toBe(true);
  });

  it('rejects empty and blank input', () => {
    for (const n of ['', ' ', '  \t\n ', '\u3000']) expect(isValidName(n), JSON.stringify(n)).toBe(false);
    expect(isValidName(undefined as unknown as string)).toBe(false);
    expect(isValidName(null as unknown as string)).toBe(false);
  });

  it('accepts up to NAME_MAX_LENGTH characters, counting an extension-B ideograph once, and rejects more', () => {
    expect(NAME_MAX_LENGTH).toBe(60);
    expect(isValidName('阿'.repeat(60))).toBe(true);
    expect(isValidName('𪚥'.repeat(60))).toBe(true); // 120 UTF-16 units, 60 characters
    expect(isValidName(' ' + 'a'.repeat(60) + ' ')).toBe(true); // spaces around are trimmed first
    expect(isValidName('a'.repeat(61))).toBe(false);
    expect(isValidName('𪚥'.repeat(61))).toBe(false);
  });
});
