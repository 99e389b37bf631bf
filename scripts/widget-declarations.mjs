// What each widget folder declares besides its code and component, gathered where the shared
// parts of the library read it, for every widget folder of the registry (app/widgets.ts), in the
// registry's order:
//
//   widgets/<folder>/events.ts      its `pp:*` events (types only): `export interface <Folder>Events
//                                   { 'pp:<name>': <Detail> }` with the detail types it exports
//     → app/events.generated.ts     which app/event-types.ts adds to the package's `PPEventMap`
//   widgets/<folder>/attributes.ts  the `data-*` names only it reads: `export const attributes =
//                                   { <key>: 'data-…' } as const` (a name, or a list of aliases)
//     → src/attribute-names/folder-attributes.generated.ts
//                                   which the package's `schema` spreads (src/ never imports a
//                                   widget folder, so the names are copied)
//     → bin/lib/attributes.generated.js
//                                   the checker's known names (the CLI ships without src/ and app/)
//
//   node scripts/widget-declarations.mjs           prints the three files
//   node scripts/widget-declarations.mjs --write   writes them (`npm run generate` does, with the rest)
//
// tests/unit/widget-index.test.ts fails when a file differs from what this writes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { registryFolders } from './react-widgets.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const EVENTS_FILE = join('app', 'events.generated.ts');
export const ATTRIBUTES_FILE = join('src', 'attribute-names', 'folder-attributes.generated.ts');
export const CHECKER_ATTRIBUTES_FILE = join('bin', 'lib', 'attributes.generated.js');

const pascal = (folder) => folder.replace(/(^|-)(\w)/g, (_m, _d, c) => c.toUpperCase());
const exported = (st) => st.modifiers && st.modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** A folder's events.ts: checks it exports its map, `<Folder>Events`, and returns that name. */
export function eventsOf(source, path, folder) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const map = pascal(folder) + 'Events';
  for (const st of file.statements) {
    if (!ts.isInterfaceDeclaration(st) && !ts.isTypeAliasDeclaration(st) && !ts.isImportDeclaration(st)) {
      throw new Error(`${path}: types only (interfaces and type aliases)`);
    }
    if (ts.isInterfaceDeclaration(st) && exported(st) && st.name.text === map) return map;
  }
  throw new Error(`${path}: no \`export interface ${map} { 'pp:<name>': <Detail> }\``);
}

/** The attribute names a value of `attributes` gives: a `data-*` string or a list of them. */
function namesOf(node, path, key) {
  const bad = () => new Error(`${path}: \`${key}\` is not a 'data-…' string or a list of them`);
  const one = (n) => {
    if (!ts.isStringLiteral(n) || !/^data-[a-z0-9-]+$/.test(n.text)) throw bad();
    return n.text;
  };
  if (ts.isArrayLiteralExpression(node)) {
    if (!node.elements.length) throw bad();
    return node.elements.map(one);
  }
  return [one(node)];
}

/** A folder's attributes.ts: each entry of `export const attributes = { … } as const`, with its text and doc comment. */
export function attributesOf(source, path) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  for (const st of file.statements) {
    if (!ts.isVariableStatement(st) || !exported(st)) continue;
    for (const d of st.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== 'attributes') continue;
      const init = d.initializer && ts.isAsExpression(d.initializer) ? d.initializer.expression : null;
      if (!init || !ts.isObjectLiteralExpression(init)) break;
      return init.properties.map((p) => {
        if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) throw new Error(`${path}: each entry of \`attributes\` is \`key: 'data-…'\``);
        const key = p.name.text;
        return { key, names: namesOf(p.initializer, path, key), text: p.getFullText(file).replace(/^\s*\n/, '').replace(/^[ \t]+/gm, '  ').trimEnd() + ',' };
      });
    }
  }
  throw new Error(`${path}: no \`export const attributes = { <key>: 'data-…' } as const\``);
}

/** The texts of the three files for the repository at `root`: path → text. */
export function renderDeclarations(root = join(here, '..')) {
  const folders = [...new Set(registryFolders(readFileSync(join(root, 'app', 'widgets.ts'), 'utf8')).map((r) => r.folder))];
  const events = [];
  const attributes = [];
  const seen = new Map();
  for (const folder of folders) {
    const eventsPath = join('widgets', folder, 'events.ts');
    if (existsSync(join(root, eventsPath))) events.push({ folder, map: eventsOf(readFileSync(join(root, eventsPath), 'utf8'), eventsPath, folder) });
    const attrPath = join('widgets', folder, 'attributes.ts');
    if (!existsSync(join(root, attrPath))) continue;
    const entries = attributesOf(readFileSync(join(root, attrPath), 'utf8'), attrPath);
    for (const e of entries) {
      if (seen.has(e.key)) throw new Error(`${attrPath}: \`${e.key}\` is ${seen.get(e.key)}'s too: one folder's name, or a shared one (src/attribute-names/widget-attributes.ts)`);
      seen.set(e.key, attrPath);
    }
    attributes.push({ folder, entries });
  }

  const warn = (file, from) => [
    `// Generated by \`npm run generate\` (scripts/widget-declarations.mjs) from ${from}.`,
    `// Do not edit: change the folder's file, then run \`npm run generate\` (tests/unit/widget-index.test.ts`,
    `// fails while this file is stale).`,
  ];
  const eventsText = [
    ...warn(EVENTS_FILE, "each widget folder's events.ts"),
    ...events.map((e) => `import type { ${e.map} } from '../widgets/${e.folder}/events';`),
    '',
    ...events.map((e) => `export type * from '../widgets/${e.folder}/events';`),
    '',
    "/** The `pp:*` events the widget folders declare, and their `detail` (app/event-types.ts adds the core's). */",
    events.length ? `export interface PPWidgetEventDetailMap extends ${events.map((e) => e.map).join(', ')} {}` : 'export interface PPWidgetEventDetailMap {}',
  ].join('\n') + '\n';
  const attributesText = [
    ...warn(ATTRIBUTES_FILE, "each widget folder's attributes.ts"),
    '',
    "/** The `data-*` names the widget folders declare as their own (`schema` spreads them: widget-attributes.ts). */",
    'export const folderAttributes = {',
    ...attributes.flatMap((a) => [`  // widgets/${a.folder}/attributes.ts`, ...a.entries.map((e) => e.text)]),
    '} as const;',
  ].join('\n') + '\n';
  const names = attributes.flatMap((a) => a.entries.flatMap((e) => e.names));
  const checkerText = [
    ...warn(CHECKER_ATTRIBUTES_FILE, "each widget folder's attributes.ts"),
    "/** The `data-*` names the widget folders declare as their own (contract.js adds them to OTHER_ATTRIBUTES). */",
    `export const WIDGET_ATTRIBUTES = ${JSON.stringify(names)};`,
  ].join('\n') + '\n';
  return { [EVENTS_FILE]: eventsText, [ATTRIBUTES_FILE]: attributesText, [CHECKER_ATTRIBUTES_FILE]: checkerText };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(here, '..');
  const files = renderDeclarations(root);
  for (const [path, text] of Object.entries(files)) {
    if (process.argv.includes('--write')) writeFileSync(join(root, path), text);
    else process.stdout.write(`// ${path}\n${text}\n`);
  }
}
