import { isAndroidWebView } from '../env/webview';
import { whenBridge } from '../env/when-bridge';
import type { RuntimePlugin } from '../runtime/plugin';

/**
 * The late-bridge follower (product-rules §13): the Android client may inject `PPNativeBridge`
 * after `onPageFinished`. In an Android WebView, or where the user agent carries the client's
 * token, started without a bridge, the page is watched (`watchForBridge`: the one watcher,
 * src/env/when-bridge.ts, in the core, so a WebView that never gets a bridge loads nothing for
 * it) and, when the bridge comes, becomes the client's: `redetect()` starts the app queue's
 * reader, detects the environment again in place, restarts the page features (the tips banner
 * goes), remounts mounted islands and rescans (download buttons wake when seen, to show install
 * states).
 */
export const lateBridgePlugin: RuntimePlugin = {
  name: 'late-bridge',
  start(host, run) {
    const { env } = run;
    if (env.hasBridge || !(env.client === 'android' || isAndroidWebView(env.ua))) return;
    return watchForBridge(host.win, () => {
      if (host.run === run) host.redetect();
    });
  },
};

/** How long after start a late `PPNativeBridge` is looked for by polling (docs/bridge.md). */
export const LATE_BRIDGE_POLL_MS = 10000;

/**
 * Calls `arrive` once, when `window.PPNativeBridge` appears after start: a subscription of
 * `LATE_BRIDGE_POLL_MS` to the one watcher (`whenBridge`: a setter trap and a short poll).
 * Returns the stop, which also removes the trap once nothing else waits (only while it is still
 * ours: a bridge the app defined with `Object.defineProperty` or a getter stays exactly as the
 * app made it).
 * @example const stop = watchForBridge(window, () => host.redetect());
 */
export function watchForBridge(win: Window, arrive: () => void): () => void {
  return whenBridge(win, arrive, LATE_BRIDGE_POLL_MS);
}
