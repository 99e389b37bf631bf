import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isNearViewport,
  LAZY_MARGIN_PX,
  LAZY_THROTTLE_MS,
  parseSrcset,
  throttle,
  webpSrcset,
  webpUrl,
} from './lazy-images';

const base = 'https://www.example.com/app/1.html';
const webp = { hosts: ['img.example.com', '*.cdn.example.com'], rewrite: '_.webp' };

describe('webpUrl', () => {
  it('appends the suffix to the path of a configured host, before the query', () => {
    expect(webpUrl('https://img.example.com/a/icon.png?x=1#f', webp, base)).toBe('https://img.example.com/a/icon.png_.webp?x=1#f');
  });

  it('keeps protocol-relative URLs protocol-relative', () => {
    expect(webpUrl('//img.example.com/a.jpg', webp, base)).toBe('//img.example.com/a.jpg_.webp');
  });

  it('matches subdomains only through a *. pattern', () => {
    expect(webpUrl('https://a.cdn.example.com/x.jpg', webp, base)).toBe('https://a.cdn.example.com/x.jpg_.webp');
    expect(webpUrl('https://cdn.example.com/x.jpg', webp, base)).toBe('https://cdn.example.com/x.jpg');
    expect(webpUrl('https://evil.com/img.example.com/x.jpg', webp, base)).toBe('https://evil.com/img.example.com/x.jpg');
  });

  it('leaves other hosts, GIF, SVG, webp and already rewritten URLs alone', () => {
    for (const url of [
      'https://other.com/a.png',
      'https://img.example.com/a.gif',
      'https://img.example.com/a.svg',
      'https://img.example.com/a.webp',
      'https://img.example.com/a.png_.webp',
      'data:image/png;base64,AAAA',
      '/relative/on-page-host.png',
    ]) {
      expect(webpUrl(url, webp, base)).toBe(url);
    }
  });

  it('does nothing when no host is configured', () => {
    expect(webpUrl('https://img.example.com/a.png', { hosts: [], rewrite: '_.webp' }, base)).toBe('https://img.example.com/a.png');
  });
});

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
});

describe('isNearViewport', () => {
  const vp = { width: 400, height: 800 };
  const at = (top: number, height = 100) => ({ top, bottom: top + height, left: 0, right: 100 });

  it('is true within the 50 px margin below the viewport and false beyond it', () => {
    expect(isNearViewport(at(800 + LAZY_MARGIN_PX), vp)).toBe(true);
    expect(isNearViewport(at(800 + LAZY_MARGIN_PX + 1), vp)).toBe(false);
  });

  it('is true within the margin above and false for boxes scrolled well past', () => {
    expect(isNearViewport(at(-150), vp)).toBe(true);
    expect(isNearViewport(at(-151), vp)).toBe(false);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };

  it('runs at once, then at most once per 300 ms with a trailing run', () => {
    let runs = 0;
    const t = throttle(() => runs++, LAZY_THROTTLE_MS, timers);
    t.call();
    expect(runs).toBe(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(20);
      t.call();
    }
    expect(runs).toBe(1);
    vi.advanceTimersByTime(LAZY_THROTTLE_MS);
    expect(runs).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(2);
  });

  it('drops the trailing run on cancel', () => {
    let runs = 0;
    const t = throttle(() => runs++, LAZY_THROTTLE_MS, timers);
    t.call();
    t.call();
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(1);
  });
});
