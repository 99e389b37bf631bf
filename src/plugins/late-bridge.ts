import { isAndroidWebView } from '../env/webview';
import type { RuntimePlugin } from '../runtime/plugin';

/**
 * The late-bridge follower (product-rules §13): the Android client may inject `PPNativeBridge`
 * after `onPageFinished`. Followed where our app can be the host and started without a bridge:
 * an Android WebView that is not a known in-app browser (config `inAppBrowsers`: WeChat, QQ,
 * Weibo… never host our app, so they never get our bridge), or wherever the user agent carries
 * the client's token. Only there is the `late-bridge` chunk requested (the one watcher,
 * src/late-bridge/, which the bridge chunk shares); when the bridge comes the page becomes the
 * client's: `redetect()` starts the app queue's reader, detects the environment again in place,
 * restarts the page features (the tips banner goes), remounts mounted islands and rescans
 * (download buttons wake when seen, to show install states).
 */
export const lateBridgePlugin: RuntimePlugin = {
  name: 'late-bridge',
  start(host, run) {
    const { env } = run;
    if (env.hasBridge || !(env.client === 'android' || (!env.inAppBrowser && isAndroidWebView(env.ua)))) return;
    // The 10 s count from here, whenever the chunk arrives.
    const since = Date.now();
    let stop: (() => void) | undefined;
    import('../late-bridge/index')
      .then((m) => {
        if (host.run === run)
          stop = m.watchForBridge(
            host.win,
            () => {
              if (host.run === run) host.redetect();
            },
            since,
          );
      })
      .catch((error) => host.logger.handleError(error, 'loading late-bridge'));
    return () => stop && stop();
  },
};
