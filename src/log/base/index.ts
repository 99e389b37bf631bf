// The `visit` chunk's one entry: named re-exports only. What the core loads from the chunk (the
// log's base with the cookie store that keeps the tracking id, src/services/services.ts; the
// page view's fields, visit-log.ts, for src/plugins/visit-when-idle.ts) and what other chunks import from it (the log chunk
// the base, the download button the paid-source check, log-send the beacon) are all exported here, so Rollup makes
// this module the chunk's facade and exports its names directly: no namespace object per
// dynamic import (-53 B gzip for the chunk). A name another chunk imports from this folder
// belongs here too, or the namespace objects come back.
export { createBaseLog } from './base-log';
export type { BaseLog, LogFields, LogOptions, PageViewLog, TrackKind } from './base-log';
export { createCookieStore } from './cookie-store';
export { sendVisit } from './visit-log';
export { isDesktopPaidSource } from './paid-sources';
// The beacon, which the log-send chunk (./channels/) imports for the steps after it.
export { FORM, tryBeacon } from './beacon';
