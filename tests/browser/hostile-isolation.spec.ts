/**
 * Hostile world, group 10: host isolation. On every example page, with every widget
 * woken and used, the library adds no global but `PPWidgets`, changes no built-in prototype or
 * constructor, and leaves the host's own `window.onerror`, rejection handler and its own errors
 * exactly as the host set them.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, nextFrames } from './fixtures';
import { UA } from './devices';
import { EXAMPLE_PAGES, scrollThrough, useDistSnapshot, waitForIslands } from './hostile-helpers';

interface IsolationReport {
  addedGlobals: string[];
  removedGlobals: string[];
  changedGlobals: string[];
  changedBuiltIns: string[];
  checkedBuiltIns: number;
  onerrorKept: boolean;
  onrejectionKept: boolean;
  consoleKept: boolean;
  hostErrors: string[];
  hostRejections: string[];
}

/**
 * Before any page script: snapshots the own properties (names and descriptor identities) of
 * the main built-ins, the globals, and installs the host's own error handlers. The snapshot
 * lives in a closure; only a non-enumerable checker is exposed.
 */
async function installHostAndSnapshot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const OWN = ['__ppReady', '__hostileCheck', '__hostErrors', '__hostRejections'];
    type Snap = Record<string, [unknown, unknown, unknown]>;
    const describe = (target: object): Snap => {
      const out: Snap = {};
      const keys: (string | symbol)[] = (Object.getOwnPropertyNames(target) as (string | symbol)[]).concat(Object.getOwnPropertySymbols(target));
      for (const key of keys) {
        const d = Object.getOwnPropertyDescriptor(target, key);
        if (d) out[String(key)] = ['value' in d && typeof d.value === 'function' ? d.value : 'value' in d ? typeof d.value : undefined, d.get, d.set];
      }
      return out;
    };
    const names = [
      'Object', 'Array', 'Function', 'String', 'Number', 'Boolean', 'Symbol', 'Promise', 'Map', 'Set', 'WeakMap',
      'WeakSet', 'Date', 'RegExp', 'Error', 'TypeError', 'JSON', 'Math', 'Reflect', 'Proxy', 'console',
      'EventTarget', 'Node', 'Element', 'HTMLElement', 'HTMLAnchorElement', 'HTMLFormElement', 'HTMLInputElement',
      'HTMLImageElement', 'Document', 'Window', 'History', 'Location', 'Navigator', 'Storage', 'Event', 'CustomEvent',
      'MouseEvent', 'KeyboardEvent', 'XMLHttpRequest', 'Response', 'Request', 'Headers', 'URL', 'URLSearchParams',
      'IntersectionObserver', 'MutationObserver', 'Image', 'DOMTokenList', 'CSSStyleDeclaration', 'Performance',
    ];
    const targets: Record<string, object> = {};
    for (const name of names) {
      const value = w[name] as { prototype?: object } | undefined;
      if (!value) continue;
      targets[name] = value as object;
      if (value.prototype) targets[name + '.prototype'] = value.prototype;
    }
    const before: Record<string, Snap> = {};
    for (const key of Object.keys(targets)) before[key] = describe(targets[key]);
    const globalsBefore = describe(window);

    const hostErrors: string[] = [];
    const hostRejections: string[] = [];
    const onerror = function hostOnError(message: unknown) {
      hostErrors.push(String(message));
      return false;
    };
    const onrejection = function hostOnRejection(event: PromiseRejectionEvent) {
      hostRejections.push(String(event.reason && (event.reason as Error).message));
    };
    window.onerror = onerror as OnErrorEventHandler;
    window.onunhandledrejection = onrejection;
    const consoleError = console.error;
    const consoleWarn = console.warn;

    const diff = (a: Snap, b: Snap, prefix: string, out: string[]) => {
      for (const k of Object.keys(a)) {
        // Chromium's touch emulation itself reinstalls these accessors (seen on a page
        // without the library), so they say nothing about us.
        if (/^ontouch/.test(k)) continue;
        if (!(k in b)) out.push(`${prefix}${k} removed`);
        else if (a[k][0] !== b[k][0] || a[k][1] !== b[k][1] || a[k][2] !== b[k][2]) out.push(`${prefix}${k} changed`);
      }
      for (const k of Object.keys(b)) if (!(k in a)) out.push(`${prefix}${k} added`);
    };

    Object.defineProperty(window, '__hostileCheck', {
      enumerable: false,
      value: () => {
        const changedBuiltIns: string[] = [];
        let checked = 0;
        for (const key of Object.keys(targets)) {
          checked++;
          diff(before[key], describe(targets[key]), key + '.', changedBuiltIns);
        }
        const globalsNow = describe(window);
        const addedGlobals = Object.keys(globalsNow).filter((k) => !(k in globalsBefore) && OWN.indexOf(k) === -1);
        const removedGlobals = Object.keys(globalsBefore).filter((k) => !(k in globalsNow));
        const changedGlobals: string[] = [];
        for (const k of Object.keys(globalsBefore)) {
          if (!(k in globalsNow) || OWN.indexOf(k) !== -1) continue;
          const a = globalsBefore[k];
          const b = globalsNow[k];
          if (/^ontouch/.test(k)) continue;
          // Functions must be the same functions (fetch, setTimeout, onerror's accessor…).
          if (a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2]) changedGlobals.push(k);
        }
        return {
          addedGlobals,
          removedGlobals,
          changedGlobals,
          changedBuiltIns,
          checkedBuiltIns: checked,
          onerrorKept: window.onerror === (onerror as unknown),
          onrejectionKept: window.onunhandledrejection === onrejection,
          consoleKept: console.error === consoleError && console.warn === consoleWarn,
          hostErrors: hostErrors.slice(),
          hostRejections: hostRejections.slice(),
        };
      },
    });
  });
}

/** Uses every widget a page has: menu, search, scrolling, back-to-top. */
async function useWidgets(page: Page): Promise<void> {
  await scrollThrough(page);
  await waitForIslands(page);
  const toggle = page.locator('[data-menu-toggle]');
  if (await toggle.count()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await toggle.first().click();
    await page.keyboard.press('Escape');
  }
  const search = page.locator('[data-widget="search"] input[name="q"]');
  if (await search.count()) {
    await search.first().click();
    // The suggestions have come (and been rendered, two frames later).
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/search/sugs');
    await search.first().pressSequentially('wang', { delay: 20 });
    await answered;
    await nextFrames(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
  }
  const top = page.locator('.ppw-back-to-top, [data-widget="back-to-top"] button');
  await scrollThrough(page);
  if (await top.count()) await top.first().click({ timeout: 3000 }).catch(() => undefined);
}

const devices = [
  { label: 'desktop', use: { userAgent: UA.desktopChrome }, client: false },
  { label: 'Android phone', use: { userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, client: false },
  // Inside the Android client: the app's bridge is a global of the host, present before us.
  { label: 'Android client', use: { userAgent: UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, client: true },
];

/** The app's side of the bridge: answers every call on the next task. */
async function installClient(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { PPNativeBridge: unknown; PPWidgets: { bridge: { receive(m: string): void } } };
    w.PPNativeBridge = {
      postMessage(text: string) {
        const m = JSON.parse(text) as { id: string; method: number };
        setTimeout(() => w.PPWidgets.bridge.receive(JSON.stringify({ id: m.id, result: m.method === 2 ? { key_status: 2 } : { key_userToken: 'u-iso' } })), 5);
      },
    };
  });
}

for (const device of devices) {
  test.describe(`host isolation (${device.label})`, () => {
    test.use(device.use);

    for (const path of EXAMPLE_PAGES) {
      test(`${path}: adds only PPWidgets, changes no built-in, keeps the host's error handlers`, async ({ page, problems }) => {
        await useDistSnapshot(page);
        if (device.client) await installClient(page);
        await installHostAndSnapshot(page);
        await gotoReady(page, path);
        await useWidgets(page);

        // The host's own error and rejection still reach the host's own handlers, unchanged.
        await page.evaluate(() => {
          setTimeout(() => {
            throw new Error('host-own-error');
          }, 0);
          void Promise.reject(new Error('host-own-rejection'));
        });
        // Both have happened: the browser reports each as a page error (whatever handlers the
        // page has), after those handlers ran.
        await expect.poll(() => ['Error: host-own-error', 'Error: host-own-rejection'].every((e) => problems.errors.indexOf(e) !== -1)).toBe(true);

        const report = (await page.evaluate(() => (window as unknown as { __hostileCheck(): unknown }).__hostileCheck())) as IsolationReport;
        expect(report.addedGlobals).toEqual(['PPWidgets']);
        expect(report.removedGlobals).toEqual([]);
        expect(report.changedGlobals).toEqual([]);
        expect(report.checkedBuiltIns).toBeGreaterThan(60);
        expect(report.changedBuiltIns).toEqual([]);
        expect(report.onerrorKept).toBe(true);
        expect(report.onrejectionKept).toBe(true);
        expect(report.consoleKept).toBe(true);
        expect(report.hostErrors.length).toBe(1);
        expect(report.hostErrors[0]).toContain('host-own-error');
        expect(report.hostRejections).toEqual(['host-own-rejection']);
        // Nothing of ours reached the page as an error: only the host's own two.
        expect(problems.errors.slice().sort()).toEqual(['Error: host-own-error', 'Error: host-own-rejection']);
        // home.html shows a broken image on purpose (lazy-image failure state).
        expect(problems.failedResponses.filter((r) => r !== '404 /img/does-not-exist.png')).toEqual([]);
        const brokenImage = problems.failedResponses.length > 0 ? /status of 404/ : /^$/;
        expect(problems.consoleErrors.filter((t) => !/host-own-rejection/.test(t) && !brokenImage.test(t))).toEqual([]);
      });
    }
  });
}

/**
 * A render error after mount stays inside the widget. The fault is a host
 * page's broken polyfill, the kind legacy pages carry, installed once the widget is awake:
 * `Array.prototype.map` that throws for the search suggestions' items (the list renders them
 * with it), and `Date.prototype.getUTCFullYear` that throws once the lucky panel, mounted and
 * waiting for its (delayed) activity, formats the activity's dates.
 */
test.describe('a widget failing after mount (render error)', () => {
  test.use({ userAgent: UA.desktopChrome });

  async function watchErrors(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      Object.defineProperty(window, '__ppErrors', { value: seen, enumerable: false });
      document.addEventListener('pp:error', (e) => {
        const d = (e as CustomEvent).detail as { widget: string; element: Element | null; message: string; kind: string };
        seen.push({ widget: d.widget, element: d.element ? d.element.getAttribute('data-widget') : null, message: d.message, kind: d.kind, keys: Object.keys(d).sort() });
      });
    });
  }
  const ppErrors = (page: Page) => page.evaluate(() => (window as unknown as { __ppErrors: unknown[] }).__ppErrors.slice());
  const ours = (problems: { consoleErrors: string[] }) => problems.consoleErrors.filter((t) => /\[pp-widgets\]/.test(t));

  test('search: the suggestions list throwing while rendering leaves the plain form, one log line and one pp:error', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await watchErrors(page);
    await gotoReady(page, '/home.html');
    const form = page.locator('form[data-widget="search"]');
    const server = await form.innerHTML();
    const input = page.locator('#home-q');
    await input.click(); // wakes it
    await expect(form).toHaveAttribute('data-ppw-state', 'mounted');
    await page.evaluate(() => {
      const map = Array.prototype.map;
      Array.prototype.map = function (this: unknown[], ...args: Parameters<typeof map>) {
        const first = this[0] as { text?: unknown } | undefined;
        if (first && typeof first === 'object' && typeof first.text === 'string') throw new TypeError('broken polyfill');
        return map.apply(this, args);
      } as typeof map;
    });
    await input.pressSequentially('音乐', { delay: 30 });
    await expect(form).toHaveAttribute('data-ppw-state', 'failed');
    await expect.poll(() => form.innerHTML()).toBe(server);
    expect(await ppErrors(page)).toEqual([{ widget: 'search', element: 'search', message: 'broken polyfill', kind: 'rendering', keys: ['element', 'kind', 'message', 'widget'] }]);
    expect(ours(problems)).toHaveLength(1);
    expect(ours(problems)[0]).toContain('"search"');
    expect(problems.errors).toEqual([]);
    // The plain form still works: Enter submits it to the server's search page.
    await input.fill('音乐');
    await Promise.all([page.waitForURL(/\/search\?q=/), input.press('Enter')]);
  });

  test('lucky: the panel throwing when its data arrives puts the server markup back, one log line and one pp:error', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await watchErrors(page);
    // The activity's answer is held until the fault is in place, so the panel is mounted
    // (loading) when the fault arrives, however long the page takes to get there.
    let release!: () => void;
    const patched = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/lucky/op.lucky.activity',
      async (route) => {
        await patched;
        await route.continue();
      },
    );
    await page.goto('/lucky.html');
    const lucky = page.locator('[data-widget="lucky"]');
    const markup = await page.evaluate(() => document.querySelector('[data-widget="lucky"]')!.innerHTML);
    await expect(lucky).toHaveAttribute('data-ppw-state', 'mounted');
    await page.evaluate(() => {
      Date.prototype.getUTCFullYear = function () {
        throw new RangeError('broken date polyfill');
      };
    });
    release();
    await expect(lucky).toHaveAttribute('data-ppw-state', 'failed', { timeout: 10_000 });
    await expect.poll(() => lucky.innerHTML()).toBe(markup);
    await expect(lucky.getByRole('link', { name: '下载 PP 助手，参与抽奖' })).toBeVisible();
    expect(await ppErrors(page)).toEqual([{ widget: 'lucky', element: 'lucky', message: 'broken date polyfill', kind: 'rendering', keys: ['element', 'kind', 'message', 'widget'] }]);
    expect(ours(problems)).toHaveLength(1);
    expect(ours(problems)[0]).toContain('"lucky"');
    expect(problems.errors).toEqual([]);
  });
});

test.describe("a page whose setAttribute and classList.add refuse the library's marks", () => {
  test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('download.html: nothing thrown into the page, a tap before the code still downloads, one warning', async ({ page, server, problems }) => {
    await useDistSnapshot(page);
    // A page script (or a broken polyfill) that forbids some attributes and classes: the
    // runtime's island state, its busy mark and aria-busy cannot be written. The rest works.
    await page.addInitScript(() => {
      const set = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
        if (/^(data-ppw-|aria-busy$)/.test(name)) throw new Error('setAttribute is not allowed here');
        return set.call(this, name, value);
      };
      const add = DOMTokenList.prototype.add;
      DOMTokenList.prototype.add = function (this: DOMTokenList, ...tokens: string[]) {
        if (tokens.some((t) => /^ppw-busy/.test(t))) throw new Error('classList.add is not allowed here');
        return add.apply(this, tokens);
      };
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && /\[pp-widgets\]/.test(m.text())) warnings.push(m.text());
    });
    // The download widget's code is held until the tap: the tap is held by the runtime.
    let release!: () => void;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/download-[\w-]{4}\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await server.clearRequests();
    await gotoReady(page, '/download.html');
    const button = page.locator('#dl-plain');
    // No mark was written: the island's state attribute is missing.
    expect(await button.getAttribute('data-ppw-state')).toBeNull();
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
    await button.tap();
    release();
    await download;
    await nextFrames(page);
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors.filter((t) => /\[pp-widgets\]/.test(t))).toEqual([]);
    await expect.poll(() => warnings.filter((w) => /setAttribute/.test(w)).length).toBe(1);
  });
});
