/**
 * The `data-*` names only the lucky panel reads (its README lists them). The package's `schema`
 * carries them, as do the checker's known names: `npm run generate` copies them there
 * (src/attribute-names/folder-attributes.generated.ts, bin/lib/attributes.generated.js). The
 * panel's code reads them from `schema`, with the shared ones.
 */
export const attributes = {
  activityId: 'data-activity-id',
  activityIds: 'data-activity-ids',
} as const;
