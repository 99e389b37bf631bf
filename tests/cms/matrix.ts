/**
 * The CMS matrix: every gallery snippet, in both forms, saved through every party of
 * tests/cms/parties (default configuration, and the docs' recipe where one exists). Editors run
 * on a CMS's editor page in Chromium; sanitizers in Node.js.
 */
import type { Browser } from '@playwright/test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain JavaScript module
import { PARTIES, saveThrough } from './parties/index.mjs';
// @ts-expect-error plain JavaScript module
import { galleryWidgets } from './gallery.mjs';

export type Form = 'data-widget' | 'link';
export type Config = 'default' | 'recipe';
export const FORMS: Form[] = ['data-widget', 'link'];

export interface Party {
  key: string;
  label: string;
  doc: string;
  recipe?: string;
  editor?: string;
  config?: string;
}
export const parties = PARTIES as Party[];

export interface Cell {
  party: string;
  config: Config;
  form: Form;
  widget: string;
  pasted: string;
  saved: string;
}

/** The configurations a party runs with: its default, and the recipe where docs/cms.md has one. */
export const configsOf = (p: Party): Config[] => (p.recipe ? ['default', 'recipe'] : ['default']);

let bundle = '';
async function editorsBundle(): Promise<string> {
  if (!bundle) {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./editors/entry.js', import.meta.url))],
      bundle: true,
      format: 'iife',
      write: false,
      logLevel: 'warning',
      // The editors' stylesheets are not needed to produce their HTML.
      loader: { '.css': 'empty' },
    });
    bundle = result.outputFiles[0].text;
  }
  return bundle;
}

/**
 * Saves `list` through each editor job on one CMS editor page (/wp-admin/post.php) of `origin`:
 * the editors' bundle is loaded once, each editor is created anew per configuration.
 */
async function saveInEditors(browser: Browser, origin: string, jobs: { editor: string; mode: string }[], list: string[]): Promise<string[][]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const code = await editorsBundle();
    await page.route('**/wp-admin/editors.js', (r) => r.fulfill({ contentType: 'text/javascript; charset=utf-8', body: code }));
    await page.route('**/wp-admin/post.php', (r) =>
      r.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><meta charset="utf-8"><title>edit post</title><body><script src="/wp-admin/editors.js"></script></body>' }),
    );
    await page.goto(`${origin}/wp-admin/post.php`);
    const out: string[][] = [];
    for (const job of jobs) {
      out.push(
        await page.evaluate(
          ([name, m, l]) => (window as unknown as { cmsEditors: Record<string, (c: string, l: string[]) => Promise<string[]>> }).cmsEditors[name](m, l),
          [job.editor, job.mode, list] as const,
        ),
      );
    }
    return out;
  } finally {
    await context.close();
  }
}

/**
 * The link form of each gallery widget, as the gallery page (examples/index.html) shows it beside
 * the template form for an editor to copy; null for a widget that lives in the page template
 * only (the gallery says "no link form").
 */
async function galleryLinkForms(browser: Browser, origin: string): Promise<Record<string, string | null>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.locator('html[data-gallery="ready"]').waitFor();
    return await page.evaluate(() => {
      const out: Record<string, string | null> = {};
      document.querySelectorAll('[data-gallery-widget]').forEach((card) => {
        const code = card.querySelector('.g-snippet--link code');
        out[card.getAttribute('data-gallery-widget')!] = code ? code.textContent : null;
      });
      return out;
    });
  } finally {
    await context.close();
  }
}

/** Every cell of the matrix with the HTML its party saved. */
export async function saveAll(browser: Browser, origin: string): Promise<{ widgets: string[]; templateOnly: string[]; cells: Cell[] }> {
  const gallery = galleryWidgets() as { name: string; forms: Record<Form, string | null> }[];
  const links = await galleryLinkForms(browser, origin);
  for (const w of gallery) w.forms.link = links[w.name] ?? null;
  const inputs: { widget: string; form: Form; pasted: string }[] = [];
  for (const w of gallery) for (const form of FORMS) if (w.forms[form]) inputs.push({ widget: w.name, form, pasted: w.forms[form]! });
  const list = inputs.map((i) => i.pasted);
  const cells: Cell[] = [];
  const runs: { party: Party; config: Config }[] = [];
  for (const party of parties.filter((p) => !process.env.CMS_ONLY || process.env.CMS_ONLY.split(',').includes(p.key))) {
    for (const config of configsOf(party)) runs.push({ party, config });
  }
  const editorRuns = runs.filter((r) => r.party.editor);
  const edited = await saveInEditors(
    browser,
    origin,
    editorRuns.map((r) => ({ editor: r.party.editor!, mode: r.config === 'recipe' ? 'recipe' : r.party.config || 'default' })),
    list,
  );
  for (const run of runs) {
    const saved = run.party.editor ? edited[editorRuns.indexOf(run)] : await saveThrough(run.party.key, run.config, list);
    inputs.forEach((input, i) => cells.push({ party: run.party.key, config: run.config, ...input, saved: saved[i] }));
  }
  return { widgets: gallery.map((w) => w.name), templateOnly: gallery.filter((w) => !w.forms.link).map((w) => w.name), cells };
}
