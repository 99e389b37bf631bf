import type { KeyValueStore } from '../types';
import { decode, encode, systemTime } from './envelope';
import { createMemoryStore, safeNow } from './memory-store';
import type { StoreOptions } from './web-storage-store';

/** Prefix of every cookie the library writes (`:` is not allowed in a cookie name). */
export const COOKIE_PREFIX = 'ppw_';

/** SPEC §9: storage cookies live 2592000 s (30 days) unless told otherwise. */
export const COOKIE_TTL_SECONDS = 2592000;

/**
 * Longest name + value written. Browsers keep at least 4096 bytes per cookie, attributes
 * included (RFC 6265 §6.1), and silently drop longer ones; staying under keeps every browser
 * (and jsdom, which has no limit) behaving alike.
 */
export const MAX_COOKIE_LENGTH = 4000;

/** Options of `createCookieStore`. */
export interface CookieStoreOptions extends StoreOptions {
  /** Lifetime when `set` is given none. @default 2592000 (SPEC §9) */
  defaultTtlSeconds?: number;
}

function defaultDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** The cookie attributes written with every value: site-wide, Lax, Secure on https. */
export function cookieAttributes(doc: Document, maxAgeSeconds: number): string {
  let secure = false;
  try {
    secure = !!doc.location && doc.location.protocol === 'https:';
  } catch (_) {
    // a document without a browsing context: not secure
  }
  return `; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Finds one cookie's raw (still encoded) value in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  const parts = cookieString ? cookieString.split(';') : [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i].replace(/^\s+/, '');
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return null;
}

function safeDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch (_) {
    return null;
  }
}

/**
 * Cookies as a `KeyValueStore`: 30-day default life, `SameSite=Lax`, `Secure` on https,
 * `path=/`, names `ppw_<key>`, values URI-encoded JSON carrying their own expiry (so TTL also
 * follows the injected clock). Never throws; when the browser refuses a cookie (cookies
 * disabled, `document.cookie` throwing in a sandboxed iframe, a value over the size limit)
 * the value is kept in memory for this page instead.
 *
 * @param doc the document whose cookies are used; null for memory only. @default the global document
 * @example
 * const cookies = createCookieStore();
 * cookies.set('uid', 'abc'); // ppw_uid=…; path=/; max-age=2592000; SameSite=Lax
 */
export function createCookieStore(doc: Document | null | undefined = defaultDocument(), options: CookieStoreOptions = {}): KeyValueStore {
  const clock = options.clock || systemTime;
  const memory = createMemoryStore(clock);
  const inMemory: Record<string, true> = Object.create(null);
  const defaultTtl =
    typeof options.defaultTtlSeconds === 'number' && options.defaultTtlSeconds > 0 ? options.defaultTtlSeconds : COOKIE_TTL_SECONDS;

  function degrade(error: unknown): void {
    try {
      if (options.logger) options.logger.warnOnce('cookies', 'pp-widgets: cookies unavailable, using memory', error);
    } catch (_) {
      // a broken logger must not break storage
    }
  }

  function cookieName(key: string): string {
    return COOKIE_PREFIX + encodeURIComponent(key);
  }

  /** The raw cookie string, or null when the browser will not give it. */
  function readAll(): string | null {
    if (!doc) return null;
    try {
      // Support: the getter throws SecurityError in sandboxed iframes without allow-same-origin.
      const all = doc.cookie;
      return typeof all === 'string' ? all : null;
    } catch (error) {
      degrade(error);
      return null;
    }
  }

  function write(cookie: string): boolean {
    if (!doc) return false;
    try {
      doc.cookie = cookie;
      return true;
    } catch (error) {
      degrade(error);
      return false;
    }
  }

  function removeCookie(name: string): void {
    if (doc) write(`${name}=${cookieAttributes(doc, 0)}`);
  }

  function getCookie<T>(key: string): T | null {
    if (inMemory[key]) {
      const held = memory.get<T>(key);
      if (held !== null) return held;
      delete inMemory[key];
    }
    const all = readAll();
    if (all === null) return null;
    const name = cookieName(key);
    const raw = readCookie(all, name);
    if (raw === null) return null;
    const text = safeDecodeURIComponent(raw);
    const found = text === null ? ({ state: 'corrupt' } as const) : decode(text, safeNow(clock));
    if (found.state === 'value') return found.value as T;
    removeCookie(name);
    return null;
  }

  /** True when the browser kept the cookie. */
  function setCookie(key: string, value: unknown, ttl: number): boolean {
    const name = cookieName(key);
    const raw = encode(value, ttl, safeNow(clock));
    if (raw === null) {
      removeCookie(name);
      return true;
    }
    const encoded = encodeURIComponent(raw);
    if (name.length + encoded.length > MAX_COOKIE_LENGTH) {
      degrade(new Error('cookie too long'));
      return false;
    }
    if (!doc || !write(`${name}=${encoded}${cookieAttributes(doc, ttl)}`)) return false;
    // Browsers drop refused cookies silently: read back to know whether it was kept.
    const all = readAll();
    if (all !== null && readCookie(all, name) === encoded) return true;
    degrade(new Error('cookie not kept'));
    return false;
  }

  // Each method is also guarded as a whole: encodeURIComponent throws URIError on lone
  // surrogates, which Chrome < 72's JSON.stringify lets through.
  return {
    get<T = unknown>(key: string): T | null {
      try {
        return getCookie<T>(key);
      } catch (error) {
        degrade(error);
        return memory.get<T>(key);
      }
    },

    set(key: string, value: unknown, ttlSeconds?: number): void {
      const ttl = typeof ttlSeconds === 'number' && isFinite(ttlSeconds) ? ttlSeconds : defaultTtl;
      memory.remove(key);
      delete inMemory[key];
      let kept = false;
      try {
        kept = setCookie(key, value, ttl);
      } catch (error) {
        degrade(error);
      }
      if (kept) return;
      // An older cookie may still hold a previous value: drop it so it cannot resurface.
      try {
        removeCookie(cookieName(key));
      } catch (_) {
        // nothing more to do
      }
      memory.set(key, value, ttl);
      inMemory[key] = true;
    },

    remove(key: string): void {
      memory.remove(key);
      delete inMemory[key];
      try {
        removeCookie(cookieName(key));
      } catch (error) {
        degrade(error);
      }
    },
  };
}
