/**
 * The `data-*` names of a download button's app (product-rules §3) and of its tips (the download
 * button, the tips banner, the lists and lucky read them through src/app-link/app-data.ts), with
 * `readAttr`; widget-attributes.ts spreads them into `schema`. In the chunk of every widget's
 * names (attribute-names), which the app data imports: a list's or lucky's first screen reads
 * the names without loading the app link.
 * Legacy all-lowercase forms (product-rules §14) are listed beside the kebab-case ones they alias.
 */
export const appSchema = {
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
