#!/usr/bin/env node
// What each part of the core (dist/pp-widgets.js) weighs: for each group of source folders, its
// minified characters and what the file would weigh without them (gzip -9 as size-limit counts,
// and brotli as the browser downloads it), i.e. the bytes that part adds to the core. A part is
// taken out by blanking the minified code that dist's source map gives to its sources, so the
// rest keeps its own compression context; the figures are the part's marginal cost, and the
// parts' costs do not add up to the file's size (what they share compresses once). Not part of
// the bench run: a reading for deciding what the core keeps. Build first. With --against, each
// part's gzip and brotli in an older build's core (its map beside it) and now, and the change:
// what moved the core between two commits (build the older one in a worktree).
//
//   node bench/core-parts.js [dist/pp-widgets.js] [--against=<older build>/pp-widgets.js]
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { HASH_LENGTH } from '../scripts/rollup-chunk-ids.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = process.argv[1] === fileURLToPath(import.meta.url);
// Node's own parser: `--against=<file>` or `--against <file>`, and an unknown option is an error, not a file.
const { values, positionals } = main ? parseArgs({ options: { against: { type: 'string' } }, allowPositionals: true }) : { values: {}, positionals: [] };
const file = positionals[0] || join(root, 'dist', 'pp-widgets.js');
const against = values.against;

/** The core's parts, by the source paths they hold (first match wins; the last row takes the rest). */
export const PARTS = [
  ['environment (user agent, channel and source, hosts)', /\/src\/env\//],
  ['config (defaults, merge, checks)', /\/src\/runtime\/config\.ts$|\/src\/schema-core\.ts$|\/src\/defaults\.ts$/],
  ['services (stand-ins of the API, log, bridge)', /\/src\/services\//],
  ['storage', /\/src\/storage\//],
  ["header's start", /\/widgets\/header\//],
  ['widget and feature table (app/)', /\/app\//],
  ['bridge (public, late)', /\/src\/runtime\/public-bridge\.ts$|\/src\/plugins\/late-bridge\.ts$/],
  ['held clicks and interaction', /\/src\/runtime\/(held-clicks|interaction|dom-events)\.ts$/],
  ['styles', /\/src\/runtime\/styles\.ts$/],
  ['first-screen images', /\/src\/image-load\//],
  ['analytics clicks (data-track)', /\/src\/track\/|\/src\/plugins\/track\.ts$/],
  ['plug-ins (visit at idle, rum, speculation, debug, back to top)', /\/src\/plugins\/|\/src\/runtime\/may-speculate\.ts$/],
  ['warnings and logger', /\/src\/runtime\/(warn[^/]*|logger)\.ts$/],
  ['runtime (islands, scanner, wake, features, scheduler, loader)', /\/src\/runtime\/|\/src\/loader\//],
  ['other sources (texts, utilities, a feature gate)', /./],
];
/** What no source owns: the chunk loader (built apart) and the wrappers the build writes. */
const UNMAPPED = 'not in the source map (the chunk loader, the wrappers)';
/**
 * The loader's chunk table, a string the build writes: `name hash imports…,…` (scripts/rollup-chunk-ids.mjs
 * `chunkTable`). Older builds (for --against) wrote longer hashes, up to Rollup's eight characters.
 */
const HASH = `[\\w-]{${HASH_LENGTH},8}`;
const ROW = `[a-z0-9-]+ ${HASH}(?: [a-z0-9-]+)*`;
const TABLE = new RegExp(`"(?:${ROW},)+${ROW}"`);
/** A row's name and hash, for the table without its hashes. */
const NAME_HASH = new RegExp(`("|,)([a-z0-9-]+) ${HASH}`, 'g');
const TABLE_PART = 'the chunk table (every chunk: name, hash, imports)';

const gzip = (s) => gzipSync(s, { level: 9 }).length;
const brotli = (s) => brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Each part's (and the unmapped code's) minified characters and marginal gzip and brotli bytes in `code` (with its map).
 * @returns {{ total: object, hashes: object|null, parts: { name: string, chars: number, gzip: number, brotli: number }[] }}
 */
export function coreParts(code, map, parts = PARTS) {
  const trace = new TraceMap(map);
  const lines = code.split('\n');
  const starts = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  // Each mapped segment's [start, end) offset in the file and its part (by its source).
  const marks = [];
  eachMapping(trace, (m) => marks.push({ line: m.generatedLine - 1, column: m.generatedColumn, source: m.source || '' }));
  marks.sort((a, b) => a.line - b.line || a.column - b.column);
  const owner = new Int16Array(code.length).fill(parts.length);
  marks.forEach((m, i) => {
    const next = marks[i + 1];
    const end = next && next.line === m.line ? next.column : lines[m.line].length;
    const part = parts.findIndex(([, re]) => re.test(m.source.replace(/\\/g, '/')));
    for (let k = starts[m.line] + m.column; k < starts[m.line] + end; k++) owner[k] = part;
  });
  const table = TABLE.exec(code);
  if (table) owner.fill(parts.length + 1, table.index, table.index + table[0].length);
  const total = { chars: code.length, gzip: gzip(code), brotli: brotli(code) };
  // The table's hashes alone: what one build id in place of a hash a chunk would save.
  let hashes = null;
  if (table) {
    const bare = table[0].replace(NAME_HASH, '$1$2');
    const rest = code.slice(0, table.index) + bare + code.slice(table.index + table[0].length);
    hashes = { name: "of which the chunks' hashes", chars: table[0].length - bare.length, gzip: total.gzip - gzip(rest), brotli: total.brotli - brotli(rest) };
  }
  return {
    total,
    hashes,
    parts: [...parts, [UNMAPPED], [TABLE_PART]].map(([name], index) => {
      let rest = '';
      let chars = 0;
      for (let k = 0; k < code.length; k++) {
        if (owner[k] === index) chars++;
        else rest += code[k];
      }
      return { name, chars, gzip: total.gzip - gzip(rest), brotli: total.brotli - brotli(rest) };
    }),
  };
}

/**
 * Each part's figures in two readings of `coreParts` (an older build's core, then this one's), by
 * name, with the change: the whole file first, then the parts from the largest growth down, the
 * hashes last. A part one build does not have counts 0 there.
 * @returns {{ name: string, before: { gzip: number, brotli: number }, after: { gzip: number, brotli: number }, gzip: number, brotli: number }[]}
 */
export function compareParts(before, after) {
  const none = { gzip: 0, brotli: 0 };
  const byName = (reading) => new Map(reading.parts.map((p) => [p.name, p]));
  const was = byName(before);
  const is = byName(after);
  const row = (name, b, a) => ({ name, before: b, after: a, gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli });
  const parts = [...new Set([...is.keys(), ...was.keys()])].map((name) => row(name, was.get(name) || none, is.get(name) || none));
  parts.sort((x, y) => y.gzip - x.gzip);
  const rows = [row('the whole file', before.total, after.total), ...parts];
  if (before.hashes || after.hashes) rows.push(row("of which the chunks' hashes", before.hashes || none, after.hashes || none));
  return rows;
}

const read = (path) => coreParts(readFileSync(path, 'utf8'), JSON.parse(readFileSync(`${path}.map`, 'utf8')));
const signed = (n) => (n > 0 ? `+${n}` : `${n}`);

/** The table of one build, or (--against) of two. */
function print() {
  if (against) {
    const rows = compareParts(read(against), read(file));
    console.log(`${against} -> ${file}`);
    console.log('| part | gzip before | gzip now | change | brotli before | brotli now | change |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows) console.log(`| ${r.name} | ${r.before.gzip} | ${r.after.gzip} | ${signed(r.gzip)} | ${r.before.brotli} | ${r.after.brotli} | ${signed(r.brotli)} |`);
    return;
  }
  const { total, parts, hashes } = read(file);
  console.log(`${file}: ${total.chars} characters, ${total.gzip} B gzip, ${total.brotli} B brotli`);
  console.log('| part | minified | gzip without it | brotli without it |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const p of parts.sort((a, b) => b.gzip - a.gzip)) console.log(`| ${p.name} | ${p.chars} | -${p.gzip} B | -${p.brotli} B |`);
  if (hashes) console.log(`| ${hashes.name} | ${hashes.chars} | -${hashes.gzip} B | -${hashes.brotli} B |`);
}

if (main) print();
