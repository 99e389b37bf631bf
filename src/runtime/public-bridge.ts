import { guard, type Runtime } from './runtime';

/** The `PPWidgets.bridge` object apps call; stable across start/stop. */
export interface PublicBridge {
  /** The native app's answer or event, as a JSON string or object. Never throws. */
  receive(message: unknown): void;
  call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<T>;
  on(event: string, handler: (payload: Record<string, unknown>) => void): () => void;
}

/** Messages `receive` got before start, per runtime. */
const early = new WeakMap<Runtime, unknown[]>();
const EARLY_LIMIT = 100;

/**
 * At start: delivers the app's messages sent before it (docs/bridge.md "Before the library
 * exists"): those given to `PPWidgets.bridge.receive` before start, then those the app pushed
 * on its own array `window.PPWidgetsQueue`; from then on that array's `push` delivers at once.
 * Returns the stop, after which `push` queues again.
 * @example rt.teardown.push(deliverEarlyMessages(rt, app.bridge));
 */
export function deliverEarlyMessages(rt: Runtime, bridge: PublicBridge): () => void {
  const queue = (rt.win as Window & { PPWidgetsQueue?: unknown }).PPWidgetsQueue;
  const list = (early.get(rt) || []).concat(Array.isArray(queue) ? queue.splice(0) : []);
  early.delete(rt);
  for (const message of list) bridge.receive(message);
  if (!Array.isArray(queue)) return () => undefined;
  queue.push = (...messages: unknown[]) => {
    for (const message of messages) bridge.receive(message);
    return 0;
  };
  return () => void delete (queue as { push?: unknown }).push;
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
