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

/** The app's own array of messages (docs/bridge.md "Delivering answers and events"). */
const QUEUE_GLOBAL = 'PPWidgetsQueue';

/**
 * At start: delivers the app's messages sent before it (those given to
 * `PPWidgets.bridge.receive` before start, then those on the app's array
 * `window.PPWidgetsQueue`), and keeps reading that array while started, however the app
 * delivers: its `push` delivers at once, and an array the app creates or assigns later
 * (`(window.PPWidgetsQueue = window.PPWidgetsQueue || []).push(json)` after start) is seen by a
 * configurable, non-enumerable accessor and read the same way. A queue the app declared with
 * `var` (not configurable) is looked at again every 250 ms instead. An answer delivered twice
 * (queue and `receive`) is taken once: the bridge service matches answers by id.
 * Returns the stop: the accessor becomes the app's plain property again, `push` queues again.
 * @example rt.teardown.push(deliverEarlyMessages(rt, app.bridge));
 */
export function deliverEarlyMessages(rt: Runtime, bridge: PublicBridge): () => void {
  const win = rt.win;
  const w = win as unknown as Record<string, unknown>;
  const deliver = (message: unknown) => bridge.receive(message);
  const list = early.get(rt) || [];
  early.delete(rt);
  list.forEach(deliver);
  let current: unknown[] | null = null;
  const release = () => {
    if (current) delete (current as { push?: unknown }).push;
    current = null;
  };
  const adopt = (queue: unknown) => {
    if (queue === current || !Array.isArray(queue)) return;
    release();
    current = queue;
    queue.splice(0).forEach(deliver);
    queue.push = (...messages: unknown[]) => {
      messages.forEach(deliver);
      return queue.length;
    };
  };
  const read = () => {
    try {
      return w[QUEUE_GLOBAL];
    } catch (_) {
      return undefined;
    }
  };
  let value = read();
  adopt(value);
  const get = () => value;
  let trapped = false;
  try {
    const d = Object.getOwnPropertyDescriptor(win, QUEUE_GLOBAL);
    if (!d || (d.configurable && 'value' in d)) {
      Object.defineProperty(win, QUEUE_GLOBAL, {
        configurable: true,
        enumerable: d ? d.enumerable : false,
        get,
        set(v) {
          value = v;
          adopt(v);
        },
      });
      trapped = true;
    }
  } catch (_) {
    // Support: a window whose properties cannot be defined: the re-read below.
  }
  const timer = trapped ? 0 : win.setInterval(() => adopt(read()), 250);
  return () => {
    if (timer) win.clearInterval(timer);
    release();
    try {
      const d = trapped && Object.getOwnPropertyDescriptor(win, QUEUE_GLOBAL);
      if (d && d.get === get) {
        delete w[QUEUE_GLOBAL];
        if (value !== undefined) w[QUEUE_GLOBAL] = value;
      }
    } catch (_) {
      // A frozen window keeps the accessor, which still holds the app's array.
    }
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
