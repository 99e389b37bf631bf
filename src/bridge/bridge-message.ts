/**
 * Pure encoding and decoding of the bridge protocol (product-rules §13). No DOM, no timers.
 */

/** What the library posts to `PPNativeBridge.postMessage` (as JSON text). */
export interface OutgoingMessage {
  /** Protocol version (`BRIDGE_PROTOCOL_VERSION`): lets an app tell this protocol from a later one. */
  v?: number;
  id: string;
  method: number | string;
  payload: Record<string, unknown>;
}

/** An answer or event the app sent through `PPWidgets.bridge.receive`. */
export type IncomingMessage =
  | { kind: 'result'; id: string; result: unknown }
  | { kind: 'error'; id: string; error: unknown }
  | { kind: 'event'; event: string; payload: Record<string, unknown> };

const PREFIX = 'key_';

/** The version of the protocol in docs/bridge.md, sent as `v` in every message. */
export const BRIDGE_PROTOCOL_VERSION = 1;

/**
 * Prefixes every payload key with `key_` (product-rules §13); a key that already has it is kept.
 * Only the top level is prefixed: nested values go as they are.
 *
 * @example prefixKeys({ packageName: 'com.a' }) // { key_packageName: 'com.a' }
 */
export function prefixKeys(payload: Record<string, unknown> | undefined | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!payload || typeof payload !== 'object') return out;
  for (const key of Object.keys(payload)) {
    const value = payload[key];
    if (value === undefined) continue;
    out[key.indexOf(PREFIX) === 0 ? key : PREFIX + key] = value;
  }
  return out;
}

/**
 * Adds an unprefixed alias for every `key_<name>` of an object the app sent, without
 * overwriting a key already there, so handlers may read `status` or `key_status`.
 * Non-objects are returned unchanged.
 *
 * @example withPlainKeys({ key_status: 4 }) // { key_status: 4, status: 4 }
 */
export function withPlainKeys<T>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const src = value as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(src)) out[key] = src[key];
  for (const key of Object.keys(src)) {
    if (key.indexOf(PREFIX) === 0 && key.length > PREFIX.length) {
      const plain = key.slice(PREFIX.length);
      if (!Object.prototype.hasOwnProperty.call(out, plain)) out[plain] = src[key];
    }
  }
  return out as unknown as T;
}

/** Serialises an outgoing message. May throw on values JSON cannot encode (caller catches). */
export function encodeMessage(message: OutgoingMessage): string {
  return JSON.stringify(message);
}

/**
 * Reads what the app passed to `receive`: a JSON string or an object. Returns null for
 * anything that is neither an answer (has an `id`) nor an event (garbage is ignored, never thrown).
 * Ids are compared as strings, so an app that echoes a numeric-looking id as a number still matches.
 */
export function decodeMessage(raw: unknown): IncomingMessage | null {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch (_) {
      return null;
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const msg = data as Record<string, unknown>;
  if (typeof msg.event === 'string' && msg.event !== '') {
    const payload = msg.payload && typeof msg.payload === 'object' && !Array.isArray(msg.payload) ? (msg.payload as Record<string, unknown>) : {};
    return { kind: 'event', event: msg.event, payload: withPlainKeys(payload) };
  }
  const id = typeof msg.id === 'string' || typeof msg.id === 'number' ? String(msg.id) : null;
  if (id === null || id === '') return null;
  if (Object.prototype.hasOwnProperty.call(msg, 'error') && msg.error !== undefined && msg.error !== null) {
    return { kind: 'error', id, error: msg.error };
  }
  // `{ id }` alone is a void answer (e.g. toast): it resolves with undefined.
  return { kind: 'result', id, result: withPlainKeys(msg.result) };
}
