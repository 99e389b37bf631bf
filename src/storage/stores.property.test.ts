import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCookieStore } from '../log/base/cookie-store';
import { createMemoryStore } from './memory-store';
import { createLocalStore, createSessionStore } from './web-storage-store';

/** A window whose storages throw on every access, of any kind. */
const hostileWindow = new Proxy(
  {},
  {
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
  },
) as unknown as Window;

const hostileDocument = new Proxy(
  {},
  {
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
    set() {
      throw new DOMException('denied', 'SecurityError');
    },
  },
) as unknown as Document;

const stores = () => [
  createLocalStore(window),
  createSessionStore(window),
  createCookieStore(document),
  createMemoryStore(),
  createLocalStore(hostileWindow),
  createCookieStore(hostileDocument),
];

/** Any key, lone surrogates included (encodeURIComponent throws on them). */
const anyKey = fc.oneof(fc.string(), fc.constantFrom('\uD800', 'a\uDC00b'));
const anyValue = fc.anything({ maxDepth: 2, maxKeys: 4, withMap: true, withSet: true, withBigInt: true });

/** Values that survive JSON unchanged (no -0, undefined, NaN). */
const jsonValue = fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as unknown);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('every store', () => {
  it('never throws, whatever the key, value or time-to-live', () => {
    fc.assert(
      fc.property(anyKey, anyValue, fc.option(fc.oneof(fc.double(), fc.integer())), (key, value, ttl) => {
        for (const store of stores()) {
          store.set(key, value, ttl === null ? undefined : ttl);
          store.get(key);
          store.remove(key);
        }
      }),
      { numRuns: 80 },
    );
  }, 30_000); // generous: the shared machine is slow, the work itself is ~0.2 s

  it('gives back any JSON value it was given, as long as it lives', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), jsonValue, (key, value) => {
        for (const store of stores()) {
          store.set(key, value, 60);
          expect(store.get(key)).toEqual(value === undefined ? null : value);
          store.remove(key);
          expect(store.get(key)).toBeNull();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('reads any garbage left in localStorage as missing without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        window.localStorage.setItem('ppw:g', raw);
        const value = createLocalStore(window).get('g');
        let isEnvelope = false;
        try {
          const parsed = JSON.parse(raw);
          isEnvelope = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && 'v' in parsed;
        } catch (_) {
          isEnvelope = false;
        }
        if (!isEnvelope) expect(value).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
