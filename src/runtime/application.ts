import type { Config, Environment, FeatureDefinition, Logger, ResolvedConfig, Services, Wake, WidgetDefinition } from '../types';
import type { IslandState } from './island-record';
import { coreSchema as schema } from '../schema-core';
import { mergeConfig, readConfigScript } from './config';
import { createLogger } from './logger';
import { onIdle, createVisibilityWatcher } from './wake';
import { createScheduler, type SliceScheduler } from './scheduler';
import { injectStyles } from './styles';
import { createRuntime, guard, WIDGET_SELECTOR, type Run } from './runtime';
import { createModuleLoader } from './module-loader';
import { createIslands } from './island';
import { createFeatures } from './features';
import { createScanner } from './scanner';
import { captureInteractions } from './interaction';
import { announceReady } from './ready';
import { createPublicBridge, deliverEarlyMessages, readAppQueueNow, type PublicBridge } from './public-bridge';
import { followPageLifecycle } from './page-lifecycle';
import type { AppView, RuntimeHost, RuntimePlugin } from './plugin';
import { warnOf } from './warn';

export type { PublicBridge } from './public-bridge';
export type { AppView, PluginHost, RuntimeHost, RuntimePlugin } from './plugin';

/** Builds the services of one started application (in its window); injectable so tests can pass fakes. */
export type ServicesFactory = (config: ResolvedConfig, env: Environment, logger: Logger, win: Window) => Services;
export type EnvironmentFactory = (win: Window, config: ResolvedConfig) => Environment;

export interface ApplicationOptions {
  version: string;
  widgets: readonly WidgetDefinition[];
  features?: readonly FeatureDefinition[];
  /** The add-ons, in the order their hooks run (src/runtime/plugin.ts; the default list: src/plugins/index.ts). */
  plugins?: readonly RuntimePlugin[];
  createServices: ServicesFactory;
  detectEnvironment: EnvironmentFactory;
  /**
   * The widgets' CSS, injected unless the page links pp-widgets.css; or the loader of the chunk
   * that holds it (the script tag's `base-css`), called only then.
   */
  css?: string | (() => Promise<string>);
  win?: Window;
  logger?: Logger;
}

export interface Application extends AppView {
  /**
   * Starts once: installs the delegated listeners now; merges config, detects the
   * environment, makes the services and scans the page in the scheduler's slices after it
   * (`scan()`, `pageView()` and the bridge called before then finish them at once).
   */
  start(config?: Config): void;
  /** Mounts what is under `root` and not mounted yet. */
  scan(root?: ParentNode): void;
  /** Unmounts the islands under `root` (default the whole document). */
  unmount(root?: ParentNode): void;
  /** Undoes everything: widgets, listeners, observers, timers. */
  stop(): void;
  /**
   * Counts a new page view in a single-page app (a route change): logs it as the first view is
   * logged, one `POST /log/access` and one page-view beacon at the next idle moment, with the
   * address at that time. Nothing when config `log.access` is false or the runtime is stopped.
   * @example router.afterEach(() => getApplication().pageView());
   */
  pageView(): void;
  readonly bridge: PublicBridge;
}

/**
 * Creates the island runtime: wires its units (docs/ARCHITECTURE.md) around one shared record.
 * @example
 * const app = createApplication({ version, widgets, features, createServices, detectEnvironment });
 * app.start({ locale: 'en' });
 */
export function createApplication(options: ApplicationOptions): Application {
  const win = options.win || window;
  const doc = win.document;
  // What was reported, per element, for the debug overlay (bounded; text only, never data).
  const reports: { element: Element | null; level: 'warn' | 'error'; message: string }[] = [];
  const logger =
    options.logger ||
    createLogger(undefined, (level, args) => {
      if (reports.length >= 200) return;
      let element: Element | null = null;
      for (const a of args) if (a && (a as Node).nodeType === 1) element = a as Element;
      reports.push({ element, level, message: args.filter((a) => typeof a === 'string').join(' ') });
    });
  const rt = createRuntime(win, logger, options.widgets);
  const loader = createModuleLoader(rt, options.widgets);
  const islands = createIslands(rt, loader);
  const plugins = options.plugins || [];
  // The application's page features, then those its plug-ins own (src/runtime/plugin.ts).
  const features = createFeatures(rt, loader, (options.features || []).concat(...plugins.map((p) => p.features || [])));
  let scanner: ReturnType<typeof createScanner> | null = null;
  let stopObserving: (() => void) | null = null;
  // What the plug-ins see: the shared record's fields they may read (`run` as it is at each
  // read) and a few operations of the runtime.
  const host: RuntimeHost = {
    win,
    doc,
    logger,
    get run() {
      return rt.run;
    },
    teardown: rt.teardown,
    get app(): AppView {
      return app;
    },
    load: (name: string) => loader.load(rt.definitions.get(name)!),
    sleeping: () => (scanner ? scanner.sleeping.map((def) => def.name) : []),
    redetect() {
      // From now on the app may deliver through its queue too: its reader starts (once).
      readAppQueueNow(rt);
      const run = rt.run;
      if (!run) return;
      guard(rt, 'late bridge', () => {
        Object.assign(run.env, options.detectEnvironment(win, run.config));
        features.stop();
        rt.islands.forEach((island) => islands.remount(island));
        // The scanner's sleeping widgets depend on the environment (download wakes when seen).
        if (stopObserving) stopObserving();
        scanner = createScanner(rt, islands, features);
        stopObserving = scanner.observe();
        scanner.scan(doc);
        // As at start: each feature's look at the whole page a job of its own.
        features.scan(doc, true);
      });
    },
  };
  /** Runs one hook of a plug-in, guarded (a throw is logged with the plug-in's name). */
  const hook = (p: RuntimePlugin, name: 'start' | 'ready' | 'restore' | 'pageView') => {
    const run = rt.run;
    if (run) {
      guard(rt, p.name, () => {
        const fn = p[name];
        const stop = fn && fn.call(p, host, run);
        if (stop) rt.teardown.push(stop);
      });
    }
  };
  const each = (name: 'ready' | 'restore' | 'pageView') => plugins.forEach((p) => hook(p, name));
  /** Runs what a start still in its slices has left (up to its scan), now: the app needs it. */
  const ready = () => {
    if (pending && starting) pending.flush(1 / 0);
  };
  // The scheduler of the start under way (or made); null once stopped.
  let pending: SliceScheduler | null = null;
  // A start whose steps have not all run (its scan is the last).
  let starting = false;

  const app: Application = {
    version: options.version,
    // Messages, calls and listeners need the run: a start still in its slices finishes first (so
    // do scan() and pageView()).
    bridge: createPublicBridge(rt, () => ready()),

    start(startConfig) {
      if (rt.run || pending) {
        if (startConfig) warnOf(logger, app, 'startAgain', []);
        app.scan();
        return;
      }
      const { teardown } = rt;
      teardown.length = 0;
      starting = true;
      // A job that throws before the run exists ends the start (nothing mounts; a held click goes through).
      const scheduler = (pending = createScheduler(win, (error) => {
        logger.handleError(error, rt.run ? 'hydrating' : 'starting');
        if (!rt.run) app.stop();
      }));
      // What comes before the run exists: clicks on widgets (held) and an Escape after one,
      // replayed once the first scan has mounted what it found (interaction.ts).
      const early: (() => void)[] = [];
      // The one thing the script's task does: the delegated listeners, so a click from the
      // moment start() returns is caught.
      teardown.push(captureInteractions(rt, islands, early));
      let config: ResolvedConfig;
      let env: Environment;
      let run: Run;
      // The rest, each step a job of the scheduler (a phone's script task stays short; a step
      // that uses a slice up leaves the next to the next slice).
      [
        () => (config = mergeConfig(logger, readConfigScript(doc, logger), (win as Window & { PPWidgetsConfig?: unknown }).PPWidgetsConfig, startConfig)),
        () => (env = options.detectEnvironment(win, config)),
        () => {
          run = {
            config,
            env,
            services: options.createServices(config, env, logger, win),
            scheduler,
            // What comes into view together wakes in the scheduler's slices.
            visibility: createVisibilityWatcher(win, (el, fn) => teardown.push(onIdle(win, () => fn(el))), scheduler),
          };
          rt.run = run;
          scanner = createScanner(rt, islands, features);
          teardown.push(followPageLifecycle(rt, islands, () => each('restore')), deliverEarlyMessages(rt, app.bridge));
        },
        // The add-ons (visit, data-track, back-to-top, late bridge, debug overlay, speculation).
        ...plugins.map((p) => () => hook(p, 'start')),
        () => (stopObserving = scanner!.observe()),
        // The styles (whose check reads the computed style: a style pass over the whole page),
        // then, a job of its own, the scan, in slices, then page features (lazy images, tips
        // banner, links), each feature's look at the page a job after the scan's. A widget's
        // CSS that comes first goes in at once; the shared styles are put before it (styles.ts).
        () => void teardown.push(injectStyles(doc, options.css || '', config.nonce, (error) => logger.handleError(error, 'loading styles'))),
        () => {
          starting = false;
          scanner!.scan(doc, () => {
            scheduler.push(() => early.splice(0).forEach((replay) => replay()));
            announceReady(rt, () => each('ready'));
          });
          features.scan(doc, true);
        },
      ].forEach(scheduler.push);
    },

    scan(root) {
      ready();
      const current = scanner;
      if (!rt.run || !current) return;
      guard(rt, 'scanning', () => {
        current.scan(root || doc);
        features.scan(root || doc);
      });
    },

    unmount(root) {
      guard(rt, 'unmounting', () => islands.unmountWithin(root || doc));
    },

    stop() {
      const run = rt.run;
      // A start still in its slices goes no further.
      if (pending) pending.clear();
      pending = rt.run = null;
      if (run) {
        if (stopObserving) stopObserving();
        stopObserving = null;
        rt.islands.forEach((island) => islands.unmount(island));
        features.stop();
        run.visibility.disconnect();
      }
      for (const fn of rt.teardown.splice(0)) guard(rt, 'stopping', fn);
      if (!run) return;
      rt.timers.forEach((id) => win.clearTimeout(id));
      rt.timers.clear();
      guard(rt, 'stopping services', () => {
        run.services.bridge.dispose();
        run.services.log.dispose();
      });
      scanner = null;
    },

    inspect() {
      const out: ReturnType<Application['inspect']> = [];
      const add = (element: HTMLElement, def: WidgetDefinition, wake: Wake, state: IslandState) =>
        out.push({ element, widget: def.name, wake, state, reports: reports.filter((r) => r.element === element).map((r) => r.message) });
      // Interaction islands not used yet have no record: report them as waiting.
      const list = doc.querySelectorAll(WIDGET_SELECTOR);
      for (let k = 0; k < list.length && rt.run; k++) {
        const el = list[k] as HTMLElement;
        const def = rt.definitions.get(el.getAttribute(schema.widget) || '');
        if (def && !rt.islands.has(el)) add(el, def, islands.wakeOf(el, def), 'waiting');
      }
      rt.islands.forEach((i) => add(i.el, i.def, i.wake, i.state));
      return out;
    },

    reports: () => reports.slice(),

    pageView() {
      ready();
      each('pageView');
    },
  };
  return app;
}
