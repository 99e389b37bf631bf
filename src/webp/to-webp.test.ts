import { describe, expect, it } from 'vitest';
import { toWebp, webpHostAllowed } from './to-webp';

const config = { hosts: ['img.example.com', '.cdn.example.net'], rewrite: '_.webp' };

describe('toWebp', () => {
  it('appends the rewrite suffix to the path on a configured host', () => {
    expect(toWebp('https://img.example.com/a/b.png', config)).toBe('https://img.example.com/a/b.png_.webp');
    expect(toWebp('http://IMG.example.com/b.jpeg?x=1#top', config)).toBe('http://IMG.example.com/b.jpeg_.webp?x=1#top');
    expect(toWebp('//img.example.com/b.jpg', config)).toBe('//img.example.com/b.jpg_.webp');
  });

  it('matches subdomains only for entries starting with a dot', () => {
    expect(toWebp('https://a.cdn.example.net/b.png', config)).toBe('https://a.cdn.example.net/b.png_.webp');
    expect(toWebp('https://cdn.example.net/b.png', config)).toBe('https://cdn.example.net/b.png_.webp');
    expect(toWebp('https://x.img.example.com/b.png', config)).toBe('https://x.img.example.com/b.png');
  });

  it('matches only subdomains for entries starting with *.', () => {
    const star = { hosts: ['*.cdn.example.com'], rewrite: '_.webp' };
    expect(toWebp('https://a.cdn.example.com/x.jpg', star)).toBe('https://a.cdn.example.com/x.jpg_.webp');
    expect(toWebp('https://a.b.cdn.example.com/x.jpg', star)).toBe('https://a.b.cdn.example.com/x.jpg_.webp');
    expect(toWebp('https://cdn.example.com/x.jpg', star)).toBe('https://cdn.example.com/x.jpg');
    expect(toWebp('https://evil.com/a.cdn.example.com/x.jpg', star)).toBe('https://evil.com/a.cdn.example.com/x.jpg');
    expect(toWebp('https://xcdn.example.com/x.jpg', star)).toBe('https://xcdn.example.com/x.jpg');
  });

  it("checks a relative URL against the page's address and keeps it relative", () => {
    const page = 'https://www.example.com/app/1.html';
    const own = { hosts: ['www.example.com'], rewrite: '_.webp' };
    expect(toWebp('/img/a.png?v=2', own, page)).toBe('/img/a.png_.webp?v=2');
    expect(toWebp('b.jpg', own, page)).toBe('b.jpg_.webp');
    expect(toWebp('/img/a.png', config, page)).toBe('/img/a.png');
    expect(toWebp('/img/a.png', own, 'not a url')).toBe('/img/a.png');
    expect(toWebp('javascript:alert(1)//a.png', own, page)).toBe('javascript:alert(1)//a.png');
  });

  it('uses a custom rewrite and the default one when blank', () => {
    expect(toWebp('https://img.example.com/b.png', { hosts: ['img.example.com'], rewrite: '.webp' })).toBe(
      'https://img.example.com/b.png.webp',
    );
    expect(toWebp('https://img.example.com/b.png', { hosts: ['img.example.com'], rewrite: ' ' })).toBe(
      'https://img.example.com/b.png_.webp',
    );
  });

  it.each([
    ['a data: URL', 'data:image/png;base64,AAAA'],
    ['an already rewritten URL', 'https://img.example.com/b.png_.webp'],
    ['a webp file', 'https://img.example.com/b.WEBP?x=1'],
    ['another host', 'https://evil.example.org/b.png'],
    ['a host that only ends like a configured one', 'https://notimg.example.com/b.png'],
    ['a relative URL', '/b.png'],
    ['a gif (animation would be lost)', 'https://img.example.com/b.gif'],
    ['an svg', 'https://img.example.com/b.svg'],
    ['a path without an image extension', 'https://img.example.com/b'],
    ['another scheme', 'ftp://img.example.com/b.png'],
  ])('leaves %s unchanged', (_label, url) => {
    expect(toWebp(url, config)).toBe(url);
  });

  it('rewrites nothing without configured hosts', () => {
    expect(toWebp('https://img.example.com/b.png', { hosts: [] })).toBe('https://img.example.com/b.png');
    expect(toWebp('https://img.example.com/b.png', undefined)).toBe('https://img.example.com/b.png');
    expect(toWebp('https://img.example.com/b.png', { hosts: 'img.example.com' as never })).toBe('https://img.example.com/b.png');
  });

  it.each([null, undefined, 42, {}, NaN])('gives an empty string for %j', (url) => {
    expect(() => toWebp(url, config)).not.toThrow();
    expect(toWebp(url, config)).toBe('');
  });
});

describe('webpHostAllowed', () => {
  it('ignores non-string and empty entries', () => {
    expect(webpHostAllowed('a.com', [null, '', 5, 'a.com'])).toBe(true);
    expect(webpHostAllowed('a.com', [null, '', 5])).toBe(false);
  });

  it('compares without case', () => {
    expect(webpHostAllowed('IMG.Example.com', ['img.example.COM'])).toBe(true);
    expect(webpHostAllowed('A.Example.com', ['*.EXAMPLE.com'])).toBe(true);
  });
});
