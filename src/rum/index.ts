// The `rum` chunk's one entry (config `rum`, docs/rum.md): loaded by src/plugins/rum.ts in a
// sampled page view, and by the debug overlay to show the figures live.
export { startRum } from './start-rum';
export type { RumSession } from './start-rum';
export { rumFields, platformOf } from './payload';
export type { RumSnapshot, Measured } from './payload';
