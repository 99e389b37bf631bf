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

/** Starts the reader of the app's queue, per started runtime (see `deliverEarlyMessages`). */
const readers = new WeakMap<Runtime, () => void>();

/**
 * At start: delivers what `PPWidgets.bridge.receive` got before start, and, where an app can be
 * delivering (a store client, a bridge, or a `window.PPWidgetsQueue` already there), has the
 * bridge chunk read the app's queue (src/bridge/app-queue.ts): what it holds, and everything
 * pushed or assigned later, however the app delivers. On a plain page, and in an Android
 * WebView with no bridge and no client token (WeChat, Weibo…), nothing loads until a bridge
 * comes (`readAppQueueNow`). Returns the stop.
 * @example rt.teardown.push(deliverEarlyMessages(rt, app.bridge));
 */
export function deliverEarlyMessages(rt: Runtime, bridge: PublicBridge): () => void {
  const deliver = (message: unknown) => bridge.receive(message);
  const list = early.get(rt) || [];
  early.delete(rt);
  list.forEach(deliver);
  const run = rt.run;
  let stop: (() => void) | null = null;
  let stopped = false;
  let started = false;
  const startReader = () => {
    if (started || stopped) return;
    started = true;
    // Messages pushed meanwhile wait in the app's array; the reader drains it when it comes.
    import('../bridge/app-queue')
      .then((m) => {
        if (!stopped) stop = m.readAppQueue(rt.win, deliver);
      })
      .catch((error) => rt.logger.handleError(error, 'loading the app queue'));
  };
  readers.set(rt, startReader);
  let queued = false;
  try {
    queued = !!(rt.win as Window & { PPWidgetsQueue?: unknown }).PPWidgetsQueue;
  } catch (_) {
    // A hostile getter: not a queue.
  }
  if (queued || (run && (run.env.client || run.env.hasBridge))) startReader();
  return () => {
    stopped = true;
    readers.delete(rt);
    if (stop) stop();
  };
}

/**
 * A bridge came after start: from now on the app may deliver through its queue, so its reader
 * starts (once; nothing if it runs already or the runtime stopped).
 * @example watchForBridge(win, () => readAppQueueNow(rt));
 */
export function readAppQueueNow(rt: Runtime): void {
  const start = readers.get(rt);
  if (start) start();
}

/**
 * Forwards to the started application's bridge service; before start (or after stop) an
 * answer or event is kept for the next start, a call rejects with TIME_OUT's code and a listener is not added.
 * `before` runs first (the application finishes a start still in its slices).
 * @example window.PPWidgets.bridge.receive('{"id":"1","result":64}');
 */
export function createPublicBridge(rt: Runtime, before?: () => void): PublicBridge {
  const runOf = () => {
    if (before) before();
    return rt.run;
  };
  return {
    receive(message) {
      const run = runOf();
      if (run) guard(rt, 'bridge.receive', () => run.services.bridge.receive(message));
      else {
        // Before start (data-autostart="false"): kept, and delivered by start().
        const list = early.get(rt) || [];
        if (list.length < EARLY_LIMIT) list.push(message);
        early.set(rt, list);
      }
    },
    call(method, payload) {
      const run = runOf();
      if (!run) return Promise.reject({ code: -1, msg: 'PPWidgets is not started' });
      return run.services.bridge.call(method, payload);
    },
    on(event, handler) {
      const run = runOf();
      if (!run) return () => undefined;
      return run.services.bridge.on(event, handler);
    },
  };
}
