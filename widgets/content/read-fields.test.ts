import { describe, expect, it } from 'vitest';
import { pickDate, pickList, pickNumber, pickText } from './read-fields';

describe('pickText', () => {
  it('takes the first non-blank string or number, trimmed', () => {
    expect(pickText({ a: ' ', b: 7, c: 'x' }, ['a', 'b', 'c'])).toBe('7');
    expect(pickText({ a: { no: 1 }, b: ' y ' }, ['a', 'b'])).toBe('y');
    expect(pickText({ a: NaN }, ['a'])).toBe('');
  });
});

describe('pickNumber', () => {
  it('accepts numeric strings and skips garbage', () => {
    expect(pickNumber({ a: 'x', b: '3.5' }, ['a', 'b'])).toBe(3.5);
    expect(pickNumber({ a: Infinity, b: null }, ['a', 'b'])).toBeNull();
  });
});

describe('pickDate', () => {
  it('reads epoch milliseconds and seconds in the local time zone', () => {
    const ms = new Date(2024, 4, 1, 12).getTime();
    expect(pickDate({ t: ms }, ['t'])).toBe('2024-05-01');
    expect(pickDate({ t: Math.floor(ms / 1000) }, ['t'])).toBe('2024-05-01');
    expect(pickDate({ t: String(ms) }, ['t'])).toBe('2024-05-01');
  });

  it('reads date strings and gives up on garbage', () => {
    expect(pickDate({ t: '2024/5/1 10:00' }, ['t'])).toBe('2024-05-01');
    expect(pickDate({ t: 'soon', u: -5, v: {} }, ['t', 'u', 'v'])).toBe('');
  });
});

describe('pickList', () => {
  it('returns the first array among the keys', () => {
    expect(pickList({ apps: 'no', list: [1] }, ['apps', 'list'])).toEqual([1]);
    expect(pickList({}, ['apps'])).toEqual([]);
  });
});
