/**
 * The `data-*` names only the download button reads (its README lists them). The package's `schema`
 * carries them, as do the checker's known names: `npm run generate` copies them there
 * (src/attribute-names/folder-attributes.generated.ts, bin/lib/attributes.generated.js). The
 * button's code reads them from `schema`, with the shared ones.
 */
export const attributes = {
  /** Native extras the page asks for: comma list of ignoreUpdate, follow, collect, order. */
  nativeActions: 'data-native-actions',
  /** `apprd` of `/download/url/dot` when `data-download-mode="dot"` (product-rules §7). */
  apprd: 'data-apprd',
} as const;
