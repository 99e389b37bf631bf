#!/usr/bin/env node
// The chunk manifest: which source modules each chunk of the chunked build holds.
// `npm run build` writes dist/chunk-modules.json (scripts/rollup-chunk-modules.mjs); this script
// compares it with the checked-in tests/dist/chunks.manifest.json, or writes that file:
//
//   node scripts/chunk-manifest.mjs           prints the differences, exits 1 if there are any
//   node scripts/chunk-manifest.mjs --write   after a deliberate move: the build's table becomes the manifest
//
// Format: { "<chunk name without hash>": ["<module path from the repository root>", …] },
// chunks and modules sorted; a package under node_modules is one entry (`node_modules/preact`).
// tests/dist/chunks.test.ts runs the same comparison in `npm run test:dist`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BUILT = join(root, 'dist', 'chunk-modules.json');
export const MANIFEST = join(root, 'tests', 'dist', 'chunks.manifest.json');

/** Where each module is: module path → chunk name. */
function locate(table) {
  const at = new Map();
  for (const [chunk, modules] of Object.entries(table)) for (const m of modules) at.set(m, chunk);
  return at;
}

/**
 * The differences between the manifest and a build, one line each, empty when they agree:
 * `moved   widgets/<name>/<file>.ts: chunk a (manifest) → chunk b (build)`, `new …`, `gone …`.
 */
export function diffChunks(manifest, built) {
  const want = locate(manifest);
  const got = locate(built);
  const lines = [];
  for (const [m, chunk] of want) {
    if (!got.has(m)) lines.push(`gone    ${m}: in chunk ${chunk} in the manifest, in no chunk of the build`);
    else if (got.get(m) !== chunk) lines.push(`moved   ${m}: chunk ${chunk} (manifest) → chunk ${got.get(m)} (build)`);
  }
  for (const [m, chunk] of got) if (!want.has(m)) lines.push(`new     ${m}: in chunk ${chunk} (build), not in the manifest`);
  for (const chunk of Object.keys(manifest)) if (!(chunk in built)) lines.push(`chunk   ${chunk}: in the manifest, not built`);
  for (const chunk of Object.keys(built)) if (!(chunk in manifest)) lines.push(`chunk   ${chunk}: built, not in the manifest`);
  return lines.sort();
}

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let built;
  try {
    built = readJson(BUILT);
  } catch {
    console.error(`${BUILT} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  if (process.argv.includes('--write')) {
    writeFileSync(MANIFEST, JSON.stringify(built, null, 2) + '\n');
    console.log(`wrote ${MANIFEST} (${Object.keys(built).length} chunks)`);
  } else {
    const lines = diffChunks(readJson(MANIFEST), built);
    if (lines.length) {
      console.log(lines.join('\n'));
      console.log('\nIf the move is deliberate: node scripts/chunk-manifest.mjs --write');
      process.exit(1);
    }
    console.log('chunks match the manifest');
  }
}
