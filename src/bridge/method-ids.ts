/**
 * Method ids sent in the `method` field of a bridge message (product-rules §13).
 * These are the library's documented defaults (docs/bridge.md); an app team whose client
 * uses other ids overrides them with config `bridge.methodIds`.
 */
export const DEFAULT_METHOD_IDS = {
  log: 1,
  getAppStatus: 2,
  download: 3,
  pause: 4,
  continue: 5,
  install: 6,
  open: 7,
  uncompress: 8,
  update: 9,
  ignoreUpdate: 10,
  unignoreUpdate: 11,
  follow: 12,
  unfollow: 13,
  collect: 14,
  order: 15,
  login: 16,
  share: 17,
  pay: 18,
  kvGet: 19,
  kvSet: 20,
  toast: 21,
  popup: 22,
  getClientInfo: 23,
  // Added in protocol v1 without breaking it (docs/bridge.md §8 "Capabilities and versions"): an app that does
  // not know them answers UNSUPPORTED at once, and the library does what it did before.
  hello: 24,
  getAppStatusBatch: 25,
} as const;

/** A method name of product-rules §13. */
export type MethodName = keyof typeof DEFAULT_METHOD_IDS;

/**
 * The id to send for a method name: the override if configured, else the default.
 * A name outside the table is sent as-is, so an app team can add methods without a release.
 *
 * @example methodIdFor('toast', { toast: 'showToast' }) // 'showToast'
 */
export function methodIdFor(method: string, overrides?: Record<string, number | string>): number | string {
  if (overrides && Object.prototype.hasOwnProperty.call(overrides, method)) {
    const id = overrides[method];
    if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return id;
  }
  if (Object.prototype.hasOwnProperty.call(DEFAULT_METHOD_IDS, method)) {
    return DEFAULT_METHOD_IDS[method as MethodName];
  }
  return method;
}
