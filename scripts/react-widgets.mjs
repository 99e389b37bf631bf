// app/react/components.generated.ts: the React component of every widget of the registry
// (app/widgets.ts), from the declarations in each widget folder's `react.ts`
// (`export const <Component>: ReactWidget<<Props>> = { name, tag, props, events, extra }`, with
// the component's doc comment, and the types it exports: its props). A widget whose folder has no
// `react.ts` has no component (the header: the page's own markup). Folders come in the
// registry's order, each once (app-feed holds two widgets). Each component is made by a call
// marked pure, so a bundler drops the components an app does not import.
//
//   node scripts/react-widgets.mjs           prints the file
//   node scripts/react-widgets.mjs --write   writes it (`npm run generate` does, with the rest)
//
// tests/unit/widget-index.test.ts fails when the file differs from what this writes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
export const COMPONENTS_FILE = join('app', 'react', 'components.generated.ts');

/**
 * The widget folder of each row of the registry's `widgets` table, in order: the first folder
 * under `../widgets/` that the row's dynamic imports, or the namespace it names (`module: header.start`
 * with `import * as header from '../widgets/header/index'`), come from.
 */
export function registryFolders(source) {
  const file = ts.createSourceFile('widgets.ts', source, ts.ScriptTarget.Latest, true);
  const namespaces = new Map();
  let table = null;
  for (const st of file.statements) {
    if (ts.isImportDeclaration(st) && st.importClause && st.importClause.namedBindings && ts.isNamespaceImport(st.importClause.namedBindings)) {
      namespaces.set(st.importClause.namedBindings.name.text, st.moduleSpecifier.text);
    }
    if (ts.isVariableStatement(st) && st.modifiers && st.modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === 'widgets' && d.initializer && ts.isArrayLiteralExpression(d.initializer)) table = d.initializer;
      }
    }
  }
  if (!table) throw new Error('app/widgets.ts: no `export const widgets = [...]`');
  const folderOf = (spec) => {
    const m = /^\.\.\/widgets\/([\w-]+)\//.exec(spec);
    return m ? m[1] : null;
  };
  return table.elements.map((row, i) => {
    let name = null;
    let folder = null;
    const visit = (node) => {
      if (folder) return;
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        folder = folderOf(node.arguments[0].text);
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        folder = folderOf(namespaces.get(node.expression.text));
      }
      if (!folder) ts.forEachChild(node, visit);
    };
    if (ts.isObjectLiteralExpression(row)) {
      for (const p of row.properties) {
        if (ts.isPropertyAssignment(p) && p.name.getText(file) === 'name' && ts.isStringLiteral(p.initializer)) name = p.initializer.text;
      }
      visit(row);
    }
    if (!name || !folder) throw new Error(`app/widgets.ts: row ${i} of \`widgets\` needs a literal \`name\` and a load from ../widgets/<folder>/`);
    return { name, folder };
  });
}

/** A folder's `react.ts`: its component declarations (name, doc comment) and exported types. */
export function declarationsOf(source, path) {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const components = [];
  const types = [];
  const exported = (st) => st.modifiers && st.modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of file.statements) {
    if (!exported(st)) continue;
    if (ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st)) types.push(st.name.text);
    else if (ts.isVariableStatement(st)) {
      const doc = (ts.getLeadingCommentRanges(source, st.getFullStart()) || [])
        .map((r) => source.slice(r.pos, r.end))
        .filter((c) => c.startsWith('/**'))
        .pop();
      for (const d of st.declarationList.declarations) {
        const type = d.type && ts.isTypeReferenceNode(d.type) ? d.type.typeName.getText(file) : '';
        if (type !== 'ReactWidget') throw new Error(`${path}: export ${d.name.getText(file)} is not typed ReactWidget<Props>`);
        components.push({ name: d.name.getText(file), doc: doc || '' });
      }
    } else throw new Error(`${path}: exports only ReactWidget declarations and types`);
  }
  return { components, types };
}

/** The text of app/react/components.generated.ts for the repository at `root`. */
export function renderComponents(root = join(here, '..')) {
  const rows = registryFolders(readFileSync(join(root, 'app', 'widgets.ts'), 'utf8'));
  const folders = [...new Set(rows.map((r) => r.folder))];
  const head = [
    '// Generated by `npm run generate` (scripts/react-widgets.mjs) from the registry app/widgets.ts',
    "// and each widget folder's react.ts. Do not edit: change the folder's react.ts, then run",
    '// `npm run generate` (tests/unit/widget-index.test.ts fails while this file is stale).',
    "import { widget } from './components';",
  ];
  const body = [];
  for (const folder of folders) {
    const path = join('widgets', folder, 'react.ts');
    if (!existsSync(join(root, path))) continue;
    const ns = folder.replace(/-(\w)/g, (_m, c) => c.toUpperCase());
    const from = `../../widgets/${folder}/react`;
    const { components, types } = declarationsOf(readFileSync(join(root, path), 'utf8'), path);
    head.push(`import * as ${ns} from '${from}';`);
    body.push('');
    for (const c of components) {
      if (c.doc) body.push(c.doc);
      body.push(`export const ${c.name} = /*#__PURE__*/ widget(${ns}.${c.name});`);
    }
    if (types.length) body.push(`export type { ${types.join(', ')} } from '${from}';`);
  }
  return head.concat(body).join('\n') + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(here, '..');
  const text = renderComponents(root);
  if (process.argv.includes('--write')) writeFileSync(join(root, COMPONENTS_FILE), text);
  else process.stdout.write(text);
}
