/**
 * Hostile world, group 1: faults from the server, injected by the fixture server
 * (`POST /__faults`, docs/fixtures.md) on every call a page makes: HTTP 500 and 404, an HTML
 * error page, an empty body, malformed JSON, an envelope without `state`, an error code, a
 * dropped connection, and a 31 s stall. Expected: no uncaught error or unhandled rejection,
 * each widget shows its honest failure state (or keeps its plain markup), and works again once
 * the server recovers, without a reload.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, nextFrames, type FixtureServer, type PageProblems } from './fixtures';
import { UA } from './devices';
import { scrollThrough, useDistSnapshot, waitForIslands } from './hostile-helpers';

interface FaultSpec {
  fault: string;
  status?: number;
  ms?: number;
}

/** Every fault of the issue, as the fixture server names it. */
const SERVER_FAULTS: Array<[string, FaultSpec]> = [
  ['HTTP 500', { fault: 'status', status: 500 }],
  ['HTTP 404', { fault: 'status', status: 404 }],
  ['an HTML error page', { fault: 'html' }],
  ['an empty body', { fault: 'empty' }],
  ['malformed JSON', { fault: 'badjson' }],
  ['an envelope without state', { fault: 'nostate' }],
  ['an error code in the envelope', { fault: 'code' }],
  ['a dropped connection', { fault: 'drop' }],
];

const CONTENT_PATHS = [
  '/StoreDetailController/score',
  '/StoreDetailController/comment',
  '/StoreDetailController/recs',
  '/StoreDetailController/subcates',
  '/StoreDetailController/specials',
  '/api/proxyNew',
  '/api/proxy',
  '/uc/rec',
];

const LUCKY_PATHS = ['/lucky/op.lucky.activity', '/lucky/op.lucky.getAppState', '/lucky/op.lucky.userPrizeInfo', '/api/proxyNew'];

async function armAll(server: FixtureServer, paths: string[], spec: FaultSpec): Promise<void> {
  await server.reset();
  for (const path of paths) await server.fault({ path, times: 0, ...spec });
}

/** Uncaught errors and unhandled rejections (the harness logs those as console errors). */
function uncaught(problems: PageProblems): string[] {
  return problems.errors.concat(problems.consoleErrors.filter((t) => /unhandledrejection|Uncaught/.test(t)));
}

interface ListState {
  id: string;
  /** `data-ppw-state`: null while a list that wakes when seen has not been seen yet. */
  state: string | null;
  failed: boolean;
  busy: boolean;
  items: number;
  serverMarkup: boolean;
}

/** What each content list shows now. */
function listStates(page: Page): Promise<ListState[]> {
  return page.evaluate(() =>
    Array.prototype.map.call(document.querySelectorAll('main [data-widget]:not([data-widget="download"])'), (el: Element) => ({
      id: el.id || el.getAttribute('data-widget'),
      state: el.getAttribute('data-ppw-state'),
      failed: !!el.querySelector('.ppw-content__failed'),
      busy: !!el.querySelector('.ppw-content[aria-busy="true"]'),
      items: el.querySelectorAll('.ppw-app__name, .ppw-comment__text, .ppw-special__title, .ppw-news__title, .ppw-score__value, .ppw-tag, .ppw-ad a').length,
      serverMarkup: !el.querySelector('.ppw-content') && el.children.length > 0,
    })) as ListState[],
  );
}

test.describe('server faults: content lists (every call of content.html)', () => {
  test.use({ userAgent: UA.desktopChrome });
  // Its waits take up to 80 s (islands 15 s, the lists settled 45 s, the retries 20 s), more
  // than playwright.config.ts's 60 s per test.
  test.setTimeout(120_000);

  for (const [label, spec] of SERVER_FAULTS) {
    test(`${label}: honest failure state, nothing uncaught, and a retry works once the server recovers`, async ({ page, server, problems }) => {
      await useDistSnapshot(page);
      await armAll(server, CONTENT_PATHS, spec);
      await gotoReady(page, '/content.html');
      await scrollThrough(page);
      await waitForIslands(page);
      // Settled: every list woke (the scroll showed it) and none is still loading.
      const settled = (s: ListState) => !s.busy && (s.state === 'mounted' || s.state === 'failed');
      await expect.poll(async () => (await listStates(page)).filter((s) => !settled(s)).length, { timeout: 45000 }).toBe(0);
      const during = await listStates(page);
      for (const s of during) {
        // Honest: its failure state with a retry, its server markup, or (an envelope without
        // state may be read as data) its data — never an empty box pretending to be done.
        expect(s.failed || s.serverMarkup || (spec.fault === 'nostate' && s.items > 0), JSON.stringify(s)).toBe(true);
      }
      if (spec.fault !== 'nostate') expect(during.filter((s) => s.failed).length).toBeGreaterThan(5);
      expect(uncaught(problems)).toEqual([]);

      // The server recovers: every retry brings the data, with no reload.
      await server.clearFaults();
      const retries = page.locator('.ppw-content__failed .ppw-content__retry');
      const n = await retries.count();
      for (let i = n - 1; i >= 0; i--) await retries.nth(i).click();
      await expect.poll(async () => (await listStates(page)).filter((s) => s.failed || s.busy).length, { timeout: 20000 }).toBe(0);
      const after = await listStates(page);
      expect(after.filter((s) => s.items > 0).length).toBeGreaterThanOrEqual(during.filter((s) => s.failed).length);
      expect(uncaught(problems)).toEqual([]);
    });
  }
});

test.describe('server faults: search suggestions, download URL, lucky', () => {
  test.use({ userAgent: UA.desktopChrome });
  // Its waits take up to 155 s (search 10 + 10 s, the download 45 s, lucky's islands 15 s, its
  // failure 45 s or either outcome 10 s, its reload 20 s), more than playwright.config.ts's 60 s
  // per test.
  test.setTimeout(200_000);

  for (const [label, spec] of SERVER_FAULTS) {
    test(`${label}: search stays a working form, downloads still go, lucky says so and reloads`, async ({ page, server, problems }) => {
      await useDistSnapshot(page);
      await armAll(server, ['/search/sugs', '/download/url', ...LUCKY_PATHS], spec);

      // Search: no suggestions (or garbage ignored), the form still submits.
      await gotoReady(page, '/home.html');
      const input = page.locator('#home-q');
      await input.click();
      // The faulty answer has come and been handled: an error (after the client's retries of
      // a 5xx) is said once in the console; an answer with a 2xx status is never retried and
      // is handled as it arrives (two frames later at most).
      let handled = false;
      page.on('console', (m) => {
        if (m.text().includes('search: suggestions unavailable')) handled = true;
      });
      page.on('requestfinished', async (r) => {
        const res = new URL(r.url()).pathname === '/search/sugs' ? await r.response() : null;
        if (res && res.status() >= 200 && res.status() < 300) handled = true;
      });
      await input.pressSequentially('音乐', { delay: 30 });
      await expect.poll(() => handled).toBe(true);
      // A rejection left unhandled there would be reported at the end of that task.
      await nextFrames(page);
      expect(uncaught(problems)).toEqual([]);
      await server.clearFaults();
      await input.pressSequentially('播放', { delay: 30 });
      await expect(page.locator('[role="option"]').first()).toBeVisible({ timeout: 10000 });
      await armAll(server, ['/download/url', ...LUCKY_PATHS], spec);

      // Download whose URL comes from /download/url: the visitor still gets a download.
      await gotoReady(page, '/download.html');
      await Promise.all([
        page.waitForRequest((req) => /\/download\/(apk\?appId=1004|file\/)/.test(req.url()), { timeout: 45000 }),
        page.locator('#dl-url').click(),
      ]);
      expect(uncaught(problems)).toEqual([]);

      // Lucky: an honest message with a reload button, which works once the server recovers.
      await gotoReady(page, '/lucky.html');
      await waitForIslands(page);
      const lucky = page.locator('[data-widget="lucky"]');
      if (spec.fault !== 'nostate') {
        await expect(lucky.locator('.ppw-lucky-failed [role="alert"]')).toBeVisible({ timeout: 45000 });
        await server.clearFaults();
        await lucky.locator('.ppw-lucky-failed button').click();
      } else {
        await server.clearFaults();
        const reload = lucky.locator('.ppw-lucky-failed button');
        // An envelope without state may be read as data: the failed state or the activity's
        // heading, whichever comes, then the branch (isVisible looks once, it does not wait).
        await expect(reload.or(lucky.getByRole('heading', { name: '双十一幸运大抽奖' })).first()).toBeVisible();
        if (await reload.isVisible()) await reload.click();
      }
      await expect(lucky.getByText('双十一幸运大抽奖').first()).toBeVisible({ timeout: 20000 });
      expect(uncaught(problems)).toEqual([]);
    });
  }
});

test.describe('server faults: a 31 s stall', () => {
  test.use({ userAgent: UA.desktopChrome });
  test.setTimeout(120_000);

  test('a stalled list gives up with its failure state after the 30 s timeout, and a retry works', async ({ page, server, problems }) => {
    await useDistSnapshot(page);
    await server.reset();
    await server.fault({ path: '/StoreDetailController/score', fault: 'stall', times: 0 });
    await gotoReady(page, '/content.html');
    const score = page.locator('#score');
    await score.scrollIntoViewIfNeeded();
    await expect(score.locator('.ppw-content[aria-busy="true"]')).toHaveCount(1);
    // The rest of the page is not held up by the stalled call.
    await scrollThrough(page);
    await expect(page.locator('#comments .ppw-comment__text').first()).toBeVisible();
    await expect(score.locator('.ppw-content__failed')).toBeVisible({ timeout: 40000 });
    await server.clearFaults();
    await score.locator('.ppw-content__retry').click();
    await expect(score.locator('.ppw-score__value')).toBeVisible({ timeout: 10000 });
    expect(uncaught(problems)).toEqual([]);
  });
});
