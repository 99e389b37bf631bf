/**
 * `start(config)` for bundlers (docs/react.md): the script-tag build's setup (widgets,
 * features, services, environment detection, styles) behind one call, so an app bundling
 * `pp-widgets` needs nothing else. Pure on import: nothing runs until `start` is called.
 *
 * The runtime is a page singleton (one set of delegated listeners, one style target, one
 * `window.PPWidgets`): `start` creates the application once and returns that same one on later
 * calls; a copy already installed by the script tag is reused rather than doubled.
 */
import type { Application } from '../src/runtime/application';
import { createDefaultApplication } from './default-application';
import type { Config } from '../src/types';
// Every widget's CSS (the ESM build does not split it per widget): injected at start unless the
// page links pp-widgets.css, with config `nonce`, as the script tag does.
import css from 'ppw:css-all';

type Host = Window & { PPWidgets?: Application };

let created: Application | null = null;

/**
 * The page's application, created on first call (not started). The script tag's copy when the
 * page already has one.
 * @example const app = getApplication(); app.scan(container);
 */
export function getApplication(win: Window = window): Application {
  const host = win as Host;
  if (host.PPWidgets) return host.PPWidgets;
  if (!created) created = createDefaultApplication(css, win);
  // Page code and the debug overlay find it where the script tag puts it.
  host.PPWidgets = created;
  return created;
}

/**
 * Starts the widgets on the page (once; later calls rescan and warn if given a config) and
 * returns the application: `stop()`, `scan(root)`, `bridge`, `inspect()`. Call it after the
 * widget markup is in the document; markup added later is found by the runtime's observer.
 * @example
 * import { start } from 'pp-widgets';
 * const app = start({ locale: 'en' });
 * // later, e.g. on a test's teardown: app.stop();
 */
export function start(config?: Config): Application {
  const app = getApplication();
  app.start(config);
  return app;
}
