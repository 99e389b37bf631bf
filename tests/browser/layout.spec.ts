/**
 * README "Reserved space", asserted as layout, never as a time: on every example page and the
 * gallery, phone and desktop, from the first paint to everything rendered, no widget's box
 * changes height above the bottom of the viewport, no node above it moves, and the page's
 * layout-shift entries sum to 0. The first paint is made to come before our script and before
 * any answer: the script and every API call are held (page.route) until the paint is
 * recorded, as on a slow phone network where the HTML paints before the script arrives.
 *
 * And the order of requests: every first-screen lazy image and every first-screen list's API
 * call leaves before the first idle moment, whose marker is the page-view log
 * (`/log/access`, sent at the first idle moment after pp:ready: src/plugins/visit-when-idle.ts).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { Frame, Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { UA } from './devices';

const PAGES = ['/content.html', '/lucky.html', '/detail.html', '/home.html', '/download.html', '/index.html'];

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: UA.androidChrome },
  desktop: { viewport: { width: 1280, height: 800 }, userAgent: UA.desktopChrome },
} as const;

/** Static files pass; everything else (the API, logs, beacons) is an answer to hold. */
const STATIC = /\.(html|css|js|map|svg|png|jpe?g|gif|webp|ico|woff2?)(\?|$)|\/$/;

/** Records layout shifts (with their sources) and the first paint, in every frame, from the start. */
function recordShifts(): void {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  const describe = (n: Node | null) => {
    if (!n || n.nodeType !== 1) return String(n && n.nodeName);
    const el = n as Element;
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.getAttribute('data-widget') ? '[data-widget=' + el.getAttribute('data-widget') + ']' : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : '');
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({ value: e.value, sources: (e.sources || []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No layout-shift entries (not Chromium): the rectangles below still decide.
  }
}

interface Box {
  name: string;
  top: number;
  bottom: number;
  widget: boolean;
}

/** Widget elements and the page's top-level blocks (children of body, main, sections, header), at this moment. */
async function boxes(frame: Page | Frame): Promise<Box[]> {
  return frame.evaluate(() => {
    const w = window as unknown as { __nodes?: Element[] };
    if (!w.__nodes) {
      const set = new Set<Element>();
      document.querySelectorAll('body > *, main > *, section > *, article > *, [data-widget]').forEach((el) => {
        if (el.tagName !== 'SCRIPT' && el.tagName !== 'STYLE' && el.tagName !== 'TEMPLATE') set.add(el);
      });
      w.__nodes = Array.from(set);
    }
    return w.__nodes.map((el, i) => {
      const r = el.getBoundingClientRect();
      const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.getAttribute('data-widget') ? '[' + el.getAttribute('data-widget') + ']' : '') + ' ' + i;
      // A node taken out of the page (the server markup a widget replaces) has no box any more.
      return { name, top: r.top + scrollY, bottom: r.bottom + scrollY, widget: el.hasAttribute('data-widget'), gone: !el.isConnected || el.getClientRects().length === 0 };
    }).filter((b) => !(b as { gone: boolean }).gone).map(({ name, top, bottom, widget }) => ({ name, top, bottom, widget }));
  });
}

/** Two frames: what was laid out has been painted. */
const frames = (frame: Page | Frame) => frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** What moved or changed height above the viewport's bottom between two records. */
function moved(before: Box[], after: Box[], viewportHeight: number): string[] {
  const out: string[] = [];
  const later = new Map(after.map((b) => [b.name, b]));
  for (const a of before) {
    if (a.top >= viewportHeight) continue;
    const b = later.get(a.name);
    if (!b) continue;
    if (Math.abs(a.top - b.top) > 0.5) out.push(`${a.name} moved from ${a.top} to ${b.top}`);
    if (a.widget && Math.abs(Math.min(a.bottom, viewportHeight) - Math.min(b.bottom, viewportHeight)) > 0.5) {
      out.push(`${a.name} changed height on screen: bottom ${a.bottom} -> ${b.bottom}`);
    }
  }
  return out;
}

/** Holds every request matching `match` until `release()`; returns the release. */
async function hold(page: Page, match: (url: URL) => boolean): Promise<() => void> {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => match(url),
    (route) => {
      if (open) return route.continue();
      held.push(route);
    },
  );
  return () => {
    open = true;
    for (const r of held.splice(0)) void r.continue().catch(() => undefined);
  };
}

/** Everything the first screen shows has come: widgets mounted or failed, nothing busy, images done. */
async function settled(frame: Page | Frame): Promise<void> {
  await frame.waitForFunction(
    () => {
      const vh = innerHeight;
      const onScreen = (el: Element) => el.getBoundingClientRect().top < vh;
      const waiting = Array.from(document.querySelectorAll('[data-widget]:not([data-widget=download]):not([data-widget=search]):not([data-widget=back-to-top])')).filter(
        (el) => onScreen(el) && (!/^(mounted|failed)$/.test(el.getAttribute('data-ppw-state') || '') || el.querySelector('[aria-busy=true]')),
      );
      const images = Array.from(document.images).filter((img) => onScreen(img) && img.getAttribute('src') && !img.complete);
      return waiting.length === 0 && images.length === 0;
    },
    undefined,
    { timeout: 20_000 },
  );
  await frames(frame);
  await frames(frame);
}

for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(`layout on ${device}`, () => {
    test.use(options);

    for (const path of PAGES) {
      test(`${path}: nothing on the first screen moves from the first paint to rendered`, async ({ page, server }) => {
        await page.addInitScript(recordShifts);
        const releaseScript = await hold(page, (url) => /\/dist\/pp-widgets(\.all)?\.js$/.test(url.pathname));
        const releaseAnswers = await hold(page, (url) => url.origin === server.url && !STATIC.test(url.pathname) && !url.pathname.startsWith('/__'));
        await page.goto(server.url + path, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
        await frames(page);
        const vh = options.viewport.height;
        const first = await boxes(page);

        releaseScript();
        // The script is there and has scanned; every answer still held (the widgets' skeletons).
        await page.waitForFunction(() => !document.querySelector('script[src*="pp-widgets"]') || !!(window as unknown as { PPWidgets?: unknown }).PPWidgets);
        await frames(page);
        expect(moved(first, await boxes(page), vh), 'after the script started').toEqual([]);

        releaseAnswers();
        await settled(page);
        // The gallery's live frames on its first screen: each must be still too.
        const frameShifts: string[] = [];
        if (path === '/index.html') {
          for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
            const box = await (await frame.frameElement()).boundingBox();
            if (!box || box.y >= vh) continue;
            await settled(frame);
            const shifts = await frame.evaluate(() => (window as unknown as { __shifts?: { value: number; sources: string[] }[] }).__shifts || []);
            for (const s of shifts) frameShifts.push(`${frame.url()}: ${s.value.toFixed(4)} ${s.sources.join(', ')}`);
          }
        }
        expect(moved(first, await boxes(page), vh), 'after every answer').toEqual([]);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
        expect(shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).concat(frameShifts), 'layout shifts').toEqual([]);
      });
    }
  });
}

/** The gallery's widget frames, from its one source of truth (examples/gallery/gallery-data.js). */
const GALLERY: string[] = (() => {
  const sandbox = { window: {} as { PPGallery?: { widgets: { name: string }[] } } };
  runInNewContext(readFileSync(new URL('../../examples/gallery/gallery-data.js', import.meta.url), 'utf8'), sandbox);
  return sandbox.window.PPGallery!.widgets.map((w) => w.name);
})();

/** The widgets that hold their space from the first paint (src/styles/base.css). */
const RESERVED = new Set(['score', 'comments', 'recs', 'specials', 'beta-list', 'personal-list', 'uc-rec', 'game-news', 'ad-slot', 'lucky']);

/**
 * Content after the widget, as a page has: a paragraph put right after the frame's markup (the
 * moment frame.js puts it in, before the first paint), so that a widget that draws taller or
 * shorter than the space it held on screen moves it.
 */
function addBelow(): void {
  new MutationObserver((_records, observer) => {
    const stage = document.getElementById('stage');
    if (!stage || !stage.querySelector('[data-widget]')) return;
    observer.disconnect();
    const below = document.createElement('p');
    below.id = 'below';
    below.textContent = 'Content below the widget.';
    stage.appendChild(below);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Our elements (the widgets, what they drew, the tips banner) with their boxes, each keyed by
 * an id given on its first record, so that the same element is compared from one record to the next.
 */
async function ourBoxes(frame: Page | Frame): Promise<Record<string, string>> {
  return frame.evaluate(() => {
    const w = window as unknown as { __ppwIds?: WeakMap<Element, string>; __ppwNext?: number };
    const ids = (w.__ppwIds = w.__ppwIds || new WeakMap());
    const out: Record<string, string> = {};
    document.querySelectorAll('[data-widget], [data-widget] *, [class^="ppw-"], [class*=" ppw-"], [class^="ppw-"] *').forEach((el) => {
      // What the visitor sees: below the viewport's bottom, a move is no shift (and lucky's
      // winners roll there).
      if (!el.getClientRects().length || el.getBoundingClientRect().top >= innerHeight) return;
      let id = ids.get(el);
      if (!id) {
        w.__ppwNext = (w.__ppwNext || 0) + 1;
        const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
        id = `${el.tagName.toLowerCase()}${el.getAttribute('data-widget') ? '[' + el.getAttribute('data-widget') + ']' : ''}${cls} #${w.__ppwNext}`;
        ids.set(el, id);
      }
      const r = el.getBoundingClientRect();
      // A widget's own element: where it starts (it grows below its held space, nothing after it here).
      const size = el.matches('#stage > [data-widget]') ? '' : ` ${Math.round(r.width)}x${Math.round(Math.min(r.bottom, innerHeight) - r.top)}`;
      out[id] = `${Math.round(r.left + scrollX)},${Math.round(r.top + scrollY)}${size}`;
    });
    return out;
  });
}

/** The elements of ours on screen in both records whose box moved or changed size between them. */
function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((id) => id in after && after[id] !== before[id]).map((id) => `${id}: ${before[id]} -> ${after[id]}`);
}

/**
 * Every widget frame of the gallery (`/gallery/frame.html?widget=…`, its default environment, as
 * the bench's part (e) loads it), phone and desktop: from the first paint to everything rendered
 * and every chunk the page asked for in, nothing of ours moves or changes size on screen, and the
 * frame's layout-shift entries sum to 0. A widget that holds its space (RESERVED) has a paragraph
 * after it, which must not move: its height on screen is the space it held. The order is the worst a network gives, made by holding
 * requests until a moment (never a wait): the script until the first paint, the API answers until
 * the script has started, and the chunks that bring styles but draw nothing on their own (the
 * shared CSS's `base-css`, the dialogs' `dialog`) until everything is drawn.
 */
for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(`gallery frames on ${device}`, () => {
    test.use(options);

    for (const widget of GALLERY) {
      test(`${widget}: nothing of ours moves or resizes from the first paint to rendered`, async ({ page, server }) => {
        await page.addInitScript(recordShifts);
        if (RESERVED.has(widget)) await page.addInitScript(addBelow);
        await page.route('**/download/apk**', (route) => route.fulfill({ status: 204, body: '' }));
        const chunks = new Set<string>();
        page.on('request', (request) => {
          if (/\/dist\/chunks\//.test(request.url())) chunks.add(request.url());
        });
        const done = new Set<string>();
        const finished = (request: { url(): string }) => done.add(request.url());
        page.on('requestfinished', finished);
        page.on('requestfailed', finished);
        const releaseScript = await hold(page, (url) => /\/dist\/pp-widgets(\.all)?\.js$/.test(url.pathname));
        const releaseAnswers = await hold(page, (url) => url.origin === server.url && !STATIC.test(url.pathname) && !url.pathname.startsWith('/__'));
        const releaseStyles = await hold(page, (url) => /\/dist\/chunks\/(base-css|dialog)-[\w-]+\.js$/.test(url.pathname));
        await page.goto(`${server.url}/gallery/frame.html?widget=${widget}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
        await frames(page);
        const vh = options.viewport.height;
        const first = await boxes(page);
        const firstOurs = await ourBoxes(page);
        if (RESERVED.has(widget)) expect(first.map((b) => b.name), 'the paragraph below the widget').toContainEqual(expect.stringMatching(/^p#below /));

        releaseScript();
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-gallery-ready'));
        releaseAnswers();
        await settled(page);
        if (widget === 'tips-banner') await page.locator('aside.ppw-tips-banner').waitFor();
        // Lucky's parts below the viewport come with calls of their own: its height is compared
        // with the space it held once the winners roll and my prizes (the user's line, the list
        // or its empty note) are drawn.
        if (widget === 'lucky') {
          await page.locator('.ppw-lucky-roll').waitFor();
          await page.locator('.ppw-lucky-prizes .ppw-lucky-user ~ :is(.ppw-lucky-prize-list, p.ppw-lucky-note:not([role]))').waitFor();
        }
        const drawn = await ourBoxes(page);

        // Every chunk asked for so far in (the held ones let go), and what they drew.
        releaseStyles();
        await expect.poll(() => [...chunks].filter((url) => !done.has(url))).toEqual([]);
        await frames(page);
        await frames(page);
        const last = await ourBoxes(page);

        const lastPage = await boxes(page);
        expect(moved(first, lastPage, vh).filter((m) => !/ changed height on screen/.test(m)), 'the page from its first paint').toEqual([]);
        if (RESERVED.has(widget)) {
          // Below the viewport too (lucky's panel reaches past it): the space held is the space drawn.
          const below = (list: Box[]) => list.filter((b) => /^p#below /.test(b.name)).map((b) => Math.round(b.top * 2) / 2);
          expect(below(lastPage), 'the paragraph below the widget, on screen or not').toEqual(below(first));
        }
        expect(changed(firstOurs, last), 'ours from the first paint').toEqual([]);
        expect(changed(drawn, last), 'ours once drawn, after every chunk came').toEqual([]);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
        expect(shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`), 'layout shifts').toEqual([]);
      });
    }
  });
}

/**
 * The ad slot's held box in an engine without :where() (Chrome < 88, iOS Safari < 14: no
 * flow-root for the widget element) or aspect-ratio (Chrome < 88, iOS Safari < 15: the banner
 * takes its height when its image loads): pp-widgets.css as such an engine reads it, its rules
 * with :where() and its aspect-ratio declarations dropped. The paragraph after the slot stays
 * where the first paint put it.
 */
for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(`the ad slot without :where() and aspect-ratio on ${device}`, () => {
    test.use(options);

    test('holds the box it draws', async ({ page, server }) => {
      await page.addInitScript(addBelow);
      await page.route('**/dist/pp-widgets.css', async (route) => {
        const response = await route.fetch();
        const css = (await response.text()).replace(/[^{}]*:where\([^{}]*\{[^}]*\}/g, '').replace(/aspect-ratio:[^;}]*;?/g, '');
        await route.fulfill({ response, body: css, headers: { ...response.headers(), 'content-encoding': 'identity' } });
      });
      const releaseScript = await hold(page, (url) => /\/dist\/pp-widgets(\.all)?\.js$/.test(url.pathname));
      await page.goto(`${server.url}/gallery/frame.html?widget=ad-slot`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
      await frames(page);
      const slot = page.locator('[data-widget=ad-slot]');
      expect(await slot.evaluate((el) => getComputedStyle(el).display), 'no flow-root').toBe('block');
      const first = await boxes(page);
      expect(first.map((b) => b.name)).toContainEqual(expect.stringMatching(/^p#below /));
      releaseScript();
      await settled(page);
      expect(await page.locator('.ppw-ad__image').evaluate((img) => getComputedStyle(img).aspectRatio), 'no aspect-ratio').toBe('auto');
      expect(moved(first, await boxes(page), options.viewport.height)).toEqual([]);
    });
  });
}

/**
 * The tips banner asks no stylesheet of the page (it needs no held space): on a page without
 * pp-widgets.css, with the shared CSS chunk still on its way, the bar is fixed from the moment it
 * is in the page (its own CSS is in before it), so it never lays out in the flow and moves it.
 */
test.describe('the tips banner without pp-widgets.css', () => {
  test.use(VIEWPORTS.desktop);

  test('is fixed from its first frame while the shared CSS is still held', async ({ page, server }) => {
    await page.addInitScript(recordShifts);
    await page.route((url) => url.pathname === '/gallery/frame.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<link rel="stylesheet" href="\/dist\/pp-widgets\.css">/, '');
      await route.fulfill({ response, body: html });
    });
    const releaseShared = await hold(page, (url) => /\/dist\/chunks\/base-css-[\w-]+\.js$/.test(url.pathname));
    await page.goto(`${server.url}/gallery/frame.html?widget=tips-banner`, { waitUntil: 'commit' });
    const banner = page.locator('aside.ppw-tips-banner');
    await banner.waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.querySelector('link[href*="pp-widgets.css"]'))).toBeNull();
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    releaseShared();
    await frames(page);
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
    expect(shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`), 'layout shifts').toEqual([]);
  });
});

/**
 * The first screen as early as the page allows: the order of requests, not a duration. The
 * marker of the first idle moment is the page view's `/log/access` (sent at the first idle
 * moment after pp:ready). The lazy-images chunk is held until that marker has left, so a
 * first-screen image that waited for the chunk would come after it.
 */
test.describe('the first screen before the first idle moment', () => {
  test.use(VIEWPORTS.phone);

  async function order(page: Page, serverUrl: string, path: string, holdChunk: RegExp | null): Promise<string[]> {
    const seen: string[] = [];
    let markerSeen: () => void = () => undefined;
    const marker = new Promise<void>((done) => (markerSeen = done));
    page.on('request', (request) => {
      const url = new URL(request.url());
      seen.push(url.pathname);
      if (url.pathname === '/log/access') markerSeen();
    });
    if (holdChunk) {
      await page.route(
        (url) => holdChunk.test(url.pathname),
        async (route) => {
          await marker;
          await route.continue();
        },
      );
    }
    await page.goto(serverUrl + path);
    await marker;
    return seen;
  }

  test('a first-screen lazy image is requested before the idle moment, without waiting for the lazy-images chunk', async ({ page, server }) => {
    const seen = await order(page, server.url, '/detail.html', /\/chunks\/lazy-images-/);
    const firstScreen = await page.evaluate(() =>
      Array.from(document.querySelectorAll('img[data-src]'))
        .filter((img) => img.getBoundingClientRect().top < innerHeight && img.getClientRects().length)
        .map((img) => new URL(img.getAttribute('data-src')!, location.href).pathname),
    );
    expect(firstScreen.length, 'detail.html has a lazy image on its first screen').toBeGreaterThan(0);
    const marker = seen.indexOf('/log/access');
    for (const src of firstScreen) {
      expect(seen.indexOf(src), `${src} in ${seen.join(' ')}`).toBeGreaterThan(-1);
      expect(seen.indexOf(src), `${src} before /log/access in ${seen.join(' ')}`).toBeLessThan(marker);
    }
    // And at high priority where the browser has it.
    for (const src of firstScreen) {
      await expect(page.locator(`img[data-src$="${src.split('/').pop()}"]`).first()).toHaveAttribute('fetchpriority', 'high');
    }
  });

  test('the first-screen lists of content.html ask for their answers before the idle moment', async ({ page, server }) => {
    const seen = await order(page, server.url, '/content.html', null);
    const marker = seen.indexOf('/log/access');
    for (const call of ['/StoreDetailController/score', '/StoreDetailController/comment']) {
      expect(seen.indexOf(call), `${call} before /log/access in ${seen.join(' ')}`).toBeGreaterThan(-1);
      expect(seen.indexOf(call)).toBeLessThan(marker);
    }
  });

  test('a first-screen list asks for its answer while its own chunk is still loading, once', async ({ page, server }) => {
    // Each list's chunk is held until that list's API request has left: a call that waited for
    // its widget's code would never leave, and the test would time out. The log of request
    // events then shows the order: the call's request before the chunk's response ended.
    const CALLS: Record<string, string> = { score: '/StoreDetailController/score', comments: '/StoreDetailController/comment', recs: '/StoreDetailController/recs' };
    const events: string[] = [];
    const left: Record<string, () => void> = {};
    const leaving: Record<string, Promise<void>> = {};
    for (const path of Object.values(CALLS)) leaving[path] = new Promise<void>((done) => (left[path] = done));
    let markerSeen: () => void = () => undefined;
    const marker = new Promise<void>((done) => (markerSeen = done));
    const chunkOf = (pathname: string) => (/\/chunks\/(score|comments|recs)-[\w-]+\.js$/.exec(pathname) || [])[1];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      events.push('request ' + pathname);
      if (left[pathname]) left[pathname]();
      if (pathname === '/log/access') markerSeen();
    });
    page.on('requestfinished', (request) => {
      const name = chunkOf(new URL(request.url()).pathname);
      if (name) events.push('finished chunk ' + name);
    });
    await page.route(
      (url) => !!chunkOf(url.pathname),
      async (route) => {
        await leaving[CALLS[chunkOf(new URL(route.request().url()).pathname)!]];
        await route.continue();
      },
    );
    await page.goto(server.url + '/content.html');
    await marker;
    const lists = page.locator('[data-widget=score], [data-widget=comments], [data-widget=recs]');
    await expect.poll(() => lists.evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().top < innerHeight && el.getAttribute('data-ppw-state') !== 'mounted').length)).toBe(0);
    const found = await lists.evaluateAll((els) =>
      els.map((el) => ({
        name: el.getAttribute('data-widget')!,
        subcates: el.getAttribute('data-mode') === 'subcates',
        firstScreen: el.getBoundingClientRect().top < innerHeight,
        mounted: el.getAttribute('data-ppw-state') === 'mounted',
      })),
    );
    const pathOf = (list: (typeof found)[number]) => (list.subcates ? '/StoreDetailController/subcates' : CALLS[list.name]);
    const firstScreen = found.filter((list) => list.firstScreen);
    expect(firstScreen.map((list) => list.name), 'content.html shows the score and the comments on a phone’s first screen').toEqual(expect.arrayContaining(['score', 'comments']));
    for (const list of firstScreen) {
      const call = events.indexOf('request ' + pathOf(list));
      expect(call, `${list.name}: ${events.join(' | ')}`).toBeGreaterThan(-1);
      expect(call, `${list.name}'s call before its chunk's response ended: ${events.join(' | ')}`).toBeLessThan(events.indexOf('finished chunk ' + list.name));
      expect(call, `${list.name}'s call before the first idle moment`).toBeLessThan(events.indexOf('request /log/access'));
    }
    // One request a list: the widget's own call took the one in flight.
    for (const path of new Set(found.filter((list) => list.mounted).map(pathOf))) {
      expect(events.filter((e) => e === 'request ' + path).length, `${path}: one request a mounted list`).toBe(found.filter((list) => list.mounted && pathOf(list) === path).length);
    }
  });

  // The other lists, each on the first screen of its gallery frame: its chunk is held until its
  // call has left (as above), and the call is one request, before the first idle moment.
  const FRAME_LISTS: Array<[widget: string, chunk: string, call: string]> = [
    ['specials', 'specials', '/api/proxyNew specialApps'],
    ['beta-list', 'beta-list', '/api/proxyNew betaGameList'],
    ['personal-list', 'app-feed', '/api/proxyNew personalList'],
    ['uc-rec', 'app-feed', '/uc/rec'],
    ['game-news', 'game-news', '/api/proxyNew multiGameNews'],
    ['ad-slot', 'ad-slot', '/api/proxyNew adList'],
  ];
  for (const [widget, chunk, call] of FRAME_LISTS) {
    test(`${widget}, on the first screen, asks for its answer while its own chunk is still loading, once`, async ({ page, server }) => {
      const events: string[] = [];
      let callLeft: () => void = () => undefined;
      const leaving = new Promise<void>((done) => (callLeft = done));
      let markerSeen: () => void = () => undefined;
      const marker = new Promise<void>((done) => (markerSeen = done));
      const chunkFile = new RegExp('/chunks/' + chunk + '-[\\w-]+\\.js$');
      // A proxy call is named by its urlKey, in the query (GET) or the form body (POST).
      const nameOf = (request: { url(): string; postData(): string | null }) => {
        const url = new URL(request.url());
        const key = url.searchParams.get('urlKey') || new URLSearchParams(request.postData() || '').get('urlKey');
        return url.pathname + (url.pathname === '/api/proxyNew' && key ? ' ' + key : '');
      };
      page.on('request', (request) => {
        const name = nameOf(request);
        events.push('request ' + name);
        if (name === call) callLeft();
        if (name === '/log/access') markerSeen();
      });
      page.on('requestfinished', (request) => {
        if (chunkFile.test(new URL(request.url()).pathname)) events.push('finished chunk');
      });
      await page.route(
        (url) => chunkFile.test(url.pathname),
        async (route) => {
          await leaving;
          await route.continue();
        },
      );
      await page.goto(`${server.url}/gallery/frame.html?widget=${widget}`);
      const element = page.locator(`[data-widget=${widget}]`);
      await expect(element).toHaveAttribute('data-ppw-state', 'mounted');
      await marker;
      expect(await element.evaluate((el) => el.getBoundingClientRect().top < innerHeight), 'on the first screen').toBe(true);
      const left = events.indexOf('request ' + call);
      expect(left, events.join(' | ')).toBeGreaterThan(-1);
      expect(left, `the call before its chunk's response ended: ${events.join(' | ')}`).toBeLessThan(events.indexOf('finished chunk'));
      expect(left, `the call before the first idle moment: ${events.join(' | ')}`).toBeLessThan(events.indexOf('request /log/access'));
      expect(events.filter((e) => e === 'request ' + call).length, 'one request: the widget took the one in flight').toBe(1);
    });
  }

  test('the lucky banner is asked for as soon as the activity answer is read, before the panel draws it', async ({ page, server }) => {
    // Two moments on the page's one clock: when the banner's request started (resource
    // timing) and when the panel put its <img> into the page (a MutationObserver).
    await page.addInitScript(() => {
      const w = window as unknown as { __bannerAdded?: number };
      new MutationObserver(() => {
        if (w.__bannerAdded === undefined && document.querySelector('.ppw-lucky-banner')) w.__bannerAdded = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(server.url + '/lucky.html');
    await expect(page.locator('.ppw-lucky-banner')).toBeVisible();
    const { requested, added } = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.indexOf('/img/lucky-42.svg') !== -1);
      return { requested: entry ? entry.startTime : null, added: (window as unknown as { __bannerAdded?: number }).__bannerAdded };
    });
    expect(requested).not.toBeNull();
    expect(added).toBeDefined();
    expect(requested!).toBeLessThanOrEqual(added!);
  });
});
