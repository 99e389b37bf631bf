/**
 * Visit logging (product-rules §16): one POST /log/access and one page-view beacon per page
 * view, sent after pp:ready; a back/forward-cache restore is a new view; config
 * `log: { access: false }` sends neither.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, pageSettled, watchRequests, type FixtureServer } from './fixtures';

const accessLogs = (server: FixtureServer) => server.requests('/log/access');
const pageViews = async (server: FixtureServer) => (await server.requests('/collect')).filter((r) => r.query.t === 'pv');

/**
 * Watches the visit's two requests; `settled(page)` waits until the idle moment after the
 * last view has passed, the visit's chunk has run, and every visit request sent has reached
 * the server: the moment a second one would have been sent is over.
 */
function watchVisits(page: Page): { settled(): Promise<void> } {
  const access = watchRequests(page, '/log/access');
  const beacons = watchRequests(page, '/collect');
  return {
    async settled() {
      await pageSettled(page);
      await access.settled();
      await beacons.settled();
    },
  };
}

test.describe('visit logging in Chromium', () => {
  test('a page view sends /log/access once with its fields, and one page-view beacon', async ({ page, server }) => {
    const visits = watchVisits(page);
    await server.clearRequests();
    await gotoReady(page, '/detail.html?p=z&utm_source=wx_sm&ch_src=e2e');
    await expect.poll(async () => (await accessLogs(server)).length).toBe(1);
    await expect.poll(async () => (await pageViews(server)).length).toBe(1);
    const body = new URLSearchParams((await accessLogs(server))[0].body);
    expect(Object.fromEntries(body)).toMatchObject({
      page: 'detail',
      ch_src: 'e2e',
      ch: 'zb',
      source: '2000',
      ppz: '5',
      trafficSource: 'direct',
      paidSource: 'wx_sm',
    });
    expect((await pageViews(server))[0].query).toMatchObject({ page: 'detail', ch: 'zb', paidSource: 'wx_sm' });
    // Nothing more for this view, however long it stays.
    await visits.settled();
    expect(await accessLogs(server)).toHaveLength(1);
  });

  test('a back/forward-cache restore counts once more', async ({ page, server }) => {
    const visits = watchVisits(page);
    await server.clearRequests();
    await page.addInitScript(() => {
      document.addEventListener('pp:restore', () => {
        const w = window as unknown as { __restored?: number };
        w.__restored = (w.__restored || 0) + 1;
      });
    });
    await gotoReady(page, '/detail.html');
    await expect.poll(async () => (await accessLogs(server)).length).toBe(1);
    await page.goto('/home.html');
    await expect.poll(async () => (await accessLogs(server)).length).toBe(2);
    await page.goBack();
    // Headless Chromium may or may not restore from the back/forward cache: a restore sends
    // pp:restore on the same window, a fresh load starts a new one. Either is one more view.
    const fromCache = await page.evaluate(() => (window as unknown as { __restored?: number }).__restored === 1);
    test.info().annotations.push({ type: 'bfcache', description: fromCache ? 'restored from the back/forward cache' : 'loaded again (no bfcache restore)' });
    await expect.poll(async () => (await accessLogs(server)).length).toBe(3);
    await visits.settled();
    expect(await accessLogs(server)).toHaveLength(3);
  });

  test('a persisted pageshow (what a bfcache restore dispatches) sends exactly one more', async ({ page, server }) => {
    const visits = watchVisits(page);
    await server.clearRequests();
    await gotoReady(page, '/detail.html');
    await expect.poll(async () => (await accessLogs(server)).length).toBe(1);
    await page.evaluate(() => {
      const event = new PageTransitionEvent('pageshow', { persisted: true });
      window.dispatchEvent(event);
    });
    await expect.poll(async () => (await accessLogs(server)).length).toBe(2);
    await expect.poll(async () => (await pageViews(server)).length).toBe(2);
    await visits.settled();
    expect(await accessLogs(server)).toHaveLength(2);
  });

  test('config log: { access: false } sends neither', async ({ page, server }) => {
    const visits = watchVisits(page);
    await server.clearRequests();
    await page.addInitScript(() => {
      (window as unknown as { PPWidgetsConfig: unknown }).PPWidgetsConfig = { log: { access: false } };
    });
    await gotoReady(page, '/detail.html');
    await visits.settled();
    expect(await accessLogs(server)).toHaveLength(0);
    expect(await pageViews(server)).toHaveLength(0);
  });
});
