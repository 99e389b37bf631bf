import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9999, '9999'],
    [10000, '1万'],
    [12345, '1.2万'],
    [19999, '1.9万'],
    [100000, '10万'],
    [99999999, '9999.9万'],
    [100000000, '1亿'],
    [250000000, '2.5亿'],
    [1234567890123, '12345.6亿'],
  ])('shows %d as %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('accepts numeric strings, as data attributes give them', () => {
    expect(formatCount('12345')).toBe('1.2万');
    expect(formatCount(' 800 ')).toBe('800');
  });

  it('drops fractions below ten thousand and keeps the sign of negatives', () => {
    expect(formatCount(12.7)).toBe('12');
    expect(formatCount(-12345)).toBe('-1.2万');
    expect(formatCount(-0.4)).toBe('0');
  });

  it('uses K / M / B in English', () => {
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(1234, 'en')).toBe('1.2K');
    expect(formatCount(12345, 'en')).toBe('12.3K');
    expect(formatCount(2500000, 'en')).toBe('2.5M');
    expect(formatCount(3000000000, 'en-US')).toBe('3B');
  });

  it('falls back to Chinese units for unknown locales', () => {
    expect(formatCount(12345, 'fr')).toBe('1.2万');
    expect(formatCount(12345, undefined)).toBe('1.2万');
  });

  it.each([NaN, Infinity, -Infinity, 'abc', '', '12abc', null, undefined, {}, [], true])('gives an empty string for %j', (n) => {
    expect(() => formatCount(n)).not.toThrow();
    expect(formatCount(n)).toBe('');
  });
});
