// One start-up measurement: a fresh browser context (empty cache) opens a generated legacy
// page and reads what the page's own probes recorded (see legacy-page.js) plus the heap and
// listener figures through the DevTools protocol.
import { setCpuThrottling, heapAfterGc, listenerCount } from './browser.js';
import { longTaskTotalAfter, scriptTimeInLongFrames, harnessGap as gapOf } from './stats.js';

/** A mid-range Android phone in its ordinary browser: no client bridge, not a chat app. */
export const MOBILE_BROWSER = {
  viewport: { width: 412, height: 915 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

/** The Android client's webview: a bridge object is present, so buttons wake when seen. */
const FAKE_BRIDGE = `window.PPNativeBridge = { postMessage: function () {} };`;

/**
 * Loads one page and returns its figures; a figure that could not be read is null.
 * @param {{
 *   browser: import('@playwright/test').Browser, url: string, throttle: number,
 *   withMemory: boolean, withListeners: boolean, bridge?: boolean, timeoutMs: number
 * }} options
 * @returns {Promise<{ interactive: number|null, ready: number|null, longTasks: number|null,
 *   longTasksPage: number|null, heap: number|null, listeners: number|null, error?: string }>}
 */
export async function measureStartup({ browser, url, throttle, withMemory, withListeners, bridge = false, timeoutMs }) {
  const context = await browser.newContext(MOBILE_BROWSER);
  const result = { interactive: null, startCall: null, ready: null, longTasks: null, longTasksPage: null, heap: null, listeners: null, scriptWait: null, scanned: null };
  try {
    if (bridge) await context.addInitScript(FAKE_BRIDGE);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    if (throttle > 1) await setCpuThrottling(cdp, throttle);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    // Polled with a plain evaluate: page.waitForFunction would install Playwright's own
    // listeners on window and spoil the listener count.
    const settled = await page.evaluate(
      (limit) =>
        new Promise((resolve) => {
          const began = performance.now();
          (function poll() {
            if (window.__bench.marks.ready !== undefined || window.__bench.error || window.__bench.control) resolve(true);
            else if (performance.now() - began > limit) resolve(false);
            else setTimeout(poll, 50);
          })();
        }),
      timeoutMs,
    );
    if (!settled) result.error = `not ready within ${Math.round(timeoutMs / 1000)} s`;
    // Let the page settle (idle prefetch, effects) so late long tasks and listeners count too.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          // Support: requestIdleCallback is missing on Safari; the bench runs Chromium, but stay safe.
          const idle = window.requestIdleCallback || ((fn) => setTimeout(fn, 50));
          idle(() => setTimeout(resolve, 250), { timeout: 3000 });
        }),
    );
    const probe = await page.evaluate(() => ({
      now: performance.now(),
      marks: window.__bench.marks,
      longTasks: window.__bench.longTasks,
      noLongTasks: !!window.__bench.noLongTasks,
      frames: window.__bench.frames,
      noFrames: !!window.__bench.noFrames,
      error: window.__bench.error || null,
    }));
    // The clock starts at the script's own first statement (the bench server puts a probe
    // there, see bench-server.js); without the probe, at the inline mark right before its tag.
    // Between the two the browser may be busy with what is not the script's: its bytes, the
    // page's own layout (~50 ms on a 100-row page in half the runs; seconds for 10 000 rows
    // under 4x throttling).
    const mark = probe.marks['script-start'];
    const t0 = typeof probe.marks.exec === 'number' ? probe.marks.exec : mark;
    if (typeof mark === 'number' && typeof t0 === 'number') result.scriptWait = t0 - mark;
    // pp-widgets is loaded with data-autostart="false" and started from the next inline script,
    // so that start() can be timed alone. What the browser does between those two scripts (the
    // parser may yield there) is the harness's, not the library's: with autostart, start() runs
    // at the end of the script's own run. Baselines have no such gap (no start-call mark).
    const harnessGap = typeof t0 === 'number' ? gapOf(probe.marks, probe.frames, !!probe.noFrames) : 0;
    result.harnessGap = harnessGap;
    if (typeof t0 === 'number') {
      if (probe.marks.interactive !== undefined) result.interactive = probe.marks.interactive - t0 - harnessGap;
      if (probe.marks.ready !== undefined) result.ready = probe.marks.ready - t0 - harnessGap;
      // Gave up waiting: what is known is a lower bound, kept apart from the measured figures.
      else if (!settled) result.readyAbove = probe.now - t0;
      if (probe.marks.interactive !== undefined && probe.marks['start-call'] !== undefined) {
        result.startCall = probe.marks.interactive - probe.marks['start-call'];
      }
      if (probe.marks.scanned !== undefined) result.scanned = probe.marks.scanned - t0 - harnessGap;
      if (!probe.noLongTasks) {
        // Ours: the approach's own scripts inside long frames (Long Animation Frames API);
        // where that API is missing, every long task after the mark (parsing and layout
        // that follow the script in the same task included: an overestimate).
        result.longTasks = probe.noFrames ? longTaskTotalAfter(probe.longTasks, t0) : scriptTimeInLongFrames(probe.frames, t0);
        result.longTasksPage = longTaskTotalAfter(probe.longTasks, 0);
      }
    }
    if (throttle > 1 && withMemory) await setCpuThrottling(cdp, 1);
    // A forced GC of a 10 000-row page takes seconds; heap and listeners do not depend on the
    // CPU throttling, so the caller asks for them in the first pass only.
    if (withMemory) {
      result.heap = await heapAfterGc(cdp);
      if (withListeners) result.listeners = await listenerCount(cdp);
    }
    if (probe.error) result.error = probe.error;
    else if (errors.length) result.error = errors[0];
  } finally {
    await context.close();
  }
  return result;
}
