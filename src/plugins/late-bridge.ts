import { isAndroidWebView } from '../env/webview';
import type { RuntimePlugin } from '../runtime/plugin';
import { loadAppQueue } from '../runtime/public-bridge';

/**
 * The late-bridge follower (product-rules §13): the Android client may inject `PPNativeBridge`
 * after `onPageFinished`. In an Android WebView, or where the user agent carries the client's
 * token, started without a bridge, the page is watched by the one watcher
 * (src/bridge/when-bridge.ts, in the bridge chunk, which such a page loads at start for the app
 * queue anyway, through the same import: `loadAppQueue`) and, when the bridge comes, becomes the client's: `redetect()` detects the
 * environment again in place, restarts the page features (the tips banner goes), remounts
 * mounted islands and rescans (download buttons wake when seen, to show install states).
 */
export const lateBridgePlugin: RuntimePlugin = {
  name: 'late-bridge',
  start(host) {
    const env = host.env!;
    if (env.hasBridge || !(env.client === 'android' || isAndroidWebView(env.ua))) return;
    loadAppQueue()
      .then((m) => {
        if (host.started) host.teardown.push(m.watchForBridge(host.win, () => host.started && host.redetect()));
      })
      // A failed load is reported once, by the app queue's reader that shares it (public-bridge.ts).
      .catch(() => undefined);
  },
};
