import { describe, expect, it } from 'vitest';
import { pickList, pickNumber, pickText, toList } from './fields';

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

describe('pickList', () => {
  it('returns the first array among the keys', () => {
    expect(pickList({ apps: 'no', list: [1] }, ['apps', 'list'])).toEqual([1]);
    expect(pickList({}, ['apps'])).toEqual([]);
  });
});

describe('toList', () => {
  it('looks under the extra keys first, then list, items and content, one wrapper deep', () => {
    expect(toList({ records: [1], list: [2] }, ['records'])).toEqual([1]);
    expect(toList({ data: { items: [3] } }, ['data'])).toEqual([3]);
    expect(toList({ list: { content: [4] } })).toEqual([4]);
    expect(toList('x')).toEqual([]);
  });
});
