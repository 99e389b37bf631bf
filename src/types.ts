/**
 * Shared types of the runtime and its services. Widgets and services import from here,
 * never from each other's internals, so each can be tested with fakes.
 */

/** When an island wakes (product-rules §11 `data-hydrate`). */
export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';
/**
 * When an island wakes: a `data-hydrate` value, or `scroll` (the page's first scroll, or at
 * once if it starts scrolled), a default some widgets have but markup cannot ask for.
 */
export type Wake = Hydrate | 'scroll';

export type Locale = 'zh-CN' | 'en';

/** Environments chosen by `?debug=` (product-rules §9). */
export type EnvName = 'prod' | 'dev' | 'test' | 'testa' | 'testb' | 'testc' | 'local';

/** Base URLs per environment (product-rules §12 `hosts`). `''` means same origin. */
export interface Hosts {
  api: string;
  download: string;
  log: string;
  track: string;
}

/** User-agent tokens of product-rules §13, all matched case-insensitively, as tokens. */
export interface UaTokens {
  /** The store's Android client, before (or without) its bridge. @default 'PPClient' */
  client: string;
  ppzb: string;
  ppyy: string;
  desktop: string;
  wdj: string;
  reader: string;
  wechat: string;
  qq: string;
  uc: string;
  /** Newer UC builds say `UCMobile/` instead of `UCBrowser/`. @default 'UCMobile' */
  ucMobile: string;
}

/**
 * Config `inAppBrowsers`: in-app browsers that do not let an APK download through, by name, each
 * with its user-agent token or tokens; `false` or `null` removes a default entry.
 * @example { inAppBrowsers: { lark: 'Lark/', alipay: false } }
 */
export type InAppBrowsers = Record<string, string | readonly string[] | false | null>;

export interface RealnameConfig {
  enabled: boolean;
  /** Where the registration is POSTed. */
  submitUrl: string;
  /** Seconds the fetched config is cached (product-rules §9: 1800 in the real-name module). */
  confTime: number;
  /** Seconds a registration is remembered (product-rules §9: 15552000). */
  userTime: number;
  idCheck: 'strict' | 'format';
  phoneCheck: 'broad' | 'strict';
  /**
   * product-rules §9 `isLog 1`: whether the registration asks the server to record it in its logs
   * (sent as `isLog=1` or `0` with the submit). @default true
   */
  isLog: boolean;
}

export interface WebpConfig {
  /** Host names whose images may be rewritten to webp. */
  hosts: string[];
  /** How a URL is rewritten: a suffix appended to the path (default `_.webp`). */
  rewrite: string;
}

export interface BridgeConfig {
  timeoutMs: number;
  methodIds: Record<string, number | string>;
}

/**
 * The `/api/proxyNew` and `/api/proxy` calls whose `urlKey` a deployment names (contract §3).
 * Each defaults to its own name.
 */
export type UrlKeyName =
  | 'configListByTime'
  | 'specialApps'
  | 'allSpecials'
  | 'androidSpecial'
  | 'luckyRoll'
  | 'appDetail'
  | 'activityList'
  | 'multiGameNews'
  | 'personalList'
  | 'betaGameList'
  | 'adList'
  | 'reminderAdd';

/** Config `urlKeys`: the store server's `urlKey` for each proxy call. */
export type UrlKeys = Partial<Record<UrlKeyName, string>>;

/** What a page may pass (all optional); see `defaultConfig` in src/runtime/config.ts. */
export interface Config {
  env?: EnvName;
  hosts?: Partial<Record<EnvName, Partial<Hosts>>>;
  locale?: Locale;
  messages?: Record<string, string>;
  realname?: Partial<RealnameConfig>;
  iosStoreSearchUrl?: string;
  clientScheme?: string;
  uaTokens?: Partial<UaTokens>;
  /** In-app browsers that block APK downloads (added to or removed from the defaults by name). */
  inAppBrowsers?: InAppBrowsers;
  /**
   * Where a HarmonyOS NEXT visitor (no Android, cannot install an APK) is sent instead:
   * `{name}` and `{packageName}` replaced (encoded). The default is the store's own HarmonyOS
   * search page, as `iosStoreSearchUrl` is for iOS.
   * @default '/harmony/search?q={name}'
   */
  harmonyUrl?: string;
  tbChSrc?: string;
  webp?: Partial<WebpConfig>;
  bridge?: Partial<BridgeConfig>;
  /** CSP nonce used when the library injects its own `<style>`. */
  nonce?: string;
  /** Show a back-to-top button even without markup. */
  backToTop?: boolean;
  /** Debug overlay. */
  debug?: boolean;
  /**
   * Speculative loading of the widgets that wake on interaction (download, search).
   * At the first idle moment after `pp:ready`, their code and the services they need are loaded
   * (not mounted), so that their first use does not wait for the network:
   * `'viewport'` those with an element on screen or within one screen of it, `'idle'` (or `true`)
   * every one the page holds, `false` none (code loads on the first sign of intent). Skipped
   * when the browser asks to save data or the connection is 2g / slow-2g.
   * @default 'viewport'
   */
  prefetch?: boolean | PrefetchMode;
  /** Visit logging (product-rules §16): `access: false` sends neither `/log/access` nor the page-view beacon. @default { access: true } */
  log?: Partial<LogConfig>;
  /**
   * The store server's `urlKey` of each `/api/proxyNew` and `/api/proxy` call (contract §3);
   * a call not named keeps its own name.
   * @default {} (every call sends its own name: `personalList`, `adList`, …)
   * @example { urlKeys: { personalList: 'h5.personal.list', adList: 'h5.ad.list' } }
   */
  urlKeys?: UrlKeys;
}

/** Config `log`. */
export interface LogConfig {
  /** One `/log/access` and one page-view beacon per page view. @default true */
  access: boolean;
}

/** What config `prefetch` speculates on: see `Config.prefetch`. */
export type PrefetchMode = 'viewport' | 'idle';

/** The merged configuration every service and widget sees. */
export interface ResolvedConfig {
  env: EnvName | null;
  hosts: Record<EnvName, Hosts>;
  locale: Locale;
  messages: Record<string, string>;
  realname: RealnameConfig;
  iosStoreSearchUrl: string;
  clientScheme: string;
  uaTokens: UaTokens;
  inAppBrowsers: InAppBrowsers;
  harmonyUrl: string;
  tbChSrc: string;
  webp: WebpConfig;
  bridge: BridgeConfig;
  nonce: string | undefined;
  backToTop: boolean;
  debug: boolean;
  prefetch: PrefetchMode | false;
  log: LogConfig;
  urlKeys: UrlKeys;
}

/** Which of the store's own clients hosts the page, if any (product-rules §13). */
export type StoreClient = 'android' | 'ppzb' | 'ppyy' | 'desktop' | 'wdj' | 'reader';

/** Everything detected about where the page runs. Computed once per start. */
export interface Environment {
  ua: string;
  /** The store client hosting the page, or null in a plain browser. */
  client: StoreClient | null;
  /** `window.PPNativeBridge` present (Android client or plugin, or the iOS client). */
  hasBridge: boolean;
  /**
   * The in-app browser of config `inAppBrowsers` the page runs in ('wechat', 'qq', 'weibo',
   * 'douyin', …), or null. Downloads there get the "open in a browser" popup.
   */
  inAppBrowser: string | null;
  /** `inAppBrowser` when it is WeChat or QQ, else null (kept for compatibility). */
  chatApp: 'wechat' | 'qq' | null;
  isUC: boolean;
  isIOS: boolean;
  isIPad: boolean;
  /** Android, also a browser asking for the desktop site (`X11; Linux` with its own token). */
  isAndroid: boolean;
  /** HarmonyOS NEXT: `OpenHarmony` / `ArkWeb` without `Android`; it cannot install an APK. */
  isHarmony: boolean;
  isMobile: boolean;
  /** `body[data-page]`, e.g. 'detail'. */
  page: string | null;
  /** Query parameters the product reads. */
  query: { p: string | null; chSrc: string | null; debug: string | null; utmSource: string | null };
  envName: EnvName;
  hosts: Hosts;
  /** product-rules §9 channel (pp, tb, zb, yy, wdj, sq) and source (1000...4000). */
  channel: string;
  source: number;
  /** product-rules §7: 1 if a stat-logger interface exists, otherwise 2. */
  svr: 1 | 2;
}

/** The single logger everything routes through (Stimulus-style `handleError`). */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
  /** Warn only the first time for this key (per object and key), so a page is not flooded. */
  warnOnce(key: unknown, message: string, ...details: unknown[]): void;
  /** Report an error caught at an edge, with a short context string. Never throws. */
  handleError(error: unknown, context: string, element?: Element): void;
}

/** A small key-value store with optional time-to-live. Never throws. */
export interface KeyValueStore {
  get<T = unknown>(key: string): T | null;
  /** `ttlSeconds` undefined = no expiry. */
  set(key: string, value: unknown, ttlSeconds?: number): void;
  remove(key: string): void;
  /** Deletes every expired entry of this store (not only the ones read). */
  sweep?(): void;
}

export interface Clock {
  now(): number;
  /** In [0, 1), replaceable for seeded tests. */
  random(): number;
}

export interface I18n {
  locale: Locale;
  /** The text for a key, `{name}` placeholders replaced. Unknown keys return the key. */
  t(key: string, params?: Record<string, string | number>): string;
  /** Adds a widget's default texts. Config `messages` still win over them. */
  register(messages: Partial<Record<Locale, Record<string, string>>>): void;
}

/** Unmount function returned by a mount. */
export type Unmount = () => void;

/** What a widget's lazily loaded module provides. */
export interface WidgetModule {
  /**
   * Brings `element` to life. Returns its unmount. May throw: the runtime isolates it,
   * leaves the server markup in place and logs the error once.
   */
  mount(element: HTMLElement, context: WidgetContext): Unmount | void | Promise<Unmount | void>;
}

/** Services that load on demand (see `Services.whenReady`). */
export type ServiceName = 'api' | 'log' | 'bridge';

/** A widget as the registry knows it before its code is loaded. */
export interface WidgetDefinition {
  /** The `data-widget` value. */
  name: string;
  /** Default wake-up; may depend on the environment (e.g. download labels in the client). */
  wake: Wake | ((env: Environment) => Wake);
  /** Loads the widget's code; called at most once. */
  load(): Promise<WidgetModule>;
  /**
   * The widget's code when it is part of the runtime itself (the header: on every page, tiny,
   * and awake from the start). With `needs: []` it then mounts without waiting for a task.
   */
  module?: WidgetModule;
  /** On-demand services it uses; omitted = the defaults of `Services.whenReady`. */
  needs?: readonly ServiceName[];
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
  /** Asked before the feature's code loads (and again at later scans until it has loaded). */
  when?(env: Environment, config: ResolvedConfig, services: Services): boolean;
  load(): Promise<FeatureModule>;
  /** On-demand services it uses; omitted = the defaults of `Services.whenReady`. */
  needs?: readonly ServiceName[];
}

/** Given to every mount. */
export interface WidgetContext {
  config: ResolvedConfig;
  env: Environment;
  services: Services;
  /** Dispatches a bubbling `pp:<name>` CustomEvent on the element. */
  emit(name: string, detail?: unknown, target?: Element): void;
  /**
   * Reports an error of this widget after its mount returned: a render or effect error its
   * error boundary caught (see `renderRoot` in src/ui/render-root.tsx), or a throw in one of
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
   * place (default: api and log, plus the bridge inside the store's clients). The runtime
   * awaits it with the widget's `needs` before mounting, so a widget never sees a stand-in.
   */
  whenReady?: (needs?: readonly ServiceName[]) => Promise<void>;
}
