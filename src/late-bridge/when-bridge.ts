/**
 * The one watcher of a window global, the `late-bridge` chunk: the late bridge (requested at
 * start only in an Android WebView that is no known in-app browser, or with the client's token,
 * docs/bridge.md §2) and the app's queue (src/bridge/app-queue.ts, in the bridge chunk, which
 * imports this one) share it.
 */
import { BRIDGE_GLOBAL } from '../env/webview';

/** How often the watcher looks again for a global that bypassed its setter trap, in ms. */
export const BRIDGE_POLL_MS = 250;

/**
 * How long after start a late `PPNativeBridge` is looked for (docs/bridge.md): counted from the
 * runtime's start, not from this chunk's arrival, so a slow network does not lengthen it.
 */
export const LATE_BRIDGE_POLL_MS = 10000;

interface Watch {
  subscribers: { seen: (value: unknown) => void; until: number }[];
  stop(): void;
}

/** One watch per window and global name, shared by everything waiting for that global. */
const watches = new WeakMap<Window, Record<string, Watch>>();

/**
 * Watches `window[name]` (by default `PPNativeBridge`) and calls `seen` with its value, two
 * ways, both cheap, one watch per window and name shared by all its subscribers:
 * - a setter trap: `name` is defined on `window` as a configurable accessor, so the app's
 *   `window[name] = …` (what `evaluateJavascript` does) is seen at once; the trap holds the
 *   app's value and becomes the app's plain property again when the watch ends;
 * - a poll every `BRIDGE_POLL_MS` for a value that bypasses the setter (`addJavascriptInterface`
 *   objects, `Object.defineProperty` by the app, a `var`); a subscriber stops looking `forMs`
 *   after it subscribed, and the watch ends with its last subscriber.
 * The name's rules are its first subscriber's `keep`:
 * - fire once (`keep` false: the late bridge, product-rules §13: the Android client may inject
 *   it after `onPageFinished`): the trap is set only while the name is absent and turns back
 *   into a plain property at the first assignment; a truthy value, checked after a microtask
 *   (the app's statement may set methods on the object next), is handed to every subscriber
 *   once and the watch ends. Everything that waits for the bridge (the late-bridge plug-in,
 *   src/plugins/late-bridge.ts; the bridge service's queue of early calls,
 *   src/bridge/create-bridge.ts) shares that watch;
 * - keep watching (`keep` true: the app's queue, src/bridge/app-queue.ts): the trap takes over
 *   a configurable data property already there (the library adds no global but `PPWidgets`)
 *   and hands on every assignment in the setter, synchronously, and no poll runs; with no such
 *   property the poll hands on the current truthy value each time, for as long as a subscriber
 *   stays. What is there when it subscribes, the subscriber reads itself.
 * The trap is taken down only while it is still the watcher's own: a property the app defined
 * with `Object.defineProperty` or a getter stays exactly as the app made it. Returns the
 * unsubscribe.
 * @example const stop = whenBridge(window, () => flushQueue(), 10000);
 * @example const stop = watchGlobal(window, (queue) => read(queue), Infinity, 'PPWidgetsQueue', true);
 */
export function watchGlobal(
  win: Window,
  seen: (value: unknown) => void,
  forMs = Infinity,
  name: string = BRIDGE_GLOBAL,
  keep?: boolean,
): () => void {
  const named = watches.get(win) || {};
  watches.set(win, named);
  const watch = named[name] || startWatch(win, name, named, keep);
  const subscriber = { seen, until: Date.now() + forMs };
  watch.subscribers.push(subscriber);
  return () => {
    watch.subscribers = watch.subscribers.filter((s) => s !== subscriber);
    if (!watch.subscribers.length) watch.stop();
  };
}

/** The late-bridge watcher: `watchGlobal` for `PPNativeBridge`, fired once. */
export { watchGlobal as whenBridge };

function startWatch(win: Window, name: string, named: Record<string, Watch>, keep?: boolean): Watch {
  const w = win as unknown as Record<string, unknown>;
  let value: unknown;
  let id: ReturnType<typeof setInterval> | undefined;
  const get = () => value;
  const untrap = () => {
    try {
      // Only our own trap is taken down: an app that defined the property itself
      // (`Object.defineProperty`, a getter) replaced it, and its object is never touched.
      const d = Object.getOwnPropertyDescriptor(win, name);
      if (!d || d.get !== get) return;
      delete w[name];
      if (value !== undefined) w[name] = value;
    } catch (_) {
      // A frozen window: the poll still sees the value.
    }
  };
  const watch: Watch = {
    subscribers: [],
    stop() {
      if (named[name] !== watch) return;
      delete named[name];
      clearInterval(id);
      untrap();
    },
  };
  const check = () => {
    let v: unknown;
    try {
      v = w[name];
    } catch (_) {
      // An app getter that throws: nothing there yet.
      return;
    }
    if (named[name] !== watch || !v) return;
    const subscribers = watch.subscribers;
    if (!keep) watch.stop();
    subscribers.forEach((s) => s.seen(v));
  };
  named[name] = watch;
  // Whether a kept trap sees every assignment, so no poll is needed.
  let trapped: boolean | undefined;
  try {
    const d = Object.getOwnPropertyDescriptor(win, name);
    if (keep ? d && d.configurable && 'value' in d : !d) {
      value = w[name];
      Object.defineProperty(win, name, {
        configurable: true,
        // The queue an app assigned is enumerable; the bridge's trap is not.
        enumerable: keep,
        get,
        set(v) {
          value = v;
          if (keep) check();
          else {
            untrap();
            // After the app's own statement has finished (it may set methods on the object next).
            Promise.resolve().then(check);
          }
        },
      });
      trapped = keep;
    }
  } catch (_) {
    // Support: a window whose properties cannot be defined: the poll alone.
  }
  // The global timer: `win` is where the global is looked up (the bridge service may be given
  // another object), and the page has one clock.
  if (!trapped)
    id = setInterval(() => {
      const now = Date.now();
      watch.subscribers = watch.subscribers.filter((s) => s.until >= now);
      if (watch.subscribers.length) check();
      else watch.stop();
    }, BRIDGE_POLL_MS);
  return watch;
}
