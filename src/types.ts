/**
 * Shared types of the runtime and its services. Widgets and services import from here,
 * never from each other's internals, so each can be tested with fakes (services behind tiny
 * interfaces). The shared vocabulary is in `base-types.ts`, a leaf the service folders import.
 */
import type { Logger, KeyValueStore, I18n, Clock, Wake, Environment, ResolvedConfig } from './base-types';

// Re-exported by name (not `export type *`, which TypeScript before 5.0 cannot read in our .d.ts).
export type { Hydrate, Wake, Locale, EnvName, Hosts, UaTokens, InAppBrowsers, RealnameConfig, WebpConfig, BridgeConfig, UrlKeyName, UrlKeys, LinkPatterns, Config, LogConfig, RumConfig, PrefetchMode, ResolvedConfig, StoreClient, Environment, Logger, KeyValueStore, Clock, I18n } from './base-types';

/** Unmount function returned by a mount. */
export type Unmount = () => void;

/** What a widget's lazily loaded module provides. */
export interface WidgetModule {
  /**
   * Brings `element` to life. Returns its unmount. May throw: the runtime isolates it,
   * leaves the server markup in place and logs the error once.
   */
  mount(element: HTMLElement, context: WidgetContext): Unmount | void | Promise<Unmount | void>;
  /**
   * Set on a definition's `module` that is only the widget's start (see `WidgetDefinition.module`):
   * the selector of the controls (inside the element) whose clicks wait for the rest of its code.
   */
  holds?: string;
}

/** Services that load on demand (see `Services.whenReady`). */
export type ServiceName = 'api' | 'log' | 'bridge';

/** A widget as the registry knows it before its code is loaded. */
export interface WidgetDefinition {
  /** The `data-widget` value. */
  name: string;
  /** Default wake-up; may depend on the environment (e.g. download labels in the client). */
  wake: Wake | ((env: Environment) => Wake);
  /**
   * Loads the widget's code; called at most once. The runtime passes the run's config, for a
   * widget whose code depends on it (the content lists' webp icons); without one, what the
   * defaults need.
   */
  load(config?: ResolvedConfig): Promise<WidgetModule>;
  /**
   * The widget's code when it is part of the runtime itself. With `needs: []` it then mounts
   * without waiting for a task.
   *
   * A module with `holds` (and `needs: []`) is only the widget's start (the header: its closed
   * state must be right before the first frame, on every page): it mounts so, as the island
   * wakes, and the island is `mounted`. The rest of its code is `load`'s, whose `mount` must do the whole
   * widget: it loads at the first interaction with the element, or at the first idle moment
   * when config `prefetch` and the connection allow (`maySpeculate`), and mounts over the start
   * (whose listeners go; its unmount runs only if that mount fails). Meanwhile a click on the
   * `holds` controls is held and marked busy, as on an island not awake yet, and replayed as
   * soon as that mount returns (its listeners must be in place by then: a key pressed after
   * the click is not taken before it); un-prevented if the code cannot load. A start that
   * returns no unmount has nothing to enhance: its rest is not loaded.
   */
  module?: WidgetModule;
  /**
   * On-demand services it must find loaded when it mounts; omitted = the defaults of
   * `Services.whenReady` (the API client). A widget whose tap logs before the page may leave
   * (search, the download button) names the log. May depend on the environment (the download
   * button's popups in an in-app browser and on iOS use neither the API client nor the log;
   * undefined from the function = the defaults).
   */
  needs?: readonly ServiceName[] | ((env: Environment) => readonly ServiceName[] | undefined);
}

/** A running page feature (lazy images, tips banner): told about markup added later. */
export interface FeatureInstance {
  scan(root: ParentNode): void;
  /** Told of markup removed from the page, so nothing keeps it alive. */
  forget?(root: ParentNode): void;
  stop(): void;
}

/** What a page feature's lazily loaded module provides. */
export interface FeatureModule {
  start(context: WidgetContext): FeatureInstance;
}

/**
 * A page-wide behaviour that is not an island. Its code loads only once the page holds
 * markup matching `selector` and `when` (if given) agrees.
 */
export interface FeatureDefinition {
  name: string;
  selector: string;
  /** Its markup for the run's config, where that config adds to `selector` (config `links`). */
  selectorFor?(config: ResolvedConfig): string;
  /** Asked before the feature's code loads (and again at later scans until it has loaded). */
  when?(env: Environment, config: ResolvedConfig, services: Services): boolean;
  /**
   * Its code. The runtime passes the run's config, for a feature whose code depends on it (lazy
   * images' webp), and its window (lazy images ask for the first screen's images there);
   * called without them, it loads what the defaults need.
   */
  load(config?: ResolvedConfig, win?: Window): Promise<FeatureModule>;
  /** On-demand services it uses; omitted = the defaults of `Services.whenReady`. */
  needs?: readonly ServiceName[];
  /**
   * A plain click on its `selector`'s markup while its code loads is held (marked busy) and
   * replayed once the code has taken that markup up, or as the plain click when it failed (the
   * link forms: a tap on a download link before the `links` chunk is there).
   */
  holds?: boolean;
}

/** Given to every mount. */
export interface WidgetContext {
  config: ResolvedConfig;
  env: Environment;
  services: Services;
  /**
   * The window and document of the page the runtime started on (a frame's, in a frame): what a
   * widget reads, listens to and creates elements in, instead of the globals.
   */
  win: Window;
  doc: Document;
  /** Dispatches a bubbling `pp:<name>` CustomEvent on the element. */
  emit(name: string, detail?: unknown, target?: Element): void;
  /**
   * Reports an error of this widget after its mount returned: a render or effect error its
   * error boundary caught (see `renderRoot` in src/ui/render/render-root.tsx), or a throw in one of
   * its callbacks. The runtime logs it once with the widget's name, dispatches `pp:error` on
   * `document`, and unmounts the widget so its server markup comes back. Never throws.
   */
  fail(error: unknown): void;
  /**
   * Adds a listener that the runtime removes when the widget unmounts or fails (a feature:
   * when it stops). A throw in `fn` is logged once as `<widget>: <type>` and goes no further;
   * the widget stays mounted (for render and effect errors, see `fail`). Returns the removal,
   * for a listener that ends earlier.
   * @example context.listen(window, 'pagehide', close);
   */
  listen<E extends Event = Event>(target: EventTarget, type: string, fn: (event: E) => void, options?: AddEventListenerOptions): () => void;
  /**
   * Wraps a callback the page or a timer calls: a throw is logged once as `<widget>: <label>`
   * and goes no further; the wrapped function never throws.
   * @example setTimeout(context.guard('hide', hide), 300);
   */
  guard<A extends unknown[]>(label: string, fn: (...args: A) => void): (...args: A) => void;
  /**
   * Runs a long job (a scan of many elements) in the runtime's slices of ~8 ms, yielding to the
   * browser between them (src/runtime/scheduler.ts): `job(hasTime)` returns `false` when it is
   * not finished, and is called again in the next slice. The first slice runs at once. Missing
   * outside the runtime (a test's context): then run the job whole.
   * @example context.slice!((hasTime) => { while (i < list.length) { see(list[i++]); if (!hasTime()) return false; } });
   */
  slice?(job: (hasTime: () => boolean) => boolean | void): void;
}

// Service shapes are owned by their folders; re-exported here for convenience.
import type { Api } from './api/index';
import type { Bridge } from './bridge/index';
import type { LogService } from './log/index';

export interface Services {
  logger: Logger;
  /** localStorage with TTL, memory fallback. */
  local: KeyValueStore;
  /** sessionStorage, memory fallback. */
  session: KeyValueStore;
  api: Api;
  bridge: Bridge;
  log: LogService;
  i18n: I18n;
  clock: Clock;
  /**
   * Resolves once the named services, which load on demand in the script-tag build, are in
   * place (default: api; inside the store's clients the bridge too, with any service named).
   * The runtime awaits it with the widget's `needs` before mounting, so a widget sees the real
   * services it needs; one it does not need may still be a stand-in, which queues and forwards
   * (the lists' `log.track`, which the log's base sends).
   */
  whenReady?: (needs?: readonly ServiceName[]) => Promise<void>;
}
