import type { KeyValueStore, Logger } from '../types';
import { decode, encode, safeNow, systemTime, type TimeSource } from './envelope';
import { warnOf } from '../runtime/warn';

/** Options shared by the browser-backed stores. */
export interface StoreOptions {
  /** Where "now" comes from (TTL). @default Date.now at call time */
  clock?: TimeSource;
  /** Told once when the store falls back to memory. Never given keys' values. */
  logger?: Pick<Logger, 'warnOnce'>;
}

/**
 * Where a browser-backed store keeps its text. Any method may throw (a getter that throws
 * SecurityError, a quota, a replaced object): the store catches it and uses memory.
 */
export interface StoreBackend {
  /** Named in the one warning, e.g. `localStorage`, `cookies`. */
  readonly name: string;
  /** The stored text of `key`; null when absent, '' when unreadable (read as corrupted). */
  read(key: string): string | null;
  /** Stores `raw`; false when the browser did not keep it. */
  write(key: string, raw: string, ttlSeconds: number | undefined): boolean;
  remove(key: string): void;
}

/**
 * A `KeyValueStore` over a browser backend that never throws. Values travel in the envelope
 * (`{v, e}` JSON, src/storage/envelope.ts) so every backend shares one TTL rule; expired and
 * corrupted values are removed when read. A value the browser does not keep is held in memory
 * for this page instead, and memory is read first, so the page still sees what it wrote.
 * @example createStore(cookieBackend(document), { logger }, 2592000)
 */
export function createStore(backend: StoreBackend, options: StoreOptions, defaultTtlSeconds?: number): KeyValueStore {
  const clock = options.clock || systemTime;
  /**
   * The envelopes of values the browser did not keep, held for this page instead (and read
   * before the browser for their keys).
   */
  const held: Record<string, string> = Object.create(null);
  /** A held value, or null (none, expired or corrupted: then forgotten). */
  const readHeld = <T>(key: string): T | null => {
    const found = decode(held[key], safeNow(clock));
    if (found.state === 'value') return found.value as T;
    delete held[key];
    return null;
  };

  const degrade = (error: unknown): void => {
    try {
      if (options.logger) warnOf(options.logger, backend.name, 'storage', [backend.name], error);
    } catch (_) {
      // a broken logger must not break storage
    }
  };

  /** Runs a backend call; a throw becomes a warning and `fallback`. */
  const attempt = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch (error) {
      degrade(error);
      return fallback;
    }
  };

  const get = <T>(key: string): T | null => {
    if (key in held) {
      const value = readHeld<T>(key);
      if (value !== null) return value;
      delete held[key];
    }
    const found = decode(backend.read(key), safeNow(clock));
    if (found.state === 'value') return found.value as T;
    // Expired and corrupted values are cleaned up so they are not parsed again.
    if (found.state !== 'missing') backend.remove(key);
    return null;
  };

  return {
    get<T = unknown>(key: string): T | null {
      try {
        return get<T>(key);
      } catch (error) {
        degrade(error);
        return readHeld<T>(key);
      }
    },

    set(key, value, ttlSeconds) {
      const ttl = typeof ttlSeconds === 'number' && isFinite(ttlSeconds) ? ttlSeconds : defaultTtlSeconds;
      delete held[key];
      const raw = encode(value, ttl, safeNow(clock));
      const kept = attempt(() => {
        if (raw !== null) return backend.write(key, raw, ttl);
        backend.remove(key);
        return true;
      }, false);
      if (kept) return;
      // An older value may still sit in the browser: drop it so it cannot resurface.
      attempt(() => backend.remove(key), undefined);
      if (raw !== null) held[key] = raw;
    },

    remove(key) {
      delete held[key];
      attempt(() => backend.remove(key), undefined);
    },
  };
}
