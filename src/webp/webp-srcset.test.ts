import { describe, expect, it } from 'vitest';
import { parseSrcset, webpSrcset } from './webp-srcset';

const base = 'https://www.example.com/app/1.html';
const webp = { hosts: ['img.example.com', '*.cdn.example.com'], rewrite: '_.webp' };

describe('parseSrcset', () => {
  it('reads URLs and descriptors, including URLs with commas', () => {
    expect(parseSrcset('a.png 1x, b.png 2x')).toEqual([
      { url: 'a.png', descriptor: '1x' },
      { url: 'b.png', descriptor: '2x' },
    ]);
    expect(parseSrcset('https://x/a,b.png 640w,c.png')).toEqual([
      { url: 'https://x/a,b.png', descriptor: '640w' },
      { url: 'c.png', descriptor: '' },
    ]);
  });
});

describe('webpSrcset', () => {
  it('rewrites each candidate of a configured host', () => {
    expect(webpSrcset('//img.example.com/a.png 1x, https://other.com/b.png 2x', webp, base)).toBe(
      '//img.example.com/a.png_.webp 1x, https://other.com/b.png 2x',
    );
  });

  it('follows the rule the list icons follow (toWebp): subdomain patterns, png/jpg only', () => {
    expect(webpSrcset('https://a.cdn.example.com/x.jpg 1x, https://img.example.com/y.gif 2x', webp, base)).toBe(
      'https://a.cdn.example.com/x.jpg_.webp 1x, https://img.example.com/y.gif 2x',
    );
  });
});
