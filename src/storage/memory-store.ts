import type { KeyValueStore } from '../types';
import { systemTime, type TimeSource } from './envelope';
import { createStore } from './store';

/** Prefix of every key the library writes to localStorage and sessionStorage. */
export const KEY_PREFIX = 'ppw:';

/**
 * An in-memory store with the same semantics as the browser-backed ones: values are
 * copied through JSON (a caller mutating a returned object does not change the store)
 * and expire by the injected clock: `createStore` over an object. (A browser-backed store
 * keeps what the browser refused in a map of its own, src/storage/store.ts.)
 *
 * @param clock where "now" comes from; @default Date.now at call time
 * @example
 * const store = createMemoryStore();
 * store.set('banner', 1, 60);
 * store.get('banner'); // 1, for 60 seconds
 */
export function createMemoryStore(clock: TimeSource = systemTime): KeyValueStore {
  const data: Record<string, string> = Object.create(null);
  return createStore(
    {
      name: 'memory',
      read: (key) => (key in data ? data[key] : null),
      write(key, raw) {
        data[key] = raw;
        return true;
      },
      remove(key) {
        delete data[key];
      },
    },
    { clock },
  );
}
