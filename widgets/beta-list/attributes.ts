/**
 * The `data-*` names only the beta list reads (its README lists them). The package's `schema`
 * carries them, as do the checker's known names: `npm run generate` copies them there
 * (src/attribute-names/folder-attributes.generated.ts, bin/lib/attributes.generated.js). The
 * list's code reads them from `schema`, with the shared ones.
 */
export const attributes = {
  dayBefore: 'data-day-before',
  dayAfter: 'data-day-after',
} as const;
