/**
 * The markup contract the checker enforces (CONTRACT §2, §3, §5), as data (STYLE.md habit 8).
 *
 * The CLI ships in the npm package without `src/`, so it cannot read `src/widgets.ts` or
 * `src/schema.ts` at run time; this file keeps copies, and tests/checker/contract-sync.test.ts
 * fails as soon as they drift from the registry, the schema or the widgets' own readers.
 */

/** `data-widget` names the runtime registers (src/widgets.ts). */
export const WIDGET_NAMES = [
  'header', 'search', 'back-to-top', 'download', 'lucky', 'score', 'comments', 'recs',
  'specials', 'beta-list', 'personal-list', 'uc-rec', 'ad-slot', 'game-news',
];

/** `data-hydrate` values (CONTRACT §2). */
export const HYDRATE_VALUES = ['load', 'idle', 'visible', 'interaction'];

/** Kebab-case first, then legacy all-lowercase aliases (src/schema.ts `schema.app`). */
export const APP_ALIASES = {
  id: ['data-id', 'data-app-id', 'data-appid'],
  versionId: ['data-version-id', 'data-versionid'],
  name: ['data-name', 'data-app-name', 'data-appname'],
  packageName: ['data-package-name', 'data-packagename'],
  versionCode: ['data-version-code', 'data-versioncode'],
  versionName: ['data-version-name', 'data-versionname'],
  iconUrl: ['data-icon-url', 'data-iconurl'],
  resourceType: ['data-resource-type', 'data-resourcetype'],
  categoryId: ['data-category-id', 'data-categoryid'],
  subCategoryId: ['data-sub-category-id', 'data-subcategoryid'],
  requireId: ['data-require-id', 'data-requireid'],
  appOpExtInfo: ['data-app-op-ext-info', 'data-appopextinfo'],
};

/** Every other `data-*` name the library reads (src/schema.ts), for "did you mean" hints. */
export const OTHER_ATTRIBUTES = [
  'data-widget', 'data-hydrate', 'data-autostart', 'data-page', 'data-ppw-state',
  'data-menu-toggle', 'data-menu-mask', 'data-tag-popup', 'data-ctoken',
  'data-download-tips', 'data-tips', 'data-download-common', 'data-download-mode',
  'data-native-actions', 'data-apprd',
  'data-space-type', 'data-space-r-type', 'data-space-id', 'data-space-name',
  'data-src', 'data-srcset', 'data-track',
  'data-activity-id', 'data-activity-ids', 'data-app-ids', 'data-q', 'data-special-num',
  'data-special-id', 'data-special-source', 'data-day-before', 'data-day-after', 'data-offset',
  'data-count', 'data-mode',
];

/** The id of the JSON config script (CONTRACT §2). */
export const CONFIG_SCRIPT_ID = 'pp-widgets-config';

/**
 * Top-level config keys and their JSON type (CONTRACT §3; `KEY_TYPES` in
 * src/runtime/config.ts). A value of another type is ignored by the runtime with a warning.
 */
export const CONFIG_KEY_TYPES = {
  env: 'string', hosts: 'object', locale: 'string', messages: 'object', realname: 'object',
  iosStoreSearchUrl: 'string', clientScheme: 'string', uaTokens: 'object', tbChSrc: 'string',
  webp: 'object', bridge: 'object', nonce: 'string', backToTop: 'boolean', debug: 'boolean',
  prefetch: 'boolean',
};

/** Values the runtime accepts for `env` and `locale` (CONTRACT §3). */
export const CONFIG_ENVS = ['prod', 'dev', 'test', 'testa', 'testb', 'testc', 'local'];
export const CONFIG_LOCALES = ['zh-CN', 'en'];

/** App ids are numeric (CONTRACT §5 example, issue 10: "`data-id` not numeric" is a mistake). */
export const APP_ID = /^\d{1,20}$/;
/** Other ids (activity, special, space, version): the widgets' `[0-9A-Za-z_-]{1,64}`. */
export const ID = /^[0-9A-Za-z_-]{1,64}$/;

/** SPEC §3 resource type: soft = 0, game = 1 (the names are read too, widgets/download/app-data.ts). */
export const RESOURCE_TYPES = ['0', '1', 'soft', 'game'];
export const DOWNLOAD_TIPS = ['0', '1'];
export const TIPS_KINDS = ['install', 'reserve', 'gift'];
export const DOWNLOAD_MODES = ['apk', 'url', 'dot'];
/** `data-native-actions` names (widgets/download/native-status.ts `EXTRAS`). */
export const NATIVE_EXTRAS = ['ignoreUpdate', 'follow', 'collect', 'order'];
/** `data-special-source` (widgets/specials). */
export const SPECIAL_SOURCES = ['proxy', 'android', 'ios', 'wdj'];

/**
 * Whole-number attributes of the content widgets and their upper bounds (each widget's
 * `read…Params`; the lower bound is always 0). Keyed by widget, then attribute.
 */
export const INT_LIMITS = {
  comments: { 'data-count': 100 },
  recs: { 'data-count': 200 },
  specials: { 'data-special-num': 50, 'data-offset': 100000, 'data-count': 100 },
  'beta-list': { 'data-day-before': 365, 'data-day-after': 365, 'data-count': 100 },
  'personal-list': { 'data-offset': 100000, 'data-count': 100 },
  'ad-slot': { 'data-offset': 100000, 'data-count': 20 },
  'uc-rec': { 'data-offset': 100000, 'data-count': 200 },
  'game-news': { 'data-count': 100 },
};

/** Longest `data-q` of recs (widgets/recs). */
export const MAX_Q = 100;
/** Most ids in `data-app-ids` (widgets/game-news). */
export const MAX_APP_IDS = 50;
