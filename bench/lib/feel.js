// Part (e), what the visitor feels (issue 38). Every example page (and each widget frame of the
// gallery), as a phone and as a desktop, on Slow 4G (CDP Network.emulateNetworkConditions) with
// 4x CPU slowdown (Emulation.setCPUThrottlingRate), a fresh context per load (cold cache): the
// page's probes (an init script, before any of the page's own) record layout shifts with their
// sources, our elements' height changes (ResizeObserver), largest-contentful-paint candidates,
// long tasks, long animation frames with their script attribution, and Event Timing entries.
// OBSERVE_MS after the navigation began the download button (if the page has one) is tapped
// (clicked on the desktop), and the first input's delay and duration read a moment later.
// Each page is loaded three ways in the same run, interleaved: with the script as served, with no
// script (pp-widgets.js aborted), and with native lazy images and nothing else (the script
// aborted, every `data-src` made a `src` with `loading="lazy"`). Lib/feel-stats.js computes the
// figures. And the 10 000-button page of part (b), as a phone at 4x CPU (no network throttling:
// its 1.5 MB of HTML would take the whole window): our longest task during load and while
// scrolling it.
import { SLOW_4G, CPU_SLOWDOWN } from './tap.js';
import { MOBILE_BROWSER } from './measure-startup.js';
import { attributeShifts, largestPaint, totalBlockingTime, longestOurs, firstTap, nativeLazy } from './feel-stats.js';

/** How long after the navigation began the shifts are counted and the tap comes (issue 38: 8 s). */
export const OBSERVE_MS = 8000;
/** The gallery's frames are a widget each on a bare page: shorter. */
const FRAME_OBSERVE_MS = 5000;

export const FEEL_PAGES = ['home', 'detail', 'download', 'content', 'lucky'];

export const DEVICES = [
  { id: 'phone', label: 'phone (390×844, Android Chrome)', context: { viewport: { width: 390, height: 844 }, userAgent: MOBILE_BROWSER.userAgent, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
  {
    id: 'desktop',
    label: 'desktop (1366×900, Chrome)',
    context: {
      viewport: { width: 1366, height: 900 },
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    },
  },
];

export const VARIANTS = [
  { id: 'ours', label: 'with pp-widgets' },
  { id: 'none', label: 'no script', noScript: true },
  { id: 'native', label: 'native lazy images only', noScript: true, nativeLazy: true },
];

/** The probes, run in the page before its own scripts. */
function feelProbes() {
  const p = (window.__feel = { shifts: [], changes: [], lcp: [], frames: [], tasks: [], events: [], firstInput: null, fcp: null, ready: null, supported: [] });
  document.addEventListener('pp:ready', () => (p.ready = performance.now()));
  const OURS = '[data-widget],[data-ppw-state],[class^="ppw-"],[class*=" ppw-"],img[data-src],img[data-srcset]';
  const labelOf = (el) => {
    if (!el) return '(removed)';
    let s = el.tagName.toLowerCase();
    if (el.id) s += `#${el.id}`;
    const w = el.getAttribute('data-widget');
    if (w) s += `[data-widget=${w}]`;
    const cls = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
    if (cls.length) s += `.${cls.join('.')}`;
    const src = el.getAttribute('src');
    if (el.tagName === 'IMG' && src) s += `(${src.replace(/^.*\//, '').slice(0, 40)})`;
    const host = el.parentElement && el.parentElement.closest('[data-widget]');
    if (host && !w) s = `${labelOf(host)} > ${s}`;
    return s;
  };
  const describe = (node) => {
    const el = node && (node.nodeType === 1 ? node : node.parentElement);
    return { ours: !!(el && el.closest(OURS)), label: labelOf(el) };
  };
  const observe = (type, fn, extra) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true, ...extra });
      p.supported.push(type);
    } catch (_) {
      /* not in this browser: the figure is n/a */
    }
  };
  observe('layout-shift', (e) =>
    p.shifts.push({
      startTime: e.startTime,
      value: e.value,
      hadRecentInput: e.hadRecentInput,
      sources: (e.sources || []).map((s) => ({ ...describe(s.node), top: s.previousRect.top + scrollY })),
    }),
  );
  observe('largest-contentful-paint', (e) => p.lcp.push({ startTime: e.startTime, size: e.size, label: labelOf(e.element) || e.url }));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') p.fcp = e.startTime;
  });
  observe('longtask', (e) => p.tasks.push({ startTime: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) =>
    p.frames.push({
      startTime: e.startTime,
      duration: e.duration,
      scripts: (e.scripts || []).map((s) => ({ sourceURL: s.sourceURL, duration: s.duration, invoker: s.invoker, startTime: s.startTime })),
    }),
  );
  observe('first-input', (e) => (p.firstInput = { name: e.name, startTime: e.startTime, processingStart: e.processingStart, duration: e.duration, interactionId: e.interactionId }));
  observe('event', (e) => p.events.push({ name: e.name, startTime: e.startTime, processingStart: e.processingStart, duration: e.duration, interactionId: e.interactionId }), { durationThreshold: 16 });
  // Our elements' heights: a change of one, above a node of the page that moved, caused its move.
  const heights = new WeakMap();
  const resize = new ResizeObserver((entries) => {
    const now = performance.now();
    for (const entry of entries) {
      const el = entry.target;
      const h = el.getBoundingClientRect().height;
      const before = heights.get(el);
      heights.set(el, h);
      if (before !== undefined && before !== h) p.changes.push({ time: now, label: labelOf(el), top: el.getBoundingClientRect().top + scrollY, from: before, to: h });
    }
  });
  const watch = (el) => el.nodeType === 1 && el.matches(OURS) && !heights.has(el) && (heights.set(el, undefined), resize.observe(el));
  const start = () => {
    document.querySelectorAll(OURS).forEach(watch);
    new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach((n) => n.nodeType === 1 && (watch(n), n.querySelectorAll(OURS).forEach(watch)));
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

const untilPageTime = async (page, ms) => {
  const now = await page.evaluate(() => performance.now());
  if (now < ms) await page.waitForTimeout(ms - now);
};

/**
 * One load of one page. Returns the computed figures, or why there are none.
 * @returns {Promise<object|string>}
 */
async function oneLoad({ browser, url, device, variant, observeMs, tapSelector }) {
  const context = await browser.newContext(device.context);
  try {
    await context.addInitScript(feelProbes);
    const page = await context.newPage();
    if (variant.noScript) await page.route('**/dist/**', (route) => route.abort());
    if (variant.nativeLazy) {
      await page.route(url, async (route) => {
        const response = await route.fetch();
        route.fulfill({ response, body: nativeLazy(await response.text()) });
      });
    }
    // A tap that navigates (a download) is answered 204 so that the page stays.
    await page.route('**/download/apk**', (route) => route.fulfill({ status: 204, body: '' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60000 });
    await untilPageTime(page, observeMs);
    const tapAt = await page.evaluate(() => performance.now());
    let tapped = false;
    if (tapSelector) {
      const button = page.locator(tapSelector).first();
      if ((await button.count()) && (await button.isVisible())) {
        await button.scrollIntoViewIfNeeded();
        if (device.context.hasTouch) await button.tap({ noWaitAfter: true });
        else await button.click({ noWaitAfter: true });
        tapped = true;
        await page.waitForTimeout(1500);
      }
    }
    const p = await page.evaluate(() => window.__feel);
    const shifts = attributeShifts(
      p.shifts.filter((s) => s.startTime < tapAt),
      p.changes,
    );
    const lcp = largestPaint(p.lcp, tapAt);
    return {
      cls: shifts.total,
      clsOurs: shifts.ours,
      shifts: shifts.entries,
      lcp: lcp ? { time: lcp.startTime, label: lcp.label } : null,
      fcp: p.fcp,
      tbt: p.fcp === null ? null : totalBlockingTime(p.tasks, p.fcp, tapAt),
      longest: p.supported.includes('long-animation-frame') ? longestOurs(p.frames, tapAt) : undefined,
      tap: tapped ? firstTap(p.firstInput, p.events) : null,
    };
  } finally {
    await context.close();
  }
}

/** The widget names of the gallery (its data file, read in a page). */
async function galleryWidgets(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/gallery/frame.html`, { waitUntil: 'load' });
    return await page.evaluate(() => window.PPGallery.widgets.map((w) => w.name));
  } finally {
    await context.close();
  }
}

const firstLine = (error) => String(error && error.message ? error.message.split('\n')[0] : error);

/**
 * `first` and `loads - 1` more results of `load()` (`--feel-loads`), in order; a load that failed
 * or came back with a note counts for nothing, the others still do.
 * @example const all = await loadsAfter(first, 3, () => longPage(options));
 */
export async function loadsAfter(first, loads, load) {
  const all = [first];
  for (let i = 1; i < loads; i++) {
    try {
      const r = await load();
      if (r && typeof r === 'object' && !r.note) all.push(r);
    } catch (_) {
      // Nothing to add from that load.
    }
  }
  return all;
}

/**
 * The first load's figures with every load's beside them (`--feel-loads`): our longest task's
 * duration (`longestLoads`, ms, 0 for no long frame of ours), where it ran (`longestWhere`: its
 * invoker and file, null for none; the first load's is in `longest` too), and the layout shift of
 * ours (`clsOursLoads`).
 * @example withLoads(first, await loadsAfter(first, 3, load))
 */
export function withLoads(first, all) {
  const where = (l) => (l ? [l.invoker, l.file].filter(Boolean).join(', ') || null : null);
  return {
    ...first,
    longestLoads: all.map((r) => (r.longest ? r.longest.duration : 0)),
    longestWhere: all.map((r) => where(r.longest)),
    clsOursLoads: all.map((r) => r.clsOurs || 0),
  };
}

/**
 * Every page x device x variant once, variants interleaved; then the gallery's frames (with the
 * script only: the frame writes its snippet by script, so neither baseline exists).
 * @returns {Promise<{ pages: object[], gallery: object[] }>}
 */
export async function runFeel({ browser, baseUrl, log = () => undefined, pages = FEEL_PAGES, devices = DEVICES, gallery = true, loads = 1 }) {
  const rows = [];
  // With `loads` > 1, the page with the script is loaded again (loads - 1 times) and every load's
  // longest task of ours (and where it ran) and layout shift of ours are kept beside the first
  // load's figures (`withLoads`): one load on a shared machine moves by tens of ms.
  const again = async (first, load) => {
    if (loads < 2 || !first || typeof first !== 'object' || first.note) return first;
    return withLoads(first, await loadsAfter(first, loads, load));
  };
  for (const name of pages) {
    for (const device of devices) {
      const row = { page: name, device: device.id };
      for (const variant of VARIANTS) {
        try {
          const one = () => oneLoad({ browser, url: `${baseUrl}/${name}.html`, device, variant, observeMs: OBSERVE_MS, tapSelector: '[data-widget="download"]' });
          const r = await one();
          row[variant.id] = typeof r === 'string' ? { note: r } : variant === VARIANTS[0] ? await again(r, one) : r;
        } catch (error) {
          row[variant.id] = { note: firstLine(error) };
        }
      }
      rows.push(row);
      log(`bench: (e) ${name}.html, ${device.id} done`);
    }
  }
  const frames = [];
  if (gallery) {
    let widgets = [];
    try {
      widgets = await galleryWidgets(browser, baseUrl);
    } catch (error) {
      frames.push({ page: 'gallery', device: '-', ours: { note: firstLine(error) } });
    }
    for (const widget of widgets) {
      for (const device of devices) {
        const url = `${baseUrl}/gallery/frame.html?widget=${encodeURIComponent(widget)}`;
        try {
          const one = () => oneLoad({ browser, url, device, variant: VARIANTS[0], observeMs: FRAME_OBSERVE_MS, tapSelector: '[data-widget="download"]' });
          frames.push({ page: `gallery: ${widget}`, device: device.id, ours: await again(await one(), one) });
        } catch (error) {
          frames.push({ page: `gallery: ${widget}`, device: device.id, ours: { note: firstLine(error) } });
        }
      }
    }
    log(`bench: (e) gallery: ${widgets.length} frames done`);
  }
  return { pages: rows, gallery: frames };
}

/**
 * The 10 000-button page (part (b)'s generated legacy page) as a phone at 4x CPU: our longest
 * task (Long Animation Frames script attribution, scripts under /dist/) during load (until
 * `pp:ready` and 2 s of quiet after it), then while scrolling 60 steps of 400 px, one a frame.
 * With a bridge script (the Android client), buttons wake as they come into view.
 */
export async function longPage({ browser, url, bridge }) {
  const context = await browser.newContext({ ...MOBILE_BROWSER, isMobile: true, hasTouch: true });
  try {
    if (bridge) await context.addInitScript(bridge);
    await context.addInitScript(feelProbes);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 180000 });
    const deadline = Date.now() + 120000;
    while (!(await page.evaluate(() => window.__feel.ready !== null)) && Date.now() < deadline) {
      await page.waitForTimeout(200);
    }
    await page.waitForTimeout(2000);
    const scrollFrom = await page.evaluate(() => performance.now());
    await page.evaluate(async () => {
      for (let i = 0; i < 60; i++) {
        window.scrollBy(0, 400);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    const p = await page.evaluate(() => window.__feel);
    const during = (from, to) => longestOurs(p.frames.map((f) => ({ scripts: f.scripts.filter((s) => s.startTime >= from && s.startTime < to) })));
    return {
      load: during(0, scrollFrom),
      scroll: during(scrollFrom, Infinity),
      mounted: await page.evaluate(() => document.querySelectorAll('[data-ppw-state="mounted"]').length),
    };
  } finally {
    await context.close();
  }
}
