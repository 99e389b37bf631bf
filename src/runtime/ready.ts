import { coreSchema as schema } from '../schema-core';
import type { WidgetDefinition } from '../types';
import { emit } from './events';
import type { ModuleLoader } from './module-loader';
import type { Runtime } from './runtime';
import { onIdle } from './wake';
import { maySpeculate } from '../speculate/may-speculate';
import { logVisitWhenIdle } from '../visit/visit';

/**
 * `pp:ready` on `document` once every island the first scan (and the visibility observer's
 * first report) woke has settled, or after 3 s whatever happens; then, unless config
 * `prefetch` is false, speculative loading of the sleeping widgets' code at the next idle moment.
 * @example scanner.scan(document, () => announceReady(rt, loader, scanner.sleeping));
 */
export function announceReady(rt: Runtime, loader: ModuleLoader, sleeping: readonly WidgetDefinition[]): void {
  const { win, doc } = rt;
  const settled = () => {
    const pending: Promise<void>[] = [];
    rt.islands.forEach((i) => {
      if (i.state === 'loading' || (i.wake === 'load' && i.state === 'waiting')) pending.push(i.settled);
    });
    return Promise.all(pending);
  };
  const visible = rt.visibility ? rt.visibility.ready() : Promise.resolve();
  const timeout = new Promise<void>((resolve) => {
    const id = win.setTimeout(resolve, 3000);
    rt.teardown.push(() => win.clearTimeout(id));
  });
  Promise.race([visible.then(settled), timeout]).then(() => {
    if (!rt.started) return;
    emit(doc, 'ready', { islands: rt.islands.size });
    // The visit (product-rules §16) at the first idle moment: the log chunk does not delay start-up.
    logVisitWhenIdle(rt);
    // Speculative loading (config `prefetch`): armed at the first idle moment after pp:ready,
    // so start-up and the first scan do no work for it.
    if (rt.config!.prefetch) rt.teardown.push(onIdle(win, () => prefetch(rt, loader, sleeping)));
  });
}

/**
 * Config `prefetch`: loads the code, and the services it needs, of the sleeping widgets the
 * page holds (on screen or about to be, with `'viewport'`). Nothing mounts and no island is
 * made: the first use still wakes it, without waiting for the network. The chunks' module
 * code runs (a `<link rel=prefetch>` would only fill the HTTP cache, and not in Safari): the
 * first tap then costs a render, not a parse and evaluation of ~25 KB on a slow phone.
 */
function prefetch(rt: Runtime, loader: ModuleLoader, sleeping: readonly WidgetDefinition[]): void {
  if (!rt.started || !maySpeculate(rt.win.navigator)) return;
  // Its own small chunk: nothing before the first idle moment needs it.
  import('../speculate/speculate')
    .then(({ speculate }) => {
      if (!rt.started) return;
      const stop = speculate(rt.win, sleeping.map((def) => def.name), rt.config!.prefetch || 'viewport', schema.widget, (name) => {
        // Not reported when it fails: the widget's own wake-up loads (and reports) again.
        if (rt.started) loader.load(rt.definitions.get(name)!).catch(() => undefined);
      });
      rt.teardown.push(stop);
    })
    // Nothing is lost: a widget's first use loads its code as it would without speculation.
    .catch(() => undefined);
}
