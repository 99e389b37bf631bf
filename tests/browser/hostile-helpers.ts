/**
 * Shared pieces of the hostile-world browser suite: serving a page or a header for
 * one test, an optional frozen copy of dist/, and the list of example pages with their widgets.
 * Not a spec file: imported by tests/browser/hostile-*.spec.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Page } from '@playwright/test';

/** The example pages and what each holds (examples/*.html). */
export const EXAMPLE_PAGES = ['/detail.html', '/home.html', '/download.html', '/content.html', '/lucky.html'] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/**
 * Serves `/dist/*` from `PPW_DIST` when that variable names a directory. Several engineers
 * rebuild dist/ on one machine (the build deletes it first), so a run against a frozen copy
 * does not fail halfway for reasons of its own. Without the variable the real dist/ is used.
 */
export async function useDistSnapshot(page: Page): Promise<void> {
  const dir = process.env.PPW_DIST;
  if (!dir || !existsSync(dir)) return;
  await page.route(/\/(dist|static)\//, (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/(dist|static)\//, '');
    const file = normalize(join(dir, path));
    if (!file.startsWith(normalize(dir)) || !existsSync(file) || !statSync(file).isFile()) return route.continue();
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] || 'application/octet-stream', body: readFileSync(file) });
  });
}

/** Serves `html` at `path` for this page only, with extra response headers (e.g. a CSP). */
export async function servePage(page: Page, path: string, html: string, headers: Record<string, string> = {}): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers, body: html }),
  );
}

/** Adds response headers to one example page served by the fixture server. */
export async function withHeaders(page: Page, path: string, headers: Record<string, string>): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
  });
}

/** Reads a file of examples/ (to build test pages from the real example markup). */
export function exampleHtml(name: string): string {
  return readFileSync(join(process.cwd(), 'examples', name), 'utf8');
}

/** The `<body>` content of an example page. */
export function exampleBody(name: string): string {
  const html = exampleHtml(name);
  const m = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return m ? m[1] : html;
}

/**
 * Waits until no island on the page is in a state outside `states` (default: none still
 * `loading`; islands that wake on interaction may stay `waiting`).
 */
export async function waitForIslands(page: Page, states: string[] = ['waiting', 'mounted', 'failed'], timeout = 15000): Promise<void> {
  await page.waitForFunction(
    (ok: string[]) => {
      const list = document.querySelectorAll('[data-widget]');
      for (let i = 0; i < list.length; i++) {
        const s = list[i].getAttribute('data-ppw-state');
        if (s !== null && ok.indexOf(s) === -1) return false;
      }
      return true;
    },
    states,
    { timeout },
  );
}

/**
 * Scrolls the page to the bottom in steps so every `visible` island wakes: it ends two frames
 * and a task after the last position, when the observer has made (and woken) their islands.
 */
export async function scrollThrough(page: Page, step = 600): Promise<void> {
  await page.evaluate(async (by) => {
    // Each position stays for two rendered frames and a task, so the IntersectionObserver has
    // computed and delivered what is on screen there (a fixed wait could fall between frames on
    // a busy machine). The height is read again at every step: lists grow as they render.
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += by) {
      window.scrollTo(0, y);
      await settle();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await settle();
    // Lists above may shrink as they settle (a loading skeleton taller than the failure state
    // that replaces it), so an empty island can move from below the screen to above it between
    // two steps without ever being on screen. Each island not woken yet is brought into view,
    // round after round, while that still wakes some.
    const unseen = () => Array.prototype.filter.call(document.querySelectorAll('[data-widget]'), (el: Element) => el.getAttribute('data-ppw-state') === null) as Element[];
    for (let left = unseen(), before = Infinity; left.length > 0 && left.length < before; before = left.length, left = unseen()) {
      for (const el of left) {
        el.scrollIntoView({ block: 'center' });
        await settle();
      }
    }
    // It ends at the bottom, whatever was brought into view last: an island that never wakes by
    // sight (a download button waits for interaction) may sit at the top, and whether a round
    // reached it depended on how fast the lists woke (then the page ended scrolled to 0 and
    // back-to-top hid again).
    window.scrollTo(0, document.documentElement.scrollHeight);
    await settle();
  }, step);
}
