/**
 * The states a bridge call rejects with: `{ code, msg }` like every API state (product-rules §15).
 */
import type { ApiState } from '../api/errors';
import { readNumber } from '../read-field/read-field';

/** A rejection of a bridge call: the API client's `ApiState`, so `isApiState` accepts it. */
export type BridgeState = ApiState;

/**
 * Codes of bridge rejections. TIME_OUT is the product-rules §8 catalogue code (`ErrorCode.TIME_OUT`).
 * The other codes are the bridge's own (from -101 down, clear of the catalogue and of the API
 * client's -3..-6), so a widget can tell "not inside the app" apart from "the app did not answer".
 */
export const BridgeErrorCode = {
  /**
   * product-rules §8 TIME_OUT: no answer within `timeoutMs`. The literal, not `ErrorCode.TIME_OUT`, so
   * the bridge chunk does not load the API's error module; create-bridge.test.ts checks they agree.
   */
  TIME_OUT: -1 as number,
  /** No native bridge: an ordinary browser. */
  NO_BRIDGE: -101,
  /** `PPNativeBridge.postMessage` threw. */
  SEND_FAILED: -102,
  /** Too many calls waiting for a late bridge. */
  QUEUE_FULL: -103,
  /** The bridge service was disposed (PPWidgets.stop()). */
  DISPOSED: -104,
  /** The app answered `{ id, error }` without a `{ code, msg }` of its own. */
  NATIVE_ERROR: -105,
  /** The app does not implement the method: it answers `{ id, error: { code: -106 } }` at once (docs/bridge.md §5). */
  UNSUPPORTED: -106,
} as const;

/** Builds a state. */
export function bridgeState(code: number, msg: string): BridgeState {
  return { code, msg };
}

/**
 * The state for an `{ id, error }` answer: the app's own `{ code, msg }` when it sent one,
 * else NATIVE_ERROR with the error as text.
 */
export function stateFromNativeError(error: unknown, method: string): BridgeState {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; msg?: unknown; message?: unknown };
    const code = readNumber(e.code);
    const msg = typeof e.msg === 'string' ? e.msg : typeof e.message === 'string' ? e.message : null;
    if (code !== null) return bridgeState(code, msg !== null ? msg : `native ${method} failed`);
    if (msg !== null) return bridgeState(BridgeErrorCode.NATIVE_ERROR, msg);
  }
  const text = typeof error === 'string' && error !== '' ? error : `native ${method} failed`;
  return bridgeState(BridgeErrorCode.NATIVE_ERROR, text);
}
