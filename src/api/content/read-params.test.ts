import { describe, expect, it } from 'vitest';
import { isError, readId, readIdList, readInt, readOptionalId } from './read-params';

function el(attrs: Record<string, string>): Element {
  const e = document.createElement('div');
  for (const k of Object.keys(attrs)) e.setAttribute(k, attrs[k]);
  return e;
}

describe('readInt', () => {
  it('uses the fallback when the attribute is absent or blank', () => {
    expect(readInt(el({}), 'data-count', 15)).toEqual({ value: 15 });
    expect(readInt(el({ 'data-count': ' ' }), 'data-count', 15)).toEqual({ value: 15 });
  });

  it('reads whole numbers and refuses anything else', () => {
    expect(readInt(el({ 'data-count': ' 20 ' }), 'data-count', 15)).toEqual({ value: 20 });
    for (const bad of ['-1', '1.5', 'ten', '1e3', '5001']) {
      const r = readInt(el({ 'data-count': bad }), 'data-count', 15, 5000);
      expect(isError(r)).toBe(true);
    }
  });
});

describe('readId', () => {
  it('reads the first alias present', () => {
    expect(readId(el({ 'data-appid': '77' }), ['data-id', 'data-app-id', 'data-appid'])).toEqual({ value: '77' });
  });

  it('names the missing attribute, and refuses ids with markup or spaces', () => {
    expect(readId(el({}), ['data-id', 'data-appid'])).toEqual({ error: 'data-id is missing' });
    expect(isError(readId(el({ 'data-id': '<b>' }), 'data-id'))).toBe(true);
    expect(isError(readId(el({ 'data-id': '1 2' }), 'data-id'))).toBe(true);
  });
});

describe('readOptionalId', () => {
  it('gives null when absent and an error when present but bad', () => {
    expect(readOptionalId(el({}), 'data-special-id')).toEqual({ value: null });
    expect(isError(readOptionalId(el({ 'data-special-id': '' }), 'data-special-id'))).toBe(true);
  });
});

describe('readIdList', () => {
  it('splits on commas and spaces', () => {
    expect(readIdList(el({ 'data-app-ids': '1, 2 3,,' }), 'data-app-ids')).toEqual({ value: ['1', '2', '3'] });
  });

  it('refuses a missing, overlong or malformed list', () => {
    expect(isError(readIdList(el({}), 'data-app-ids'))).toBe(true);
    expect(isError(readIdList(el({ 'data-app-ids': '1,2,3' }), 'data-app-ids', 2))).toBe(true);
    expect(isError(readIdList(el({ 'data-app-ids': '1,x"y' }), 'data-app-ids'))).toBe(true);
  });
});
