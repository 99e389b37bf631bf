import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, prefixKeys, withPlainKeys } from './bridge-message';

describe('prefixKeys', () => {
  it('prefixes top-level keys once and drops undefined values', () => {
    expect(prefixKeys({ a: 1, key_b: 2, c: undefined, d: { e: 1 } })).toEqual({ key_a: 1, key_b: 2, key_d: { e: 1 } });
  });

  it('gives an empty payload for nothing', () => {
    expect(prefixKeys(undefined)).toEqual({});
    expect(prefixKeys(null)).toEqual({});
  });
});

describe('withPlainKeys', () => {
  it('adds unprefixed aliases without overwriting existing keys', () => {
    expect(withPlainKeys({ key_a: 1, key_b: 2, b: 'own' })).toEqual({ key_a: 1, key_b: 2, a: 1, b: 'own' });
  });

  it('leaves non-objects alone', () => {
    expect(withPlainKeys('x')).toBe('x');
    expect(withPlainKeys([1])).toEqual([1]);
    expect(withPlainKeys(null)).toBeNull();
  });
});

describe('encodeMessage', () => {
  it('writes the product-rules §13 shape', () => {
    expect(JSON.parse(encodeMessage({ id: 'a1', method: 3, payload: { key_x: 1 } }))).toEqual({ id: 'a1', method: 3, payload: { key_x: 1 } });
  });
});

describe('decodeMessage', () => {
  it('reads results, errors and events from JSON text or objects', () => {
    expect(decodeMessage('{"id":"a","result":{"key_s":1}}')).toEqual({ kind: 'result', id: 'a', result: { key_s: 1, s: 1 } });
    expect(decodeMessage({ id: 7, error: 'no' })).toEqual({ kind: 'error', id: '7', error: 'no' });
    expect(decodeMessage({ event: 'appStatus', payload: { key_status: 4 } })).toEqual({ kind: 'event', event: 'appStatus', payload: { key_status: 4, status: 4 } });
  });

  it('treats { id } alone as a void result', () => {
    expect(decodeMessage({ id: 'v' })).toEqual({ kind: 'result', id: 'v', result: undefined });
  });

  it('treats a null error as no error', () => {
    expect(decodeMessage({ id: 'n', error: null, result: 1 })).toEqual({ kind: 'result', id: 'n', result: 1 });
  });

  it('returns null for garbage', () => {
    for (const g of ['', 'nope', '{', '[]', '1', 'null', 1, null, undefined, [], {}, { id: '' }, { id: {} }, { event: '' }]) {
      expect(decodeMessage(g)).toBeNull();
    }
  });
});
