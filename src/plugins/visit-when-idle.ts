import type { PluginHost } from '../runtime/plugin';
import type { Run } from '../runtime/runtime';
import { onIdle } from '../runtime/wake';

/** The view last counted and the view being shown, per document (a restore is a new view). */
const views = new WeakMap<Document, { shown: number; logged: number }>();

/**
 * Visit logging (product-rules §16): one `POST /log/access` and one page-view beacon per page view,
 * sent at the first idle moment after `pp:ready` (or after a back/forward-cache restore,
 * `restored: true`), so the visit chunk never competes with start-up. Counted per document, so a
 * `stop()` and `start()` on the same view, or a second `pp:ready`, sends nothing more.
 * Config `log: { access: false }` turns both off. The fields are built in `fields/visit-log.ts`, in
 * the `visit` chunk with the log's base that sends them (src/log/base/), loaded through the
 * chunk's one entry (src/log/base/index.ts); the rest of the log (clicks, search, analytics) is
 * not loaded for a visit.
 * @example logVisitWhenIdle(host, run); // after pp:ready (src/plugins/visit.ts)
 */
export function logVisitWhenIdle(rt: PluginHost, run: Run, restored?: boolean): void {
  const { win, doc } = rt;
  let view = views.get(doc);
  if (!view) views.set(doc, (view = { shown: 0, logged: -1 }));
  if (restored) view.shown++;
  const v = view;
  if (!run.config.log.access) return;
  rt.teardown.push(
    onIdle(win, () => {
      if (rt.run !== run || v.logged === v.shown) return;
      v.logged = v.shown;
      import('../log/base/index')
        .then((m) => {
          if (rt.run === run) return m.sendVisit(run.env, run.services, win);
        })
        .catch((error) => rt.logger.handleError(error, 'visit log'));
    }),
  );
}
