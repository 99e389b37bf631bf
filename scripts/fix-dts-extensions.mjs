#!/usr/bin/env node
/**
 * Build post-step for the declarations (wired as
 * `… && tsc -p tsconfig.build.json --emitDeclarationOnly && node scripts/fix-dts-extensions.mjs`).
 *
 * Why: the sources use extensionless relative imports (`moduleResolution: Bundler`), and tsc
 * copies them into the .d.ts files as they are. TypeScript projects using `moduleResolution:
 * node16`/`nodenext` then cannot resolve the package's types (TS2834; arethetypeswrong reports
 * "InternalResolutionError"). Each relative specifier is rewritten to the file that exists:
 * `./x` → `./x.js` for x.d.ts, `./x` → `./x/index.js` for x/index.d.ts. Bundler resolution
 * reads both forms, so nothing else changes.
 *
 * Usage: node scripts/fix-dts-extensions.mjs [dist/types]
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// `from './x'`, `import('./x')`, `import './x'` in declaration files (text, not HTML).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * Rewrites one declaration file in place; returns whether it changed.
 * @param {string} file
 * @returns {boolean}
 */
export function fixFile(file) {
  const source = readFileSync(file, 'utf8');
  const out = source.replace(SPECIFIER, (all, lead, quote, spec) => {
    if (/\.(c|m)?js$|\.json$|\.css$/.test(spec)) return all;
    const base = join(dirname(file), spec);
    if (existsSync(base + '.d.ts')) return lead + quote + spec + '.js' + quote;
    if (existsSync(join(base, 'index.d.ts'))) return lead + quote + spec.replace(/\/$/, '') + '/index.js' + quote;
    return all;
  });
  if (out === source) return false;
  writeFileSync(file, out);
  return true;
}

/**
 * Rewrites every .d.ts under `dir`; returns how many files changed.
 * @param {string} dir
 * @returns {number}
 */
export function fixTree(dir) {
  let changed = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) changed += fixTree(path);
    else if (path.endsWith('.d.ts') && fixFile(path)) changed++;
  }
  return changed;
}

if (process.argv[1] && import.meta.url === new URL('file://' + process.argv[1]).href) {
  fixTree(process.argv[2] || 'dist/types');
}
