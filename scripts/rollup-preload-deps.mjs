// Rollup output plugin for the chunked script-tag build (AMD with the private loader of
// src/loader/amd-loader.ts): a dynamic import asks for the chunk it needs AND that chunk's
// static dependencies in the same `require([...])`, so the loader fetches them side by side
// instead of one round trip after another (download → client → dialog …). The first id stays
// the imported chunk, whose exports the import resolves to; the others are only loaded.
// Runs in renderChunk before terser, while file names still hold rollup's hash placeholders
// (rollup swaps them for the final hashes afterwards, in every chunk alike).
import MagicString from 'magic-string';
import { posix } from 'node:path';

/** The chunks `fileName` needs before it can run: its static imports, transitively. */
export function staticClosure(fileName, chunks) {
  const seen = new Set();
  const visit = (name) => {
    const info = chunks[name];
    if (!info) return;
    for (const dep of info.imports || []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(fileName);
  return [...seen];
}

/** `./x.js` style id of `target` as seen from `from` (both bundle file names). */
export function relativeId(from, target) {
  const rel = posix.relative(posix.dirname(from), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

export function preloadDeps() {
  return {
    name: 'ppw-preload-deps',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.dynamicImports.length) return null;
      const s = new MagicString(code);
      // What this chunk already has loaded before its code runs.
      const have = new Set([chunk.fileName, ...staticClosure(chunk.fileName, meta.chunks)]);
      let changed = false;
      // A chunk may import the same chunk at two places (personal-list and uc-rec are one widget):
      // each place gets the list once.
      for (const target of new Set(chunk.dynamicImports)) {
        const extra = staticClosure(target, meta.chunks).filter((dep) => !have.has(dep) && !(meta.chunks[dep] && meta.chunks[dep].isEntry));
        if (!extra.length) continue;
        const id = relativeId(chunk.fileName, target);
        for (const quote of ["'", '"']) {
          const needle = `[${quote}${id}${quote}]`;
          let at = code.indexOf(needle);
          while (at !== -1) {
            const insertAt = at + needle.length - 1;
            s.appendLeft(insertAt, extra.map((dep) => `, ${quote}${relativeId(chunk.fileName, dep)}${quote}`).join(''));
            changed = true;
            at = code.indexOf(needle, at + needle.length);
          }
        }
      }
      return changed ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}
