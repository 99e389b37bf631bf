/**
 * `WidgetsProvider` (product-rules §17): starts the runtime when its subtree has mounted and stops it
 * when the last provider unmounts.
 *
 * The runtime is a page singleton (one set of delegated listeners on the document, one
 * `window.PPWidgets`): every provider on a page shares it, the first one's `config` is the one
 * used (read once, at mount: remount the provider with a new `key` to change it), and a page
 * that also loads the script tag keeps the script tag's copy. A stop waits for a microtask, so
 * React StrictMode's unmount-and-mount of effects in development does not stop and restart
 * the widgets.
 */
import { createElement, Fragment, useEffect, type ReactElement, type ReactNode } from 'react';
import { getApplication } from '../start';
import type { Config } from '../../src/types';

let users = 0;
// Started by a provider and not stopped yet (a stop waits a microtask).
let running = false;

/**
 * Takes a share of the page's runtime (starting it for the first user); returns the release,
 * which stops it a microtask after the last user let go unless another took it meanwhile.
 */
export function acquireRuntime(config?: Config): () => void {
  const app = getApplication();
  users++;
  if (!running) {
    running = true;
    app.start(config);
  } else app.scan();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    Promise.resolve().then(() => {
      if (users > 0 || !running) return;
      running = false;
      app.stop();
    });
  };
}

export interface WidgetsProviderProps {
  /** The runtime's configuration (product-rules §12), read when the provider mounts. */
  config?: Config;
  children?: ReactNode;
}

/**
 * Runs the widgets of its subtree (and of the rest of the page: the runtime is page-wide).
 * @example
 * <WidgetsProvider config={{ locale: 'en' }}>
 *   <DownloadButton app={{ id: 123, name: 'Example' }} href="/download/apk?appId=123">Download</DownloadButton>
 * </WidgetsProvider>
 */
export function WidgetsProvider({ config, children }: WidgetsProviderProps): ReactElement {
  // Effects run children first: the widgets' markup is in the document when this starts.
  // The config is read at mount only (see above), so it is not a dependency.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => acquireRuntime(config), []);
  return createElement(Fragment, null, children);
}
