import type { KeyValueStore, Logger } from '../types';
import { decode, encode, systemTime, type TimeSource } from './envelope';
import { createMemoryStore, KEY_PREFIX, safeNow } from './memory-store';

/** Options shared by the browser-backed stores. */
export interface StoreOptions {
  /** Where "now" comes from (TTL). @default Date.now at call time */
  clock?: TimeSource;
  /** Told once when the store falls back to memory. Never given keys' values. */
  logger?: Pick<Logger, 'warnOnce'>;
}

type StorageKind = 'localStorage' | 'sessionStorage';

function defaultWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * A `KeyValueStore` over localStorage or sessionStorage that never throws.
 *
 * Why every call is guarded: reading `window.localStorage` itself throws a SecurityError
 * when cookies are disabled or in a sandboxed iframe; `setItem` throws QuotaExceededError in
 * Safari private mode (quota 0) or when full; a host page may have replaced the object.
 * A value that cannot reach the browser is kept in memory for this page instead, and memory
 * is read first, so the page still sees what it wrote.
 */
function createWebStorageStore(kind: StorageKind, win: Window | null | undefined, options: StoreOptions): KeyValueStore {
  const clock = options.clock || systemTime;
  const memory = createMemoryStore(clock);
  /** Keys currently held by the memory fallback (memory wins over the browser for them). */
  const inMemory: Record<string, true> = Object.create(null);

  function degrade(error: unknown): void {
    try {
      if (options.logger) options.logger.warnOnce(kind, `pp-widgets: ${kind} unavailable, using memory`, error);
    } catch (_) {
      // a broken logger must not break storage
    }
  }

  function storage(): Storage | null {
    if (!win) return null;
    try {
      // Support: the getter throws SecurityError with cookies disabled (Chrome, Firefox).
      return win[kind] || null;
    } catch (error) {
      degrade(error);
      return null;
    }
  }

  const store: KeyValueStore = {
    get<T = unknown>(key: string): T | null {
      if (inMemory[key]) {
        const held = memory.get<T>(key);
        if (held !== null) return held;
        delete inMemory[key];
      }
      const s = storage();
      if (!s) return null;
      const name = KEY_PREFIX + key;
      try {
        const found = decode(s.getItem(name), safeNow(clock));
        if (found.state === 'value') return found.value as T;
        // Expired and corrupted values are cleaned up so they are not parsed again.
        if (found.state !== 'missing') s.removeItem(name);
      } catch (error) {
        degrade(error);
      }
      return null;
    },

    set(key: string, value: unknown, ttlSeconds?: number): void {
      const name = KEY_PREFIX + key;
      const raw = encode(value, ttlSeconds, safeNow(clock));
      const s = storage();
      if (s) {
        try {
          if (raw === null) s.removeItem(name);
          else s.setItem(name, raw);
          memory.remove(key);
          delete inMemory[key];
          return;
        } catch (error) {
          degrade(error);
          // An older value may still sit in the browser: drop it so it cannot resurface.
          try {
            s.removeItem(name);
          } catch (_) {
            // nothing more to do
          }
        }
      }
      memory.set(key, value, ttlSeconds);
      inMemory[key] = true;
    },

    remove(key: string): void {
      memory.remove(key);
      delete inMemory[key];
      const s = storage();
      if (!s) return;
      try {
        s.removeItem(KEY_PREFIX + key);
      } catch (error) {
        degrade(error);
      }
    },
  };

  // A last guard around each method, so no input can reach the host page as an exception.
  return {
    get<T = unknown>(key: string): T | null {
      try {
        return store.get<T>(key);
      } catch (error) {
        degrade(error);
        return null;
      }
    },
    set(key: string, value: unknown, ttlSeconds?: number): void {
      try {
        store.set(key, value, ttlSeconds);
      } catch (error) {
        degrade(error);
      }
    },
    remove(key: string): void {
      try {
        store.remove(key);
      } catch (error) {
        degrade(error);
      }
    },
    sweep(): void {
      // Expired values are otherwise deleted only when read; personal data (the real-name
      // entry) must not outlive its expiry just because nothing reads it again.
      try {
        const s = storage();
        if (!s) return;
        const keys: string[] = [];
        for (let i = 0; i < s.length; i++) {
          const name = s.key(i);
          if (name && name.indexOf(KEY_PREFIX) === 0) keys.push(name.slice(KEY_PREFIX.length));
        }
        for (const key of keys) store.get(key);
      } catch (error) {
        degrade(error);
      }
    },
  };
}

/**
 * localStorage with time-to-live; falls back to memory and never throws.
 * Keys are stored as `ppw:<key>`, values as JSON with their expiry.
 *
 * @param win the window whose storage is used; null for memory only. @default the global window
 * @example
 * const local = createLocalStore();
 * local.set('realname.user', { ok: true }, 3600); // remembered for an hour
 * local.get('realname.user'); // { ok: true }, or null once expired
 */
export function createLocalStore(win: Window | null | undefined = defaultWindow(), options: StoreOptions = {}): KeyValueStore {
  return createWebStorageStore('localStorage', win, options);
}

/**
 * sessionStorage (once-a-session flags such as the tips banner, SPEC §4); same rules as
 * `createLocalStore`, TTL included.
 *
 * @param win the window whose storage is used; @default the global window
 * @example createSessionStore().set('tips.shown', true)
 */
export function createSessionStore(win: Window | null | undefined = defaultWindow(), options: StoreOptions = {}): KeyValueStore {
  return createWebStorageStore('sessionStorage', win, options);
}
