import { describe, expect, it } from 'vitest';
import { encodeFields, joinUrl, withQuery } from './encode-fields';

describe('encodeFields', () => {
  it('form-encodes values, leaving out null and undefined and writing objects as JSON', () => {
    expect(encodeFields({ a: 1, b: '微 信&x', c: null, d: undefined, e: { f: 1 }, g: false, h: '' })).toBe(
      'a=1&b=%E5%BE%AE%20%E4%BF%A1%26x&e=%7B%22f%22%3A1%7D&g=false&h=',
    );
  });
});

describe('joinUrl', () => {
  it('joins with exactly one slash, and keeps same-origin paths relative', () => {
    expect(joinUrl('https://log.example/', '/log/click')).toBe('https://log.example/log/click');
    expect(joinUrl('https://log.example', 'log/click')).toBe('https://log.example/log/click');
    expect(joinUrl('', '/log/click')).toBe('/log/click');
  });
});

describe('withQuery', () => {
  it('appends with ? or &', () => {
    expect(withQuery('/collect', 't=pv')).toBe('/collect?t=pv');
    expect(withQuery('/collect?a=1', 't=pv')).toBe('/collect?a=1&t=pv');
    expect(withQuery('/collect', '')).toBe('/collect');
  });
});
