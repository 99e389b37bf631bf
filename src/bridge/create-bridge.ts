/**
 * The native bridge service (product-rules §13): a promise API over `window.PPNativeBridge`,
 * replies matched by id, per-call timeout, and a bounded queue for a bridge the app injects
 * late; its pushed events are bridge-events.ts. See docs/bridge.md for the protocol as app teams see it.
 */
import type { BridgeConfig, Logger } from '../base-types';
import { BRIDGE_PROTOCOL_VERSION, decodeMessage, encodeMessage, prefixKeys } from './bridge-message';
import { BridgeErrorCode, bridgeState, stateFromNativeError, type BridgeState } from './bridge-state';
import { methodIdFor } from './method-ids';
import { isAndroidWebView } from '../env/detect-environment';
import { DEFAULT_BRIDGE_TIMEOUT_MS } from '../defaults';
import { watchGlobal } from '../late-bridge/index';
import { createBridgeEvents } from './bridge-events';

/** What the app injects as `window.PPNativeBridge`. */
export interface NativeBridgeHost {
  postMessage(message: string): void;
}

export interface BridgeOptions extends Partial<BridgeConfig> {
  logger: Logger;
  /** Where `PPNativeBridge` is looked up, at each call: the page's window (the services'). */
  win: Window;
  /**
   * Whether a bridge that is not there yet should be waited for (calls queue) or is never
   * coming (calls fail at once with NO_BRIDGE). @default true in an Android WebView
   * (user agent has `; wv)`), else false
   */
  expectBridge?: boolean;
  /** Most calls waiting for a late bridge; more are refused with QUEUE_FULL. @default 50 */
  queueLimit?: number;
}

export interface Bridge {
  /**
   * Calls a native method by name (product-rules §13 names; payload keys get `key_` prefixed).
   * Resolves with the app's `result` (objects also get unprefixed key aliases); rejects with a
   * state `{ code, msg }`: TIME_OUT (-1) after `timeoutMs`, or a `BridgeErrorCode`.
   */
  call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<T>;
  /** Subscribes to pushed events such as 'appStatus'; returns the unsubscribe. */
  on(event: string, handler: (payload: Record<string, unknown>) => void): () => void;
  /** Entry point the app calls: `PPWidgets.bridge.receive(json)`. Never throws. */
  receive(message: unknown): void;
  /** Whether a native bridge is present now. */
  available(): boolean;
  /** Rejects pending calls with DISPOSED, clears timers and handlers. */
  dispose(): void;
}

interface Pending {
  id: string;
  method: string;
  text: string;
  resolve(value: unknown): void;
  reject(state: BridgeState): void;
  timer: ReturnType<typeof setTimeout>;
}

const DEFAULT_QUEUE_LIMIT = 50;
/**
 * Methods that wait for the user (docs/bridge.md §4): their answer comes when the user is done,
 * so they wait longer than `timeoutMs`. Login 2 min, share 1 min, pay 5 min.
 */
export const USER_WAIT_MS: Record<string, number> = { login: 120000, share: 60000, pay: 300000 };

/**
 * Creates the bridge service.
 *
 * @example
 * const bridge = createBridge({ logger, win: context.win, timeoutMs: 10000 });
 * bridge.call('getAppStatus', { packageName: 'com.example' }).then(r => r.status);
 */
export function createBridge(options: BridgeOptions): Bridge {
  const logger = options.logger;
  const timeoutMs = typeof options.timeoutMs === 'number' && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_BRIDGE_TIMEOUT_MS;
  const methodIds = options.methodIds || {};
  const queueLimit = typeof options.queueLimit === 'number' && options.queueLimit >= 0 ? options.queueLimit : DEFAULT_QUEUE_LIMIT;
  // A per-instance prefix keeps ids unique across two bridge instances on one page.
  const idPrefix = 'ppw' + Math.floor(Math.random() * 0x100000).toString(36) + '-';

  const pending = new Map<string, Pending>();
  const queue: Pending[] = [];
  const events = createBridgeEvents(logger);
  let seq = 0;
  /** The subscription to the one late-bridge watcher while calls wait (when-bridge.ts). */
  let unwatch: (() => void) | null = null;
  let disposed = false;

  function getWin(): Window | undefined {
    return options.win;
  }

  function nativeHost(): NativeBridgeHost | null {
    try {
      const w = getWin() as (Window & { PPNativeBridge?: NativeBridgeHost }) | undefined;
      const host = w && w.PPNativeBridge;
      return host && typeof host.postMessage === 'function' ? host : null;
    } catch (_) {
      // A hostile getter on window must not break the page.
      return null;
    }
  }

  function expectingLateBridge(): boolean {
    if (typeof options.expectBridge === 'boolean') return options.expectBridge;
    const w = getWin();
    const ua = w && w.navigator && typeof w.navigator.userAgent === 'string' ? w.navigator.userAgent : '';
    return isAndroidWebView(ua);
  }

  /** Removes a call from every structure; returns it if it was still pending. */
  function take(id: string): Pending | null {
    const p = pending.get(id);
    if (!p) return null;
    pending.delete(id);
    clearTimeout(p.timer);
    const i = queue.indexOf(p);
    if (i >= 0) queue.splice(i, 1);
    if (queue.length === 0) stopPoll();
    return p;
  }

  function send(p: Pending, host: NativeBridgeHost): void {
    try {
      host.postMessage(p.text);
    } catch (e) {
      if (take(p.id)) {
        // Only the method name is logged: the payload may hold user data.
        logger.warn(`bridge: postMessage threw for "${p.method}"`, e instanceof Error ? e.name : typeof e);
        p.reject(bridgeState(BridgeErrorCode.SEND_FAILED, `[bridge:${p.method}] postMessage failed`));
      }
    }
  }

  function flush(host: NativeBridgeHost): void {
    // Sends in call order; a reply may arrive synchronously inside postMessage and call take().
    while (queue.length > 0) {
      const p = queue.shift() as Pending;
      if (pending.has(p.id)) send(p, host);
    }
    stopPoll();
  }

  function poll(): void {
    const host = nativeHost();
    if (host) flush(host);
    else if (queue.length === 0) stopPoll();
  }

  function startPoll(): void {
    const w = getWin();
    if (unwatch || !w) return;
    unwatch = watchGlobal(w, () => {
      // The watcher has ended: a bridge without postMessage yet is watched for again.
      unwatch = null;
      poll();
      if (queue.length > 0) startPoll();
    });
  }

  function stopPoll(): void {
    if (unwatch) unwatch();
    unwatch = null;
  }

  function call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (disposed) {
        reject(bridgeState(BridgeErrorCode.DISPOSED, `[bridge:${method}] bridge stopped`));
        return;
      }
      const id = idPrefix + ++seq;
      let text: string;
      try {
        text = encodeMessage({ v: BRIDGE_PROTOCOL_VERSION, id, method: methodIdFor(String(method), methodIds), payload: prefixKeys(payload) });
      } catch (_) {
        reject(bridgeState(BridgeErrorCode.SEND_FAILED, `[bridge:${method}] payload is not JSON`));
        return;
      }
      const host = nativeHost();
      if (!host && !expectingLateBridge()) {
        reject(bridgeState(BridgeErrorCode.NO_BRIDGE, `[bridge:${method}] no native bridge (not inside the app)`));
        return;
      }
      if (!host && queue.length >= queueLimit) {
        reject(bridgeState(BridgeErrorCode.QUEUE_FULL, `[bridge:${method}] too many calls waiting for the native bridge`));
        return;
      }
      const p: Pending = {
        id,
        method,
        text,
        resolve: resolve as (value: unknown) => void,
        reject,
        timer: setTimeout(() => {
          if (take(id)) reject(bridgeState(BridgeErrorCode.TIME_OUT, `[bridge:${method}] request timed out`));
        }, Math.max(timeoutMs, (Object.prototype.hasOwnProperty.call(USER_WAIT_MS, method) && USER_WAIT_MS[method]) || 0)),
      };
      pending.set(id, p);
      if (host) {
        if (queue.length > 0) flush(host);
        send(p, host);
      } else {
        queue.push(p);
        startPoll();
      }
    });
  }

  function receive(message: unknown): void {
    try {
      const m = decodeMessage(message);
      if (!m) {
        logger.warnOnce('bridge:garbage', 'bridge: ignored a message that is neither an answer nor an event');
        return;
      }
      if (m.kind === 'event') {
        events.emit(m.event, m.payload);
        return;
      }
      const p = take(m.id);
      if (!p) {
        // Unknown id, an answer after the timeout, or a second answer: nothing waits for it.
        logger.warnOnce('bridge:unknown-id', 'bridge: ignored an answer nobody is waiting for (unknown id, late or repeated)');
        return;
      }
      if (m.kind === 'error') p.reject(stateFromNativeError(m.error, p.method));
      else p.resolve(m.result);
      // The app answering proves the bridge is there: send anything still queued.
      if (queue.length > 0) poll();
    } catch (e) {
      logger.handleError(e, 'bridge receive');
    }
  }

  function on(event: string, handler: (payload: Record<string, unknown>) => void): () => void {
    if (disposed || typeof handler !== 'function') return () => undefined;
    return events.on(event, handler);
  }

  function dispose(): void {
    if (disposed) return;
    disposed = true;
    stopPoll();
    const all = Array.from(pending.values());
    for (const p of all) {
      if (take(p.id)) p.reject(bridgeState(BridgeErrorCode.DISPOSED, `[bridge:${p.method}] bridge stopped`));
    }
    events.clear();
  }

  return { call, on, receive, available: () => nativeHost() !== null, dispose };
}
