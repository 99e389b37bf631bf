import { describe, expect, it } from 'vitest';
import { isValidName } from './name-check';

describe('isValidName', () => {
  it('accepts Chinese names and names joined by a middle dot', () => {
    for (const n of ['张三', '欧阳娜娜', '买买提·艾力', '阿沛·阿旺晋美', '爱新觉罗•溥仪', 'John Smith', '李']) {
      expect(isValidName(n), n).toBe(n.length >= 2);
    }
  });

  it('rejects digits, symbols, a leading or trailing dot and empty input', () => {
    for (const n of ['', '  ', '张3', '·张三', '张三·', '张··三', '<b>张</b>', '张三!', 'a'.repeat(41)]) {
      expect(isValidName(n), n).toBe(false);
    }
  });
});
