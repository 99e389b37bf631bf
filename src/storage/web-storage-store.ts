import type { KeyValueStore } from '../types';
import { KEY_PREFIX } from './memory-store';
import { createStore, type StoreBackend, type StoreOptions } from './store';

type StorageKind = 'localStorage' | 'sessionStorage';

/**
 * localStorage or sessionStorage as a store backend, keys `ppw:<key>`.
 *
 * Why the store guards every call: reading `window.localStorage` itself throws a SecurityError
 * when cookies are disabled or in a sandboxed iframe; `setItem` throws QuotaExceededError in
 * Safari private mode (quota 0) or when full; a host page may have replaced the object.
 */
function webStorageBackend(kind: StorageKind, win: Window | null | undefined): StoreBackend {
  // Support: the getter throws SecurityError with cookies disabled (Chrome, Firefox).
  const storage = (): Storage | null => (win ? win[kind] || null : null);
  return {
    name: kind,
    read(key) {
      const s = storage();
      return s ? s.getItem(KEY_PREFIX + key) : null;
    },
    write(key, raw) {
      const s = storage();
      if (!s) return false;
      s.setItem(KEY_PREFIX + key, raw);
      return true;
    },
    remove(key) {
      const s = storage();
      if (s) s.removeItem(KEY_PREFIX + key);
    },
  };
}

/** The store over one kind of web storage: `createLocalStore`, `createSessionStore`. */
const webStore =
  (kind: StorageKind) =>
  (win: Window | null | undefined, options: StoreOptions = {}): KeyValueStore =>
    createStore(webStorageBackend(kind, win), options);

/**
 * localStorage with time-to-live; falls back to memory and never throws.
 * Keys are stored as `ppw:<key>`, values as JSON with their expiry.
 *
 * @param win the window whose storage is used (the services'); null for memory only
 * @example
 * const local = createLocalStore(win);
 * local.set('realname.user', { ok: true }, 3600); // remembered for an hour
 * local.get('realname.user'); // { ok: true }, or null once expired
 */
export const createLocalStore = webStore('localStorage');

/**
 * sessionStorage (once-a-session flags such as the tips banner); same rules as
 * `createLocalStore`, TTL included.
 *
 * @param win the window whose storage is used (the services')
 * @example createSessionStore(win).set('tips.shown', true)
 */
export const createSessionStore = webStore('sessionStorage');
