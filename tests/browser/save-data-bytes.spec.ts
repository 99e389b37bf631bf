/**
 * The Save-Data byte target (16 KB before the first tap), through the built script: the script bytes a visitor who saves data
 * has fetched before the first tap on the home, detail and download pages, in WeChat, Android
 * Chrome, the Android client (its bridge present) and iPhone Safari. First page of a session
 * (a fresh context), `Save-Data: on` with `navigator.connection.saveData`, counted once the page
 * has done what it starts on its own (start, `pp:ready`, the idle moment after it, and every
 * chunk asked for by then: `pageSettled`), which is what bench part (d) counts 4 s after load.
 * Bytes on the wire as served (brotli, `encodedBodySize`), as the bench counts them: they are
 * the same from run to run for one build, so they are asserted; timings are the bench's.
 *
 * A ratchet: each ceiling is the figure measured when it was set, plus ~0.2 KB for the chunk
 * table's hashes, which change with every build. The goal is 16 KB on every row but
 * the Android client's detail and download pages, whose buttons show their install status as
 * soon as they are seen (the download widget, Preact, the API client, the bridge: ~41 KB).
 * Lower a ceiling when a change lowers its figure; raise one only with an equal cut elsewhere.
 */
import type { Browser } from '@playwright/test';
import { test, expect, gotoReady, pageSettled } from './fixtures';
import { UA } from './devices';

const KB = 1000;

/** The environments of the target; `client`: the Android client, whose bridge is there at start. */
const ENVS = {
  wechat: { userAgent: UA.wechatAndroid, client: false },
  android: { userAgent: UA.androidChrome, client: false },
  client: { userAgent: UA.androidChrome, client: true },
  iphone: { userAgent: UA.iphoneSafari, client: false },
} as const;

/**
 * Ceilings in bytes on the wire, page × environment. Set on 2026-11-28 at the
 * figures measured then: 17.8 KB on home (13.4 core + 1.26 lazy images + 3.16 the page view's
 * visit chunk), 17.8 / 21.2 KB on detail and 16.6 / 19.9 KB on download (WeChat / phone
 * browsers, whose first page of a session shows the download-tips banner: 2.19 + 1.15 KB),
 * 20.5, 41.1 and 39.8 KB in the Android client. Before that change the same rows were 18.3,
 * 18.3 / 21.7, 17.1 / 20.4 and 21.0, 41.7, 40.4 KB (bench part (d) at 0555be9).
 */
const CEILING: Record<string, Record<keyof typeof ENVS, number>> = {
  // Raised with the round's merge (+0.85 KB each, the core's growth: reserved-space CSS and the
  // first screen's images +0.49, the link form's selector +0.12, rum's sampling +0.18, yielding
  // and the style fix): measured 18.88 / 18.88 / 21.56 / 18.88, 18.88 / 22.22 / 42.15 / 22.22,
  // 17.62 / 20.96 / 40.89 / 20.96 KB.
  // -0.74 KB each (the core 14.39 -> 13.66 KB on the wire): the shared CSS is the base-css chunk,
  // which a page that links pp-widgets.css (every example page) never fetches. Measured 18.11 /
  // 18.11 / 20.80 / 18.11, 18.11 / 21.45 / 41.39 / 21.45, 16.86 / 20.20 / 40.13 / 20.20 KB.
  // Still over 16 KB (the core, 13.66, the page view's visit chunk, 3.2, and on home and detail
  // lazy images, 1.26; on a phone's first page the tips banner, 3.34): see the README.
  // Raised with the next round's merges (+0.27 KB each, the core's growth, each with its reason in
  // .size-limit.cjs's core row: the hold of a link-form tap until its chunk +155 B, a
  // first-screen list's early call +54 B, the local store's sweep and the plain plug-in host
  // +50 B, the one global watcher +~80 B; -0.1 KB in the visit chunk): measured 18.38 / 18.38 /
  // 22.04 / 18.38, 18.38 / 21.78 / 41.74 / 21.78, ~17.1 / 20.46 / 40.42 / 20.46 KB. The Android
  // client's home page +1.2 KB besides: its bridge now reads numbers with the one field reader,
  // which was then the app-link chunk's (now src/read-field/read-field.ts). To win back: that reader where the
  // bridge is, or the core's growth.
  // Lowered with the core's cuts (the 14 KB target, .size-limit.cjs's core row: 4-character
  // chunk hashes, the log stand-in's one maker, the client identity in the api chunk; -0.1 KB
  // each): measured 18.27 / 18.27 / 21.93 / 18.27, 18.27 / 21.66 / 41.67 / 21.66, 16.95 / 20.35
  // / 40.35 / 20.35 KB; each ceiling that and ~0.08 KB (4-character hashes vary less).
  // Lowered (measured 18.18 / 18.18 / 20.88 / 18.18, 18.18 / 21.53 / 41.78 / 21.53, 17.06 / 20.41 /
  // 40.66 / 20.41 KB; ceilings those and ~0.06 KB): lazy images -0.2 KB (the check on scroll
  // without IntersectionObserver is a chunk of its own, features/lazy-images/scroll-check/, which
  // a browser with one never fetches), the visit chunk -26 B (no namespace object), app-link
  // -45 B (the field reader left it), the core +27 B (two chunks more in its table). The Android
  // client's home page -1.16 KB: its bridge reads numbers from the field reader's own chunk
  // (src/read-field/, 0.21 KB), not from app-link (1.13 KB), which it no longer loads. Its detail
  // and download pages, which load app-link for the download button, +0.04 and +0.24 KB for that
  // chunk's request (the download page's ceiling +0.07 KB, against the home page's -1.3 KB).
  // Both of the above together: measured 18.03 / 18.03 / 20.72 / 18.03, 18.03 / 21.37 / 41.69 /
  // 21.37, 16.91 / 20.26 / 40.57 / 20.26 KB; each ceiling that and ~0.06 KB.
  // Lowered (measured 18.05 / 18.05 / 20.75 / 18.05, 18.05 / 19.93 / 41.60 / 19.93, 16.93 / 18.81 /
  // 40.48 / 18.81 KB; ceilings those and ~0.05 KB, where that is lower): a phone's first page
  // shows the tips banner without the app-link chunk (1.12 KB) and without its main button's code
  // and its CSS, which come at the tap and only without pp-widgets.css (tips-banner 2.22 -> 1.88
  // KB; features/tips-banner/); the visit chunk -21 B (its tables as patterns and strings); the
  // core +52 B (two chunks more in its table, stylesWanted, two exports; the hashes' share
  // varies). The home rows and WeChat's stay (within their ceilings, +0.03 KB).
  // Lowered on home and detail, raised on download: the lazy-images chunk (1.12 KB) waits for
  // the first scroll, resize or tap, and the core, which now loads the first screen's lazy
  // images itself, is 0.24 KB larger (.size-limit.cjs's core row): measured 17.14 / 17.14 /
  // 19.84 / 17.14, 17.14 / 20.49 / 40.69 / 20.49, 17.14 / 20.49 / 40.69 / 20.49 KB (home and
  // detail -0.88 KB, download +0.24 KB, whose page has no lazy image); each ceiling that and ~0.06 KB.
  // Merged (the banner's split, lazy images' first screen in the core, start() in slices, +0.15 KB
  // in the core): measured 17.32 / 17.32 / 20.01 / 17.32, 17.32 / 19.19 / 40.86 / 19.19, 17.32 /
  // 19.19 / 40.86 / 19.19 KB; each ceiling that and ~0.06 KB. Still over the 16 KB goal: the core
  // (14.25 KB on the wire) and the page view's visit chunk (3.06 KB) alone are 17.32 KB.
  // Lowered with the core's cuts (.size-limit.cjs's core row: two warning texts in warn-texts,
  // four checks written once, the loader's async flag; the core 14.25 -> 14.13 KB on the wire):
  // measured 17.20 / 17.20 / 19.89 / 17.20, 17.20 / 19.07 / 40.74 / 19.07, 17.20 / 19.07 / 40.74
  // / 19.07 KB; each ceiling that and ~0.06 KB.
  // Lowered (measured 17.29 / 17.29 / 19.99 / 17.29, 17.29 / 19.16 / 40.80 / 19.16, the same on
  // download; each ceiling that and ~0.06 KB): the core -25 B (the default needs are the API
  // client alone, src/services/services.ts); the Android client's download button loads the
  // attribute-names chunk (every widget's names, 0.57 KB) in place of download-texts (0.23 KB), and
  // app-link without the app's names (1.13 -> 0.92 KB).
  // Lowered (measured 17.16 / 17.16 / 19.85 / 17.16, 17.16 / 19.00 / 40.66 / 19.00, the same on
  // download; each ceiling that and ~0.06 KB): the page view's visit chunk 3083 -> 2995 B on the
  // wire and the tips banner's 1872 -> 1839 B (checks a surrounding try already covers, one
  // pattern for personal values, the banner built from arguments; .size-limit.cjs's visit row,
  // features/tips-banner/budget.cjs).
  // Lowered with the core's cuts (.size-limit.cjs's core row: its private property names
  // shortened; the core 14.16 -> 13.94 KB on the wire): measured 17.02 / 17.02 / 19.72 / 17.02,
  // 17.02 / 18.90 / 40.53 / 18.90, the same on download; each ceiling that and ~0.06 KB.
  // Merged (both of the above): measured 16.91 / 16.91 / 19.61 / 16.91, 16.91 / 18.75 / 40.42 /
  // 18.75, the same on download; each ceiling that and ~0.06 KB. With each page feature's start a
  // scheduler job (the core +33 B on the wire): 16.95 / 16.95 / 19.64 / 16.95, 16.95 / 18.79 /
  // 40.45 / 18.79, within these.
  // Lowered with the late-bridge watcher out of the core (the core 13.95 -> 13.67 KB on the wire;
  // .size-limit.cjs's core row): a late bridge is followed only in an Android WebView that is no
  // known in-app browser, or with the client's token, so WeChat, Android Chrome and iPhone load
  // nothing for it. Measured 16.68 / 16.68 / 19.98 / 16.68, 16.68 / 18.51 / 40.79 / 18.51, the
  // same on download; each ceiling that and ~0.03 KB. The Android client's rows are raised by
  // 0.34 KB: its bridge chunk imports the watcher's chunk (late-bridge, 0.64 KB gzip, compressed
  // apart from the core's code and without its shortened names), against -0.27 KB on each of the
  // nine others.
  // Lowered with the core's shorter error labels (-50 B gzip, -13 B brotli; .size-limit.cjs's core
  // row): measured 16.66 / 16.66 / 19.97 / 16.66, 16.66 / 18.50 / 40.78 / 18.50, the same on
  // download; each ceiling that and ~0.03 KB.
  // Lowered with the log's three warning texts out of the page view's visit chunk (2995 -> 2956 B
  // on the wire; they are the warn-texts chunk's, fetched only with a warning): measured 16.62 /
  // 16.62 / 19.92 / 16.62, 16.62 / 18.46 / 40.73 / 18.46, the same on download; each ceiling that
  // and ~0.03 KB.
  // Raised a little with the island marks' guard (a host page whose setAttribute throws; the core
  // +52 B gzip, +31 B on the wire) and the visit's type checks: measured 16.65 / 16.65 / 19.96 /
  // 16.65, 16.65 / 18.49 / 40.77 / 18.49, the same on download; each ceiling that and ~0.03 KB.
  // Raised by the core's chunk table row of download-attributes (+14 B gzip, +35 B on the wire),
  // the price of lucky.html no longer loading download-link and download-texts before its first
  // tap (-0.4 KB there): measured 16.69 / 16.69 / 19.99 / 16.69, 16.69 / 18.53 / 40.80 / 18.53,
  // the same on download; each ceiling that and ~0.03 KB.
  // The chunk loader asking for a chunk's imports one task each (+7 B on the wire, the list
  // pages' longest task shorter): measured 16.70 / 16.70 / 20.00 / 16.70, 16.70 / 18.54 /
  // 40.81 / 18.54, the same on download; the ceilings hold.
  // Lowered on a phone's detail and download pages, raised a little elsewhere: where the browser
  // asks to save data, the tips banner (1.84 KB, a promotion) waits for the visitor's first
  // scroll, resize or tap (app/widgets.ts, src/runtime/defer-feature.ts), and the core carries
  // that rule (+42 B on the wire, .size-limit.cjs's core row): measured 16.74 / 16.74 / 20.04 /
  // 16.74 on home, 16.74 / 16.74 / 40.85 / 16.74 on detail and download; each ceiling that and
  // ~0.03 KB.
  // Raised a little: the core +15 B on the wire (13 792 -> 13 807 B brotli, gzip unchanged) with the
  // chunk table's new hashes of lucky and content (their answer and first draw in two tasks) and
  // the late bridge's sliced looks: measured 16.77 / 16.77 / 20.07 / 16.77, 16.77 / 16.77 / 40.88
  // / 16.77, the same on download; each ceiling that and ~0.03 KB.
  home: { wechat: 16.8 * KB, android: 16.8 * KB, client: 20.1 * KB, iphone: 16.8 * KB },
  detail: { wechat: 16.8 * KB, android: 16.8 * KB, client: 40.91 * KB, iphone: 16.8 * KB },
  download: { wechat: 16.8 * KB, android: 16.8 * KB, client: 40.91 * KB, iphone: 16.8 * KB },
};

async function saveDataBytes(browser: Browser, baseURL: string, page: string, env: keyof typeof ENVS) {
  const { userAgent, client } = ENVS[env];
  const context = await browser.newContext({
    baseURL,
    userAgent,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  try {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
    });
    if (client) await context.addInitScript(() => void ((window as unknown as Record<string, unknown>).PPNativeBridge = { postMessage() {} }));
    const tab = await context.newPage();
    await gotoReady(tab, `/${page}.html`);
    await pageSettled(tab);
    return await tab.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/dist\/.*\.js(\?|$)/.test(e.name))
        .map((e) => ({ file: e.name.replace(/^.*\//, ''), wire: e.encodedBodySize })),
    );
  } finally {
    await context.close();
  }
}

test.describe('Save-Data: script bytes before the first tap', () => {
  for (const page of Object.keys(CEILING)) {
    for (const env of Object.keys(ENVS) as Array<keyof typeof ENVS>) {
      test(`${page}.html in ${env} stays within ${CEILING[page]![env] / KB} KB`, async ({ browser, server }) => {
        const scripts = await saveDataBytes(browser, server.url, page, env);
        const total = scripts.reduce((n, s) => n + s.wire, 0);
        console.log(`save-data ${page} ${env}: ${(total / KB).toFixed(2)} KB, ${scripts.map((s) => `${s.file} ${s.wire}`).join(', ')}`);
        // Served compressed: a file counted at 0 would make the sum meaningless.
        expect(scripts.filter((s) => !(s.wire > 0))).toEqual([]);
        expect(scripts.map((s) => s.file)).toContainEqual(expect.stringMatching(/^pp-widgets\.js$/));
        expect(total).toBeLessThanOrEqual(CEILING[page]![env]);
      });
    }
  }
});

/**
 * The list and lucky pages under Save-Data (no speculation): every chunk fetched before the first
 * tap is one the first screen runs. Named here, per page, in the order of what uses them:
 * - both: `visit` (the page view's log base, which also sends the lists' show logs), `preact`,
 *   `content-mount` (the lists' and lucky's mount), `api` and `api-content` (the calls and their
 *   readers), `read-field`, `attribute-names` (`schema`: the names the parameters are read with);
 * - content.html: `score` and `comments` (the lists on its first screen) and `content` (the
 *   lists' core); not `tips-banner`, which a phone's first page fetches (the recs'
 *   server-rendered download button carries the banner) only at the visitor's first scroll,
 *   resize or tap when the browser asks to save data;
 * - lucky.html: `lucky` and `download-attributes` (the attributes of its apps' download links,
 *   which it draws with its own label).
 * Not before the tap: `log` (the lists log through the log's base, lucky's events load it when
 * the first one comes), `app-link` (the app data a tap reads), `download-texts` (on content.html
 * no app row on its first screen), and on lucky.html `download-link` (its apps' links, below a
 * phone's first screen, are drawn by the panel with its own label: widgets/lucky/parts/lucky-apps.tsx). The script bytes on the wire are printed.
 * Measured when this was written (wechat / phones): content.html 39.80 / 41.67 KB, lucky.html
 * 45.92 KB; before, with `log`, `download-texts` and `app-link` on both pages, 41.56 / 43.43 and
 * 47.51 KB. With the tips banner waiting for the first scroll or tap under Save-Data: content.html
 * 39.55 KB on every phone, lucky.html 45.23 KB.
 */
const FIRST_SCREEN: Record<string, Partial<Record<keyof typeof ENVS, string[]>>> = {
  content: {
    wechat: ['api', 'api-content', 'attribute-names', 'comments', 'content', 'content-mount', 'preact', 'read-field', 'score', 'visit'],
    android: ['api', 'api-content', 'attribute-names', 'comments', 'content', 'content-mount', 'preact', 'read-field', 'score', 'visit'],
    iphone: ['api', 'api-content', 'attribute-names', 'comments', 'content', 'content-mount', 'preact', 'read-field', 'score', 'visit'],
  },
  lucky: {
    wechat: ['api', 'api-content', 'attribute-names', 'content-mount', 'download-attributes', 'lucky', 'preact', 'read-field', 'visit'],
    android: ['api', 'api-content', 'attribute-names', 'content-mount', 'download-attributes', 'lucky', 'preact', 'read-field', 'visit'],
    iphone: ['api', 'api-content', 'attribute-names', 'content-mount', 'download-attributes', 'lucky', 'preact', 'read-field', 'visit'],
  },
};

test.describe('Save-Data: the list and lucky pages load only what their first screen runs', () => {
  for (const page of Object.keys(FIRST_SCREEN)) {
    for (const env of Object.keys(FIRST_SCREEN[page]!) as Array<keyof typeof ENVS>) {
      test(`${page}.html in ${env}`, async ({ browser, server }) => {
        const scripts = await saveDataBytes(browser, server.url, page, env);
        const total = scripts.reduce((n, s) => n + s.wire, 0);
        console.log(`save-data ${page} ${env}: ${(total / KB).toFixed(2)} KB, ${scripts.map((s) => `${s.file} ${s.wire}`).join(', ')}`);
        const chunks = scripts.filter((s) => s.file !== 'pp-widgets.js').map((s) => s.file.replace(/-[A-Za-z0-9_-]{4}\.js$/, ''));
        expect([...new Set(chunks)].sort()).toEqual(FIRST_SCREEN[page]![env]);
        for (const name of page === 'content' ? ['log', 'download-texts', 'app-link'] : ['log', 'app-link']) expect(chunks).not.toContain(name);
      });
    }
  }
});
