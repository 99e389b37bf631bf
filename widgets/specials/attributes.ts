/**
 * The `data-*` names only the specials list reads (its README lists them). The package's `schema`
 * carries them, as do the checker's known names: `npm run generate` copies them there
 * (src/attribute-names/folder-attributes.generated.ts, bin/lib/attributes.generated.js). The
 * list's code reads them from `schema`, with the shared ones.
 */
export const attributes = {
  specialNum: 'data-special-num',
  specialId: 'data-special-id',
  specialSource: 'data-special-source',
} as const;
