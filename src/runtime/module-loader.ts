import type { ResolvedConfig, WidgetDefinition, WidgetModule } from '../types';
import { loadOnce } from '../util/load-once';
import type { Runtime } from './runtime';

/** Loads the code of widgets and features, and the on-demand services they need. */
export interface ModuleLoader {
  /**
   * Widget code already in hand (came with the runtime, or loaded): mounts without a wait. For
   * a widget whose `module` is its start only (`holds`), that start until `load` brings the rest.
   */
  readonly loaded: Map<WidgetDefinition, WidgetModule>;
  /** A widget's module, loaded once; a failed load is forgotten so the next wake retries. */
  load(def: WidgetDefinition): Promise<WidgetModule>;
  /**
   * The code of a widget or feature and the services it needs, side by side. `load` is given
   * the run's config (a feature's or widget's code may depend on it) and the runtime's window.
   * A `load` that throws at once becomes a rejection like a failed request.
   */
  withNeeds<M>(def: { load(config: ResolvedConfig, win: Window): Promise<M>; needs?: WidgetDefinition['needs'] }): Promise<M>;
}

/**
 * @example
 * const loader = createModuleLoader(rt, widgets);
 * loader.load(def).then((mod) => mod.mount(el, context));
 */
export function createModuleLoader(rt: Runtime, widgets: readonly WidgetDefinition[]): ModuleLoader {
  const pending = new Map<WidgetDefinition, () => Promise<WidgetModule>>();
  const loaded = new Map<WidgetDefinition, WidgetModule>();
  // Code that came with the runtime and needs no on-demand service mounts without a wait, so
  // such an island is ready before the page's first frame.
  for (const def of widgets) if (def.module && def.needs && !def.needs.length) loaded.set(def, def.module);

  const withNeeds: ModuleLoader['withNeeds'] = (def) => {
    const run = rt.run;
    const services = run && run.services;
    // Features load only in a run; a widget's load, which may come after a stop, then gets no
    // config (the lists then load no webp code, as with the default config).
    const needs = def.needs;
    // Needs that depend on the environment: a load after a stop (no run) gets the defaults.
    return Promise.all([
      Promise.resolve().then(() => def.load((run && run.config)!, rt.win)),
      services && services.whenReady ? services.whenReady((typeof needs === 'function' ? run && needs(run.env) : needs) || undefined) : undefined,
    ]).then(
      ([mod]) => mod,
    );
  };

  return {
    loaded,
    withNeeds,
    load(def) {
      let load = pending.get(def);
      if (!load) {
        // A failed load may succeed later (flaky network): loadOnce forgets it so the next wake retries.
        load = loadOnce(() =>
          withNeeds(def).then((mod) => {
            loaded.set(def, mod);
            return mod;
          }),
        );
        pending.set(def, load);
      }
      return load();
    },
  };
}
