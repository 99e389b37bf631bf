export { createMemoryStore, KEY_PREFIX } from './memory-store';
export { createLocalStore, createSessionStore } from './web-storage-store';
export type { StoreOptions, StoreBackend } from './store';
export { createStore } from './store';
export { createCookieStore, COOKIE_PREFIX, COOKIE_TTL_SECONDS, MAX_COOKIE_LENGTH } from './cookie-store';
export type { CookieStoreOptions } from './cookie-store';
export { systemTime } from './envelope';
export type { TimeSource } from './envelope';
