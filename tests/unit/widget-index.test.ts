// @vitest-environment node
/**
 * docs/widgets/README.md's table is written from the widgets' own READMEs
 * (scripts/widget-index.mjs), and the checker's names from the registry
 * (scripts/rollup-widget-names.mjs): what a new widget needs outside its folder is the
 * registry and the React entry.
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
import { widgets } from '../../app/widgets';

const root = join(__dirname, '..', '..');

describe('docs/widgets/README.md', () => {
  it('has the table its widgets’ READMEs declare (run `node scripts/widget-index.mjs --write`)', () => {
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

  it('is what the build writes from app/widgets.ts', () => {
    const names = widgetNamesOf(parse(readFileSync(join(root, 'app', 'widgets.ts'), 'utf8')));
    expect(names).toEqual(widgets.map((w) => w.name));
    expect(readFileSync(join(root, 'bin', 'lib', 'widgets.generated.js'), 'utf8')).toBe(renderWidgetNames(names));
  });

  it('refuses a registry row whose name is not a literal', () => {
    const source = "const n = 'x'; export const widgets = [{ name: 'a', load: () => 0 }, { name: n }];";
    expect(() => widgetNamesOf(parse(source))).toThrow(/row 1 of `widgets` has no literal `name`/);
  });
});
