// Rollup plugin for the chunked script-tag build (AMD with the private loader of
// src/loader/amd-loader.ts): chunks are named, not pathed. Rollup writes every reference to a
// chunk as a path with its hash (`'./chunks/download-Ab12Cd.js'` in the entry,
// `'./preact-Ef34Gh.js'` between chunks, `'../pp-widgets.js'` to the entry); this plugin
// writes the chunk's name instead (`"download"`, `"preact"`, and `""` for the entry; a define
// lists neither `require` nor `exports`, which the loader passes to every chunk first), and
// the entry gets one table of every chunk's hash and the chunks it imports, which the loader
// reads. So a hash is written once, in the entry, not at every import of the chunk, and the
// loader fetches a chunk and the chunks it needs side by side (the table names them before
// the chunk has arrived) without a list of them at each dynamic import.
//
// Runs in renderChunk before terser, while file names still hold Rollup's hash placeholders:
// the table holds the placeholders, and Rollup swaps them for the final hashes afterwards.
// A chunk's own hash then covers its code only, not its dependencies' hashes; that is enough,
// as a chunk is only ever loaded through the entry's table, whose names and hashes come from
// the same build.
import MagicString from 'magic-string';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { posix } from 'node:path';

/** Where the banner of the entry asks for the table (rollup.config.mjs). */
export const TABLE_MARKER = '"\\0ppw:chunk-table"';

/**
 * The characters of a chunk's hash its file name keeps. Rollup's own hashes are 6 characters at
 * least (its placeholders need them); the files keep the first 4 (`generateBundle` below): the
 * entry's table holds one hash per chunk, so each character less is 42 bytes less in
 * pp-widgets.js (-88 B gzip for two). A file still changes name when its code changes (a
 * chunk's 4 characters are the same for two builds of different code once in 16.7 million).
 */
export const HASH_LENGTH = 4;

/** `chunks/download-!~{00a}~.js` → `{ name: 'download', hash: '!~{00a}~' }`. */
export function parseChunkFile(fileName) {
  const m = /^chunks\/(.+)-([^-]+)\.js$/.exec(fileName);
  if (!m) throw new Error(`ppw-chunk-ids: unexpected chunk file name ${fileName}`);
  return { name: m[1], hash: m[2] };
}

/**
 * The loader's table (src/loader/amd-loader.ts, `parseChunkTable`): one entry per chunk,
 * sorted, `,`-separated; in each, `name hash dep…`, space-separated, where a dep is a chunk
 * this one imports statically that none of its other imports brings (the entry left out: it
 * is always there).
 */
export function chunkTable(chunks) {
  const direct = (file) => chunks[file].imports.filter((d) => chunks[d] && !chunks[d].isEntry);
  const closure = (file, seen = new Set()) => {
    for (const d of direct(file)) if (!seen.has(d)) closure(d, seen.add(d));
    return seen;
  };
  return Object.values(chunks)
    .filter((c) => !c.isEntry)
    .map((c) => {
      const { name, hash } = parseChunkFile(c.fileName);
      // Only the imports no other import brings: the loader follows the table down.
      const deps = direct(c.fileName);
      const kept = deps.filter((d) => !deps.some((other) => other !== d && closure(other).has(d)));
      return [name, hash, ...kept.map((d) => parseChunkFile(d).name)].join(' ');
    })
    .sort()
    .join(',');
}

/**
 * Dynamic imports as `require(id)` (the loader's `require` returns a promise of the chunk's
 * exports), where Rollup's AMD output would write `new Promise(…require([id], resolve, reject))`.
 */
export function chunkIds() {
  return {
    name: 'ppw-chunk-ids',
    renderDynamicImport: ({ format }) => (format === 'amd' ? { left: 'require(', right: ')' } : null),
    renderChunk(code, chunk, _options, meta) {
      const s = new MagicString(code);
      const nameOf = (file) => {
        const target = meta.chunks[file];
        return target && (target.isEntry ? '' : parseChunkFile(file).name);
      };
      const idOf = (literal) => {
        const name = nameOf(posix.join(posix.dirname(chunk.fileName), literal.slice(1, -1)));
        return name === undefined ? literal : JSON.stringify(name);
      };
      // The define: `define(['require', 'exports', './a.js'], (function (require, exports, a) {`
      // becomes `define(["a"], (function (require, exports, a) {`: the loader always passes its
      // require and the exports object first, so no chunk spells them out.
      const header = /__ppw_define\(\[([^\]]*)\], \(function \(([^)]*)\) \{/.exec(code);
      if (!header) throw new Error(`ppw-chunk-ids: no define in ${chunk.fileName}`);
      const deps = header[1] ? header[1].split(', ') : [];
      const params = header[2] ? header[2].split(', ') : [];
      const param = (dep, fallback) => (deps.indexOf(dep) >= 0 ? params[deps.indexOf(dep)] : fallback);
      const rest = deps.map((dep, i) => [dep, params[i]]).filter(([dep]) => dep !== "'require'" && dep !== "'exports'");
      s.overwrite(
        header.index,
        header.index + header[0].length,
        `__ppw_define([${rest.map(([dep]) => idOf(dep)).join(', ')}], (function (${[
          param("'require'", '__ppw_require'),
          param("'exports'", '__ppw_exports'),
          // A dependency imported for its side effects only has no parameter (always the last ones).
          ...rest.map(([, name]) => name).filter(Boolean),
        ].join(', ')}) {`,
      );
      const headerEnd = header.index + header[0].length;
      // Every other chunk id Rollup wrote: the dynamic imports.
      for (const m of code.slice(headerEnd).matchAll(/'(\.\.?\/[^'\n]+\.js)'/g)) {
        const id = idOf(m[0]);
        if (id !== m[0]) s.overwrite(headerEnd + m.index, headerEnd + m.index + m[0].length, id);
      }
      if (chunk.isEntry) {
        const at = code.indexOf(TABLE_MARKER);
        if (at < 0) throw new Error('ppw-chunk-ids: the entry has no chunk table marker');
        s.overwrite(at, at + TABLE_MARKER.length, JSON.stringify(chunkTable(meta.chunks)));
      }
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
    // The final hashes, cut to HASH_LENGTH: each chunk's file (and its map's), and the entry's
    // table, whose map moves what follows it on its line back by what the table lost.
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const entry = files.find((f) => f.type === 'chunk' && f.isEntry);
      const maps = new Map(files.filter((f) => f.type === 'asset').map((f) => [f.fileName, f]));
      const cuts = [];
      for (const file of files) {
        if (file.type !== 'chunk' || file.isEntry) continue;
        const m = /^chunks\/(.+)-([\w$-]{6})\.js$/.exec(file.fileName);
        if (!m) throw new Error(`ppw-chunk-ids: unexpected chunk file name ${file.fileName}`);
        const [, name, hash] = m;
        const short = hash.slice(0, HASH_LENGTH);
        const from = `${name}-${hash}.js`;
        const to = `${name}-${short}.js`;
        const map = maps.get(`${file.fileName}.map`);
        file.fileName = `chunks/${to}`;
        file.code = file.code.replace(`=${from}.map`, `=${to}.map`);
        if (map) {
          map.fileName = `${file.fileName}.map`;
          map.source = String(map.source).replace(JSON.stringify(from), JSON.stringify(to));
        }
        const at = entry.code.indexOf(`"${name} ${hash}`) >= 0 ? entry.code.indexOf(`"${name} ${hash}`) + 1 : entry.code.indexOf(`,${name} ${hash}`) + 1;
        if (at <= 0) throw new Error(`ppw-chunk-ids: ${name} ${hash} is not in the entry's table`);
        cuts.push({ at: at + name.length + 1 + HASH_LENGTH, length: hash.length - HASH_LENGTH });
      }
      // Each cut's line and column in the entry as it was, for its map.
      for (const cut of cuts) {
        const before = entry.code.slice(0, cut.at);
        cut.line = before.split('\n').length - 1;
        cut.column = cut.at - (before.lastIndexOf('\n') + 1);
      }
      cuts.sort((a, b) => b.at - a.at);
      for (const cut of cuts) entry.code = entry.code.slice(0, cut.at) + entry.code.slice(cut.at + cut.length);
      const entryMap = maps.get(`${entry.fileName}.map`);
      if (!entryMap) return;
      const json = JSON.parse(String(entryMap.source));
      json.mappings = encode(
        decode(json.mappings).map((segments, line) =>
          segments.map((seg) => {
            const shift = cuts.reduce((sum, cut) => (cut.line === line && cut.column < seg[0] ? sum + cut.length : sum), 0);
            return shift ? [seg[0] - shift, ...seg.slice(1)] : seg;
          }),
        ),
      );
      entryMap.source = JSON.stringify(json);
    },
  };
}
