// HeadlessChrome 64.0.3264 (2018, V8 6.4), the oldest Chromium we can run here, driven by the
// puppeteer of its time (1.1.1) over CDP. Both come from the npm registry into the old-engines
// cache (tests/old-engines/old-engines.mjs; `npm run test:old-engines` fetches them first).
// Phones are emulated as phones (isMobile: the page's meta viewport applies, as on Android).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { PATHS } from '../old-engines/old-engines.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Chrome 64 runs here as root without a sandbox, in one process (its zygote and sandbox need
 * what a container lacks), with the background services that would reach the network off.
 */
export const CHROME64_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--single-process',
  '--no-zygote',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const isPhone = (env) => /Mobile|iPhone|Android/.test(env.userAgent);

/**
 * Moves the pointer onto the middle of `selector` until the page itself reports it there, then
 * clicks. Under mobile emulation, right after `load`, Chrome 64 can map input coordinates
 * through the page's width before its meta viewport applied (980 px): the first move lands
 * elsewhere. The page's own `mousemove` (its clientX/Y and target) is what says the pointer is
 * on the element, so the click goes only where the flow meant it.
 */
async function pointAndClick(page, selector, timeout = 10_000) {
  const end = Date.now() + timeout;
  let last = null;
  for (let i = 0; ; i++) {
    const at = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      if (!window.__ppwPointer) {
        window.__ppwPointer = { x: -1, y: -1, target: null };
        window.addEventListener('mousemove', (e) => Object.assign(window.__ppwPointer, { x: e.clientX, y: e.clientY, target: e.target }), true);
      }
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
    }, selector);
    if (!at) throw new Error(`no element matches ${selector}`);
    // Away first, so that every attempt is a real move the page hears.
    await page.mouse.move(i % 2 ? 1 : 2, 1);
    await page.mouse.move(at.x, at.y);
    last = await page.evaluate(
      (sel, x, y) => {
        const p = window.__ppwPointer;
        const el = document.querySelector(sel);
        const onIt = !!el && !!p.target && (p.target === el || el.contains(p.target));
        return { ok: onIt && Math.abs(p.x - x) <= 1 && Math.abs(p.y - y) <= 1, x: p.x, y: p.y };
      },
      selector,
      at.x,
      at.y,
    );
    if (last.ok) break;
    if (Date.now() > end) throw new Error(`the pointer never reached ${selector} at ${at.x},${at.y} (the page saw it at ${last.x},${last.y})`);
    await sleep(100);
  }
  await page.mouse.down();
  await page.mouse.up();
}

/** @returns {import('./engines.mjs').Engine} */
export function chrome64() {
  let browser, puppeteer, version = '';
  return {
    id: 'chrome64',
    name: 'HeadlessChrome (npm chrome-aws-lambda, puppeteer 1.1.1)',
    // Puppeteer 1.1.1 has no browser contexts: a page per flow, and Session.fresh() clears
    // the origin's cookies and storage, as in WebKitGTK.
    contextPerFlow: true,
    missing: () =>
      [
        !existsSync(PATHS.chrome64) && `HeadlessChrome 64 (${PATHS.chrome64})`,
        !existsSync(PATHS.puppeteer) && `puppeteer 1.1.1 (${PATHS.puppeteer})`,
      ].filter(Boolean),
    installHint: 'npm run test:old-engines fetches both from the npm registry',
    async start() {
      puppeteer = createRequire(import.meta.url)(PATHS.puppeteer);
      browser = await puppeteer.launch({ executablePath: PATHS.chrome64, headless: true, args: CHROME64_ARGS, timeout: 60_000 });
      version = (await browser.version()).replace(/^[^/]*\//, '');
    },
    version: () => version,
    async open(env) {
      const page = await browser.newPage();
      await page.setUserAgent(env.userAgent);
      await page.setViewport({ width: env.width, height: env.height, isMobile: isPhone(env), deviceScaleFactor: 1 });
      return {
        navigate: async (url) => void (await page.goto(url, { waitUntil: 'load', timeout: 30_000 })),
        url: async () => page.url(),
        click: (selector) => pointAndClick(page, selector),
        typeText: (text) => page.keyboard.type(text, { delay: 30 }),
        press: (key) => page.keyboard.press(key),
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        async screenshot(file) {
          await page.screenshot({ path: file });
        },
        close: () => page.close(),
      };
    },
    async stop() {
      if (browser) await browser.close();
      browser = undefined;
    },
  };
}
