import type { RuntimeHost, RuntimePlugin } from '../runtime/plugin';
import { onIdle } from '../runtime/wake';
import { coreSchema as schema } from '../schema-core';
import { maySpeculate } from '../speculate/may-speculate';

/**
 * Speculative loading (config `prefetch`, docs/ARCHITECTURE.md "Code loading"): armed at the
 * first idle moment after `pp:ready`, so start-up and the first scan do no work for it.
 */
export const speculatePlugin: RuntimePlugin = {
  name: 'speculate',
  ready(host) {
    if (host.config!.prefetch) host.teardown.push(onIdle(host.win, () => prefetch(host)));
  },
};

/**
 * Loads the code, and the services it needs, of the sleeping widgets the page holds (on screen
 * or about to be, with `'viewport'`). Nothing mounts and no island is made: the first use still
 * wakes it, without waiting for the network. The chunks' module code runs (a
 * `<link rel=prefetch>` would only fill the HTTP cache, and not in Safari): the first tap then
 * costs a render, not a parse and evaluation of ~25 KB on a slow phone.
 */
function prefetch(host: RuntimeHost): void {
  if (!host.started || !maySpeculate(host.win.navigator)) return;
  // Its own small chunk: nothing before the first idle moment needs it.
  import('../speculate/speculate')
    .then(({ speculate }) => {
      if (!host.started) return;
      const stop = speculate(host.win, host.sleeping(), host.config!.prefetch || 'viewport', schema.widget, (name) => {
        // Not reported when it fails: the widget's own wake-up loads (and reports) again.
        if (host.started) host.load(name).catch(() => undefined);
      });
      host.teardown.push(stop);
    })
    // Nothing is lost: a widget's first use loads its code as it would without speculation.
    .catch(() => undefined);
}
