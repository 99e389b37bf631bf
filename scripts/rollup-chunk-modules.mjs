// Rollup output plugin for the chunked script-tag build: writes dist/chunk-modules.json, each
// chunk's name (its file name without the hash: `chunks/download-AbC1.js` → `download`)
// with the source modules Rollup put in it, sorted, as paths from the repository root;
// node_modules are summarised by package (`node_modules/preact`). scripts/chunk-manifest.mjs
// compares it with tests/dist/chunks.manifest.json (and writes that file with --write).
import { relative, sep } from 'node:path';

/** `chunks/download-AbC1.js` → `download`; `pp-widgets.js` → `pp-widgets`. */
export function chunkName(fileName) {
  return fileName.replace(/^chunks\//, '').replace(/\.js$/, '').replace(/-[A-Za-z0-9_-]{4}$/, '');
}

/**
 * A module id as a path from the repository root, `/`-separated. A dependency is
 * `node_modules/<package>/…` wherever its node_modules is (a hoisted one above the repository,
 * a symlinked one), so the chunk table's `node_modules/…` globs and the manifest hold for it.
 */
export function sourcePath(id, root = process.cwd()) {
  const path = relative(root, id.replace(/\?.*$/, '')).split(sep).join('/');
  const at = path.lastIndexOf('node_modules/');
  return at > 0 ? path.slice(at) : path;
}

/** A module id as the manifest writes it, or null for Rollup's virtual modules (`\0…`). */
export function modulePath(id, root = process.cwd()) {
  if (id.startsWith('\0')) return null;
  const path = sourcePath(id, root);
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return pkg ? `node_modules/${pkg[1]}` : path;
}

export function chunkModules({ fileName = 'chunk-modules.json' } = {}) {
  return {
    name: 'ppw-chunk-modules',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        // Modules tree-shaken away entirely (no rendered code) are not in the chunk's file.
        const ids = Object.entries(file.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => id);
        const paths = [...new Set(ids.map((id) => modulePath(id)).filter(Boolean))].sort();
        const name = chunkName(file.fileName);
        if (chunks[name]) throw new Error(`ppw-chunk-modules: two chunks named "${name}"`);
        chunks[name] = paths;
      }
      const sorted = Object.fromEntries(Object.keys(chunks).sort().map((k) => [k, chunks[k]]));
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(sorted, null, 2) + '\n' });
    },
  };
}
