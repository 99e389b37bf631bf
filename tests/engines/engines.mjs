// One thin adapter per engine, so the flows (flows.mjs) are written once. Every adapter gives
// a driver per environment (user agent + window size) with the same few verbs:
//   navigate(url), url(), click(selector) with real pointer input, typeText(text) and
//   press(key) as real key events to the focused element, evaluate(fn, ...args),
//   screenshot(file), close().
// Nothing here downloads a browser: each engine uses what Debian installed, or says what to
// install.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { chrome64 } from './chrome64.mjs';

export const INSTALL_HINT = 'apt-get install webkit2gtk-driver xvfb firefox-esr chromium';

const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** @typedef {{ userAgent: string, width: number, height: number }} Environment */
/**
 * @typedef {object} Driver
 * @property {(url: string) => Promise<void>} navigate
 * @property {() => Promise<string>} url
 * @property {(selector: string) => Promise<void>} click
 * @property {(text: string) => Promise<void>} typeText
 * @property {(key: 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'Tab') => Promise<void>} press
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} evaluate
 * @property {(file: string) => Promise<void>} screenshot
 * @property {() => Promise<void>} close
 */
/**
 * @typedef {object} Engine
 * @property {string} id
 * @property {string} name
 * @property {() => string[]} missing  what is not installed (empty when ready)
 * @property {() => Promise<void>} start
 * @property {() => string} version  known after start
 * @property {(env: Environment) => Promise<Driver>} open
 * @property {() => Promise<void>} stop
 * @property {boolean} [contextPerFlow]  open() per flow rather than per environment
 * @property {string} [installHint]  how to get it, when not INSTALL_HINT
 */

const which = (file) => existsSync(file);

// Xvfb and WebKitWebDriver are ours: they go when the runner goes, however it ends.
const children = new Set();
process.once('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
function own(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await new Promise((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => (c.end(), resolve(true)));
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${ms} ms`);
}

/** Starts Xvfb on a display it picks itself (-displayfd); resolves ':N'. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const child = own(spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] }));
    let out = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not start in 10 s')), 10_000);
    child.stdio[3].on('data', (d) => {
      out += d;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve({ display: ':' + out.trim(), child });
      }
    });
    child.on('error', (e) => (clearTimeout(timer), reject(e)));
  });
}

function stopChild(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const t = setTimeout(() => (child.kill('SIGKILL'), resolve(undefined)), 3000);
    child.once('exit', () => (clearTimeout(t), resolve(undefined)));
    child.kill('SIGTERM');
  });
}

/** WebKitGTK: WebKitWebDriver drives MiniBrowser --automation under Xvfb; selenium-webdriver. */
export function webkit() {
  let xvfb, driverProcess, port, version = '';
  /** @type {typeof import('selenium-webdriver')} */
  let sw;
  return /** @type {Engine} */ ({
    id: 'webkit',
    name: 'WebKitGTK (MiniBrowser)',
    missing: () => [
      !which(WEBKIT_DRIVER) && 'WebKitWebDriver (webkit2gtk-driver)',
      !which(MINIBROWSER) && 'MiniBrowser (libwebkit2gtk-4.1-0)',
      !process.env.ENGINES_DISPLAY && !['/usr/bin/Xvfb', '/usr/local/bin/Xvfb'].some(which) && 'Xvfb (xvfb)',
    ].filter(Boolean),
    async start() {
      sw = await import('selenium-webdriver');
      let display = process.env.ENGINES_DISPLAY;
      if (!display) ({ display, child: xvfb } = await startXvfb());
      port = await freePort();
      driverProcess = own(spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } }));
      await waitForPort(port, 10_000);
    },
    version: () => version,
    async open(env) {
      const caps = new sw.Capabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--user-agent=${env.userAgent}`] },
      });
      const d = await new sw.Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(caps).build();
      version = String((await d.getCapabilities()).get('browserVersion') || '');
      // The window cannot be narrower than ~447 px in WebKitGTK.
      await d.manage().window().setRect({ width: env.width, height: env.height });
      await d.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
      const KEYS = { Enter: sw.Key.ENTER, Escape: sw.Key.ESCAPE, ArrowDown: sw.Key.ARROW_DOWN, ArrowUp: sw.Key.ARROW_UP, Tab: sw.Key.TAB };
      return {
        navigate: (url) => d.get(url),
        url: () => d.getCurrentUrl(),
        async click(selector) {
          const el = await d.findElement(sw.By.css(selector));
          await d.executeScript('arguments[0].scrollIntoView({ block: "center" })', el);
          await el.click();
        },
        typeText: (text) => d.actions().sendKeys(text).perform(),
        press: (key) => d.actions().sendKeys(KEYS[key]).perform(),
        evaluate: (fn, ...args) => d.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
        async screenshot(file) {
          writeFileSync(file, await d.takeScreenshot(), 'base64');
        },
        close: () => d.quit(),
      };
    },
    async stop() {
      await stopChild(driverProcess);
      await stopChild(xvfb);
    },
  });
}

/** Puppeteer-driven engines: Firefox ESR over WebDriver BiDi, Chromium over CDP. */
function puppeteerEngine(id, name, executablePath, debianPackage, launch) {
  let browser, version = '';
  return /** @type {Engine} */ ({
    id,
    name,
    // A browser context costs milliseconds: each flow gets its own (a download left pending
    // by one flow cannot hold up the next one's navigation).
    contextPerFlow: true,
    missing: () => (which(executablePath) ? [] : [`${executablePath} (${debianPackage})`]),
    async start() {
      const { default: puppeteer } = await import('puppeteer-core');
      browser = await puppeteer.launch({ executablePath, headless: true, ...launch });
      version = (await browser.version()).replace(/^[^/]*\//, '');
    },
    version: () => version,
    async open(env) {
      // A fresh browser context per environment: its own cookies, local and session storage.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setUserAgent(env.userAgent);
      await page.setViewport({ width: env.width, height: env.height });
      return {
        navigate: async (url) => void (await page.goto(url, { waitUntil: 'load', timeout: 30_000 })),
        url: async () => page.url(),
        async click(selector) {
          const el = await page.$(selector);
          if (!el) throw new Error(`no element matches ${selector}`);
          await el.evaluate((e) => e.scrollIntoView({ block: 'center' }));
          await el.click();
          await el.dispose();
        },
        typeText: (text) => page.keyboard.type(text, { delay: 30 }),
        press: (key) => page.keyboard.press(key),
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        async screenshot(file) {
          await page.screenshot({ path: file });
        },
        close: () => context.close(),
      };
    },
    async stop() {
      await browser?.close();
    },
  });
}

export const firefox = () =>
  puppeteerEngine('firefox', 'Firefox ESR', FIREFOX, 'firefox-esr', { browser: 'firefox', protocol: 'webDriverBiDi' });

export const chromium = () =>
  puppeteerEngine('chromium', 'Chromium', CHROMIUM, 'chromium', {
    browser: 'chrome',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

// chrome64 (HeadlessChrome 64 from the npm registry) runs in `npm run test:old-engines`.
export const ENGINES = { webkit, firefox, chromium, chrome64 };
