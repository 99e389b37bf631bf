/**
 * Defaults that the runtime's config and a service chunk both need, in a file that imports
 * nothing: the script tag's core carries the number, not the chunk that uses it.
 */

/** product-rules §12 `bridge.timeoutMs`: how long a bridge call waits for its answer. @default 10000 */
export const DEFAULT_BRIDGE_TIMEOUT_MS = 10000;
