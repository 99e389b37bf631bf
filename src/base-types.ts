/**
 * The shared vocabulary every folder of the core speaks: wake-up names, config, the
 * environment, and the small service interfaces (logger, storage, clock, i18n). A leaf: it
 * imports nothing, so the api, bridge, log and env folders can use it and `types.ts` can
 * name their services without an import cycle.
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
 * The `/api/proxyNew` and `/api/proxy` calls whose `urlKey` a deployment names (product-rules §12).
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
   * Field measurements (docs/rum.md): the share of page views, from 0 to 1, that
   * load the measuring code and send one report (web vitals by widget, interaction delays,
   * `pp:error` counts) when the page is hidden or left. Decided once per page view.
   * @default { sample: 0 } (off: no measuring code loads)
   * @example { rum: { sample: 0.01 } } // 1% of page views
   */
  rum?: Partial<RumConfig>;
  /**
   * The store server's `urlKey` of each `/api/proxyNew` and `/api/proxy` call (product-rules §12);
   * a call not named keeps its own name.
   * @default {} (every call sends its own name: `personalList`, `adList`, …)
   * @example { urlKeys: { personalList: 'h5.personal.list', adList: 'h5.ad.list' } }
   */
  urlKeys?: UrlKeys;
  /**
   * Plain links that are widgets (the CMS form, features/links/README.md): a link to the store's
   * download URL is a download button and a link whose fragment is `#ppw=<widget>&name=value…`
   * is that widget. `false` turns link forms off; an object adds URL patterns of the store's own
   * pages per widget (`*` any characters of one path segment or value, `{name}` one captured
   * into the widget's attribute `name`), matched on the page's origin or the download host.
   * @default true
   * @example { links: { download: ['/dl/{appId}'], comments: ['/comments?appId=*'] } }
   */
  links?: boolean | LinkPatterns;
}

/** Config `links` as an object: widget name → URL patterns of the store's own pages. */
export type LinkPatterns = Record<string, string[]>;

/** Config `log`. */
export interface LogConfig {
  /** One `/log/access` and one page-view beacon per page view. @default true */
  access: boolean;
}

/** Config `rum`. */
export interface RumConfig {
  /** The share of page views that report, 0 to 1. @default 0 */
  sample: number;
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
  rum: RumConfig;
  urlKeys: UrlKeys;
  links: boolean | LinkPatterns;
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
