import { emit } from './dom-events';
import { postTask } from './scheduler';
import type { Runtime } from './runtime';

/**
 * `pp:ready` on `document` once every island the first scan (and the visibility observer's
 * first report) woke has settled, or after 3 s whatever happens; then `then()` (the plug-ins'
 * `ready` hooks: the visit, speculative loading).
 * @example scanner.scan(document, () => announceReady(rt, () => plugins('ready')));
 */
export function announceReady(rt: Runtime, then: () => void): void {
  const { win, doc } = rt;
  const settled = () => {
    const pending: Promise<void>[] = [];
    rt.islands.forEach((i) => {
      if (i.state === 'loading' || (i.wake === 'load' && i.state === 'waiting')) pending.push(i.settled);
    });
    return Promise.all(pending);
  };
  const run = rt.run;
  if (!run) return;
  const visible = run.visibility.ready();
  const timeout = new Promise<void>((resolve) => {
    const id = win.setTimeout(resolve, 3000);
    rt.teardown.push(() => win.clearTimeout(id));
  });
  // In a task of its own, not in the task of the mount that settled last: the page's listeners
  // and the plug-ins' hooks (the visit, speculation) then add nothing to that task.
  Promise.race([visible.then(settled), timeout]).then(() =>
    postTask(win, () => {
      if (rt.run !== run) return;
      emit(win, doc, 'ready', { islands: rt.islands.size });
      then();
    }),
  );
}
