// Logging and tracking (product-rules §7): named re-exports only.
export { createLog, LOG_PRODUCT_ID, TRACK_ID_KEY } from './create-log';
export type { LogService, LogOptions, LogFields, ActivityFields, TrackKind } from './create-log';
export { createTrackId, isValidTrackId, TRACK_ID_COPIES, TRACK_ID_LENGTH } from './track-id';
export { splitTrackValue, sendAnalyticsEvent } from './analytics';
export type { AnalyticsEvent, AnalyticsSink } from './analytics';
export { deliver, defaultUcBeacon } from './deliver';
export type { Channel, UcBeacon } from './deliver';
export { scrubFields, scrubUrl, isPersonalKey, looksPersonal } from './pii-guard';
export { PING_TIMEOUT_MS } from './image-ping';
