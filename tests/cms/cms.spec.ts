/**
 * docs/cms.md: every gallery snippet, in its `data-widget` form and its link form,
 * saved through each CMS party (the real WordPress kses, HTML Purifier, bleach, js-xss,
 * sanitize-html, DOMPurify, CKEditor 5, TinyMCE, Quill 2, wangEditor 5) with its default
 * configuration and with docs/cms.md's recipe, then served in an article page that carries the
 * script, and each widget's main job checked in Chromium. Writes a results file of its own (git-ignored)
 * (`node scripts/cms-table.cjs --write` turns it into tests/cms/matrix.json and the README table).
 * Needs `npm run build`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { test, expect, builtFile, whenBuilt } from '../browser/fixtures';
import { articlePage, ARTICLE_PATH, TEMPLATE_CONFIG } from './article';
import { CHECKS, USER_AGENTS } from './checks';
import { parties, saveAll, type Cell } from './matrix';
import { checkCmsOutput } from '../../bin/lib/check-cms.js';

const OUT = fileURLToPath(new URL('./out/', import.meta.url));
const MATRIX = fileURLToPath(new URL('./matrix.json', import.meta.url));
const IIFE = fileURLToPath(new URL('../../dist/pp-widgets.all.js', import.meta.url));
/** Pages checked at once: the checks wait on the page, never on a clock, so this only sets pace. */
const PARALLEL = 4;

interface Result extends Cell {
  works: boolean;
  error?: string;
  /** The checker's verdict on the cell (`pp-widgets check --pasted … --cms …`). */
  checker?: { broken: string[]; removed: string[]; fix: string[]; traces: string[] };
}

let widgets: string[] = [];
let templateOnly: string[] = [];
let results: Result[] = [];

/** Runs `job` over `items` with at most `n` at once. */
async function pool<T>(items: T[], n: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await job(items[next++]);
    }),
  );
}

/** Widget markup a party may have left: without any, no widget can start, so no wait is needed. */
const WIDGET_MARKUP = '[data-widget], a[href*="ppw="], a[href*="download/apk"], img[data-src]';

/** Content widgets sharing one page (each in its own section). */
const PER_PAGE = 12;

async function checkAll(browser: Browser, origin: string, cells: Cell[]): Promise<Result[]> {
  const iife = await whenBuilt(() => builtFile(IIFE), 'dist/pp-widgets.all.js');
  // Parties that save a snippet alike give the same section: each distinct one is checked once.
  const unique = new Map<string, { key: string; widget: string; saved: string }>();
  for (const c of cells) unique.set(`${c.widget}\n${c.saved}`, { key: `${c.widget}\n${c.saved}`, widget: c.widget, saved: c.saved });
  const shared = [...unique.values()].filter((u) => CHECKS[u.widget]?.shares);
  const pages: (typeof shared)[] = [...unique.values()].filter((u) => !CHECKS[u.widget]?.shares).map((u) => [u]);
  for (let i = 0; i < shared.length; i += PER_PAGE) pages.push(shared.slice(i, i + PER_PAGE));
  const done = new Map<string, { works: boolean; error?: string }>();
  const fail = (key: string, e: unknown) =>
    done.set(key, { works: false, error: String((e as Error).message || e).replace(/\x1b\[\d+m/g, '').split('\n')[0].slice(0, 300) });
  await pool(pages, PARALLEL, async (group) => {
    const checks = group.map((u) => CHECKS[u.widget]);
    const missing = group.find((u) => !CHECKS[u.widget]);
    if (missing) throw new Error(`no check for the gallery widget "${missing.widget}" in tests/cms/checks.ts`);
    // A fresh visitor per page: the once-a-session and remembered flows start afresh.
    const context = await browser.newContext({ userAgent: USER_AGENTS[checks[0].env], viewport: { width: 390, height: 700 } });
    try {
      // The self-contained build, so a rebuild of dist/ during the run cannot swap chunks under it.
      await context.route('**/dist/pp-widgets.js', (r) => r.fulfill({ contentType: 'text/javascript; charset=utf-8', body: iife }));
      const html = articlePage(group.map((u) => u.saved));
      await context.route(`**${ARTICLE_PATH}article.html`, (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      const page = await context.newPage();
      await page.addInitScript(() => document.addEventListener('pp:ready', () => ((window as unknown as { __ppReady: boolean }).__ppReady = true)));
      await page.goto(`${origin}${ARTICLE_PATH}article.html`);
      await page.waitForFunction(() => (window as unknown as { __ppReady?: boolean }).__ppReady === true);
      for (const [i, u] of group.entries()) {
        const scope = page.locator(`section[data-cms-cell="${i}"]`);
        try {
          if ((await scope.locator(WIDGET_MARKUP).count()) === 0) throw new Error('no widget markup left in the saved HTML');
          await checks[i].run(page, scope);
          done.set(u.key, { works: true });
        } catch (e) {
          fail(u.key, e);
        }
      }
    } catch (e) {
      for (const u of group) if (!done.has(u.key)) fail(u.key, e);
    } finally {
      await context.close();
    }
  });
  return cells.map((c) => ({ ...c, ...done.get(`${c.widget}\n${c.saved}`)! }));
}

const cell = (party: string, config: string, form: string, widget: string) =>
  results.find((r) => r.party === party && r.config === config && r.form === form && r.widget === widget);

test('CMS parties: each gallery widget in both forms through each party, used in Chromium', async ({ browser, server }) => {
  test.setTimeout(15 * 60_000);
  const t0 = Date.now();
  const saved = await saveAll(browser, server.url);
  if (process.env.CMS_DEBUG) console.log(`saved in ${Date.now() - t0} ms`);
  widgets = saved.widgets;
  templateOnly = saved.templateOnly;
  results = await checkAll(browser, server.url, saved.cells);
  for (const r of results) {
    const verdict = checkCmsOutput({ pasted: r.pasted, saved: r.saved, config: TEMPLATE_CONFIG });
    const broken = verdict.widgets.filter((w) => w.status === 'broken');
    r.checker = {
      broken: broken.map((w) => `${w.widget} (${w.form})`),
      removed: [...new Set(broken.flatMap((w) => w.removed))],
      fix: [...new Set(broken.map((w) => w.fix))],
      traces: verdict.traces.map((t) => t.kind),
    };
  }
  mkdirSync(OUT, { recursive: true });
  writeFileSync(OUT + 'results.json', JSON.stringify({ widgets, templateOnly, parties, results }, null, 1) + '\n');

  expect(widgets.length, 'gallery widgets').toBe(17);
  expect(widgets.filter((w) => !CHECKS[w]), 'gallery widgets without a check').toEqual([]);

  // Done when (1): through the link form, every widget a CMS editor places works after every
  // party's default configuration. The page template's own widgets (the header menu, the search
  // box, back-to-top: features/links/README.md) have no link form; the gallery says so.
  expect.soft(templateOnly, 'widgets without a link form in the gallery').toEqual(['header', 'search', 'back-to-top']);
  const linkBroken: string[] = [];
  for (const p of parties) for (const w of widgets.filter((x) => !templateOnly.includes(x))) {
    const r = cell(p.key, 'default', 'link', w);
    if (!r || !r.works) linkBroken.push(`${p.key} ${w}: ${r ? r.error : 'no link form in the gallery'}`);
  }
  expect.soft(linkBroken, 'link form after the default configurations').toEqual([]);

  // Done when (2): through the data-widget form, after every party that has a recipe, with it.
  const recipeBroken: string[] = [];
  for (const p of parties.filter((x) => x.recipe)) for (const w of widgets) {
    const r = cell(p.key, 'recipe', 'data-widget', w);
    if (!r || !r.works) recipeBroken.push(`${p.key} ${w}: ${r ? r.error : 'not run'}`);
  }
  expect.soft(recipeBroken, 'data-widget form with the recipes').toEqual([]);

  // The checker, given what the editor pasted and what the CMS saved, names every broken cell
  // (with what was removed and a fix) and flags no intact one.
  const unnamed = results.filter((r) => !r.works && (r.checker!.broken.length === 0 || r.checker!.fix.some((f) => !f)));
  expect.soft(unnamed.map((r) => `${r.party} ${r.config} ${r.form} ${r.widget}: ${r.error}`), 'broken cells the checker does not name').toEqual([]);
  const flagged = results.filter((r) => r.works && r.checker!.broken.length > 0);
  expect.soft(flagged.map((r) => `${r.party} ${r.config} ${r.form} ${r.widget}: ${r.checker!.broken.join(', ')} (${r.checker!.removed.join(', ')})`), 'intact cells the checker flags').toEqual([]);

  // The README table (scripts/cms-table.cjs) is this run's: tests/cms/matrix.json holds its data.
  const committed = JSON.parse(readFileSync(MATRIX, 'utf8')) as { works: Record<string, boolean> };
  expect.soft(worksOf(results), 'tests/cms/matrix.json is this run (node scripts/cms-table.cjs --write)').toEqual(committed.works);
});

/** Each cell's verdict, keyed "party config form widget", as tests/cms/matrix.json stores it. */
function worksOf(list: Result[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const r of list) out[`${r.party} ${r.config} ${r.form} ${r.widget}`] = r.works;
  return out;
}
