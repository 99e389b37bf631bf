import type {
  Config, Environment, FeatureDefinition, FeatureInstance, Logger, ResolvedConfig, ServiceName, Wake,
  Services, Unmount, WidgetContext, WidgetDefinition, WidgetModule,
} from '../types';
import { coreSchema as schema } from '../schema-core';
import { mergeConfig, readConfigScript } from './config';
import { createLogger } from './logger';
import { emit } from './events';
import { INTERACTION_EVENTS, onFirstScroll, onIdle, parseHydrate, VisibilityWatcher } from './wake';
import { SliceScheduler } from './scheduler';
import { injectStyles } from './styles';

type IslandState = 'waiting' | 'loading' | 'mounted' | 'failed';

interface Island {
  el: HTMLElement;
  def: WidgetDefinition;
  hydrate: Wake;
  state: IslandState;
  unmount: Unmount | null;
  /** Clicks that arrived before the island was awake, replayed after mount. */
  clicks: EventTarget[];
  cancelIdle: (() => void) | null;
  settled: Promise<void>;
  settle: () => void;
}

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

/** The `PPWidgets.bridge` object apps call; stable across start/stop. */
export interface PublicBridge {
  /** The native app's answer or event, as a JSON string or object. Never throws. */
  receive(message: unknown): void;
  call<T = unknown>(method: string, payload?: Record<string, unknown>): Promise<T>;
  on(event: string, handler: (payload: Record<string, unknown>) => void): () => void;
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
  readonly version: string;
  readonly bridge: PublicBridge;
  /** The state of every island found, with what was reported about it (debug overlay, tests). */
  inspect(): { element: HTMLElement; widget: string; hydrate: Wake; state: IslandState; reports: string[] }[];
  /** Everything reported so far, with the element it concerns if any (debug overlay). */
  reports(): readonly { element: Element | null; level: 'warn' | 'error'; message: string }[];
}

const SELECTOR = `[${schema.widget}]`;

/**
 * The selector of a scan: every widget except those named in `lazy` (they wake on interaction
 * and are not visited), unless their markup asks for another wake-up with `data-hydrate`.
 * One complex `:not()` (Selectors 4: Chrome 88, Safari 9) halves the browser's matching of a
 * 60 000-element page against the equivalent selector list (1.2 against 2.4 ms in Chromium);
 * where `:not()` takes simple selectors only, the list.
 * @example scanSelectorFor(document, ['download']) // '[data-widget]:not([data-widget="download"]:not([data-hydrate]))'
 */
export function scanSelectorFor(doc: Document, lazy: readonly string[]): string {
  if (!lazy.length) return SELECTOR;
  const is = (name: string) => `[${schema.widget}="${name}"]`;
  const narrow = `${SELECTOR}:not(${lazy.map((name) => `${is(name)}:not([${schema.hydrate}])`).join(',')})`;
  try {
    doc.documentElement.matches(narrow);
    return narrow;
  } catch {
    return `${SELECTOR}${lazy.map((name) => `:not(${is(name)})`).join('')},${SELECTOR}[${schema.hydrate}]`;
  }
}

/**
 * Creates the island runtime (CONTRACT §2).
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
  const definitions = new Map<string, WidgetDefinition>();
  for (const def of options.widgets) definitions.set(def.name, def);
  const features = options.features || [];

  const modules = new Map<WidgetDefinition, Promise<WidgetModule>>();
  const loaded = new Map<WidgetDefinition, WidgetModule>();
  // Code that came with the runtime and needs no on-demand service mounts without a wait, so
  // such an island is ready before the page's first frame.
  for (const def of options.widgets) if (def.module && def.needs && !def.needs.length) loaded.set(def, def.module);
  const islands = new Map<Element, Island>();
  const featureInstances = new Map<FeatureDefinition, FeatureInstance | 'loading'>();

  let started = false;
  let config: ResolvedConfig | null = null;
  let env: Environment | null = null;
  let services: Services | null = null;
  let visibility: VisibilityWatcher | null = null;
  let scheduler: SliceScheduler | null = null;
  let observer: MutationObserver | null = null;
  let teardown: (() => void)[] = [];
  let readySent = false;
  /** What a scan looks at: see `scanSelector`. */
  let scanSelector = SELECTOR;
  /** Widgets that wake on interaction by default in this environment (not visited by a scan). */
  let sleeping: WidgetDefinition[] = [];

  /** Timeouts of ours still pending; `stop()` clears them. */
  const timers = new Set<number>();
  const setTimer = (fn: () => void, ms: number) => {
    const id = win.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
  };

  const guard = (context: string, fn: () => void, el?: Element) => {
    try {
      fn();
    } catch (error) {
      logger.handleError(error, context, el);
    }
  };

  const setState = (island: Island, state: IslandState) => {
    island.state = state;
    try {
      island.el.setAttribute(schema.state, state);
    } catch {
      /* detached or exotic element */
    }
  };

  const contextFor = (target: Element | Document, fail: (error: unknown) => void): WidgetContext => ({
    config: config!,
    env: env!,
    services: services!,
    emit: (name, detail, el) => emit(el || target, name, detail),
    fail,
  });

  /**
   * Logs a widget's error once and tells the host page with `pp:error` on `document`
   * (`{ widget, element, message }`: the error's message only, never the data it concerned).
   */
  const report = (widget: string, element: Element | null, error: unknown, context: string) => {
    logger.handleError(error, `${context} "${widget}"`, element || undefined);
    emit(doc, 'error', { widget, element, message: String((error && (error as Error).message) || error) });
  };

  /**
   * The code of a widget or feature and the on-demand services it needs, side by side. A `load`
   * that throws at once becomes a rejection like a failed request.
   */
  const loadWithNeeds = <M>(def: { load(): Promise<M>; needs?: readonly ServiceName[] }): Promise<M> =>
    Promise.all([Promise.resolve().then(() => def.load()), services && services.whenReady ? services.whenReady(def.needs) : undefined]).then(
      ([mod]) => mod,
    );

  const loadModule = (def: WidgetDefinition): Promise<WidgetModule> => {
    let promise = modules.get(def);
    if (!promise) {
      promise = loadWithNeeds(def).then((mod) => {
        loaded.set(def, mod);
        return mod;
      });
      modules.set(def, promise);
      // A failed load may succeed later (flaky network): forget it so the next wake retries.
      promise.catch(() => modules.delete(def));
    }
    return promise;
  };

  /**
   * Replays held clicks once the widget can take them. Handlers a component attaches in an
   * effect are not there when `mount` returns (React renders asynchronously, Preact runs
   * effects after paint), so the replay waits for the next frame and then a task.
   */
  const replayClicks = (island: Island) => {
    if (!island.clicks.length) return;
    const replay = () => {
      const targets = island.clicks.splice(0);
      for (const target of targets) {
        if (!(target as Node).isConnected) continue;
        // A listener's throw is not thrown by dispatchEvent but reported to the window: take
        // it as this widget's failure instead of letting it reach the page as uncaught.
        const onError = (event: ErrorEvent) => {
          event.preventDefault();
          fail(island, event.error || event.message);
        };
        win.addEventListener('error', onError);
        guard('replaying a click', () => {
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        });
        win.removeEventListener('error', onError);
      }
    };
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      setTimer(replay, 0);
    };
    // Support: requestAnimationFrame everywhere we target, but it does not run in background
    // tabs, so a timeout backs it up.
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(once);
    setTimer(once, 50);
  };

  /**
   * A widget failed: while mounting (its code, or its mount threw) or after (`context.fail`:
   * a render or effect error its boundary caught). Once per island: logged, `pp:error`, and
   * unmounted so the server markup comes back (in a microtask: the boundary calls this from
   * inside a render, when its root cannot be unmounted yet).
   */
  const fail = (island: Island, error: unknown) => {
    if (island.state === 'failed') return;
    report(island.def.name, island.el, error, island.state === 'mounted' ? 'rendering' : 'mounting');
    setState(island, 'failed');
    const unmount = island.unmount;
    island.unmount = null;
    if (unmount) Promise.resolve().then(() => guard(`unmounting "${island.def.name}"`, unmount, island.el));
    island.settle();
    // The server markup is still there: let the user's click do what the plain markup does.
    replayClicks(island);
  };

  const mountNow = (island: Island, mod: WidgetModule) => {
    if (islands.get(island.el) !== island || island.state !== 'loading') return;
    let result: ReturnType<WidgetModule['mount']>;
    try {
      result = mod.mount(island.el, contextFor(island.el, (error) => fail(island, error)));
    } catch (error) {
      fail(island, error);
      return;
    }
    const done = (unmount: Unmount | void) => {
      // Removed meanwhile, or failed while rendering its first frame: give the markup back.
      if (islands.get(island.el) !== island || island.state === 'failed') {
        if (unmount) Promise.resolve().then(() => guard('unmounting', unmount, island.el));
        return;
      }
      island.unmount = unmount || null;
      setState(island, 'mounted');
      island.settle();
      replayClicks(island);
    };
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<Unmount | void>).then(done, (error) => fail(island, error));
    } else {
      done(result as Unmount | void);
    }
  };

  /** Wakes an island. `urgent` (a user interaction) mounts without waiting for a slice. */
  const wake = (island: Island, urgent: boolean) => {
    if (island.state !== 'waiting') return;
    if (island.cancelIdle) island.cancelIdle();
    if (visibility) visibility.unwatch(island.el);
    setState(island, 'loading');
    const mod = loaded.get(island.def);
    if (mod) {
      if (urgent || !scheduler) mountNow(island, mod);
      else scheduler.push(() => mountNow(island, mod));
      return;
    }
    loadModule(island.def).then(
      (m) => (urgent || !scheduler ? mountNow(island, m) : scheduler.push(() => mountNow(island, m))),
      (error) => fail(island, error),
    );
  };

  /** A widget's own default wake-up in this environment. */
  const defaultWake = (def: WidgetDefinition): Wake => (typeof def.hydrate === 'function' ? def.hydrate(env!) : def.hydrate);

  /** The wake-up an element asks for (`data-hydrate`), else its widget's default. */
  const hydrateOf = (el: Element, def: WidgetDefinition): Wake => {
    const attr = el.getAttribute(schema.hydrate);
    const hydrate = parseHydrate(attr);
    if (attr !== null && hydrate === null) {
      logger.warnOnce(el, `${schema.hydrate}="${attr}" is not one of load, idle, visible, interaction; using the default`, el);
    }
    return hydrate || defaultWake(def);
  };

  /** Makes the record of an island; `arm` sets up its wake-up condition. */
  const createIsland = (el: HTMLElement, def: WidgetDefinition, hydrate: Wake, arm = true) => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const island: Island = { el, def, hydrate, state: 'waiting', unmount: null, clicks: [], cancelIdle: null, settled, settle };
    islands.set(el, island);
    if (!arm) return island;
    if (hydrate === 'load') wake(island, false);
    else if (hydrate === 'idle') island.cancelIdle = onIdle(win, () => wake(island, false));
    else if (hydrate === 'scroll') island.cancelIdle = onFirstScroll(win, () => wake(island, false));
    else if (hydrate === 'visible') visibility!.watch(el, onVisible);
    return island;
  };

  /**
   * An element that wakes when visible came into view. Like interaction islands, such an
   * element has no record until then (only its entry in the observer), so a client page of
   * 10 000 download buttons keeps a heap the size of what is on screen.
   */
  const onVisible = (el: Element) => {
    if (!started) return;
    guard('waking a visible widget', () => {
      const island = ensureIsland(el, false);
      if (island) wake(island, false);
    }, el);
  };

  /** The island of a widget element, created now if it is not one yet (see `visit`). */
  const ensureIsland = (el: Element, arm = true): Island | null => {
    const existing = islands.get(el);
    if (existing) return existing;
    const def = definitions.get(el.getAttribute(schema.widget) || '');
    if (!def || !el.isConnected) return null;
    return createIsland(el as HTMLElement, def, hydrateOf(el, def), arm);
  };

  /**
   * One widget element met by a scan. Islands that wake on interaction cost nothing until
   * then: no record, no DOM write; the delegated listeners create them on first use. So a page
   * of 10 000 download buttons starts as fast as a page of ten (issue 8).
   */
  const visit = (el: Element) => {
    if (islands.has(el) || !el.isConnected) return;
    const name = el.getAttribute(schema.widget) || '';
    const def = definitions.get(name);
    if (!def) {
      logger.warnOnce(el, `unknown ${schema.widget}="${name}"; known: ${Array.from(definitions.keys()).join(', ')}`, el);
      return;
    }
    const hydrate = hydrateOf(el, def);
    if (hydrate === 'interaction') return;
    if (hydrate === 'visible') {
      visibility!.watch(el, onVisible);
      return;
    }
    guard(`scanning "${name}"`, () => void createIsland(el as HTMLElement, def, hydrate), el);
  };

  const now = () => (win.performance ? win.performance.now() : Date.now());

  /** One `querySelectorAll`, visited in slices of ~8 ms; `done` after the last one. */
  const scanIslands = (root: ParentNode, done?: () => void) => {
    if ((root as Element).nodeType === 1 && (root as Element).hasAttribute(schema.widget)) visit(root as Element);
    const list = root.querySelectorAll(scanSelector);
    let i = 0;
    const step = () => {
      if (!started) return;
      const end = now() + 8;
      while (i < list.length) {
        visit(list[i++]);
        if ((i & 31) === 0 && now() > end) {
          setTimer(step, 0);
          return;
        }
      }
      if (done) done();
    };
    step();
  };

  const scanFeatures = (root: ParentNode) => {
    for (const def of features) {
      const instance = featureInstances.get(def);
      if (instance === 'loading') continue;
      if (instance) {
        guard(`feature "${def.name}"`, () => instance.scan(root));
        continue;
      }
      if (def.when && !def.when(env!, config!, services!)) continue;
      const matches = ((root as Element).nodeType === 1 && (root as Element).matches(def.selector)) || root.querySelector(def.selector);
      if (!matches) continue;
      featureInstances.set(def, 'loading');
      loadWithNeeds(def)
        .then((mod) => {
          if (!started || featureInstances.get(def) !== 'loading') return;
          const inst = mod.start(contextFor(doc, (error) => report(def.name, null, error, 'feature')));
          featureInstances.set(def, inst);
          inst.scan(doc);
        })
        .catch((error) => {
          featureInstances.delete(def);
          logger.handleError(error, `starting feature "${def.name}"`);
        });
    }
  };

  const unmountIsland = (island: Island) => {
    islands.delete(island.el);
    if (island.cancelIdle) island.cancelIdle();
    if (visibility) visibility.unwatch(island.el);
    if (island.unmount) guard(`unmounting "${island.def.name}"`, island.unmount, island.el);
    island.unmount = null;
    island.clicks.length = 0;
    island.settle();
    try {
      island.el.removeAttribute(schema.state);
    } catch {
      /* ignore */
    }
  };

  const unmountWithin = (root: ParentNode) => {
    const own = islands.get(root as Element);
    if (own) unmountIsland(own);
    if (visibility) visibility.unwatch(root as Element);
    if (!islands.size && !(visibility && visibility.size)) return;
    const list = root.querySelectorAll(SELECTOR);
    for (let i = 0; i < list.length; i++) {
      const island = islands.get(list[i]);
      if (island) unmountIsland(island);
      else if (visibility) visibility.unwatch(list[i]);
    }
  };

  const islandFor = (target: EventTarget | null): Island | null => {
    let el: Element | null = target && (target as Node).nodeType === 1 ? (target as Element) : target && (target as Node).parentElement ? (target as Node).parentElement : null;
    while (el) {
      const hit = el.closest(SELECTOR);
      if (!hit) return null;
      const island = islands.get(hit) || (started ? ensureIsland(hit) : null);
      if (island) return island;
      el = hit.parentElement;
    }
    return null;
  };

  const onInteraction = (event: Event) => guard('waking on ' + event.type, () => interact(event));

  const interact = (event: Event) => {
    const island = islandFor(event.target);
    if (!island) return;
    if (event.type === 'click' && (island.state === 'waiting' || island.state === 'loading')) {
      // Not awake yet: hold the click and replay it once mounted, so it is not lost.
      event.preventDefault();
      island.clicks.push(event.target!);
    }
    if (island.state === 'waiting' && (island.hydrate === 'interaction' || event.type !== 'mouseover')) {
      wake(island, true);
    }
  };

  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    // Restored from the back/forward cache: close whatever was open by remounting.
    islands.forEach((island) => {
      if (island.state !== 'mounted') return;
      const mod = loaded.get(island.def);
      if (!mod) return;
      if (island.unmount) guard(`unmounting "${island.def.name}"`, island.unmount, island.el);
      island.unmount = null;
      setState(island, 'loading');
      mountNow(island, mod);
    });
    emit(doc, 'restore');
  };

  const onMutations = (records: MutationRecord[]) => {
    const added: Element[] = [];
    for (const record of records) {
      for (let i = 0; i < record.removedNodes.length; i++) {
        const node = record.removedNodes[i];
        if (node.nodeType === 1 && !node.isConnected) {
          unmountWithin(node as Element);
          featureInstances.forEach((inst) => {
            if (inst !== 'loading' && inst.forget) guard('forgetting removed markup', () => inst.forget!(node as Element));
          });
        }
      }
      for (let i = 0; i < record.addedNodes.length; i++) {
        const node = record.addedNodes[i];
        if (node.nodeType === 1) added.push(node as Element);
      }
    }
    for (const el of added) {
      if (!el.isConnected) continue;
      scanIslands(el);
      scanFeatures(el);
    }
  };

  /** `pp:ready` once every island the first scan (and the observer's first report) woke has settled. */
  const sendReady = () => {
    if (readySent) return;
    readySent = true;
    const waitFor = () => {
      const pending: Promise<void>[] = [];
      islands.forEach((i) => {
        if (i.state === 'loading' || (i.hydrate === 'load' && i.state === 'waiting')) pending.push(i.settled);
      });
      return Promise.all(pending);
    };
    const visible = visibility ? visibility.ready() : Promise.resolve();
    const timeout = new Promise<void>((resolve) => {
      const id = win.setTimeout(resolve, 3000);
      teardown.push(() => win.clearTimeout(id));
    });
    Promise.race([visible.then(waitFor), timeout]).then(() => {
      if (!started) return;
      emit(doc, 'ready', { islands: islands.size });
      // By default no idle prefetch of sleeping widgets' code: it would put the download path
      // (~25 KB) before the first interaction of every page. Code loads on the first sign of
      // intent instead (hover, touch, focus, key), and a click that beats it is held and
      // replayed. A page can ask for it (config `prefetch`).
      if (config!.prefetch) teardown.push(onIdle(win, prefetchSleeping));
    });
  };

  /**
   * Config `prefetch`: loads the code, and the services it needs, of every sleeping widget the
   * page holds. Nothing mounts and no island is made: the first use still wakes it, without
   * waiting for the network.
   */
  const prefetchSleeping = () => {
    if (!started) return;
    // Support: the Network Information API is Chromium-only; elsewhere nothing asks to save data.
    const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection && connection.saveData) return;
    for (const def of sleeping) {
      if (!doc.querySelector(`[${schema.widget}="${def.name}"]`)) continue;
      // Not reported when it fails: the widget's own wake-up loads (and reports) again.
      loadWithNeeds(def).catch(() => undefined);
    }
  };

  const app: Application = {
    version: options.version,
    bridge: {
      receive(message) {
        if (services) guard('receiving a bridge message', () => services!.bridge.receive(message));
      },
      call(method, payload) {
        if (!services) return Promise.reject({ code: -1, msg: 'PPWidgets is not started' });
        return services.bridge.call(method, payload);
      },
      on(event, handler) {
        if (!services) return () => undefined;
        return services.bridge.on(event, handler);
      },
    },

    start(startConfig) {
      if (started) {
        if (startConfig) logger.warnOnce(app, 'start() called again: already started, config ignored (call stop() first to change it)');
        app.scan();
        return;
      }
      try {
        const globalConfig = (win as Window & { PPWidgetsConfig?: unknown }).PPWidgetsConfig;
        config = mergeConfig(logger, readConfigScript(doc, logger), globalConfig, startConfig);
        env = options.detectEnvironment(win, config);
        services = options.createServices(config, env, logger);
      } catch (error) {
        logger.handleError(error, 'starting');
        return;
      }
      started = true;
      readySent = false;
      teardown = [];
      scheduler = new SliceScheduler(win, (error) => logger.handleError(error, 'hydrating'));
      visibility = new VisibilityWatcher(win, (el, fn) => {
        const cancel = onIdle(win, () => fn(el));
        teardown.push(cancel);
      });
      // Widgets that wake on interaction by default are not even visited (unless the markup
      // asks for another wake-up): the selector leaves them out, so the browser's own
      // matching skips a page's 10 000 download buttons and the scan costs what is on screen.
      sleeping = Array.from(definitions.values()).filter((def) => defaultWake(def) === 'interaction');
      scanSelector = scanSelectorFor(doc, sleeping.map((def) => def.name));

      for (const type of INTERACTION_EVENTS) {
        const opts: AddEventListenerOptions = { capture: true, passive: type === 'touchstart' || type === 'mouseover' };
        doc.addEventListener(type, onInteraction, opts);
        teardown.push(() => doc.removeEventListener(type, onInteraction, opts));
      }
      win.addEventListener('pageshow', onPageShow);
      teardown.push(() => win.removeEventListener('pageshow', onPageShow));

      const log = services.log as { startTrackDelegation?: (root: Document) => () => void };
      if (typeof log.startTrackDelegation === 'function') {
        guard('starting data-track', () => teardown.push(log.startTrackDelegation!(doc)));
      }

      if (config.backToTop && doc.body && !doc.querySelector(`[${schema.widget}="back-to-top"]`)) {
        const el = doc.createElement('div');
        el.setAttribute(schema.widget, 'back-to-top');
        doc.body.appendChild(el);
        teardown.push(() => el.parentNode && el.parentNode.removeChild(el));
      }

      // Support: MutationObserver everywhere we target (Chrome 26+, Safari 7+).
      observer = new MutationObserver(onMutations);
      observer.observe(doc.documentElement, { childList: true, subtree: true });

      if (config.debug || /[?&]ppw-debug=1(&|$)/.test(win.location.search)) {
        import('../debug/overlay')
          .then((m) => {
            if (started) teardown.push(m.startOverlay(app, doc));
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
        if (!started) return;
        teardown.push(injectStyles(doc, options.css || '', config!.nonce));
        scanIslands(doc, () => {
          if (scheduler) scheduler.flush();
          sendReady();
        });
        setTimer(() => {
          if (started) guard('scanning for features', () => scanFeatures(doc));
        }, 0);
      });
    },

    scan(root) {
      if (!started) return;
      guard('scanning', () => {
        scanIslands(root || doc);
        scanFeatures(root || doc);
      });
    },

    unmount(root) {
      guard('unmounting', () => unmountWithin(root || doc));
    },

    stop() {
      if (!started) return;
      started = false;
      if (observer) observer.disconnect();
      observer = null;
      islands.forEach((island) => unmountIsland(island));
      featureInstances.forEach((inst, def) => {
        if (inst !== 'loading') guard(`stopping feature "${def.name}"`, () => inst.stop());
      });
      featureInstances.clear();
      if (visibility) visibility.disconnect();
      visibility = null;
      if (scheduler) scheduler.clear();
      scheduler = null;
      for (const fn of teardown.splice(0)) guard('stopping', fn);
      timers.forEach((id) => win.clearTimeout(id));
      timers.clear();
      if (services) {
        const s = services;
        guard('stopping services', () => {
          s.bridge.dispose();
          s.log.dispose();
        });
      }
      services = null;
      env = null;
      config = null;
    },

    inspect() {
      const out: ReturnType<Application['inspect']> = [];
      // Interaction islands not used yet have no record: report them as waiting.
      const list = doc.querySelectorAll(SELECTOR);
      for (let k = 0; k < list.length; k++) {
        const el = list[k] as HTMLElement;
        const def = definitions.get(el.getAttribute(schema.widget) || '');
        if (islands.has(el) || !def || !env) continue;
        out.push({ element: el, widget: def.name, hydrate: hydrateOf(el, def), state: 'waiting', reports: reports.filter((r) => r.element === el).map((r) => r.message) });
      }
      islands.forEach((i) =>
        out.push({
          element: i.el,
          widget: i.def.name,
          hydrate: i.hydrate,
          state: i.state,
          reports: reports.filter((r) => r.element === i.el).map((r) => r.message),
        }),
      );
      return out;
    },

    reports: () => reports.slice(),
  };
  return app;
}
