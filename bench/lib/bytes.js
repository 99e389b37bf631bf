// Part (a): bytes. Every shipped file of dist/ (as on disk, and gzip -9 as size-limit counts
// it), the baselines' bundles for comparison, and the scripts examples/detail.html loads
// before its first interaction.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MOBILE_BROWSER } from './measure-startup.js';

/** gzip -9 size of a buffer or string, in bytes (what @size-limit/file measures). */
export function gzipSize(data) {
  return gzipSync(data, { level: 9 }).length;
}

/** The files a page may fetch: the two scripts, the stylesheet and every chunk. */
export function shippedFiles(distDir) {
  const files = ['pp-widgets.js', 'pp-widgets.all.js', 'pp-widgets.css'].map((f) => join(distDir, f));
  const chunks = join(distDir, 'chunks');
  if (existsSync(chunks)) {
    for (const f of readdirSync(chunks).sort()) if (f.endsWith('.js')) files.push(join(chunks, f));
  }
  return files.filter((f) => existsSync(f) && statSync(f).isFile());
}

/**
 * Size of each file.
 * @param {string[]} files absolute paths
 * @param {string} base paths are printed relative to it
 * @returns {{ file: string, bytes: number, gzip: number }[]}
 */
export function fileSizes(files, base) {
  return files.map((f) => {
    const data = readFileSync(f);
    return { file: relative(base, f), bytes: data.length, gzip: gzipSize(data) };
  });
}

/**
 * The scripts a page requests up to `pp:ready`, and up to the first idle moment after it
 * (page features such as lazy images and the tips banner load after pp:ready), each with its bytes and gzip size.
 * Speculative loading is turned off here (`prefetch: false`): this is what the page needs before its
 * first interaction; what speculation adds, and Save-Data, are part (d) (lib/tap.js).
 * On a phone, in a fresh browser context (the first page of a session: the tips banner shows),
 * then once more in the same tab (a later page of that session: session storage is per tab).
 * @param {{ browser: import('@playwright/test').Browser, url: string }} options
 * @returns {Promise<{ ready: boolean, atReady: object[], atIdle: object[], later: { ready: boolean, atReady: object[], atIdle: object[] } }>}
 */
export async function pageScripts({ browser, url }) {
  const context = await browser.newContext(MOBILE_BROWSER);
  try {
    await context.addInitScript(() => {
      window.PPWidgetsConfig = { prefetch: false };
      document.addEventListener('pp:ready', () => {
        window.__benchReady = performance.now();
      });
    });
    const page = await context.newPage();
    // Every script comes over the network, so that its body (and size) can be read.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const first = await scriptsOfOnePage(page, url);
    return { ...first, later: await scriptsOfOnePage(page, url) };
  } finally {
    await context.close();
  }
}

/** One page load in `page`: what pageScripts returns for it. */
async function scriptsOfOnePage(page, url) {
  const responses = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  let ready = true;
  try {
    await page.waitForFunction(() => window.__benchReady !== undefined, null, { timeout: 10000, polling: 50 });
  } catch {
    ready = false;
  }
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = window.requestIdleCallback || ((fn) => setTimeout(fn, 50));
        idle(() => setTimeout(resolve, 1000), { timeout: 3000 });
      }),
  );
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const describe = async (response) => {
    const body = await response.body().catch(() => null);
    const path = new URL(response.url()).pathname;
    return body ? { file: path, bytes: body.length, gzip: gzipSize(body) } : { file: path, bytes: null, gzip: null };
  };
  // Which scripts were asked for before pp:ready, from the page's own resource timing.
  const timing = await page.evaluate(() => ({
    readyAt: window.__benchReady,
    starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
  }));
  const startOf = new Map(timing.starts);
  const atReady = [];
  const atIdle = [];
  for (const r of responses) {
    const item = await describe(r);
    atIdle.push(item);
    const start = startOf.get(r.url());
    if (ready && typeof start === 'number' && start <= timing.readyAt) atReady.push(item);
  }
  page.off('response', onResponse);
  return { ready, atReady, atIdle };
}
