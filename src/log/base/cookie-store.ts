import type { KeyValueStore } from '../../types';
import { createStore, type StoreBackend, type StoreOptions } from '../../storage/store';
import { COOKIE_TTL_SECONDS } from './cookie-ttl';

/** Prefix of every cookie the library writes (`:` is not allowed in a cookie name). */
export const COOKIE_PREFIX = 'ppw_';

export { COOKIE_TTL_SECONDS };

/**
 * Longest name + value written. Browsers keep at least 4096 bytes per cookie, attributes
 * included (RFC 6265 §6.1), and silently drop longer ones; staying under keeps every browser
 * (and jsdom, which has no limit) behaving alike.
 */
export const MAX_COOKIE_LENGTH = 4000;

/** The cookie attributes written with every value: site-wide, Lax, Secure on https. */
export function cookieAttributes(doc: Document, maxAgeSeconds: number): string {
  let secure = false;
  try {
    secure = doc.location!.protocol === 'https:';
  } catch (_) {
    // a document without a browsing context (no location: reading it throws): not secure
  }
  return `; path=/; max-age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Finds one cookie's raw (still encoded) value in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (let part of cookieString.split(';')) {
    part = part.replace(/^\s+/, '');
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return null;
}

/** Cookies as a store backend: names `ppw_<key>`, values URI-encoded, read back after writing. */
function cookieBackend(doc: Document | null | undefined): StoreBackend {
  const cookieName = (key: string) => COOKIE_PREFIX + encodeURIComponent(key);
  // Support: the getter throws SecurityError in sandboxed iframes without allow-same-origin.
  // Anything but a string (a host page's stand-in) is read as text, in which no cookie of ours is found.
  const readAll = (): string => String(doc ? doc.cookie : '');
  const remove = (key: string) => {
    if (doc) doc.cookie = `${cookieName(key)}=${cookieAttributes(doc, 0)}`;
  };
  return {
    name: 'cookies',
    read(key) {
      const raw = readCookie(readAll(), cookieName(key));
      if (raw === null) return null;
      try {
        return decodeURIComponent(raw);
      } catch (_) {
        return '';
      }
    },
    write(key, raw, ttl) {
      const name = cookieName(key);
      const encoded = encodeURIComponent(raw);
      if (!doc) return false;
      if (name.length + encoded.length > MAX_COOKIE_LENGTH) throw new Error('cookie too long');
      doc.cookie = `${name}=${encoded}${cookieAttributes(doc, ttl || 0)}`;
      // Browsers drop refused cookies silently: read back to know whether it was kept.
      if (readCookie(readAll(), name) === encoded) return true;
      throw new Error('cookie not kept');
    },
    remove,
  };
}

/**
 * Cookies as a `KeyValueStore`: 30-day life when `set` is given none (product-rules §9),
 * `SameSite=Lax`, `Secure` on https, `path=/`, names `ppw_<key>`, values URI-encoded JSON
 * carrying their own expiry (so TTL also follows the injected clock). Never throws; when the
 * browser refuses a cookie (cookies disabled, `document.cookie` throwing in a sandboxed iframe, a
 * value over the size limit) the value is kept in memory for this page instead. Encoding is
 * guarded too: encodeURIComponent throws URIError on lone surrogates, which Chrome < 72's
 * JSON.stringify lets through.
 *
 * @param doc the document whose cookies are used; null for memory only
 * @example
 * const cookies = createCookieStore(document, { clock, logger });
 * cookies.set('uid', 'abc'); // ppw_uid=…; path=/; max-age=2592000; SameSite=Lax
 */
export function createCookieStore(doc: Document | null | undefined, options: StoreOptions = {}): KeyValueStore {
  return createStore(cookieBackend(doc), options, COOKIE_TTL_SECONDS);
}
