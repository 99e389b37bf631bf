/**
 * Every `data-*` name the library reads, in one place, so the checker (bin/lib/contract.js),
 * the React props (app/react/attributes.ts) and the widgets cannot disagree on a spelling.
 * No other file spells a `data-*` string: import from here.
 * Values are attribute names as written in HTML. Legacy all-lowercase forms (product-rules §14)
 * are listed beside the kebab-case ones they alias.
 * Two parts live in files of their own, which `schema` spreads: the runtime's names
 * (src/schema-core.ts, in the script tag's core) and a download button's app fields and tips
 * (src/app-link/app-attributes.ts, in the app-link chunk, all the tips banner reads); the rest, here, travels
 * with the download button's texts (the download-texts chunk), which every widget reading them loads.
 */
import { coreSchema } from '../../schema-core';
import { appSchema } from '../../app-link/app-attributes';

export { readAttr } from '../../app-link/app-attributes';

export const schema = {
  ...coreSchema,
  // the download button's app fields and tips (the tips banner's too)
  ...appSchema,

  // the download button's own
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
