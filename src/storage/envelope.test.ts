import { describe, expect, it } from 'vitest';
import { decode, encode } from './envelope';

describe('encode', () => {
  it('stores the value with an absolute expiry in milliseconds', () => {
    expect(JSON.parse(encode({ a: 1 }, 60, 1000) as string)).toEqual({ v: { a: 1 }, e: 61000 });
  });

  it('stores no expiry when the time-to-live is missing or not finite', () => {
    expect(JSON.parse(encode('x', undefined, 5) as string)).toEqual({ v: 'x' });
    expect(JSON.parse(encode('x', Infinity, 5) as string)).toEqual({ v: 'x' });
    expect(JSON.parse(encode('x', NaN, 5) as string)).toEqual({ v: 'x' });
  });

  it('returns null for a time-to-live already over and for values JSON cannot hold', () => {
    expect(encode('x', 0, 5)).toBeNull();
    expect(encode('x', -3, 5)).toBeNull();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(encode(circular, undefined, 5)).toBeNull();
  });
});

describe('decode', () => {
  it('gives back what encode wrote while it is alive', () => {
    expect(decode(encode([1, 'a'], 10, 0), 9999)).toEqual({ state: 'value', value: [1, 'a'] });
  });

  it('reports expiry at the exact expiry time', () => {
    expect(decode(encode(1, 10, 0), 10000)).toEqual({ state: 'expired' });
  });

  it('reports missing for null and undefined', () => {
    expect(decode(null, 0).state).toBe('missing');
    expect(decode(undefined, 0).state).toBe('missing');
  });

  it.each(['{', 'undefined', '"text"', '42', 'null', '[1]', '{"x":1}', '{"v":1,"e":"soon"}', ''])(
    'treats %j as corrupt',
    (raw) => {
      expect(decode(raw, 0).state).toBe('corrupt');
    },
  );
});
