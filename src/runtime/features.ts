import type { FeatureDefinition, FeatureInstance } from '../types';
import { contextFor, drain, guard, report, type Runtime } from './runtime';
import type { ModuleLoader } from './module-loader';

/** Page features (lazy images, the tips banner): not islands; their code loads once the page holds their markup. */
export interface Features {
  /** Starts the features that `root` holds markup for, and tells running ones about it. */
  scan(root: ParentNode): void;
  /** Tells running features that `root` left the page, so nothing keeps it alive. */
  forget(root: ParentNode): void;
  stop(): void;
}

/**
 * @example const features = createFeatures(rt, loader, definitions); features.scan(document);
 */
export function createFeatures(rt: Runtime, loader: ModuleLoader, definitions: readonly FeatureDefinition[]): Features {
  const { doc, logger } = rt;
  const instances = new Map<FeatureDefinition, FeatureInstance | 'loading'>();
  /** Removals of what running features added through `context.listen`, run at stop. */
  const offs: (() => void)[] = [];

  return {
    scan(root) {
      for (const def of definitions) {
        const instance = instances.get(def);
        if (instance === 'loading') continue;
        if (instance) {
          guard(rt, `feature "${def.name}"`, () => instance.scan(root));
          continue;
        }
        const run = rt.run;
        if (!run || (def.when && !def.when(run.env, run.config, run.services))) continue;
        const selector = def.selectorFor ? def.selectorFor(run.config) : def.selector;
        const matches = ((root as Element).nodeType === 1 && (root as Element).matches(selector)) || root.querySelector(selector);
        if (!matches) continue;
        instances.set(def, 'loading');
        loader
          .withNeeds(def)
          .then((mod) => {
            if (rt.run !== run || instances.get(def) !== 'loading') return;
            const inst = mod.start(contextFor(rt, run, doc, def.name, (error) => report(rt, def.name, null, error, 'feature'), offs));
            instances.set(def, inst);
            // Started: a throw in its first scan is logged, and the feature stays (stop() stops it).
            guard(rt, `feature "${def.name}"`, () => inst.scan(doc));
          })
          .catch((error) => {
            instances.delete(def);
            logger.handleError(error, `starting feature "${def.name}"`);
          });
      }
    },
    forget(root) {
      instances.forEach((inst) => {
        if (inst !== 'loading' && inst.forget) guard(rt, 'forgetting removed markup', () => inst.forget!(root));
      });
    },
    stop() {
      instances.forEach((inst, def) => {
        if (inst !== 'loading') guard(rt, `stopping feature "${def.name}"`, () => inst.stop());
      });
      instances.clear();
      drain(rt, offs);
    },
  };
}
