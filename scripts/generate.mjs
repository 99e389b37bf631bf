#!/usr/bin/env node
// `npm run generate`: every file derived from the registry (app/widgets.ts), the widget folders and
// the budgets, written in one go. A widget is its folder plus its registry row; after adding or
// changing one, this is the one command to run (each file's test names it when the file is stale):
//
//   bin/lib/widgets.generated.js         the checker's widget names (scripts/rollup-widget-names.mjs)
//   app/events.generated.ts              the folders' `pp:*` events (events.ts) for `PPEventMap`,
//   src/attribute-names/folder-attributes.generated.ts and bin/lib/attributes.generated.js
//                                        the folders' own `data-*` names (attributes.ts) for
//                                        `schema` and the checker (scripts/widget-declarations.mjs)
//   app/react/components.generated.ts    the React components (scripts/react-widgets.mjs)
//   docs/widgets/README.md               the widgets' index (scripts/widget-index.mjs)
//   README.md                            the size table (scripts/size-table.cjs)
//   then `npm run build`, and
//   tests/dist/chunks.manifest.json      which modules each chunk holds (scripts/chunk-manifest.mjs)
//
// `node scripts/generate.mjs --no-build` writes all but the last (no build, no manifest).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { widgetNamesFromSource, WIDGET_NAMES_FILE } from './rollup-widget-names.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`generate: \`${[command, ...args].join(' ')}\` failed`);
    process.exit(r.status || 1);
  }
}

writeFileSync(join(root, WIDGET_NAMES_FILE), await widgetNamesFromSource(root));
// Each in a process of its own: the index script reads the names just written.
run(process.execPath, ['scripts/widget-declarations.mjs', '--write']);
run(process.execPath, ['scripts/react-widgets.mjs', '--write']);
run(process.execPath, ['scripts/widget-index.mjs', '--write']);
run(process.execPath, ['scripts/size-table.cjs', '--write']);
if (!process.argv.includes('--no-build')) {
  run('npm', ['run', 'build']);
  run(process.execPath, ['scripts/chunk-manifest.mjs', '--write']);
}
