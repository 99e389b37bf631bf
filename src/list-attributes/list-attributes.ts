/**
 * The `data-*` names a content list's first screen reads: its call parameters (read in
 * src/api/content/, where its first call is made before its code is in) and the space fields of
 * its logs (src/lists/space.ts), with an app's id and version id, which a download button's app
 * fields (src/app-link/app-attributes.ts) spread. A leaf of its own (its chunk), so that a list
 * page loads neither the download button's texts and names (download-texts) nor the app link
 * (app-link) before its first tap; `schema` (src/ui/download-texts/widget-attributes.ts)
 * spreads them.
 * Legacy all-lowercase forms (product-rules §14) are listed beside the kebab-case ones they alias.
 */

/** An app's id and version id, kebab first then legacy lowercase (product-rules §3). */
export const appIds = {
  id: ['data-id', 'data-app-id', 'data-appid'],
  versionId: ['data-version-id', 'data-versionid'],
} as const;

export const listSchema = {
  // space fields for logs (button or nearest ancestor)
  space: {
    type: 'data-space-type',
    rType: 'data-space-r-type',
    id: 'data-space-id',
    name: 'data-space-name',
  },

  // content widgets (their parameters are read in src/api/content/)
  q: 'data-q',
  offset: 'data-offset',
  count: 'data-count',
  mode: 'data-mode',
  /** The ad slot's space: the log's space field (`space.id`), which the slot reads as its ad space. */
  spaceId: 'data-space-id',
} as const;
