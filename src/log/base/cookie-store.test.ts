import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes, COOKIE_TTL_SECONDS, createCookieStore, readCookie } from './cookie-store';

/** A fake document that records every cookie written and keeps name=value like a browser. */
function recordingDocument(protocol = 'http:', accept = true) {
  const jar: Record<string, string> = {};
  const written: string[] = [];
  const doc = {
    location: { protocol },
    get cookie(): string {
      return Object.keys(jar)
        .map((k) => `${k}=${jar[k]}`)
        .join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      if (!accept) return;
      const [pair, ...attrs] = text.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (attrs.some((a) => a.trim() === 'max-age=0')) delete jar[name];
      else jar[name] = pair.slice(eq + 1);
    },
  };
  return { doc: doc as unknown as Document, written, jar };
}

function clearJsdomCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(clearJsdomCookies);
afterEach(() => {
  vi.useRealTimers();
  clearJsdomCookies();
});

describe('createCookieStore', () => {
  it('writes ppw_ cookies for 30 days, site-wide, SameSite=Lax, not Secure on http', () => {
    const { doc, written } = recordingDocument('http:');
    createCookieStore(doc).set('uid', 'abc');
    expect(written[0]).toMatch(/^ppw_uid=[^;]+; path=\/; max-age=2592000; SameSite=Lax$/);
    expect(COOKIE_TTL_SECONDS).toBe(2592000);
  });

  it('adds Secure on https', () => {
    const { doc, written } = recordingDocument('https:');
    createCookieStore(doc).set('uid', 'abc', 60);
    expect(written[0]).toMatch(/; path=\/; max-age=60; SameSite=Lax; Secure$/);
  });

  it('round-trips values through real (jsdom) cookies', () => {
    const store = createCookieStore(document);
    store.set('prefs', { a: '中文; =,', b: [1, 2] });
    expect(document.cookie).toContain('ppw_prefs=');
    expect(store.get('prefs')).toEqual({ a: '中文; =,', b: [1, 2] });
    expect(createCookieStore(document).get('prefs')).toEqual({ a: '中文; =,', b: [1, 2] });
  });

  it('encodes keys that are not valid cookie names', () => {
    const { doc, written } = recordingDocument();
    const store = createCookieStore(doc);
    store.set('a:b c', 1);
    expect(written[0].startsWith('ppw_a%3Ab%20c=')).toBe(true);
    expect(store.get('a:b c')).toBe(1);
  });

  it('removes a cookie with max-age=0', () => {
    const { doc, written } = recordingDocument();
    const store = createCookieStore(doc);
    store.set('k', 1);
    store.remove('k');
    expect(written[1]).toMatch(/^ppw_k=; path=\/; max-age=0; SameSite=Lax$/);
    expect(store.get('k')).toBeNull();
  });

  it('forgets a value once its time-to-live has passed (fake timers)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T00:00:00Z'));
    const { doc } = recordingDocument();
    const store = createCookieStore(doc);
    store.set('short', 'x', 10);
    store.set('long', 'y');
    vi.advanceTimersByTime(9_999);
    expect(store.get('short')).toBe('x');
    vi.advanceTimersByTime(1);
    expect(store.get('short')).toBeNull();
    vi.advanceTimersByTime((COOKIE_TTL_SECONDS - 11) * 1000);
    expect(store.get('long')).toBe('y');
    vi.advanceTimersByTime(1000);
    expect(store.get('long')).toBeNull();
  });

  it.each([
    ['broken percent-encoding', '%E4%B8'],
    ['broken JSON', '%7B%22v%22'],
    ['a legacy plain value', 'abc'],
  ])('treats %s as missing', (_label, raw) => {
    const { doc, jar } = recordingDocument();
    jar.ppw_bad = raw;
    expect(createCookieStore(doc).get('bad')).toBeNull();
    expect(jar.ppw_bad).toBeUndefined();
  });

  it('keeps values in memory when cookies are disabled (writes silently ignored)', () => {
    const { doc } = recordingDocument('http:', false);
    const warnOnce = vi.fn();
    const store = createCookieStore(doc, { logger: { warnOnce } });
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
    expect(warnOnce).toHaveBeenCalledTimes(1);
  });

  it('never throws when document.cookie throws on read and write (sandboxed iframe)', () => {
    const doc = {
      location: { protocol: 'https:' },
      get cookie(): string {
        throw new DOMException('denied', 'SecurityError');
      },
      set cookie(_v: string) {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Document;
    const store = createCookieStore(doc);
    expect(() => store.get('k')).not.toThrow();
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBe('v');
    expect(() => store.remove('k')).not.toThrow();
    expect(store.get('k')).toBeNull();
  });

  it('keeps values with lone surrogates in memory instead of throwing', () => {
    const store = createCookieStore(document);
    expect(() => store.set('\uD800', 'a')).not.toThrow();
    expect(store.get('\uD800')).toBe('a');
    expect(() => store.set('k', '\uDC00x')).not.toThrow();
    expect(store.get('k')).toBe('\uDC00x');
    expect(() => store.remove('\uD800')).not.toThrow();
    expect(store.get('\uD800')).toBeNull();
  });

  it('does not let an older cookie resurface after a value too big for a cookie', () => {
    let now = 0;
    const store = createCookieStore(document, { clock: { now: () => now } });
    store.set('big', 'small', 600);
    store.set('big', 'x'.repeat(5000), 60);
    expect(store.get('big')).toBe('x'.repeat(5000));
    expect(document.cookie).not.toContain('ppw_big=');
    now = 61_000;
    expect(store.get('big')).toBeNull();
  });

  it('works without a document', () => {
    const store = createCookieStore(null);
    store.set('k', 2);
    expect(store.get('k')).toBe(2);
    expect(document.cookie).not.toContain('ppw_k');
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name among others', () => {
    expect(readCookie('a=1; ppw_k=2; ppw_kk=3', 'ppw_k')).toBe('2');
    expect(readCookie('a=1;ppw_kk=3', 'ppw_k')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });
});

describe('cookieAttributes', () => {
  it('never writes a negative max-age', () => {
    expect(cookieAttributes({ location: { protocol: 'http:' } } as unknown as Document, -5)).toBe(
      '; path=/; max-age=0; SameSite=Lax',
    );
  });
});
