import { test, expect, gotoReady, chunksSettled, watchRequests } from './fixtures';

const PAGE = `<!doctype html><html><head><script src="/dist/pp-widgets.js" defer></script></head><body>
<header data-widget="header"><button type="button" data-menu-toggle aria-controls="nav">菜单</button><nav id="nav" hidden></nav></header>
<div data-widget="back-to-top" data-hydrate="load"></div>
<div data-widget="no-such-widget"></div>
</body></html>`;

test.describe('debug overlay', () => {
  test('outlines every widget with its state and lists what was reported', async ({ page }) => {
    await page.route('**/overlay.html*', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    // Back-to-top's code fails to load: that widget is "failed"; the header (part of the
    // runtime) is "mounted".
    await page.route('**/dist/chunks/back-to-top-*', (route) => route.abort());
    await gotoReady(page, '/overlay.html?ppw-debug=1');
    const panel = page.locator('.ppw-debug-panel');
    await expect(panel).toContainText('back-to-top: failed');
    await expect(panel).toContainText('header: mounted');
    await expect(panel).toContainText('unknown data-widget="no-such-widget"');
    await expect(page.locator('[data-widget="back-to-top"]')).toHaveClass(/ppw-debug/);
    await expect(page.locator('[data-widget="back-to-top"]')).toHaveAttribute('data-ppw-state', 'failed');
  });

  test('notes a real-name attribute that the config leaves off', async ({ page }) => {
    const body = PAGE.replace('</body>', '<a data-widget="download" href="/download/apk?appId=1001" data-id="1001" data-name="x" data-require-id="1">下载</a></body>');
    await page.route('**/overlay.html*', (route) => route.fulfill({ contentType: 'text/html', body }));
    await gotoReady(page, '/overlay.html?ppw-debug=1');
    await expect(page.locator('.ppw-debug-panel')).toContainText('1 download button asking for the real-name step (data-require-id): it never runs, as config realname.enabled is off');
  });

  test('costs nothing when off: no overlay code is fetched or run', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.route('**/overlay.html*', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await gotoReady(page, '/overlay.html');
    // The plug-in asks for the overlay at start, before pp:ready: every chunk asked for by
    // now has run, so an overlay chunk would be among the requests.
    await chunksSettled(page);
    expect(scripts.filter((s) => /overlay/.test(s))).toEqual([]);
    await expect(page.locator('.ppw-debug-panel')).toHaveCount(0);
  });

  test('shows this page’s field measurements live, measuring without reporting in a view not sampled', async ({ page, server }) => {
    // UTF-8, as the store's pages declare it: the figures' lines use `·` and `→`.
    await page.route('**/overlay.html*', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE.replace('<body>', '<body data-page="overlay-test">') }));
    await gotoReady(page, '/overlay.html?ppw-debug=1&rumoverlay=1');
    const panel = page.locator('.ppw-debug-panel');
    await expect(panel).toContainText('Field measurements (not sampled: not reported)');
    await expect(panel.locator('.ppw-debug-rum')).toContainText(/TTFB \d+ ms/);
    await expect(panel.locator('.ppw-debug-rum')).toContainText('page overlay-test');
    await page.locator('[data-menu-toggle]').click();
    await expect(panel.locator('.ppw-debug-rum')).toContainText(/first click → answer: header \d+ ms/);
    const beacons = watchRequests(page, '/collect');
    await page.goto('about:blank');
    await beacons.settled();
    // Measured for the overlay only: nothing is sent.
    const rum = (await server.requests('/collect')).filter((r) => r.query.t === 'rum' && (r.query.url || '').includes('rumoverlay'));
    expect(rum).toEqual([]);
  });
});
