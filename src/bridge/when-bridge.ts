/**
 * The one late-bridge watcher (product-rules §13). In the bridge chunk: wherever something waits
 * for a late bridge (an Android WebView or the client's user agent without one), that chunk is
 * loaded at start anyway (the app queue's reader, src/runtime/public-bridge.ts).
 */
import { BRIDGE_GLOBAL } from '../env/webview';

/** How often the one watcher looks for a bridge that bypassed its setter trap, in ms. */
export const BRIDGE_POLL_MS = 250;

interface Watch {
  subscribers: { arrive: () => void; until: number }[];
  stop(): void;
}

/** One watcher per window, shared by everything waiting for its bridge. */
const watches = new WeakMap<Window, Watch>();

/**
 * The one late-bridge watcher: calls `arrive` once, when `window.PPNativeBridge` appears
 * (product-rules §13: the Android client may inject it after `onPageFinished`). Everything that
 * waits for it (the late-bridge plug-in through `watchForBridge`; the bridge service's queue of
 * early calls, create-bridge.ts) shares one watcher per window, two ways,
 * both cheap:
 * - a setter trap: `PPNativeBridge` is defined on `window` as a configurable, non-enumerable
 *   accessor while it is absent, so the app's `window.PPNativeBridge = …` (what
 *   `evaluateJavascript` does) is seen at once; the trap then turns back into a plain property
 *   holding the app's object;
 * - a poll every `BRIDGE_POLL_MS`, for a bridge that bypasses the setter
 *   (`addJavascriptInterface` objects, or `Object.defineProperty` by the app); a subscriber
 *   stops looking `forMs` after it subscribed.
 * The watcher ends when the bridge has come or the last subscriber has gone; it takes down its
 * trap only while the trap is still its own: a bridge the app defined with
 * `Object.defineProperty` or a getter stays exactly as the app made it. Returns the unsubscribe.
 * @example const stop = whenBridge(window, () => flushQueue(), 10000);
 */
export function whenBridge(win: Window, arrive: () => void, forMs?: number): () => void {
  const watch = watches.get(win) || startWatch(win);
  const subscriber = { arrive, until: forMs === undefined ? Infinity : Date.now() + forMs };
  watch.subscribers.push(subscriber);
  return () => {
    const i = watch.subscribers.indexOf(subscriber);
    if (i >= 0) watch.subscribers.splice(i, 1);
    if (!watch.subscribers.length) watch.stop();
  };
}

function startWatch(win: Window): Watch {
  const w = win as unknown as Record<string, unknown>;
  let value: unknown;
  let trapped = false;
  const get = () => value;
  const untrap = () => {
    if (!trapped) return;
    trapped = false;
    try {
      // Only our own trap is taken down: an app that defined the property itself
      // (`Object.defineProperty`, a getter) replaced it, and its object is never touched.
      const d = Object.getOwnPropertyDescriptor(win, BRIDGE_GLOBAL);
      if (!d || d.get !== get) return;
      delete w[BRIDGE_GLOBAL];
      if (value !== undefined) w[BRIDGE_GLOBAL] = value;
    } catch (_) {
      // A frozen window: the poll still sees the bridge.
    }
  };
  const watch: Watch = {
    subscribers: [],
    stop() {
      if (watches.get(win) !== watch) return;
      watches.delete(win);
      clearInterval(id);
      untrap();
    },
  };
  const check = () => {
    try {
      if (watches.get(win) !== watch || !w[BRIDGE_GLOBAL]) return;
    } catch (_) {
      // An app getter that throws: not a bridge yet.
      return;
    }
    const arrived = watch.subscribers.splice(0);
    watch.stop();
    arrived.forEach((s) => s.arrive());
  };
  // The global timer: `win` is where the bridge is looked up (the bridge service may be given
  // another object), and the page has one clock.
  const id = setInterval(() => {
    const now = Date.now();
    watch.subscribers = watch.subscribers.filter((s) => s.until >= now);
    if (watch.subscribers.length) check();
    else watch.stop();
  }, BRIDGE_POLL_MS);
  watches.set(win, watch);
  try {
    if (!Object.getOwnPropertyDescriptor(win, BRIDGE_GLOBAL)) {
      Object.defineProperty(win, BRIDGE_GLOBAL, {
        configurable: true,
        get,
        set(v) {
          value = v;
          untrap();
          // After the app's own statement has finished (it may set methods on the object next).
          Promise.resolve().then(check);
        },
      });
      trapped = true;
    }
  } catch (_) {
    // Support: a window whose properties cannot be defined: the poll alone.
  }
  // A bridge already there (come before this chunk did): told in a microtask, not a poll later.
  if (!trapped) Promise.resolve().then(check);
  return watch;
}

/** How long after start a late `PPNativeBridge` is looked for by polling (docs/bridge.md). */
export const LATE_BRIDGE_POLL_MS = 10000;

/**
 * The late-bridge plug-in's subscription (src/plugins/late-bridge.ts): `arrive` once, when
 * `window.PPNativeBridge` appears within `LATE_BRIDGE_POLL_MS` (the setter trap sees an
 * assignment later too, while anything else still waits). Returns the stop, which also removes
 * the trap once nothing else waits (only while it is still ours: a bridge the app defined with
 * `Object.defineProperty` or a getter stays exactly as the app made it).
 * @example const stop = watchForBridge(window, () => host.redetect());
 */
export function watchForBridge(win: Window, arrive: () => void): () => void {
  return whenBridge(win, arrive, LATE_BRIDGE_POLL_MS);
}
