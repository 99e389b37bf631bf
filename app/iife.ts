/**
 * The script-tag entry (dist/pp-widgets.js): the one module that runs on load. It installs
 * `window.PPWidgets` unless a copy is already there, and starts once the DOM is parsed unless
 * the script tag says `data-autostart="false"` (product-rules §11).
 */
import type { Application } from '../src/runtime/application';
import { createDefaultApplication } from './default-application';
import { coreSchema as schema } from '../src/schema-core';
import { VERSION } from '../src/version';

type Host = Window & { PPWidgets?: Application };

/** Present in dist/pp-widgets.js (placed before this code by the build), absent in .all.js. */
declare const __ppw_loader: { define: unknown } | undefined;

(function install(win: Host) {
  const existing = win.PPWidgets;
  if (existing) {
    if (existing.version !== VERSION) {
      try {
        console.warn(`[pp-widgets] ${VERSION} not started: ${existing.version} is already on the page`);
      } catch {
        /* console may be missing */
      }
    }
    return;
  }
  const script = document.currentScript;
  // The shared styles are a chunk (src/styles/base-css.ts), requested at start only where
  // pp-widgets.css is not in effect: a page that links it does not pay for a second copy.
  const app = createDefaultApplication(() => import('../src/styles/base-css').then((m) => m.default));
  if (typeof __ppw_loader !== 'undefined') {
    // Chunks call this to define themselves (src/loader/amd-loader.ts); a short name, as every
    // chunk file spells it (rollup.config.mjs, the chunks' footer).
    Object.defineProperty(app, '_d', { value: __ppw_loader.define });
  }
  win.PPWidgets = app;
  if (script && script.getAttribute(schema.autostart) === 'false') return;
  if (document.readyState === 'loading') {
    // Support: `once` Chrome 55, iOS Safari 10.
    document.addEventListener('DOMContentLoaded', () => app.start(), { once: true });
  } else {
    app.start();
  }
})(window as Host);
