import { guard, type Runtime } from './runtime';
import { isAndroidWebView } from '../env/detect-environment';

/** The `PPWidgets.bridge` object apps call; stable across start/stop. */
export interface PublicBridge {
  /** The native app's answer or event, as a JSON string or object. Never throws. */
  receive(message: unknown): void;
  call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<T>;
  on(event: string, handler: (payload: Record<string, unknown>) => void): () => void;
}

/**
 * What the core takes from the bridge chunk where an app can be delivering: the app queue's
 * reader, and the late-bridge watcher (src/plugins/late-bridge.ts). One import site for both.
 */
export const loadAppQueue = () => import('../bridge/app-queue');

/** Messages `receive` got before start, per runtime. */
const early = new WeakMap<Runtime, unknown[]>();
const EARLY_LIMIT = 100;

/**
 * At start: delivers what `PPWidgets.bridge.receive` got before start, and, where an app can be
 * delivering (a store client, a bridge, an Android WebView, or a `window.PPWidgetsQueue`
 * already there), has the bridge chunk read the app's queue (src/bridge/app-queue.ts): what it
 * holds, and everything pushed or assigned later, however the app delivers. On a plain page
 * nothing loads. Returns the stop.
 * @example rt.teardown.push(deliverEarlyMessages(rt, app.bridge));
 */
export function deliverEarlyMessages(rt: Runtime, bridge: PublicBridge): () => void {
  const deliver = (message: unknown) => bridge.receive(message);
  const list = early.get(rt) || [];
  early.delete(rt);
  list.forEach(deliver);
  const env = rt.env!;
  let stop: (() => void) | null = null;
  let stopped = false;
  let queued = false;
  try {
    queued = !!(rt.win as Window & { PPWidgetsQueue?: unknown }).PPWidgetsQueue;
  } catch (_) {
    // A hostile getter: not a queue.
  }
  if (queued || env.client || env.hasBridge || isAndroidWebView(env.ua)) {
    // Messages pushed meanwhile wait in the app's array; the reader drains it when it comes.
    loadAppQueue()
      .then((m) => {
        if (!stopped) stop = m.readAppQueue(rt.win, deliver);
      })
      .catch((error) => rt.logger.handleError(error, 'loading the app queue reader'));
  }
  return () => {
    stopped = true;
    if (stop) stop();
  };
}

/**
 * Forwards to the started application's bridge service; before start (or after stop) an
 * answer or event is kept for the next start, a call rejects with TIME_OUT's code and a listener is not added.
 * @example window.PPWidgets.bridge.receive('{"id":"1","result":64}');
 */
export function createPublicBridge(rt: Runtime): PublicBridge {
  return {
    receive(message) {
      if (rt.services) guard(rt, 'receiving a bridge message', () => rt.services!.bridge.receive(message));
      else {
        // Before start (data-autostart="false"): kept, and delivered by start().
        const list = early.get(rt) || [];
        if (list.length < EARLY_LIMIT) list.push(message);
        early.set(rt, list);
      }
    },
    call(method, payload) {
      if (!rt.services) return Promise.reject({ code: -1, msg: 'PPWidgets is not started' });
      return rt.services.bridge.call(method, payload);
    },
    on(event, handler) {
      if (!rt.services) return () => undefined;
      return rt.services.bridge.on(event, handler);
    },
  };
}
