/**
 * The one late-bridge watcher, in the core: an Android WebView without a bridge (an ordinary
 * in-app browser until one comes, docs/bridge.md §2) runs it without loading any chunk.
 */
import { BRIDGE_GLOBAL } from './webview';

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
 * waits for it (the late-bridge plug-in, src/plugins/late-bridge.ts; the bridge service's
 * queue of early calls, src/bridge/create-bridge.ts) shares one watcher per window, two ways,
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
export function whenBridge(win: Window, arrive: () => void, forMs = Infinity): () => void {
  const watch = watches.get(win) || startWatch(win);
  const subscriber = { arrive, until: Date.now() + forMs };
  watch.subscribers.push(subscriber);
  return () => {
    watch.subscribers = watch.subscribers.filter((s) => s !== subscriber);
    if (!watch.subscribers.length) watch.stop();
  };
}

function startWatch(win: Window): Watch {
  const w = win as unknown as Record<string, unknown>;
  let value: unknown;
  const get = () => value;
  const untrap = () => {
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
    const arrived = watch.subscribers;
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
    }
  } catch (_) {
    // Support: a window whose properties cannot be defined: the poll alone.
  }
  return watch;
}
