// @vitest-environment node
/**
 * The files `npm run generate` (scripts/generate.mjs) writes from the registry and the widget
 * folders: docs/widgets/README.md's table from the widgets' own READMEs (scripts/widget-index.mjs),
 * the checker's names from the registry (scripts/rollup-widget-names.mjs) and the React
 * components from each folder's react.ts (scripts/react-widgets.mjs), and the folders' own events
 * and attribute names (events.ts, attributes.ts) where the package's types, `schema` and the
 * checker read them (scripts/widget-declarations.mjs). What a new widget needs by hand is its
 * folder and its registry row.
 */
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import { transformSync } from 'esbuild';
// @ts-expect-error plain JavaScript module without declarations
import { withTable, indexRows, INDEX_FILE } from '../../scripts/widget-index.mjs';
// @ts-expect-error plain JavaScript module without declarations
import { widgetNamesOf, renderWidgetNames } from '../../scripts/rollup-widget-names.mjs';
// @ts-expect-error plain JavaScript module without declarations
import { renderComponents, registryFolders, COMPONENTS_FILE } from '../../scripts/react-widgets.mjs';
// @ts-expect-error plain JavaScript module without declarations
import { renderDeclarations, attributesOf } from '../../scripts/widget-declarations.mjs';
import { widgets } from '../../app/widgets';

const root = join(__dirname, '..', '..');

describe('docs/widgets/README.md', () => {
  it('has the table its widgets’ READMEs declare (run `npm run generate`)', () => {
    const page = readFileSync(INDEX_FILE, 'utf8');
    expect(page).toBe(withTable(page));
  });

  it('has a row for every registered widget', () => {
    const names = indexRows().map((r: { name: string }) => r.name);
    for (const w of widgets) expect(names, w.name).toContain('`' + w.name + '`');
  });
});

describe('bin/lib/widgets.generated.js', () => {
  const parse = (ts: string) => parseAst(transformSync(ts, { loader: 'ts' }).code);

  it('is what the build and `npm run generate` write from app/widgets.ts (run `npm run generate`)', () => {
    const names = widgetNamesOf(parse(readFileSync(join(root, 'app', 'widgets.ts'), 'utf8')));
    expect(names).toEqual(widgets.map((w) => w.name));
    expect(readFileSync(join(root, 'bin', 'lib', 'widgets.generated.js'), 'utf8')).toBe(renderWidgetNames(names));
  });

  it('refuses a registry row whose name is not a literal', () => {
    const source = "const n = 'x'; export const widgets = [{ name: 'a', load: () => 0 }, { name: n }];";
    expect(() => widgetNamesOf(parse(source))).toThrow(/row 1 of `widgets` has no literal `name`/);
  });
});

describe('app/react/components.generated.ts', () => {
  it('is what `npm run generate` writes from the registry and the folders’ react.ts (run `npm run generate`)', () => {
    expect(readFileSync(join(root, COMPONENTS_FILE), 'utf8')).toBe(renderComponents(root));
  });

  it('reads the folder of every row of the registry', () => {
    const rows = registryFolders(readFileSync(join(root, 'app', 'widgets.ts'), 'utf8'));
    expect(rows.map((r: { name: string }) => r.name)).toEqual(widgets.map((w) => w.name));
    expect(rows.find((r: { name: string }) => r.name === 'header').folder).toBe('header');
    expect(rows.find((r: { name: string }) => r.name === 'uc-rec').folder).toBe('app-feed');
  });
});

describe("the widget folders' events.ts and attributes.ts, gathered", () => {
  it('are what `npm run generate` writes from them (run `npm run generate`)', () => {
    const files = renderDeclarations(root) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(['app/events.generated.ts', 'bin/lib/attributes.generated.js', 'src/attribute-names/folder-attributes.generated.ts']);
    for (const [path, text] of Object.entries(files)) expect(readFileSync(join(root, path), 'utf8'), path).toBe(text);
  });

  it('refuses an attribute that is not a data-* name', () => {
    expect(() => attributesOf("export const attributes = { a: 'href' } as const;", 'x/attributes.ts')).toThrow(/`a` is not a 'data-…' string/);
    expect(attributesOf("export const attributes = { a: ['data-a', 'data-b'] } as const;", 'x/attributes.ts')[0].names).toEqual(['data-a', 'data-b']);
  });
});
