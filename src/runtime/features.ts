import type { FeatureDefinition, FeatureInstance } from '../types';
import { contextFor, drain, guard, report, type Runtime } from './runtime';
import type { ModuleLoader } from './module-loader';
import type { Island } from './island-record';
import { replayClicks, setBusy } from './held-clicks';
import { elementOf } from './dom-events';

/** Page features (lazy images, the tips banner): not islands; their code loads once the page holds their markup. */
export interface Features {
  /**
   * Starts the features that `root` holds markup for, and tells running ones about it. With
   * `sliced` (the start's scan of the page), each feature's look is a job of the run's
   * scheduler: on a page of tens of thousands of elements each selector walks them all.
   */
  scan(root: ParentNode, sliced?: boolean): void;
  /** Tells running features that `root` left the page, so nothing keeps it alive. */
  forget(root: ParentNode): void;
  stop(): void;
}

/**
 * @example const features = createFeatures(rt, loader, definitions); features.scan(document);
 */
export function createFeatures(rt: Runtime, loader: ModuleLoader, definitions: readonly FeatureDefinition[]): Features {
  const { doc, logger } = rt;
  /** Started features, and (null) those whose code is loading. */
  const instances = new Map<FeatureDefinition, FeatureInstance | null>();
  /** Removals of what running features added through `context.listen`, run at stop. */
  const offs: (() => void)[] = [];

  /** Starts `def` if `root` holds its markup, or tells it about `root` when it runs. */
  const look = (def: FeatureDefinition, root: ParentNode) => {
    const instance = instances.get(def);
    const label = `feature "${def.name}"`;
    if (instances.has(def)) {
      if (instance) guard(rt, label, () => instance.scan(root));
      return;
    }
    const run = rt.run;
    if (!run || (def.when && !def.when(run.env, run.config, run.services))) return;
    const selector = def.selectorFor ? def.selectorFor(run.config) : def.selector;
    const matches = ((root as Element).nodeType === 1 && (root as Element).matches(selector)) || root.querySelector(selector);
    if (!matches) return;
    instances.set(def, null);
    const fail = (error: unknown) => report(rt, def.name, null, error, 'feature');
    // `holds` (a link form's tap): a plain click on its markup before its code
    // is there is held (busy mark) and replayed, at once, when the code has taken the markup
    // up, or as the plain click it was when the code failed or the runtime stopped; never a
    // click with a modifier key or another button (a new tab), nor one held already.
    const held = { def, clicks: [], busy: [] } as unknown as Island;
    const hold = (event: MouseEvent) => {
      const el = elementOf(event.target);
      const link = !(event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) && el && el.closest(def.selector);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      if (held.busy.indexOf(link) < 0) held.clicks.push(el!), held.busy.push(link), setBusy(link, true, rt);
    };
    const settle = () => {
      doc.removeEventListener('click', hold, true);
      replayClicks(rt, held, fail, true);
    };
    if (def.holds) doc.addEventListener('click', hold, true), offs.push(settle);
    const failed = (error: unknown) => {
      instances.delete(def);
      logger.handleError(error, 'starting ' + label);
      settle();
    };
    // Each start a job of the run's scheduler: features whose code is in hand together do
    // not all start in one task. Not after a stop(), which clears the run's scheduler too.
    loader.withNeeds(def).then(
      (mod) =>
        rt.run === run &&
        run.scheduler.push(() => {
          try {
            const inst = mod.start(contextFor(rt, run, doc, def.name, fail, offs));
            instances.set(def, inst);
            // Started: a throw in its first scan is logged, and the feature stays (stop() stops it).
            guard(rt, label, () => inst.scan(doc));
            // Held clicks go once the slices its scan asked for (context.slice) have run.
            run.scheduler.push(settle);
          } catch (error) {
            failed(error);
          }
        }),
      failed,
    );
  };

  return {
    scan(root, sliced) {
      const run = rt.run;
      // The run's scheduler is cleared at stop(): no look after it.
      for (const def of definitions) {
        if (sliced && run) run.scheduler.push(() => guard(rt, 'feature scan', () => look(def, root)));
        else look(def, root);
      }
    },
    forget(root) {
      instances.forEach((inst) => {
        if (inst && inst.forget) guard(rt, 'forgetting markup', () => inst.forget!(root));
      });
    },
    stop() {
      instances.forEach((inst, def) => {
        if (inst) guard(rt, `stopping feature "${def.name}"`, () => inst.stop());
      });
      instances.clear();
      drain(rt, offs);
    },
  };
}
