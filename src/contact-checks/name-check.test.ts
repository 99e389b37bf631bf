import { describe, expect, it } from 'vitest';
import { isValidName } from './name-check';

describe('isValidName', () => {
  it('accepts Chinese names and names joined by a middle dot', () => {
    for (const n of ['张三', '欧阳娜娜', '买买提·艾力', '阿沛·阿旺晋美', '爱新觉罗•溥仪', 'John Smith', '李']) {
      expect(isValidName(n), n).toBe(n.length >= 2);
    }
  });

  it('rejects digits, symbols, a leading or trailing dot and empty input', () => {
    for (const n of ['', '  ', '张3', '·张三', '张三·', '张··三', '<b>张</b>', '张三!', 'a'.repeat(61), '张 ·· 三', '张三-', "'张三"]) {
      expect(isValidName(n), n).toBe(false);
    }
  });

  it('accepts every real name: minority and transliterated names with any middle dot, spaces around it, long names, rare characters', () => {
    const names = [
      '买买提·艾力', // U+00B7
      '阿依古丽•吐尔逊', // U+2022 bullet
      '热依拉．买买提', // U+FF0E full-width full stop
      '迪丽热巴・迪力木拉提', // U+30FB katakana middle dot
      '古丽･阿不都', // U+FF65
      '阿沛 · 阿旺晋美', // spaces around the dot
      '阿卜杜热合曼·艾合麦提江·买买提艾力·吐尔逊托合提·阿不都热西提', // 31 characters
      'Maria José García-Fernández',
      "Conan O'Brien",
      '𠇔子', // extension B
      '王' + '𪚥',
      '阿'.repeat(40),
      'a'.repeat(60),
    ];
    for (const n of names) expect(isValidName(n), n).toBe(true);
  });
});
