import { coreSchema as schema } from '../schema-core';
import type { WidgetDefinition } from '../types';
import { emit } from './events';
import type { ModuleLoader } from './module-loader';
import type { Runtime } from './runtime';
import { onIdle } from './wake';

/**
 * `pp:ready` on `document` once every island the first scan (and the visibility observer's
 * first report) woke has settled, or after 3 s whatever happens; then, with config
 * `prefetch`, the sleeping widgets' code at the next idle moment.
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
    // By default no idle prefetch of sleeping widgets' code: it would put the download path
    // (~25 KB) before the first interaction of every page. Code loads on the first sign of
    // intent instead (hover, touch, focus, key), and a click that beats it is held and
    // replayed. A page can ask for it (config `prefetch`).
    if (rt.config!.prefetch) rt.teardown.push(onIdle(win, () => prefetch(rt, loader, sleeping)));
  });
}

/**
 * Config `prefetch`: loads the code, and the services it needs, of every sleeping widget the
 * page holds. Nothing mounts and no island is made: the first use still wakes it, without
 * waiting for the network.
 */
function prefetch(rt: Runtime, loader: ModuleLoader, sleeping: readonly WidgetDefinition[]): void {
  if (!rt.started) return;
  // Support: the Network Information API is Chromium-only; elsewhere nothing asks to save data.
  const connection = (rt.win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection && connection.saveData) return;
  for (const def of sleeping) {
    if (!rt.doc.querySelector(`[${schema.widget}="${def.name}"]`)) continue;
    // Not reported when it fails: the widget's own wake-up loads (and reports) again.
    loader.withNeeds(def).catch(() => undefined);
  }
}
