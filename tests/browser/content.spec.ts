/**
 * Acceptance: the content widgets through the built script on examples/content.html,
 * against the fixture server. Expected texts are read from the fixture API itself, so the
 * tests follow the fixtures instead of copying them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, gotoReady, nextFrames, pageSettled, watchRequests, type FixtureServer } from './fixtures';
import { UA } from './devices';

const PAGE = '/content.html';

test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Json = Record<string, unknown>;

/** The `data` of a fixture API answer. */
async function fixture(request: APIRequestContext, path: string, params: Record<string, string | number>, method: 'GET' | 'POST' = 'GET'): Promise<Json> {
  const form: Record<string, string> = {};
  for (const k of Object.keys(params)) form[k] = String(params[k]);
  const res = method === 'GET' ? await request.get(path, { params: form }) : await request.post(path, { form });
  const body = (await res.json()) as { data: Json };
  return body.data;
}

const names = (list: unknown): string[] => (list as Json[]).map((a) => String(a.name));

/** Scrolls a widget into view (they wake when visible) and waits for its list. */
async function wake(page: Page, selector: string): Promise<Locator> {
  const el = page.locator(selector);
  await el.scrollIntoViewIfNeeded();
  await expect(el.locator('.ppw-content')).toHaveAttribute('aria-busy', 'false');
  return el;
}

/** Field objects of the tracking beacons the server received (GET query or POST body). */
async function beacons(server: FixtureServer): Promise<Json[]> {
  const list = await server.requests('/collect');
  return list.map((r) => (r.method === 'GET' ? r.query : { ...r.query, ...Object.fromEntries(new URLSearchParams(r.body)) }));
}

test.describe('content widgets on one legacy page', () => {
  test.beforeEach(async ({ server }) => {
    await server.reset();
  });

  test('each widget renders the fixture data', async ({ page, request, problems }) => {
    await gotoReady(page, PAGE);

    const score = await wake(page, '#score');
    const scoreData = await fixture(request, '/StoreDetailController/score', { appId: 1001, versionId: 53003 });
    await expect(score.locator('.ppw-score__value')).toHaveText(Number(scoreData.score).toFixed(1) + '分');
    await expect(score.getByRole('list', { name: '评分分布' }).getByRole('listitem')).toHaveCount(5);
    await expect(score.locator('.server-score')).toHaveCount(0);

    const comments = await wake(page, '#comments');
    const page1 = await fixture(request, '/StoreDetailController/comment', { appId: 1001, page: 1 });
    const firstComments = page1.list as Json[];
    await expect(comments.getByRole('list', { name: '热门评论' }).getByRole('listitem')).toHaveCount(firstComments.length);
    await expect(comments.locator('.ppw-comment__text').first()).toHaveText(String(firstComments[0].content));
    await expect(comments.locator('.server-comments')).toHaveCount(0);

    const recs = await wake(page, '#recs');
    const recsData = await fixture(request, '/StoreDetailController/recs', { q: '星海战纪' });
    await expect(recs.locator('.ppw-app__name')).toHaveText(names(recsData.list));

    const subcates = await wake(page, '#subcates');
    const subData = await fixture(request, '/StoreDetailController/subcates', { appId: 1001 });
    await expect(subcates.locator('.ppw-tag')).toHaveText(names(subData.list));
    await expect(subcates.locator('[aria-current="true"]')).toHaveCount(1);

    const appSpecials = await wake(page, '#app-specials');
    const appSpecialsData = await fixture(request, '/StoreDetailController/specials', { appId: 1001, specialNum: 2 });
    await expect(appSpecials.locator('.ppw-special__title')).toHaveText((appSpecialsData.list as Json[]).map((s) => String(s.title)));

    const specialApps = await wake(page, '#special-apps');
    const specialAppsData = await fixture(request, '/api/proxyNew', { urlKey: 'specialApps', specialId: 301, svr: 2 });
    await expect(specialApps.locator('.ppw-app__name')).toHaveText(names(specialAppsData.list));

    const android = await wake(page, '#android-special');
    const androidData = await fixture(request, '/api/proxyNew', { urlKey: 'androidSpecial', specialId: 303, osVersion: 19 });
    await expect(android.locator('.ppw-app__name')).toHaveText(names(androidData.items));

    const all = await wake(page, '#all-specials');
    const allData = await fixture(request, '/api/proxyNew', { urlKey: 'allSpecials', offset: 0, count: 3, svr: 2 });
    await expect(all.locator('.ppw-special__title')).toHaveText((allData.list as Json[]).map((s) => String(s.title)));

    const beta = await wake(page, '#beta');
    const betaData = await fixture(request, '/api/proxyNew', { urlKey: 'betaGameList', dayBefore: 2, dayAfter: 3, count: 6 }, 'POST');
    const betaNames = [...new Set(names(betaData.list))];
    await expect(beta.locator('.ppw-app__name')).toHaveText(betaNames);
    await expect(beta.locator('.ppw-beta__when').first()).toContainText('开测');

    const personal = await wake(page, '#personal');
    const personalData = await fixture(request, '/api/proxyNew', { urlKey: 'personalList', offset: 0, count: 4 }, 'POST');
    await expect(personal.locator('.ppw-app__name')).toHaveText(names(personalData.list));
    await expect(personal.getByRole('button', { name: '加载更多' })).toBeVisible();

    const uc = await wake(page, '#uc-rec');
    const ucData = await fixture(request, '/uc/rec', { offset: 0, count: 5 });
    await expect(uc.locator('.ppw-app__name')).toHaveText(names(ucData.list));
    // Downloads as 万/亿 (product-rules §9): the most downloaded app of the fixtures has hundreds of millions.
    await expect(uc.locator('.ppw-app__meta').first()).toContainText(/亿次下载 · [\d.]+[KMGT]$/);

    const news = await wake(page, '#news');
    const newsData = await fixture(request, '/api/proxyNew', { urlKey: 'multiGameNews', appIds: '1001,1002' }, 'POST');
    const titles = (newsData.list as Json[]).flatMap((g) => (g.news as Json[]).map((n) => String(n.title))).slice(0, 4);
    await expect(news.locator('.ppw-news__title')).toHaveText(titles);

    const ad = await wake(page, '#ad');
    const adData = await fixture(request, '/api/proxyNew', { urlKey: 'adList', spaceId: 301, offset: 0, count: 1 }, 'POST');
    const firstAd = (adData.list as Json[])[0];
    await expect(ad.getByRole('link', { name: String(firstAd.title) })).toHaveAttribute('href', String(firstAd.link));
    await expect(ad.getByText('广告')).toBeVisible();

    // The element with a missing attribute keeps its plain link.
    await expect(page.locator('#broken > a')).toHaveAttribute('href', '/comments');

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('comments page on "more"', async ({ page, request, server }) => {
    const page1 = await fixture(request, '/StoreDetailController/comment', { appId: 1001, page: 1 });
    const page2 = await fixture(request, '/StoreDetailController/comment', { appId: 1001, page: 2 });
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const comments = await wake(page, '#comments');
    const items = comments.getByRole('list', { name: '热门评论' }).getByRole('listitem');
    await expect(items).toHaveCount((page1.list as Json[]).length);
    const more = comments.getByRole('button', { name: '加载更多' });
    await more.click();
    await expect(items).toHaveCount((page1.list as Json[]).length + (page2.list as Json[]).length);
    await expect(comments.locator('.ppw-comment__text').nth((page1.list as Json[]).length)).toHaveText(String((page2.list as Json[])[0].content));
    const asked = (await server.requests('/StoreDetailController/comment')).map((r) => r.query.page);
    expect(asked).toEqual(['1', '2']);
    // Keyboard users keep their place: focus stays on the button while there is more.
    await expect(more).toBeFocused();
  });

  test('an ad’s show beacon is sent once, only after the ad enters the viewport', async ({ page, server }) => {
    const sent = watchRequests(page, '/collect');
    await gotoReady(page, PAGE);
    // Everything above the fold has woken and reported; the ad is far below: past the idle
    // moment with every chunk run, no list still loading, and every beacon sent has arrived.
    await pageSettled(page);
    await expect(page.locator('.ppw-content[aria-busy="true"]')).toHaveCount(0);
    await sent.settled();
    const adShows = async () => (await beacons(server)).filter((b) => b.t === 'show' && b.widget === 'ad-slot');
    expect(await adShows()).toEqual([]);

    await page.locator('#ad').scrollIntoViewIfNeeded();
    await expect(page.locator('#ad .ppw-ad')).toBeVisible();
    await expect.poll(async () => (await adShows()).length).toBe(1);
    const [show] = await adShows();
    expect(show).toMatchObject({ spaceId: '301', spaceName: '页面底部广告', adId: '9001' });

    // Scrolling away and back again sends nothing more.
    // Each position is reported by the observers (two frames); then every beacon sent has arrived.
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    await page.locator('#ad').scrollIntoViewIfNeeded();
    await nextFrames(page);
    await sent.settled();
    expect((await adShows()).length).toBe(1);
  });

  test('one failed call shows its retry and leaves the others rendered', async ({ page, server }) => {
    await server.fault({ path: '/StoreDetailController/score', fault: 'code', times: 1 });
    await gotoReady(page, PAGE);
    const score = page.locator('#score');
    await score.scrollIntoViewIfNeeded();
    const alert = score.getByRole('alert');
    await expect(alert).toContainText('加载失败');
    // The server's markup stays where the live data could not replace it.
    await expect(score.locator('.server-score')).toBeVisible();

    const comments = await wake(page, '#comments');
    await expect(comments.getByRole('list', { name: '热门评论' }).getByRole('listitem').first()).toBeVisible();
    const recs = await wake(page, '#recs');
    await expect(recs.locator('.ppw-app').first()).toBeVisible();

    await alert.getByRole('button', { name: '重试' }).click();
    await expect(score.getByRole('list', { name: '评分分布' })).toBeVisible();
    await expect(score.getByRole('alert')).toHaveCount(0);
    expect((await server.requests('/StoreDetailController/score')).length).toBe(2);
  });

  test('a download button inside a list works and logs the list’s space fields', async ({ page, server, problems }) => {
    await gotoReady(page, PAGE);
    const recs = await wake(page, '#recs');
    const row = recs.locator('.ppw-list__item').first();
    const name = (await row.locator('.ppw-app__name').textContent()) || '';
    const button = row.getByRole('link', { name: new RegExp('下载\\s*' + name) });
    const appId = await button.getAttribute('data-id');
    await server.clearRequests();
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=' + appId));
    await button.click();
    await download;
    await expect.poll(async () => (await server.requests('/log/click')).length).toBe(1);
    const [click] = await server.requests('/log/click');
    const fields = click.method === 'GET' ? click.query : Object.fromEntries(new URLSearchParams(click.body));
    expect(fields).toMatchObject({ appId, spaceType: 'list', spaceRType: '1', spaceId: 'detail-recs', spaceName: '详情页推荐' });
    expect(problems.errors).toEqual([]);
  });
});

test.describe('content widgets without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the server markup is there and its links work', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('#score .server-score')).toHaveText('4.6分');
    await expect(page.getByRole('link', { name: '查看全部评论' })).toHaveAttribute('href', '/comments?appId=1001');
    await expect(page.locator('#recs').getByRole('link', { name: '下载' })).toHaveAttribute('href', '/download/apk?appId=1002');
    await expect(page.locator('.ppw-content')).toHaveCount(0);
  });
});
