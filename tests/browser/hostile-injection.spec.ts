/**
 * Hostile world, group 5: injection. A corpus of XSS payloads (script tags, event
 * handler attributes, `javascript:` / `data:` / `vbscript:` URLs, SVG payloads, template
 * expressions) is put into every string field of every API answer the widgets read (URL
 * fields get the URL payloads), every JSON object also gets a `__proto__` key, and a page of
 * widgets carries the payloads in every attribute they read. Expected: nothing executes (the
 * sentinel `window.__pwned` stays unset, no dialog opens), no `javascript:` URL reaches an
 * `href`/`src`/`action` or the location, no event-handler attribute appears, no prototype
 * changes.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, nextFrames, type PageProblems } from './fixtures';
import { UA } from './devices';
import { scrollThrough, servePage, useDistSnapshot, waitForIslands } from './hostile-helpers';

/** Text payloads: each sets the sentinel if it ever runs. */
const TEXT_PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  '<svg><script>window.__pwned=1</script></svg>',
  '<a href="javascript:window.__pwned=1">点我</a>',
  "' onmouseover='window.__pwned=1' x='",
  '</textarea></title><script>window.__pwned=1</script>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
  '<iframe srcdoc="<script>parent.__pwned=1</script>">',
];

/** URL payloads: each sets the sentinel if it is ever followed or assigned. */
const URL_PAYLOADS = [
  'javascript:window.__pwned=1',
  ' JaVaScRiPt:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  '\u0001javascript:window.__pwned=1',
  'data:text/html,<script>parent.__pwned=1</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.js',
];

const ALL_PAYLOADS = TEXT_PAYLOADS.concat(URL_PAYLOADS);
const URL_KEY = /url|link|href|src|icon|image|avatar|logo|pic|screenshot/i;
const API = /\/(StoreDetailController|api|uc|lucky|search|download\/url|pp\/url)\//;

/** Replaces every string in an API answer by a payload and adds `__proto__` keys. */
function poison(value: unknown, key: string, counter: { n: number; offset: number }): unknown {
  if (typeof value === 'string') {
    counter.n++;
    const list = URL_KEY.test(key) ? URL_PAYLOADS : ALL_PAYLOADS;
    return list[(counter.n + counter.offset) % list.length];
  }
  if (Array.isArray(value)) return value.map((v) => poison(v, key, counter));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value)) out[k] = poison((value as Record<string, unknown>)[k], k, counter);
    return out;
  }
  return value;
}

/** Routes every API answer through `poison`; returns how many fields were poisoned so far. */
async function poisonApi(page: Page, offset: number): Promise<{ n: number; offset: number }> {
  const counter = { n: 0, offset };
  await page.route(API, async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return route.fulfill({ response, body: text });
    }
    // Keep the envelope's success code so the widgets render the poisoned data.
    const body = JSON.stringify(poison(json, '', counter)).replace(/"code":"[^"]*"/g, '"code":2000000');
    // Every object gets an own "__proto__" key, as JSON.parse makes it.
    const withProto = body.replace(/\{"/g, '{"__proto__":{"polluted":1,"isAdmin":true},"');
    return route.fulfill({ response, body: withProto });
  });
  return counter;
}

/** Installs the watch: dialogs, navigations to script URLs, prototype snapshot. */
async function watch(page: Page): Promise<{ dialogs: string[]; navigations: string[] }> {
  const seen = { dialogs: [] as string[], navigations: [] as string[] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('framenavigated', (f) => {
    if (/^(javascript|data|vbscript):/i.test(f.url())) seen.navigations.push(f.url());
  });
  page.on('request', (r) => {
    // An image from a server-given host is ordinary; a script or a document from it is not.
    if (/evil\.example/.test(r.url()) && /^(script|document|xhr|fetch)$/.test(r.resourceType())) seen.navigations.push(r.resourceType() + ' ' + r.url());
  });
  await page.addInitScript(() => {
    const names = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
    Object.defineProperty(window, '__protoNames', { value: names, enumerable: false });
  });
  return seen;
}

/** Everything on the page that would let a payload run. */
function findHarm(page: Page) {
  return page.evaluate(() => {
    const harm: string[] = [];
    const w = window as unknown as { __pwned?: unknown; __protoNames: string };
    if (w.__pwned !== undefined) harm.push('sentinel set');
    if (({} as Record<string, unknown>).polluted !== undefined || ({} as Record<string, unknown>).isAdmin !== undefined) harm.push('Object.prototype polluted');
    if (Object.getOwnPropertyNames(Object.prototype).sort().join(',') !== w.__protoNames) harm.push('Object.prototype changed');
    const all = document.querySelectorAll('*');
    for (let i = 0; i < all.length; i++) {
      const el = all[i];
      for (let j = 0; j < el.attributes.length; j++) {
        const a = el.attributes[j];
        if (/^on/i.test(a.name)) harm.push(`<${el.tagName.toLowerCase()} ${a.name}>`);
        // Where a URL can run script: links, forms, frames (an <img src="javascript:…"> never runs).
        const runs = /^(href|action|formaction|xlink:href|srcdoc)$/i.test(a.name) || (/^(src|data)$/i.test(a.name) && /^(iframe|frame|embed|object|script)$/i.test(el.tagName));
        if (runs) {
          // Browsers ignore control characters and whitespace in a scheme.
          const v = a.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          if (/^(javascript|vbscript|data:text)/.test(v)) harm.push(`<${el.tagName.toLowerCase()} ${a.name}="${a.value}">`);
        }
      }
      const tag = el.tagName.toLowerCase();
      if (tag === 'iframe' || tag === 'object' || tag === 'embed') harm.push(`<${tag}>`);
      if (tag === 'script' && (el as HTMLScriptElement).type !== 'application/json' && !/\/dist\//.test((el as HTMLScriptElement).src)) {
        harm.push('<script> ' + (el as HTMLScriptElement).src + (el.textContent || '').slice(0, 40));
      }
    }
    return harm;
  });
}

async function expectUnharmed(page: Page, seen: { dialogs: string[]; navigations: string[] }, problems: PageProblems): Promise<void> {
  expect(await findHarm(page)).toEqual([]);
  expect(seen.dialogs).toEqual([]);
  expect(seen.navigations).toEqual([]);
  expect(problems.errors).toEqual([]);
}

test.describe('injection through server fields', () => {
  test.use({ userAgent: UA.desktopChrome });

  // Three rotations, so every payload lands in many different fields.
  for (const offset of [0, 5, 11]) {
    for (const path of ['/content.html', '/lucky.html', '/home.html']) {
      test(`${path}, rotation ${offset}: no payload runs, no script URL is used, no prototype changes`, async ({ page, problems }) => {
        await useDistSnapshot(page);
        const seen = await watch(page);
        const counter = await poisonApi(page, offset);
        await gotoReady(page, path);
        await scrollThrough(page);
        await waitForIslands(page);
        // Every list has its (poisoned) answer rendered: none busy, two frames on.
        await expect(page.locator('.ppw-content[aria-busy="true"]')).toHaveCount(0);
        await nextFrames(page);
        if (path === '/home.html') {
          const input = page.locator('#home-q');
          await input.click();
          // The (poisoned) suggestions have come, and been rendered two frames later.
          const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/search/sugs');
          await input.pressSequentially('xss', { delay: 30 });
          await answered;
          await nextFrames(page);
          await input.press('ArrowDown');
          await page.locator('[role="option"]').first().hover().catch(() => undefined);
        }
        // Hover and focus everything we rendered (onmouseover payloads would fire now).
        const rendered = page.locator('[class^="ppw-"] a, [class^="ppw-"] button, [class^="ppw-"] img');
        const n = Math.min(await rendered.count(), 40);
        for (let i = 0; i < n; i++) await rendered.nth(i).hover({ timeout: 500 }).catch(() => undefined);
        expect(counter.n).toBeGreaterThan(path === '/home.html' ? 0 : 20);
        await expectUnharmed(page, seen, problems);
      });
    }
  }
});

function attributePage(payload: string, url: string): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const p = esc(payload);
  const u = esc(url);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>attrs</title>
  <script type="application/json" id="pp-widgets-config">${JSON.stringify({ iosStoreSearchUrl: '/ios/search?q={name}', backToTop: true }).replace(/</g, '\\u003c')}</script>
  <script src="/dist/pp-widgets.js" defer></script></head><body data-page="${p}">
  <header data-widget="header"><button type="button" data-menu-toggle aria-controls="${p}">菜单</button>
    <a href="/apps" data-tag-popup="${p}">应用</a><div data-menu-mask hidden></div></header>
  <form data-widget="search" action="/search" data-ctoken="${p}"><input name="q" id="q"><button>搜索</button></form>
  <main>
    <a id="dl" data-widget="download" href="/download/apk?appId=1003" data-id="1003" data-name="${p}" data-package-name="${p}"
       data-version-name="${p}" data-icon-url="${u}" data-resource-type="1" data-require-id="0" data-tips="${p}"
       data-space-type="${p}" data-space-id="${p}" data-space-name="${p}" data-native-actions="${p}" data-apprd="${p}"
       data-app-op-ext-info="${esc('{"misc":{"requireID":0},"__proto__":{"polluted":1}}')}" data-track="${p}">下载</a>
    <a id="dl-bad" data-widget="download" href="/download/apk?appId=1" data-id="${p}" data-name="${p}">下载</a>
    <img data-src="${u}" data-srcset="${u} 2x" alt="" width="10" height="10">
    <div id="score" data-widget="score" data-app-id="${p}" data-version-id="${p}"></div>
    <div id="comments" data-widget="comments" data-app-id="1001" data-space-name="${p}"></div>
    <div id="recs" data-widget="recs" data-q="${p}"></div>
    <div id="specials" data-widget="specials" data-special-id="${p}" data-special-source="${p}"></div>
    <div id="news" data-widget="game-news" data-app-ids="${p}"></div>
    <div id="ad" data-widget="ad-slot" data-space-id="${p}" data-space-name="${p}"></div>
    <div id="lucky" data-widget="lucky" data-activity-id="${p}"><a href="/pp/apk">参与</a></div>
    <div data-widget="${p}">未知组件</div>
  </main></body></html>`;
}

test.describe('injection through attributes', () => {
  test.use({ userAgent: UA.iphoneSafari, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (let i = 0; i < TEXT_PAYLOADS.length; i++) {
    const payload = TEXT_PAYLOADS[i];
    const url = URL_PAYLOADS[i % URL_PAYLOADS.length];
    test(`attributes carry ${JSON.stringify(payload).slice(0, 40)} / ${JSON.stringify(url)}: nothing runs; the iOS popup shows the name as text`, async ({ page, problems }) => {
      await useDistSnapshot(page);
      const seen = await watch(page);
      await servePage(page, '/attrs.html', attributePage(payload, url));
      await gotoReady(page, '/attrs.html');
      await scrollThrough(page);
      await waitForIslands(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('[data-menu-toggle]').click().catch(() => undefined);
      await page.keyboard.press('Escape');
      await page.locator('#dl').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The name is shown exactly, as text.
      await expect(dialog).toContainText(payload);
      await expectUnharmed(page, seen, problems);
      const confirm = dialog.getByRole('button', { name: '确定' });
      await Promise.all([page.waitForURL((u) => u.pathname === '/ios/search'), confirm.click()]);
      expect(new URL(page.url()).searchParams.get('q')).toBe(payload);
      await expectUnharmed(page, seen, problems);
    });
  }
});

test.describe('injection through the download URL answers', () => {
  test.use({ userAgent: UA.desktopChrome });

  for (const url of URL_PAYLOADS.filter((u) => !/evil/.test(u))) {
    test(`/download/url and /download/url/dot answering ${JSON.stringify(url)}: never followed, the plain download instead`, async ({ page, problems }) => {
      await useDistSnapshot(page);
      const seen = await watch(page);
      await page.route(/\/download\/url(\/dot)?\?/, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ state: { code: 2000000 }, data: { url, downloadUrl: url, data: url } }) }),
      );
      await gotoReady(page, '/download.html');
      for (const [button, appId] of [['#dl-url', '1004'], ['#dl-dot', '1006']]) {
        const fallback = page.waitForRequest((r) => r.url().includes('/download/apk?appId=' + appId));
        await page.locator(button).click();
        await fallback;
        expect(page.url()).toMatch(/\/download\.html$/);
      }
      await expectUnharmed(page, seen, problems);
    });
  }
});
