import { BRIDGE_GLOBAL } from '../env/detect-environment';
import { isAndroidWebView } from '../env/webview';
import type { RuntimePlugin } from '../runtime/plugin';

/**
 * The late-bridge follower (product-rules §13): the Android client may inject `PPNativeBridge`
 * after `onPageFinished`. In an Android WebView, or where the user agent carries the client's
 * token, started without a bridge, the page is watched (`watchForBridge`, the one watcher) and,
 * when the bridge comes, becomes the client's: `redetect()` detects the environment again in
 * place, restarts the page features (the tips banner goes), remounts mounted islands and
 * rescans (download buttons wake when seen, to show install states).
 */
export const lateBridgePlugin: RuntimePlugin = {
  name: 'late-bridge',
  start(host) {
    const env = host.env!;
    if (env.hasBridge || !(env.client === 'android' || isAndroidWebView(env.ua))) return;
    return watchForBridge(host.win, () => {
      if (host.started) host.redetect();
    });
  },
};

/** How long after start a late `PPNativeBridge` is looked for by polling (docs/bridge.md). */
export const LATE_BRIDGE_POLL_MS = 10000;
const POLL_EVERY_MS = 250;

/**
 * Calls `arrive` once, when `window.PPNativeBridge` appears after start (product-rules §13: the
 * Android client may inject it after `onPageFinished`). Two ways, both cheap:
 * - a setter trap: `PPNativeBridge` is defined on `window` as a configurable, non-enumerable
 *   accessor while it is absent, so the app's `window.PPNativeBridge = …` (what
 *   `evaluateJavascript` does) is seen at once; the trap then turns back into a plain property
 *   holding the app's object;
 * - a poll every 250 ms for `LATE_BRIDGE_POLL_MS`, for a bridge that bypasses the setter
 *   (`addJavascriptInterface` objects, or `Object.defineProperty` by the app).
 * Returns the stop, which also removes the trap (only while it is still ours: a bridge the app
 * defined with `Object.defineProperty` or a getter stays exactly as the app made it).
 * @example const stop = watchForBridge(window, () => host.redetect());
 */
export function watchForBridge(win: Window, arrive: () => void): () => void {
  const w = win as unknown as Record<string, unknown>;
  let value: unknown;
  let trapped = false;
  let done = false;
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
  const check = () => {
    try {
      if (done || !w[BRIDGE_GLOBAL]) return;
    } catch (_) {
      // An app getter that throws: not a bridge yet.
      return;
    }
    stop();
    arrive();
  };
  const started = Date.now();
  const id = win.setInterval(() => (Date.now() - started > LATE_BRIDGE_POLL_MS ? stop() : check()), POLL_EVERY_MS);
  function stop() {
    done = true;
    win.clearInterval(id);
    untrap();
  }
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
  return stop;
}
