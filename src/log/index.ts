// Logging and tracking (product-rules §7): named re-exports only.
export { createLog, extendLog } from './create-log';
export type { LogService, LogOptions, LogFields, ActivityFields, TrackKind } from './create-log';
export { createBaseLog, LOG_PRODUCT_ID, TRACK_ID_KEY } from './base/base-log';
export type { BaseLog, PageViewLog } from './base/base-log';
export { createTrackId, isValidTrackId, TRACK_ID_COPIES, TRACK_ID_LENGTH } from './base/track-id';
export { splitTrackValue, sendAnalyticsEvent } from './analytics';
export type { AnalyticsEvent, AnalyticsSink } from './analytics';
export { deliver, defaultUcBeacon } from './base/channels/deliver';
export type { Channel, UcBeacon } from './base/channels/deliver';
export { scrubFields, scrubUrl, isPersonalKey, looksPersonal } from './base/pii-guard';
export { PING_TIMEOUT_MS } from './base/channels/image-ping';
