import { describe, expect, it } from 'vitest';
import { chooseIconSize, DEFAULT_ICON_SIZE, ICON_SIZES, iconUrl } from './icon-size';

describe('chooseIconSize', () => {
  it('holds the product-rules §9 sizes and default', () => {
    expect(ICON_SIZES).toEqual([50, 65, 100, 130, 195, 260]);
    expect(DEFAULT_ICON_SIZE).toBe(130);
  });

  it.each([
    [50, 1, 50],
    [51, 1, 65],
    [48, 2, 100],
    [65, 2, 130],
    [65, 3, 195],
    [60, 2.625, 195],
    [100, 3, 260],
    [1000, 1, 260],
  ])('covers %d css px at dpr %d with %d', (px, dpr, size) => {
    expect(chooseIconSize(px, dpr)).toBe(size);
  });

  it('counts a missing or bad ratio as 1', () => {
    expect(chooseIconSize(60)).toBe(65);
    expect(chooseIconSize(60, NaN)).toBe(65);
    expect(chooseIconSize(60, -2)).toBe(65);
    expect(chooseIconSize(60, 'x')).toBe(65);
  });

  it.each([NaN, -10, 0, 'abc', null, undefined, Infinity])('gives the default 130 for %j', (px) => {
    expect(chooseIconSize(px, 2)).toBe(130);
  });
});

describe('iconUrl', () => {
  it('puts _<size>x<size> before the extension', () => {
    expect(iconUrl('https://img.example.com/a/icon.png', 100)).toBe('https://img.example.com/a/icon_100x100.png');
    expect(iconUrl('//img.example.com/icon.JPG?v=2#x', 195)).toBe('//img.example.com/icon_195x195.JPG?v=2#x');
  });

  it('replaces a size already there', () => {
    expect(iconUrl('https://img.example.com/icon_65x65.png', 130)).toBe('https://img.example.com/icon_130x130.png');
  });

  it('snaps sizes to the allowed list and uses the default for garbage', () => {
    expect(iconUrl('/i/icon.png', 120)).toBe('/i/icon_130x130.png');
    expect(iconUrl('/i/icon.png', 'big')).toBe('/i/icon_130x130.png');
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'https://img.example.com/icon',
    'https://img.example.com/icon.svg',
    'https://img.png',
    'https://img.example.com/icon.png_.webp',
    '',
  ])('leaves %j unchanged', (url) => {
    expect(iconUrl(url, 100)).toBe(url);
  });

  it('gives an empty string for non-strings', () => {
    expect(iconUrl(null, 100)).toBe('');
    expect(iconUrl(42, 100)).toBe('');
  });
});
