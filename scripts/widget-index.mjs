// The table of docs/widgets/README.md, from the widgets' own READMEs: each widget folder's
// README.md (widgets/<folder>/, and a page feature's, features/<folder>/) carries, under its
// title, one line per row of the index,
//   <!-- widget-index[ #anchor]: <widget> | <data-widget> | <wakes by default> -->
// so a new widget brings its row with it. Rows follow the registry's order
// (bin/lib/widgets.generated.js, written by the build from app/widgets.ts); rows for page
// features and sub-flows (no registered name) come after, by folder.
// `node scripts/widget-index.mjs --write` rewrites the table between the markers;
// tests/unit/widget-index.test.ts fails when the page drifts from the READMEs.
import { readFileSync, readdirSync, existsSync, writeFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGET_NAMES } from '../bin/lib/widgets.generated.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const INDEX_FILE = join(root, 'docs', 'widgets', 'README.md');
export const START = '<!-- widget-index:start -->';
export const END = '<!-- widget-index:end -->';
const ROW = /^<!-- widget-index(?: (#[\w-]+))?: (.+?) \| (.+?) \| (.+?) -->$/gm;

/**
 * Every row the widget and page-feature folders' READMEs declare:
 * { folder, anchor, title, name, wakes }, `folder` from the repository root (`widgets/search`).
 */
export function indexRows() {
  const rows = [];
  // Every folder under widgets/ and features/ (a sub-flow such as download/realname/ included), by path.
  const walk = (folder) => {
    const dir = join(root, folder);
    const readme = join(dir, 'README.md');
    if (existsSync(readme)) {
      for (const m of readFileSync(readme, 'utf8').matchAll(ROW)) {
        rows.push({ folder, anchor: m[1] || '', title: m[2], name: m[3], wakes: m[4] });
      }
    }
    for (const name of readdirSync(dir).sort()) {
      if (statSync(join(dir, name)).isDirectory()) walk(folder + '/' + name);
    }
  };
  for (const top of ['widgets', 'features']) {
    for (const name of readdirSync(join(root, top)).sort()) {
      if (statSync(join(root, top, name)).isDirectory()) walk(top + '/' + name);
    }
  }
  const rank = (row) => {
    const i = WIDGET_NAMES.indexOf(row.name.replace(/^`|`$/g, ''));
    return i === -1 ? WIDGET_NAMES.length : i;
  };
  return rows.sort((a, b) => rank(a) - rank(b) || (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0));
}

export function table(rows = indexRows()) {
  const lines = rows.map((r) => {
    const page = `${r.folder}/README.md`;
    const text = r.anchor ? `${page} § ${r.name.replace(/`/g, '')}` : page;
    return `| ${r.title} | ${r.name} | ${r.wakes} | [${text}](../../${page}${r.anchor}) |`;
  });
  return ['| widget | `data-widget` | wakes by default | page |', '| --- | --- | --- | --- |', ...lines].join('\n');
}

export function withTable(page) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end === -1) throw new Error('docs/widgets/README.md has no widget-index markers');
  return `${page.slice(0, start + START.length)}\n${table()}\n${page.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) writeFileSync(INDEX_FILE, withTable(readFileSync(INDEX_FILE, 'utf8')));
  else console.log(table());
}
