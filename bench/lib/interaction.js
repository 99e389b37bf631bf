// Part (c): interaction. (1) keystroke to suggestions on examples/detail.html's search: from
// the /search/sugs response arriving (resource timing responseEnd) to the listbox options in
// the DOM; (2) click to dialog on a download button that was never hydrated, in WeChat (its
// "open in browser" dialog): from the click event's timestamp to a visible [role=dialog];
// (3) scrolling the biggest generated page, frame by frame, with nothing, the library in a
// mobile browser, and the library in the Android client (buttons waking as they come into view).
// Each run is a fresh context; figures come from the page's own clock.
import { MOBILE_BROWSER } from './measure-startup.js';
import { median } from './stats.js';

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** Records pp:ready and, once armed, the first moment a probe condition holds. */
function installProbes() {
  const probe = (window.__probe = { ready: null, key: null, click: null, options: null, dialog: null });
  document.addEventListener('pp:ready', () => {
    probe.ready = performance.now();
  });
  document.addEventListener('keydown', (e) => {
    if (probe.key === null) probe.key = e.timeStamp;
  }, true);
  window.addEventListener('click', (e) => {
    if (probe.click === null) probe.click = e.timeStamp;
  }, true);
  const visible = (el) => {
    if (el.closest('[hidden]')) return false;
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && el.getClientRects().length > 0;
  };
  const check = () => {
    const now = performance.now();
    if (probe.options === null && document.querySelector('[role="listbox"] [role="option"]')) probe.options = now;
    if (probe.dialog === null && probe.click !== null) {
      const dialogs = document.querySelectorAll('[role="dialog"],[role="alertdialog"],dialog[open]');
      for (let i = 0; i < dialogs.length; i++) if (visible(dialogs[i])) probe.dialog = now;
    }
  };
  const start = () => new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Waits for pp:ready and a quiet moment; false when the library never got ready. */
async function readyAndIdle(page) {
  try {
    await page.waitForFunction(() => window.__probe.ready !== null, null, { timeout: 10000, polling: 50 });
  } catch {
    return false;
  }
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const idle = window.requestIdleCallback || ((fn) => setTimeout(fn, 50));
        idle(() => setTimeout(resolve, 300), { timeout: 3000 });
      }),
  );
  return true;
}

/**
 * Runs `measure` `runs` times, each in a fresh browser context (empty cache) with the probes
 * and `scripts` (`[script, arg]` pairs for `addInitScript`) installed and `url` loaded; then
 * waits for pp:ready and a quiet moment (or, with `waitReady: false`, half a second).
 * `measure(page, run)` returns the run's figures, or a string saying why measuring stops; an
 * error stops it too, noted after `what`.
 * @returns {Promise<{ samples: object[], note?: string }>}
 */
async function inFreshPages({ browser, url, runs, contextOptions = MOBILE_BROWSER, scripts = [], waitReady = true, what }, measure) {
  const samples = [];
  let note;
  for (let run = 0; run < runs && note === undefined; run++) {
    const context = await browser.newContext(contextOptions);
    try {
      await context.addInitScript(installProbes);
      for (const [script, arg] of scripts) await context.addInitScript(script, arg);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load', timeout: 60000 });
      if (waitReady && !(await readyAndIdle(page))) {
        note = 'pp:ready never fired';
        continue;
      }
      if (!waitReady) await page.waitForTimeout(500);
      const result = await measure(page, run);
      if (typeof result === 'string') note = result;
      else samples.push(result);
    } catch (error) {
      note = `${what}${String(error && error.message ? error.message.split('\n')[0] : error)}`;
    } finally {
      await context.close();
    }
  }
  return { samples, note };
}

/**
 * Keystroke-to-suggestions on the detail page, `runs` times, in the browser `contextOptions`
 * describes (Android Chrome by default; WeChat's user agent shows whether a call waits for a
 * bridge that is not there). `keyToRequest`: the keystroke to the `/search/sugs` request
 * leaving (its resource timing `startTime`): the debounce and whatever the call waited for.
 * @returns {Promise<{ afterResponse: number|null, fromKey: number|null, keyToRequest: number|null, runs: object[], note?: string }>}
 */
export async function suggestionsLatency({ browser, url, runs, contextOptions = MOBILE_BROWSER }) {
  const { samples, note } = await inFreshPages({ browser, url, runs, contextOptions, what: 'no suggestions: ' }, async (page, run) => {
    const input = page.locator('[data-widget="search"] input[name="q"]');
    // Focus wakes the widget if it is still asleep; the keystroke measured is the one
    // typed into the awake combobox.
    await input.focus();
    try {
      await page.locator('[data-widget="search"][data-ppw-state="mounted"]').waitFor({ timeout: 5000 });
    } catch {
      return 'the search widget did not mount';
    }
    const response = page.waitForResponse((r) => r.url().includes('/search/sugs'), { timeout: 5000 });
    // A different letter per run, so no answer comes from the widget's cache.
    await page.keyboard.press('abcdefghij'[run % 10]);
    await response;
    await page.waitForFunction(() => window.__probe.options !== null, null, { timeout: 5000, polling: 'raf' });
    const figures = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource').filter((e) => e.name.indexOf('/search/sugs') >= 0);
      const last = entries[entries.length - 1];
      return { responseEnd: last ? last.responseEnd : null, requestStart: last ? last.startTime : null, options: window.__probe.options, key: window.__probe.key };
    });
    return {
      afterResponse: figures.responseEnd === null ? null : figures.options - figures.responseEnd,
      fromKey: figures.key === null ? null : figures.options - figures.key,
      keyToRequest: figures.key === null || figures.requestStart === null ? null : figures.requestStart - figures.key,
    };
  });
  return {
    afterResponse: median(samples.map((s) => s.afterResponse)),
    fromKey: median(samples.map((s) => s.fromKey)),
    keyToRequest: median(samples.map((s) => s.keyToRequest)),
    runs: samples,
    note,
  };
}

/**
 * Click-to-dialog on a download button still asleep, in WeChat, `runs` times. `config` is given
 * to the page as `window.PPWidgetsConfig` (e.g. `{ prefetch: true }`).
 * @param {{ browser: import('@playwright/test').Browser, url: string, selector: string, runs: number, config?: object }} options
 * @returns {Promise<{ clickToDialog: number|null, runs: object[], note?: string }>}
 */
export async function dialogLatency({ browser, url, selector, runs, config }) {
  const { samples, note } = await inFreshPages(
    {
      browser,
      url,
      runs,
      contextOptions: { ...MOBILE_BROWSER, userAgent: WECHAT_UA },
      scripts: config ? [[(c) => (window.PPWidgetsConfig = c), config]] : [],
      what: 'no dialog: ',
    },
    async (page) => {
      const button = page.locator(selector).first();
      const state = await button.getAttribute('data-ppw-state');
      if (state === 'mounted') return 'the button was already hydrated before the click';
      await button.click({ noWaitAfter: true });
      await page.waitForFunction(() => window.__probe.dialog !== null, null, { timeout: 5000, polling: 'raf' });
      const p = await page.evaluate(() => window.__probe);
      return { clickToDialog: p.dialog - p.click, stateBefore: state };
    },
  );
  return { clickToDialog: median(samples.map((s) => s.clickToDialog)), runs: samples, note };
}

/**
 * A fake Android-client bridge that answers `getAppStatus` (method 2, product-rules §13) a
 * millisecond later: not installed (2) for most apps, installed (64, label "打开") for every
 * tenth, as a real client would for a long list.
 */
export const ANSWERING_BRIDGE = `window.PPNativeBridge = { postMessage: function (raw) {
  var m = JSON.parse(raw);
  var id = Number((m.payload && (m.payload.appId || m.payload.id)) || 0);
  setTimeout(function () {
    window.PPWidgets.bridge.receive(JSON.stringify({ id: m.id, result: m.method === 2 ? { key_status: id % 10 === 0 ? 64 : 2 } : {} }));
  }, 1);
} };`;

/**
 * Scrolling a long page after start-up: 60 steps of 400 px, one a frame (the next step waits
 * for a frame and a task), each step's time from the page's clock; the median and the 90th
 * percentile, `runs` times (median of each). Download buttons that wake when seen (the Android
 * client) are mounted during it.
 * @param {{ browser: import('@playwright/test').Browser, url: string, runs: number, bridge?: string, waitReady?: boolean }} options
 *   bridge: a script run before the page (a fake client bridge); waitReady: wait for pp:ready first
 * @returns {Promise<{ median: number|null, p90: number|null, runs: object[], note?: string }>}
 */
export async function scrollFrames({ browser, url, runs, bridge, waitReady = true }) {
  const { samples, note } = await inFreshPages({ browser, url, runs, scripts: bridge ? [[bridge]] : [], waitReady, what: '' }, (page) =>
    page.evaluate(async () => {
      // The longest script of ours inside a long animation frame (>= 50 ms) while scrolling:
      // its own time (forced style and layout is the page's rendering, done early) and where it
      // was called from. A bench figure, never a test's assertion (a busy machine stretches it).
      const ours = [];
      let observer = null;
      try {
        observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            for (const s of entry.scripts || []) {
              if (/\/dist\//.test(s.sourceURL)) ours.push({ own: s.duration - (s.forcedStyleAndLayoutDuration || 0), invoker: s.invoker, file: s.sourceURL.split('/').pop() });
            }
          }
        });
        observer.observe({ type: 'long-animation-frame', buffered: false });
      } catch (_) {
        observer = null;
      }
      const steps = [];
      let last = performance.now();
      for (let i = 0; i < 60; i++) {
        window.scrollBy(0, 400);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const now = performance.now();
        steps.push(now - last);
        last = now;
      }
      steps.sort((a, b) => a - b);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      if (observer) {
        for (const entry of observer.takeRecords()) for (const s of entry.scripts || []) if (/\/dist\//.test(s.sourceURL)) ours.push({ own: s.duration - (s.forcedStyleAndLayoutDuration || 0), invoker: s.invoker, file: s.sourceURL.split('/').pop() });
        observer.disconnect();
      }
      ours.sort((a, b) => b.own - a.own);
      const longest = observer ? ours[0] || { own: 0, invoker: '', file: '' } : null;
      return { median: steps[30], p90: steps[54], mounted: document.querySelectorAll('[data-ppw-state="mounted"]').length, longest };
    }),
  );
  const longest = samples.map((s) => s.longest).filter(Boolean);
  return {
    median: median(samples.map((s) => s.median)),
    p90: median(samples.map((s) => s.p90)),
    longestOurs: longest.length ? median(longest.map((l) => l.own)) : null,
    longestWhere: longest.length ? longest.slice().sort((a, b) => b.own - a.own)[0] : null,
    runs: samples,
    note,
  };
}
