// Part (d), the first tap on a phone network. On examples/detail.html, in a fresh
// browser context (empty cache) under Lighthouse's "Slow 4G" (150 ms round trip, 1.6 Mbps down,
// 750 kbps up: CDP Network.emulateNetworkConditions) and 4x CPU slowdown, the visitor taps the
// download button 4 s after the load event. Figures from the page's own clock (the tap's
// event timeStamp) or, for a navigation, from the request reaching the bench (wall clock, the
// same machine): tap -> feedback (the first of: the busy mark `aria-busy`, a visible dialog,
// the navigation's request), tap -> the action itself (the dialog, or the navigation), and the
// script bytes on the wire before the tap (encodedBodySize: compressed as served).
// Plus one whole visit of the detail page on a phone (every widget used), unthrottled: which
// scripts it runs, with their gzip -9 size (as size-limit counts) and bytes on the wire. And,
// for every example page, the script bytes a visitor who saves data gets before a tap at the
// same moment (same network and CPU), in each of the three environments.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { MOBILE_BROWSER } from './measure-startup.js';
import { WECHAT_UA } from './interaction.js';
import { median } from './stats.js';

/** Lighthouse's "Slow 4G" (the DevTools preset of the same name), in bytes per second. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
export const TAP_AFTER_LOAD_MS = 4000;

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** The three flows of what a tap on the detail page's download button does. */
export const FLOWS = [
  { id: 'wechat', label: 'WeChat: tap -> "open in browser" dialog', userAgent: WECHAT_UA, action: 'dialog' },
  // Android's browser: a soft app (data-resource-type="0", no real-name check): the download navigates.
  { id: 'android', label: 'Android Chrome: tap -> download navigation', userAgent: MOBILE_BROWSER.userAgent, action: 'navigation', soft: true },
  { id: 'iphone', label: 'iPhone Safari: tap -> "iOS store" dialog', userAgent: IPHONE_UA, action: 'dialog' },
];

/** How the page is served: the default config, today's (no speculation), a plain link. */
export const TAP_APPROACHES = [
  { id: 'default', label: 'default config (speculative loading, `prefetch: "viewport"`)' },
  { id: 'savedata', label: 'default config, visitor saves data (Save-Data: nothing speculative)', saveData: true },
  { id: 'off', label: 'config `prefetch: false` (no speculative loading)', config: { prefetch: false } },
  { id: 'plain', label: 'a plain link (no pp-widgets.js: the physical floor)', plain: true },
];

function tapProbes() {
  const probe = (window.__tap = { click: null, busy: null, dialog: null, clickEpoch: null });
  window.addEventListener(
    'click',
    (e) => {
      if (probe.click !== null) return;
      probe.click = e.timeStamp;
      probe.clickEpoch = performance.timeOrigin + e.timeStamp;
    },
    true,
  );
  const visible = (el) => {
    if (el.closest('[hidden]')) return false;
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && el.getClientRects().length > 0;
  };
  const check = () => {
    if (probe.click === null) return;
    const now = performance.now();
    if (probe.busy === null && document.querySelector('[aria-busy="true"]')) probe.busy = now;
    if (probe.dialog === null) {
      const dialogs = document.querySelectorAll('[role="dialog"],[role="alertdialog"],dialog[open]');
      for (let i = 0; i < dialogs.length; i++) if (visible(dialogs[i])) probe.dialog = now;
    }
  };
  const start = () => new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

function saveData() {
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
}

/** Script resources the page has fetched so far: path, bytes on the wire (body, as encoded). */
const scriptsSoFar = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      // Scripts that arrived (a plain link's aborted pp-widgets.js did not).
      .filter((e) => /\.js(\?|$)/.test(e.name) && e.decodedBodySize > 0)
      .map((e) => ({ path: new URL(e.name).pathname, wire: e.encodedBodySize, decoded: e.decodedBodySize })),
  );

/**
 * One tap, in a fresh context. `detailHtml` is the detail page as served (a variant for soft apps).
 * @returns {Promise<object|string>} the figures, or why there are none
 */
async function oneTap({ browser, baseUrl, flow, approach, detailHtml }) {
  const context = await browser.newContext({
    ...MOBILE_BROWSER,
    userAgent: flow.userAgent,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: approach.saveData ? { 'Save-Data': 'on' } : {},
  });
  try {
    await context.addInitScript(tapProbes);
    if (approach.saveData) await context.addInitScript(saveData);
    if (approach.config) await context.addInitScript((c) => (window.PPWidgetsConfig = c), approach.config);
    const page = await context.newPage();
    await page.route(`${baseUrl}/detail.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: detailHtml }));
    if (approach.plain) await page.route('**/pp-widgets.js', (route) => route.abort());
    let navigatedAt = null;
    await page.route('**/download/apk**', (route) => {
      if (navigatedAt === null) navigatedAt = Date.now();
      // 204: the browser stays on the page (the navigation's start is what is measured).
      return route.fulfill({ status: 204, body: '' });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/detail.html`, { waitUntil: 'load', timeout: 60000 });
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    const before = await scriptsSoFar(page);
    const button = page.locator('[data-widget="download"]').first();
    if ((await button.getAttribute('data-ppw-state')) === 'mounted') return 'the button was mounted before the tap';
    await button.tap({ noWaitAfter: true });
    const deadline = Date.now() + 15000;
    let p;
    for (;;) {
      p = await page.evaluate(() => window.__tap);
      const done = flow.action === 'dialog' && !approach.plain ? p.dialog !== null : navigatedAt !== null;
      if (done || Date.now() > deadline) break;
      await page.waitForTimeout(20);
    }
    const nav = navigatedAt === null || p.clickEpoch === null ? null : navigatedAt - p.clickEpoch;
    const action = flow.action === 'dialog' && !approach.plain ? (p.dialog === null ? null : p.dialog - p.click) : nav;
    if (action === null) return `no ${flow.action} within 15 s of the tap`;
    const feedback = Math.min(...[p.busy === null ? Infinity : p.busy - p.click, p.dialog === null ? Infinity : p.dialog - p.click, nav === null ? Infinity : nav]);
    return {
      feedback,
      action,
      busyShown: p.busy !== null,
      scriptsBefore: before.length,
      wireBefore: before.reduce((s, e) => s + e.wire, 0),
      files: before.map((e) => e.path.replace(/^.*\//, '')),
    };
  } finally {
    await context.close();
  }
}

/** The example pages of the every-page Save-Data table (examples/<name>.html). */
export const SAVE_DATA_PAGES = ['home', 'detail', 'content', 'lucky', 'download'];

/**
 * Script bytes on the wire that one example page has fetched when the visitor would tap
 * (TAP_AFTER_LOAD_MS after load), for a visitor who saves data, first page of a session
 * (a fresh context), under the tap's network and CPU.
 */
async function saveDataBytes({ browser, baseUrl, flow, name }) {
  const context = await browser.newContext({
    ...MOBILE_BROWSER,
    userAgent: flow.userAgent,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  try {
    await context.addInitScript(saveData);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}/${name}.html`, { waitUntil: 'load', timeout: 60000 });
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    const before = await scriptsSoFar(page);
    return { wire: before.reduce((s, e) => s + e.wire, 0), files: before.map((e) => e.path.replace(/^.*\//, '')) };
  } finally {
    await context.close();
  }
}

/**
 * Save-Data on every example page: one row per page and flow (bytes are the same run to run:
 * one run each).
 * @returns {Promise<{ page: string, flow: string, wire: number|null, files: string[], note?: string }[]>}
 */
export async function saveDataPages({ browser, baseUrl, pages = SAVE_DATA_PAGES, flows = FLOWS, log = () => undefined }) {
  const rows = [];
  for (const name of pages) {
    for (const flow of flows) {
      try {
        rows.push({ page: name, flow: flow.id, ...(await saveDataBytes({ browser, baseUrl, flow, name })) });
      } catch (error) {
        rows.push({ page: name, flow: flow.id, wire: null, files: [], note: String(error && error.message ? error.message.split('\n')[0] : error) });
      }
    }
    log(`bench: (d) Save-Data bytes of ${name}.html done`);
  }
  return rows;
}

/**
 * The tap part: every flow x approach, `runs` times each, runs interleaved.
 * @param {{ browser: import('@playwright/test').Browser, baseUrl: string, runs: number, log?: (line: string) => void }} options
 */
export async function runTaps({ browser, baseUrl, runs, log = () => undefined, flows = FLOWS, approaches = TAP_APPROACHES }) {
  const html = await (await fetch(`${baseUrl}/detail.html`)).text();
  const soft = html.replace(/data-resource-type="1"/, 'data-resource-type="0"');
  const cells = [];
  for (const flow of flows) for (const approach of approaches) cells.push({ flow, approach, samples: [], note: undefined });
  for (let run = 0; run < runs; run++) {
    for (const cell of cells) {
      if (cell.note) continue;
      try {
        const r = await oneTap({ browser, baseUrl, flow: cell.flow, approach: cell.approach, detailHtml: cell.flow.soft ? soft : html });
        if (typeof r === 'string') cell.note = r;
        else cell.samples.push(r);
      } catch (error) {
        cell.note = String(error && error.message ? error.message.split('\n')[0] : error);
      }
    }
    log(`bench: (d) tap: run ${run + 1} of ${runs} done`);
  }
  return cells.map(({ flow, approach, samples, note }) => ({
    flow: flow.id,
    flowLabel: flow.label,
    approach: approach.id,
    approachLabel: approach.label,
    feedback: median(samples.map((s) => s.feedback)),
    action: median(samples.map((s) => s.action)),
    wireBefore: median(samples.map((s) => s.wireBefore)),
    scriptsBefore: median(samples.map((s) => s.scriptsBefore)),
    busyShown: samples.filter((s) => s.busyShown).length,
    runs: samples,
    note,
  }));
}

/**
 * A whole visit of the detail page on a phone (Android Chrome), default config, unthrottled:
 * the search used (a letter typed, its suggestions shown), scrolled to the end (lazy images,
 * back-to-top), the download button tapped through to the real-name dialog, the menu opened.
 * Every script it ran, with its gzip -9 size (`distDir` file) and bytes on the wire.
 * @returns {Promise<{ files: object[], note?: string }>}
 */
export async function wholeVisit({ browser, baseUrl, distDir }) {
  const context = await browser.newContext({ ...MOBILE_BROWSER, isMobile: true, hasTouch: true });
  let note;
  try {
    const page = await context.newPage();
    await page.route('**/download/apk**', (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto(`${baseUrl}/detail.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-widget="header"][data-ppw-state="mounted"]'), null, { timeout: 10000 });
    await page.waitForTimeout(2500);
    const input = page.locator('[data-widget="search"] input[name="q"]');
    await input.tap();
    await input.type('a');
    try {
      await page.locator('[role="listbox"] [role="option"]').first().waitFor({ timeout: 5000 });
    } catch {
      note = 'no suggestions shown';
    }
    await input.blur();
    for (let i = 0; i < 40; i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(800);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.locator('[data-widget="download"]').first().tap();
    try {
      await page.locator('[role="dialog"]').first().waitFor({ timeout: 5000 });
    } catch {
      note = (note ? note + '; ' : '') + 'no real-name dialog';
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    await page.locator('[data-menu-toggle]').first().tap();
    await page.waitForTimeout(1000);
    const files = (await scriptsSoFar(page)).map((e) => {
      const rel = e.path.replace(/^\/(dist|static)\//, '');
      let gzip = null;
      try {
        gzip = gzipSync(readFileSync(join(distDir, rel)), { level: constants.Z_BEST_COMPRESSION }).length;
      } catch {
        /* not one of ours */
      }
      return { file: rel, wire: e.wire, bytes: e.decoded, gzip };
    });
    return { files, note };
  } finally {
    await context.close();
  }
}
