import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [0, '0B'],
    [512, '512B'],
    [1023, '1023B'],
    [1024, '1K'],
    [1536, '1.5K'],
    [10485760, '10M'],
    [23456789, '22.4M'],
    [1048575, '1M'],
    [1073741824, '1G'],
    [1.5 * 1024 ** 4, '1.5T'],
    [3000 * 1024 ** 4, '3000T'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });

  it('accepts numeric strings', () => {
    expect(formatSize('2048')).toBe('2K');
  });

  it.each([NaN, -1, Infinity, 'big', '', null, undefined, {}])('gives an empty string for %j', (bytes) => {
    expect(() => formatSize(bytes)).not.toThrow();
    expect(formatSize(bytes)).toBe('');
  });
});
