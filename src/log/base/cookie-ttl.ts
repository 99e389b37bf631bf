/**
 * product-rules §9: storage cookies live 2592000 s (30 days) unless told otherwise. A file of
 * its own, importing nothing, so the log's tracking id (src/log/create-log.ts) shares the number
 * without importing the cookie store and, through it, the shared types.
 */
export const COOKIE_TTL_SECONDS = 2592000;
