// The log's base (the `visit` chunk): named re-exports only. The cookie store that keeps the
// tracking id is in this folder, so that the runtime brings both with one import
// (src/services/services.ts).
export { createBaseLog } from './base-log';
export type { BaseLog, LogFields, LogOptions, PageViewLog, TrackKind } from './base-log';
export { createCookieStore } from './cookie-store';
