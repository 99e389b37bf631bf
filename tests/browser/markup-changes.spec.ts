/**
 * Acceptance (product-rules §14): markup is the interface after mount too. A woken widget
 * whose data attributes (or a download button's `href`) the page changes follows them.
 */
import { test, expect, gotoReady, serveSelfContainedBuild, afterPageTimers, watchRequests } from './fixtures';
import { SUGGEST_DEBOUNCE_MS } from '../../widgets/search/search';
import { UA } from './devices';

test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page, server }) => {
  await serveSelfContainedBuild(page);
  await server.reset();
});

test('a download button whose data-id and href changed downloads the new app', async ({ page, server }) => {
  await gotoReady(page, '/download.html');
  // Keep the page (the fixture's download answer would otherwise replace it).
  await page.route('**/download/apk*', (route) => route.fulfill({ status: 204, body: '' }));
  const button = page.locator('#dl-plain');
  const first = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
  await button.click();
  await first;
  await expect(button).toHaveAttribute('data-ppw-state', 'mounted');

  // Counts the button's state changes from now on: its remount sets 'loading', then 'mounted'.
  await button.evaluate((el) => {
    const w = window as unknown as { __stateChanges: number };
    w.__stateChanges = 0;
    new MutationObserver((records) => (w.__stateChanges += records.length)).observe(el, { attributeFilter: ['data-ppw-state'] });
  });
  // The page (a tab switch, a CMS script) turns the button into another app's.
  await button.evaluate((el) => {
    el.setAttribute('data-id', '1004');
    el.setAttribute('data-name', '极速赛车手');
    el.setAttribute('href', '/download/apk?appId=1004');
  });
  // The runtime remounts it in its next slice (src/runtime/follow-attributes.ts). A tap before
  // that reaches the old mount (app 1003, and ignored within the first download's 2 s repeat
  // guard, REPEAT_GUARD_MS in widgets/download/download-state.ts); the new mount starts unguarded.
  await page.waitForFunction(() => (window as unknown as { __stateChanges: number }).__stateChanges > 0);
  await expect(button).toHaveAttribute('data-ppw-state', 'mounted');
  await server.clearRequests();
  const second = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1004'));
  await button.click();
  await second;
  await expect.poll(async () => (await server.requests('/log/click')).length).toBeGreaterThan(0);
  const clicks = await server.requests('/log/click');
  for (const c of clicks) {
    const body = c.method === 'GET' ? c.query : Object.fromEntries(new URLSearchParams(c.body));
    expect(body.appId).toBe('1004');
  }
});

test('a comments list whose data-app-id changed loads the new app\'s comments', async ({ page, server }) => {
  await gotoReady(page, '/content.html');
  const comments = page.locator('#comments');
  await comments.scrollIntoViewIfNeeded();
  await expect(comments.locator('.ppw-content')).toHaveAttribute('aria-busy', 'false');
  await server.clearRequests();
  await comments.evaluate((el) => el.setAttribute('data-app-id', '1002'));
  await expect.poll(async () => (await server.requests('/StoreDetailController/comment')).map((r) => r.query.appId ?? new URLSearchParams(r.body).get('appId'))).toContain('1002');
  await expect(comments.locator('.ppw-content')).toHaveAttribute('aria-busy', 'false');
  await expect(comments).toHaveAttribute('data-ppw-state', 'mounted');
});

test('a search box whose data-ctoken changed asks for suggestions with the new token', async ({ page, server }) => {
  const sugs = watchRequests(page, '/search/sugs');
  await gotoReady(page, '/home.html');
  const form = page.locator('[data-widget="search"]');
  const input = page.locator('#home-q');
  // Search wakes on interaction: focusing the input is enough.
  await input.focus();
  await expect(form).toHaveAttribute('data-ppw-state', 'mounted');
  await server.clearRequests();
  await input.fill('音乐');
  await expect.poll(async () => (await server.requests('/search/sugs')).map((r) => r.query.ctoken)).toEqual(['home-ctoken']);

  // The page's token changes (a new session): the woken box remounts, its input gets the new
  // controller's list id.
  const listId = await input.getAttribute('aria-controls');
  expect(listId).toBeTruthy();
  await form.evaluate((el) => el.setAttribute('data-ctoken', 'next-ctoken'));
  await expect(input, 'the box remounted with a new controller').not.toHaveAttribute('aria-controls', listId!);
  await expect(form).toHaveAttribute('data-ppw-state', 'mounted');
  await server.clearRequests();
  const sent = page.waitForRequest((r) => r.url().includes('/search/sugs'));
  await input.fill('音乐播放');
  const url = new URL((await sent).url());
  expect(url.searchParams.get('ctoken')).toBe('next-ctoken');
  expect(url.search).not.toContain('home-ctoken');
  await expect(page.locator('[role="option"]').first()).toBeVisible();
  // Past a second debounce: nothing (an old controller left listening) asked with the old token.
  // A page timer of the debounce's length set now fires after any debounce the fill started;
  // then every request sent by then has reached the server.
  await afterPageTimers(page, SUGGEST_DEBOUNCE_MS);
  await sugs.settled();
  const logged = await server.requests('/search/sugs');
  expect(logged.map((r) => [r.query.key, r.query.ctoken])).toEqual([['音乐播放', 'next-ctoken']]);
});

test('a lucky panel whose data-activity-id changed shows the new activity', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, '/lucky.html');
  const panel = page.locator('[data-widget="lucky"]');
  await expect(panel.getByRole('heading', { name: '双十一幸运大抽奖' })).toBeVisible();
  await panel.evaluate((el) => el.setAttribute('data-activity-id', '43'));
  await expect(panel.getByRole('heading', { name: '新游预约抽好礼' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: '双十一幸运大抽奖' })).toHaveCount(0);
  await expect(panel).toHaveAttribute('data-ppw-state', 'mounted');
});
