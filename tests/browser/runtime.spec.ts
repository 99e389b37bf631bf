import type { Page } from '@playwright/test';
import { test, expect, gotoReady, nextFrames, pageSettled } from './fixtures';
import { UA } from './devices';

/** Serves `html` at `path` on the fixture server's origin for this page only. */
async function servePage(page: Page, path: string, html: string) {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

const HEADER = `<header data-widget="header">
  <button type="button" data-menu-toggle aria-controls="nav">菜单</button>
  <nav id="nav" hidden><a href="/apps">应用</a></nav>
  <div data-menu-mask hidden></div>
</header>`;

/** Listener counts on window and document through the DevTools protocol. */
async function listenerCount(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  let total = 0;
  for (const expr of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: expr });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    total += listeners.length;
  }
  await cdp.detach();
  return total;
}

test.describe('runtime in Chromium', () => {
  test('the detail page starts with no error and adds no global but PPWidgets', async ({ page, problems }) => {
    await page.addInitScript(() => {
      (window as unknown as { __keys: string[] }).__keys = Object.keys(window);
    });
    await gotoReady(page, '/detail.html');
    const added = await page.evaluate(() => {
      const before = new Set((window as unknown as { __keys: string[] }).__keys);
      return Object.keys(window).filter((k) => !before.has(k) && k !== '__keys' && k !== '__ppReady');
    });
    expect(added).toEqual(['PPWidgets']);
    expect(await page.evaluate(() => typeof (window as unknown as { PPWidgets: { version: string } }).PPWidgets.version)).toBe('string');
    expect(problems.errors).toEqual([]);
    expect(problems.failedResponses).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the script included twice mounts every widget once', async ({ page, problems }) => {
    await servePage(page, '/double.html', `<!doctype html><html><head>
      <script src="/dist/pp-widgets.js" defer></script><script src="/dist/pp-widgets.js" defer></script></head>
      <body>${HEADER}</body></html>`);
    await gotoReady(page, '/double.html');
    await page.click('[data-menu-toggle]');
    await expect(page.locator('#nav')).toBeVisible();
    // One toggle listener: a second one would close the menu again in the same click.
    // (The open mask covers the page, so the toggle is pressed from the keyboard.)
    await page.focus('[data-menu-toggle]');
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav')).toBeHidden();
    expect(problems.errors).toEqual([]);
  });

  test.describe('in WeChat', () => {
    test.use({ userAgent: UA.wechatAndroid, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a click before the widget code has arrived is held and replayed, not lost', async ({ page, server }) => {
      // Speculative loading off (config prefetch): the tap must beat the code.
      await servePage(page, '/slow.html', `<!doctype html><html><head><script type="application/json" id="pp-widgets-config">{ "prefetch": false }</script>
<script src="/dist/pp-widgets.js" defer></script></head><body>${HEADER}
<a id="dl" data-widget="download" href="/download/apk?appId=100001" data-id="100001" data-name="应用" data-package-name="com.example.app">下载</a></body></html>`);
      await server.clearRequests();
      await gotoReady(page, '/slow.html');
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let gated = 0;
      await page.route('**/dist/chunks/**', async (route) => {
        gated++;
        await gate;
        await route.continue();
      });
      // The button has never been touched: its code is not there yet, and now cannot arrive.
      await page.locator('#dl').tap();
      await expect(page.locator('#dl')).toHaveAttribute('data-ppw-state', 'loading');
      expect(gated).toBeGreaterThan(0);
      // The tap's click has come and been held: the button shows the busy state.
      await expect(page.locator('#dl')).toHaveAttribute('aria-busy', 'true');
      await nextFrames(page);
      // Held: no navigation, no download, nothing shown yet.
      expect(page.url()).toContain('/slow.html');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      // Replayed once the code is there: WeChat gets its "open in the browser" popup.
      await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
      expect(page.url()).toContain('/slow.html');
      expect(await server.requests('/download/apk')).toEqual([]);
    });
  });

  test('markup added later mounts and markup removed unmounts, without any call', async ({ page }) => {
    await servePage(page, '/late.html', '<!doctype html><html><head><script src="/dist/pp-widgets.js" defer></script></head><body><div id="slot"></div></body></html>');
    await gotoReady(page, '/late.html');
    await page.evaluate((html) => (document.getElementById('slot')!.innerHTML = html), HEADER);
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
    await page.click('[data-menu-toggle]');
    await expect(page.locator('#nav')).toBeVisible();
    const removed = await page.evaluateHandle(() => {
      const el = document.querySelector('[data-widget="header"]')!;
      el.remove();
      return el;
    });
    // Unmounted once the runtime's MutationObserver has heard of the removal.
    await expect.poll(() => removed.evaluate((el) => el.getAttribute('data-ppw-state'))).toBeNull();
  });

  test('stop() removes every listener it added; start() again works', async ({ page }) => {
    await servePage(page, '/stop.html', `<!doctype html><html><head><script src="/dist/pp-widgets.js" data-autostart="false"></script></head><body>${HEADER}<img data-src="/img/app-1001.svg" alt=""></body></html>`);
    await page.goto('/stop.html');
    const before = await listenerCount(page);
    await page.evaluate(() => new Promise<void>((r) => {
      document.addEventListener('pp:ready', () => r(), { once: true });
      (window as unknown as { PPWidgets: { start(): void } }).PPWidgets.start();
    }));
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
    const during = await listenerCount(page);
    expect(during).toBeGreaterThan(before);
    expect(during - before).toBeLessThanOrEqual(50);
    await page.evaluate(() => (window as unknown as { PPWidgets: { stop(): void } }).PPWidgets.stop());
    expect(await listenerCount(page)).toBe(before);
    await expect(page.locator('[data-widget="header"]')).not.toHaveAttribute('data-ppw-state', /.*/);
    await page.evaluate(() => (window as unknown as { PPWidgets: { start(): void } }).PPWidgets.start());
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
  });

  test('a page with only header, search and download buttons loads no lucky or content code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await gotoReady(page, '/detail.html');
    // Past the first idle moment and its loads: speculative loading (config prefetch) fetches only what the page holds.
    await pageSettled(page);
    expect(scripts.some((s) => /lucky|content|comments|specials/.test(s))).toBe(false);
    expect(scripts[0]).toBe('/dist/pp-widgets.js');
  });

  test.describe('on an Android phone', () => {
    test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('config prefetch: the sleeping widgets\' code arrives at idle, and their first use needs no request', async ({ page }) => {
      await servePage(page, '/prefetch.html', `<!doctype html><html><head>
        <script type="application/json" id="pp-widgets-config">{ "prefetch": true }</script>
        <script src="/dist/pp-widgets.js" defer></script></head><body>${HEADER}
        <a id="dl" data-widget="download" href="/download/apk?appId=100001" data-id="100001" data-name="应用" data-package-name="com.example.app">下载</a></body></html>`);
      const chunks: string[] = [];
      page.on('request', (req) => {
        const m = /\/chunks\/([a-z-]+)-/.exec(req.url());
        if (m) chunks.push(m[1]);
      });
      await gotoReady(page, '/prefetch.html');
      // Nothing was touched, and the download code (with the services it needs) is there.
      await expect.poll(() => chunks.slice().sort().join(' ')).toContain('download');
      // The services' chunks (api, log) are loads of their own, maybe after it: polled.
      await expect.poll(() => chunks).toEqual(expect.arrayContaining(['download', 'api', 'log']));
      await expect(page.locator('#dl')).not.toHaveAttribute('data-ppw-state', /./);
      // Its first use fetches no code: counted from when every chunk asked for at idle has run.
      await pageSettled(page);
      const before = chunks.length;
      await page.route('**/download/apk**', (route) => route.fulfill({ status: 204, body: '' }));
      await page.locator('#dl').click();
      await expect(page.locator('#dl')).toHaveAttribute('data-ppw-state', 'mounted');
      expect(chunks.slice(before)).toEqual([]);
    });
  });

  test('malformed config JSON warns once and every widget still starts', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await servePage(page, '/badconfig.html', `<!doctype html><html><head>
      <script type="application/json" id="pp-widgets-config">{ "locale": "en", }</script>
      <script src="/dist/pp-widgets.js" defer></script></head><body>${HEADER}</body></html>`);
    await gotoReady(page, '/badconfig.html');
    await expect(page.locator('[data-widget="header"]')).toHaveAttribute('data-ppw-state', 'mounted');
    // The script tag writes the warning once its text has come (the warn-texts chunk).
    await pageSettled(page);
    await expect.poll(() => warnings.filter((w) => w.includes('not valid JSON')).length).toBe(1);
  });
});
