import type { KeyValueStore } from '../types';
import { decode, encode, systemTime, type TimeSource } from './envelope';

/** Prefix of every key the library writes to localStorage, sessionStorage and memory. */
export const KEY_PREFIX = 'ppw:';

/**
 * An in-memory store with the same semantics as the browser-backed ones: values are
 * copied through JSON (a caller mutating a returned object does not change the store)
 * and expire by the injected clock. Also the fallback of every other store.
 *
 * @param clock where "now" comes from; @default Date.now at call time
 * @example
 * const store = createMemoryStore();
 * store.set('banner', 1, 60);
 * store.get('banner'); // 1, for 60 seconds
 */
export function createMemoryStore(clock: TimeSource = systemTime): KeyValueStore {
  const data: Record<string, string> = Object.create(null);
  return {
    get<T = unknown>(key: string): T | null {
      const name = KEY_PREFIX + key;
      const found = decode(data[name], safeNow(clock));
      if (found.state === 'value') return found.value as T;
      delete data[name];
      return null;
    },
    set(key: string, value: unknown, ttlSeconds?: number): void {
      const name = KEY_PREFIX + key;
      const raw = encode(value, ttlSeconds, safeNow(clock));
      if (raw === null) delete data[name];
      else data[name] = raw;
    },
    remove(key: string): void {
      delete data[KEY_PREFIX + key];
    },
  };
}

/** A throwing or broken injected clock must not break the store: fall back to Date.now. */
export function safeNow(clock: TimeSource): number {
  try {
    const n = clock.now();
    if (typeof n === 'number' && isFinite(n)) return n;
  } catch (_) {
    // fall through
  }
  return Date.now();
}
