import { describe, expect, it } from 'vitest';
import { encodeParams, isPlainObject, mergeParams, withQuery } from './query';

describe('encodeParams', () => {
  it('joins arrays with commas, JSON-encodes objects and leaves out null and undefined', () => {
    const text = encodeParams({ a: [1, 2], b: { x: 1 }, c: null, d: undefined, e: '王', f: 0, g: '' });
    expect(new URLSearchParams(text).toString()).toBe(text);
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({ a: '1,2', b: '{"x":1}', e: '王', f: '0', g: '' });
  });
});

describe('withQuery', () => {
  it('appends with ? or &', () => {
    expect(withQuery('/a', 'x=1')).toBe('/a?x=1');
    expect(withQuery('/a?y=2', 'x=1')).toBe('/a?y=2&x=1');
    expect(withQuery('/a', '')).toBe('/a');
  });
});

describe('isPlainObject', () => {
  it('accepts only plain objects', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    for (const x of [null, [], 'a', 1, new Date(), undefined]) expect(isPlainObject(x)).toBe(false);
  });
});

describe('mergeParams', () => {
  it('lays defaults, params and fixed values over each other, skipping undefined', () => {
    expect(mergeParams({ count: 20, offset: 0 }, { count: 5, offset: undefined }, { urlKey: 'k' })).toEqual({ count: 5, offset: 0, urlKey: 'k' });
  });

  it('treats undefined params as {}', () => {
    expect(mergeParams({ a: 1 }, undefined)).toEqual({ a: 1 });
  });

  it('passes non-object params through unchanged so the client can refuse them', () => {
    expect(mergeParams({ a: 1 }, 'str')).toBe('str');
    const arr = [1];
    expect(mergeParams({ a: 1 }, arr)).toBe(arr);
  });
});
