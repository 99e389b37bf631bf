import { describe, expect, it } from 'vitest';
import { pick, readNumber } from './read-field';

describe('readNumber', () => {
  it('reads finite numbers as they are', () => {
    expect(readNumber(0)).toBe(0);
    expect(readNumber(-3.5)).toBe(-3.5);
    expect(readNumber(1e6)).toBe(1e6);
  });

  it('reads numeric text, spaces around it included', () => {
    expect(readNumber('12')).toBe(12);
    expect(readNumber(' 12 ')).toBe(12);
    expect(readNumber('4.5')).toBe(4.5);
    expect(readNumber('-7')).toBe(-7);
    expect(readNumber('1e3')).toBe(1000);
    expect(readNumber('0x10')).toBe(16);
  });

  it('gives null for blank or non-numeric text, non-finite numbers and other types', () => {
    for (const v of ['', '   ', '12abc', 'abc', NaN, Infinity, -Infinity, 'Infinity', null, undefined, true, false, [], [3], {}, () => 1]) {
      expect(readNumber(v)).toBeNull();
    }
  });
});

describe('pick', () => {
  it('takes the first present, non-empty value in the order of the keys', () => {
    expect(pick({ a: 1, b: 2 }, ['b', 'a'])).toBe(2);
    expect(pick({ id: '', appId: 7 }, ['id', 'appId'])).toBe(7);
    expect(pick({ a: null, b: undefined, c: 0 }, ['a', 'b', 'c'])).toBe(0);
    expect(pick({ a: false }, ['a'])).toBe(false);
  });

  it('gives undefined when no key is present', () => {
    expect(pick({}, ['a'])).toBeUndefined();
    expect(pick({ a: '', b: null }, ['a', 'b'])).toBeUndefined();
    expect(pick({ a: 1 }, [])).toBeUndefined();
  });
});
