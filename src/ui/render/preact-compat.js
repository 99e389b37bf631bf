/**
 * `preact/compat` as the script-tag builds see it (rollup.config.mjs `preactAlias` sends
 * `react`, `react-dom` and Preact's own `preact/compat` imports here; the ESM build never
 * includes this file). Plain JavaScript so that it is not part of the typed sources.
 *
 * Support: queueMicrotask Chrome 71, iOS Safari 12.2. Preact 11 schedules every re-render with
 * `options.debounceRendering || queueMicrotask` (preact/src/component.js), unguarded: on
 * Chrome 58-70 and iOS 11-12.1 the first state update threw a ReferenceError into the page and
 * no widget ever re-rendered. `options.debounceRendering` is Preact's documented hook for the
 * scheduler; where `queueMicrotask` is missing it gets a promise-based microtask, the same
 * timing. Set once, when Preact is first evaluated, before any component renders; Preact's own
 * `flushSync` swaps the hook and restores it. This beats patching Preact's source: it survives
 * upgrades, and it costs nothing where the browser has `queueMicrotask`.
 */
import { options } from 'preact';

if (typeof queueMicrotask !== 'function') {
  const resolved = Promise.resolve();
  options.debounceRendering = (callback) => {
    resolved.then(callback);
  };
}

export * from 'preact/compat';
export { default } from 'preact/compat';
