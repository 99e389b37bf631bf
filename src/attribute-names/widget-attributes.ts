/**
 * Every `data-*` name the library reads, in one place, so the checker (bin/lib/contract.js),
 * the React props (app/react/attributes.ts) and the widgets cannot disagree on a spelling.
 * No other file spells a `data-*` string: import from here.
 * Values are attribute names as written in HTML. Legacy all-lowercase forms (product-rules §14)
 * are listed beside the kebab-case ones they alias.
 * Three parts live in files of their own, which `schema` spreads: the runtime's names
 * (src/schema-core.ts, in the script tag's core), a download button's app fields and tips
 * (app-attributes.ts, beside this file), and the names only one widget reads, which its folder
 * declares (`widgets/<folder>/attributes.ts`, copied by `npm run generate` into
 * folder-attributes.generated.ts beside this file); the rest, here, are shared by several
 * widgets. The three files of this folder are one chunk (`attribute-names`), which every widget
 * reading them loads: a list page's first screen loads these names, and neither the download
 * link's label (download-texts) nor the app link (app-link).
 */
import { coreSchema } from '../schema-core';
import { appSchema } from './app-attributes';
import { folderAttributes } from './folder-attributes.generated';

export { readAttr } from './app-attributes';

export const schema = {
  ...coreSchema,
  // the download button's app fields and tips (the tips banner's too)
  ...appSchema,

  // the download button's, which the lists' download links read too
  /** How the download is fetched: 'apk' (default navigation), 'url' or 'dot'. */
  downloadMode: 'data-download-mode',

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

  // the names only one widget reads, from its folder
  ...folderAttributes,
} as const;
