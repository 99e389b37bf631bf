/**
 * Every `data-*` name the library reads, in one place, so the checker (bin/lib/contract.js),
 * the React props (app/react/attributes.ts) and the widgets cannot disagree on a spelling.
 * No other file spells a `data-*` string: import from here.
 * Values are attribute names as written in HTML. Legacy all-lowercase forms (product-rules §14)
 * are listed beside the kebab-case ones they alias.
 */
import { coreSchema } from './schema-core';

export const schema = {
  ...coreSchema,

  // download button / app fields (product-rules §3), kebab first then legacy lowercase
  app: {
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
  },
  tips: 'data-tips',
  downloadCommon: 'data-download-common',
  /** How the download is fetched: 'apk' (default navigation), 'url' or 'dot'. */
  downloadMode: 'data-download-mode',
  /** Native extras the page asks for: comma list of ignoreUpdate, follow, collect, order. */
  nativeActions: 'data-native-actions',
  /** `apprd` of `/download/url/dot` when `data-download-mode="dot"` (product-rules §7). */
  apprd: 'data-apprd',

  // space fields for logs (button or nearest ancestor)
  space: {
    type: 'data-space-type',
    rType: 'data-space-r-type',
    id: 'data-space-id',
    name: 'data-space-name',
  },

  // lucky and content widgets
  activityId: 'data-activity-id',
  activityIds: 'data-activity-ids',
  appIds: 'data-app-ids',
  q: 'data-q',
  specialNum: 'data-special-num',
  specialId: 'data-special-id',
  specialSource: 'data-special-source',
  dayBefore: 'data-day-before',
  dayAfter: 'data-day-after',
  offset: 'data-offset',
  count: 'data-count',
  spaceId: 'data-space-id',
  mode: 'data-mode',
} as const;

/** Reads the first present attribute of a list of aliases (kebab first, then legacy). */
export function readAttr(el: Element, names: string | readonly string[]): string | null {
  const list = typeof names === 'string' ? [names] : names;
  for (const name of list) {
    const v = el.getAttribute(name);
    if (v !== null) return v;
  }
  return null;
}
