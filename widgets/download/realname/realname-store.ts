/**
 * What the real-name flow keeps in `services.local` (product-rules §4, §9), with expiries:
 * - the registered marker (no personal data) for `userTime` seconds (default 180 days),
 * - the entered info {name, identity, phone} for 3600 s (product-rules §9 default), never elsewhere,
 * - the click count for 3600 s,
 * - the fetched remote config for `confTime` seconds (default 1800).
 */
import type { RealnameRemoteConfig } from '../../../src/api/api-types';
import type { KeyValueStore } from '../../../src/types';

/** Storage keys, `ppw.`-prefixed like everything the library stores. */
export const REALNAME_KEYS = {
  registered: 'ppw.realname.registered',
  info: 'ppw.realname.info',
  count: 'ppw.realname.count',
  config: 'ppw.realname.config',
} as const;

/** product-rules §9: real-name info and click count are stored 3600 s by default. */
export const INFO_TTL_SECONDS = 3600;
export const COUNT_TTL_SECONDS = 3600;

/** The personal data of a registration. Lives only in the submit call and local storage. */
export interface RealnameInfo {
  name: string;
  identity: string;
  phone: string;
}

/** Whether a registration is stored and not expired. */
export function isRegistered(store: KeyValueStore): boolean {
  return !!store.get(REALNAME_KEYS.registered);
}

/** Stores a successful registration: the marker for `userTime`, the info for 3600 s. */
export function saveRegistration(store: KeyValueStore, info: RealnameInfo, userTimeSeconds: number): void {
  store.set(REALNAME_KEYS.registered, 1, userTimeSeconds > 0 ? userTimeSeconds : undefined);
  store.set(REALNAME_KEYS.info, { name: info.name, identity: info.identity, phone: info.phone }, INFO_TTL_SECONDS);
}

/** Counts this click and returns the count including it. */
export function countClick(store: KeyValueStore): number {
  const raw = store.get<number>(REALNAME_KEYS.count);
  const n = (typeof raw === 'number' && isFinite(raw) && raw > 0 ? Math.floor(raw) : 0) + 1;
  store.set(REALNAME_KEYS.count, n, COUNT_TTL_SECONDS);
  return n;
}

/** The cached remote config, or null. */
export function cachedConfig(store: KeyValueStore): RealnameRemoteConfig | null {
  const c = store.get<RealnameRemoteConfig>(REALNAME_KEYS.config);
  if (!c || typeof c !== 'object' || typeof c.isOpen !== 'boolean' || !Array.isArray(c.utmSource)) return null;
  return c;
}

/** Caches the remote config for `confTime` seconds (0 = not cached, product-rules §9 shared helper). */
export function cacheConfig(store: KeyValueStore, config: RealnameRemoteConfig, confTimeSeconds: number): void {
  if (confTimeSeconds > 0) store.set(REALNAME_KEYS.config, config, confTimeSeconds);
}
