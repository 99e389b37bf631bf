import type { KeyValueStore } from '../types';
import { KEY_PREFIX } from './memory-store';

/**
 * Deletes every expired (or corrupted) entry the library keeps in `win.localStorage`, read or
 * not: each `ppw:` key is read through `store`, whose reading removes what has expired. Keys
 * of the host page are left alone. Never throws (storage that cannot be listed is skipped).
 *
 * Run at the first idle moment of every page (src/services/services.ts), in pp-widgets.js with
 * the stores it reads.
 * @example sweepExpired(window, services.local)
 */
export function sweepExpired(win: Window, store: KeyValueStore): void {
  try {
    const storage = win.localStorage;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const name = storage.key(i);
      if (name && name.indexOf(KEY_PREFIX) === 0) keys.push(name.slice(KEY_PREFIX.length));
    }
    // Read after listing: a removal shifts the storage's indexes.
    for (const key of keys) store.get(key);
  } catch (_) {
    // No storage (a SecurityError), or a host page's replaced object: nothing to sweep.
  }
}
