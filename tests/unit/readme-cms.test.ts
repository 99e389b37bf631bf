// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = join(__dirname, '..', '..');
const cms = require(join(root, 'scripts', 'cms-table.cjs')) as {
  withTable(readme: string, matrix: unknown): string;
  withRecipes(doc: string): string;
  readMatrix(): { widgets: string[]; templateOnly: string[]; parties: { key: string; recipe?: string }[]; works: Record<string, boolean> };
};

describe('README CMS table', () => {
  it('matches tests/cms/matrix.json, the verdicts of the last CMS run (`node scripts/cms-table.cjs --write`)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toBe(cms.withTable(readme, cms.readMatrix()));
  });

  it('has a verdict for every widget, form (the link form where the gallery has one) and party configuration', () => {
    const { widgets, templateOnly, parties, works } = cms.readMatrix();
    expect(widgets).toHaveLength(17);
    // Widgets the gallery shows without a link form have data-widget verdicts only (which ones
    // may lack it is asserted by the CMS run itself, tests/cms/cms.spec.ts).
    for (const p of parties) for (const w of widgets) {
      for (const form of templateOnly.includes(w) ? ['data-widget'] : ['data-widget', 'link']) expect(typeof works[`${p.key} default ${form} ${w}`], `${p.key} ${form} ${w}`).toBe('boolean');
      if (p.recipe) expect(typeof works[`${p.key} recipe data-widget ${w}`], `${p.key} recipe ${w}`).toBe('boolean');
    }
  });
});

describe('docs/cms.md recipes', () => {
  const doc = readFileSync(join(root, 'docs', 'cms.md'), 'utf8');

  it('show each recipe file that the CMS run uses, unchanged', () => {
    expect(doc).toBe(cms.withRecipes(doc));
  });

  it('show every recipe of tests/cms/recipes', () => {
    for (const file of readdirSync(join(root, 'tests', 'cms', 'recipes'))) {
      expect(doc, file).toContain(`<!-- recipe: tests/cms/recipes/${file} -->`);
    }
  });
});
