import type { Config, Environment, FeatureDefinition, Logger, ResolvedConfig, Services, Wake, WidgetDefinition } from '../types';
import { coreSchema as schema } from '../schema-core';
import { mergeConfig, readConfigScript } from './config';
import { isAndroidWebView } from '../env/webview';
import { watchForBridge } from './late-bridge';
import { createLogger } from './logger';
import { onIdle, createVisibilityWatcher } from './wake';
import { createScheduler } from './scheduler';
import { injectStyles } from './styles';
import { createRuntime, guard, setTimer, WIDGET_SELECTOR } from './runtime';
import { createModuleLoader } from './module-loader';
import { createIslands, type IslandState } from './island';
import { createFeatures } from './features';
import { createScanner } from './scanner';
import { captureInteractions } from './interaction';
import { announceReady } from './ready';
import { createPublicBridge, deliverEarlyMessages, readAppQueueNow, type PublicBridge } from './public-bridge';
import { followPageLifecycle } from './page-lifecycle';
import { logVisitWhenIdle } from '../visit/visit';

export type { PublicBridge } from './public-bridge';

/** Builds the services of one started application; injectable so tests can pass fakes. */
export type ServicesFactory = (config: ResolvedConfig, env: Environment, logger: Logger) => Services;
export type EnvironmentFactory = (win: Window, config: ResolvedConfig) => Environment;

export interface ApplicationOptions {
  version: string;
  widgets: readonly WidgetDefinition[];
  features?: readonly FeatureDefinition[];
  createServices: ServicesFactory;
  detectEnvironment: EnvironmentFactory;
  /** The widgets' CSS, injected unless the page links pp-widgets.css. */
  css?: string;
  win?: Window;
  logger?: Logger;
}

export interface Application {
  /** Starts once: merges config, detects the environment, scans the page. */
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
  readonly version: string;
  readonly bridge: PublicBridge;
  /** The state of every island found, with what was reported about it (debug overlay, tests). */
  inspect(): { element: HTMLElement; widget: string; wake: Wake; state: IslandState; reports: string[] }[];
  /** Everything reported so far, with the element it concerns if any (debug overlay). */
  reports(): readonly { element: Element | null; level: 'warn' | 'error'; message: string }[];
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
  const features = createFeatures(rt, loader, options.features || []);
  let scanner: ReturnType<typeof createScanner> | null = null;
  let stopObserving: (() => void) | null = null;

  const app: Application = {
    version: options.version,
    bridge: createPublicBridge(rt),

    start(startConfig) {
      if (rt.started) {
        if (startConfig) logger.warnOnce(app, 'start() called again: already started, config ignored (call stop() first to change it)');
        app.scan();
        return;
      }
      try {
        const globalConfig = (win as Window & { PPWidgetsConfig?: unknown }).PPWidgetsConfig;
        rt.config = mergeConfig(logger, readConfigScript(doc, logger), globalConfig, startConfig);
        rt.env = options.detectEnvironment(win, rt.config);
        rt.services = options.createServices(rt.config, rt.env, logger);
      } catch (error) {
        logger.handleError(error, 'starting');
        return;
      }
      const { config, services, teardown } = rt;
      rt.started = true;
      teardown.length = 0;
      rt.scheduler = createScheduler(win, (error) => logger.handleError(error, 'hydrating'));
      rt.visibility = createVisibilityWatcher(win, (el, fn) => teardown.push(onIdle(win, () => fn(el))));
      scanner = createScanner(rt, islands, features);

      teardown.push(captureInteractions(rt, islands), followPageLifecycle(rt, islands), deliverEarlyMessages(rt, app.bridge));
      // The Android client may inject the bridge after onPageFinished (product-rules §13): in an
      // Android WebView, or where the user agent carries the client's token, the page follows the
      // client when the bridge comes. Watching is a setter trap (and a short poll) in the runtime;
      // the code that follows the client is a chunk of its own, loaded only when the bridge is there.
      if (!rt.env!.hasBridge && (rt.env!.client === 'android' || isAndroidWebView(rt.env!.ua))) {
        teardown.push(
          watchForBridge(win, () => {
            readAppQueueNow(rt);
            import('./follow-client')
              .then((m) => {
                if (!rt.started) return;
                m.followClient(rt, islands, features, options.detectEnvironment, () => {
                  // The scanner's sleeping widgets depend on the environment (download wakes when seen).
                  if (stopObserving) stopObserving();
                  scanner = createScanner(rt, islands, features);
                  stopObserving = scanner.observe();
                  scanner.scan(doc);
                });
              })
              .catch((error) => logger.handleError(error, 'loading the late-bridge follower'));
          }),
        );
      }

      const log = services.log as { startTrackDelegation?: (root: Document) => () => void };
      if (typeof log.startTrackDelegation === 'function') {
        guard(rt, 'starting data-track', () => teardown.push(log.startTrackDelegation!(doc)));
      }

      if (config.backToTop && doc.body && !doc.querySelector(`[${schema.widget}="back-to-top"]`)) {
        const el = doc.createElement('div');
        el.setAttribute(schema.widget, 'back-to-top');
        doc.body.appendChild(el);
        teardown.push(() => el.parentNode && el.parentNode.removeChild(el));
      }

      stopObserving = scanner.observe();

      if (config.debug || /[?&]ppw-debug=1(&|$)/.test(win.location.search)) {
        import('../debug/overlay')
          .then((m) => {
            if (rt.started) teardown.push(m.startOverlay(app, doc, config));
          })
          .catch((error) => logger.handleError(error, 'loading the debug overlay'));
      }

      // The delegated listeners are in place: from here a click on any widget works (its
      // island is made on the spot). The scan runs right after start() returns (a microtask,
      // so before the page's first frame: what came with the runtime is ready for it); page
      // features (lazy images, tips banner) are looked for in the next task.
      // The styles go in there too: nothing renders before it runs, and no input event can
      // come between start() and its microtasks.
      Promise.resolve().then(() => {
        if (!rt.started) return;
        teardown.push(injectStyles(doc, options.css || '', config.nonce));
        scanner!.scan(doc, () => announceReady(rt, loader, scanner!.sleeping));
        setTimer(rt, () => {
          if (rt.started) guard(rt, 'scanning for features', () => features.scan(doc));
        }, 0);
      });
    },

    scan(root) {
      if (!rt.started) return;
      guard(rt, 'scanning', () => {
        scanner!.scan(root || doc);
        features.scan(root || doc);
      });
    },

    unmount(root) {
      guard(rt, 'unmounting', () => islands.unmountWithin(root || doc));
    },

    stop() {
      if (!rt.started) return;
      rt.started = false;
      if (stopObserving) stopObserving();
      stopObserving = null;
      rt.islands.forEach((island) => islands.unmount(island));
      features.stop();
      if (rt.visibility) rt.visibility.disconnect();
      rt.visibility = null;
      if (rt.scheduler) rt.scheduler.clear();
      rt.scheduler = null;
      for (const fn of rt.teardown.splice(0)) guard(rt, 'stopping', fn);
      rt.timers.forEach((id) => win.clearTimeout(id));
      rt.timers.clear();
      const s = rt.services;
      if (s) {
        guard(rt, 'stopping services', () => {
          s.bridge.dispose();
          s.log.dispose();
        });
      }
      rt.services = null;
      rt.env = null;
      rt.config = null;
      scanner = null;
    },

    inspect() {
      const out: ReturnType<Application['inspect']> = [];
      const reportsOf = (el: Element) => reports.filter((r) => r.element === el).map((r) => r.message);
      // Interaction islands not used yet have no record: report them as waiting.
      const list = doc.querySelectorAll(WIDGET_SELECTOR);
      for (let k = 0; k < list.length; k++) {
        const el = list[k] as HTMLElement;
        const def = rt.definitions.get(el.getAttribute(schema.widget) || '');
        if (rt.islands.has(el) || !def || !rt.env) continue;
        out.push({ element: el, widget: def.name, wake: islands.wakeOf(el, def), state: 'waiting', reports: reportsOf(el) });
      }
      rt.islands.forEach((i) => out.push({ element: i.el, widget: i.def.name, wake: i.wake, state: i.state, reports: reportsOf(i.el) }));
      return out;
    },

    reports: () => reports.slice(),

    pageView() {
      if (rt.started) logVisitWhenIdle(rt, true);
    },
  };
  return app;
}
