import type { Page } from '@playwright/test';
import { test, expect, gotoReady, pageSettled } from './fixtures';
import { UA } from './devices';

// Speculative loading (config prefetch, default 'viewport') and the feedback on tap.

async function servePage(page: Page, path: string, html: string) {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

const page1 = (config = '', below = false) => `<!doctype html><html><head>
  ${config ? `<script type="application/json" id="pp-widgets-config">${config}</script>` : ''}
  <script src="/dist/pp-widgets.js" defer></script></head><body>
  ${below ? '<div style="height:5000px"></div>' : ''}
  <a id="dl" data-widget="download" href="/download/apk?appId=100001" data-id="100001" data-version-id="9" data-name="应用"
     data-package-name="com.example.app" data-resource-type="0">下载</a></body></html>`;

/** Names of the chunks the page requests (`download`, `api`, …). */
function recordChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (req) => {
    const m = /\/chunks\/([a-z-]+)-[\w-]{4}\.js/.exec(req.url());
    if (m) chunks.push(m[1]);
  });
  return chunks;
}

test.describe('speculative loading', () => {
  test.use({ userAgent: UA.wechatAndroid, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('by default, the on-screen download button\'s code arrives at idle without mounting it; its tap needs no request', async ({ page }) => {
    await servePage(page, '/spec-default.html', page1());
    const chunks = recordChunks(page);
    await gotoReady(page, '/spec-default.html');
    await expect.poll(() => chunks.join(' ')).toContain('download');
    // Past the idle moment and its loads: every chunk asked for has run (fixtures.ts).
    await pageSettled(page);
    // In WeChat a tap only shows the popup: the button's code comes without the API client
    // and the log (its `needs` there are none), speculatively or not.
    expect(chunks.filter((c) => c === 'api' || c === 'log')).toEqual([]);
    await expect(page.locator('#dl')).not.toHaveAttribute('data-ppw-state', /./);
    const before = chunks.length;
    await page.locator('#dl').click();
    await expect(page.locator('[role="dialog"]')).toBeVisible();
    // The WeChat dialog's own code (dialog, messages) may still come; the download code does not.
    expect(chunks.slice(before)).not.toContain('download');
  });

  test('a download button far below the screen is not fetched until it comes near', async ({ page }) => {
    await servePage(page, '/spec-below.html', page1('', true));
    const chunks = recordChunks(page);
    await gotoReady(page, '/spec-below.html');
    // Past the idle moment: the speculation code has run and its observer has reported.
    await pageSettled(page);
    expect(chunks).not.toContain('download');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight - 1500));
    await expect.poll(() => chunks.join(' ')).toContain('download');
    await expect(page.locator('#dl')).not.toHaveAttribute('data-ppw-state', /./);
  });

  test('with prefetch: "idle" the button far below is fetched too', async ({ page }) => {
    await servePage(page, '/spec-idle.html', page1('{ "prefetch": "idle" }', true));
    const chunks = recordChunks(page);
    await gotoReady(page, '/spec-idle.html');
    await expect.poll(() => chunks.join(' ')).toContain('download');
  });
});

test.describe('speculative loading with Save-Data', () => {
  // A desktop browser: an Android webview (WeChat's) loads the bridge at start whatever the
  // config (the store client may inject it later), and a phone's browser gets the tips banner.
  test.use({ userAgent: UA.desktopChrome });

  test('loads nothing speculatively; the first use still works', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
    });
    await servePage(page, '/spec-savedata.html', page1());
    const chunks = recordChunks(page);
    await gotoReady(page, '/spec-savedata.html');
    // Past the idle moment (where speculation asks the connection) and every chunk asked for.
    await pageSettled(page);
    // The visit chunk comes at idle for the page view (product-rules §16, src/plugins/visit-when-idle.ts): not
    // speculation. It sends the view with the log's base: the log chunk does not come. The shared
    // styles (base-css) come at start on a page that does not link pp-widgets.css, as this one:
    // not speculation either.
    expect(chunks.filter((name) => name !== 'visit' && name !== 'base-css')).toEqual([]);
    await page.route('**/download/apk**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>apk</title>' }));
    await page.locator('#dl').click();
    await page.waitForURL(/\/download\/apk/);
    expect(chunks).toContain('download');
  });

  test('without Save-Data the same page loads the download code at idle', async ({ page }) => {
    await servePage(page, '/spec-nosavedata.html', page1());
    const chunks = recordChunks(page);
    await gotoReady(page, '/spec-nosavedata.html');
    await expect.poll(() => chunks.join(' ')).toContain('download');
  });
});

test.describe('feedback on tap', () => {
  test.use({ userAgent: UA.wechatAndroid, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tap while the code is coming shows the busy state at once, then the dialog opens and the state goes', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/chunks\/download-[\w-]{4}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await servePage(page, '/spec-busy.html', page1('{ "prefetch": false }'));
    await gotoReady(page, '/spec-busy.html');
    await page.locator('#dl').tap();
    await expect(page.locator('#dl')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#dl')).toHaveClass(/(^| )ppw-busy( |$)/);
    expect(await page.locator('#dl').evaluate((el) => getComputedStyle(el).cursor)).toBe('progress');
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    release();
    await expect(page.locator('[role="dialog"]')).toBeVisible();
    await expect(page.locator('#dl')).not.toHaveAttribute('aria-busy', /./);
    await expect(page.locator('#dl')).not.toHaveClass(/ppw-busy/);
  });

  test('when the code fails to load, the busy state goes and the plain link runs', async ({ page }) => {
    await page.route(/\/chunks\/download-[\w-]{4}\.js$/, (route) => route.abort());
    await page.route('**/download/apk**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>apk</title>' }));
    await servePage(page, '/spec-fail.html', page1('{ "prefetch": false }'));
    await gotoReady(page, '/spec-fail.html');
    await page.locator('#dl').click();
    await page.waitForURL(/\/download\/apk/);
  });
});
