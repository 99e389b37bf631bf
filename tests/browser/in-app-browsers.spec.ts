/**
 * Through the built script: the in-app browsers of the table (Weibo, Douyin) get the
 * open-in-browser popup and no banner; an Android tablet named "MiPad" downloads the APK;
 * HarmonyOS NEXT gets a message and the harmonyUrl link, never an APK; WeChat on Android loads
 * no bridge code, its suggestion request waits for no bridge, and its page view loads the
 * visit chunk, not the log's. Outside the store's app, a widget listening for the app's events
 * (the lucky panel: login, install status) loads no bridge code either, nor the app-status
 * reader, nor its dialogs (only a logged-in user opens them).
 */
import type { Page } from '@playwright/test';
import { test, expect, chunkRecorder, gotoReady, pageSettled, type FixtureServer } from './fixtures';
import { UA } from './devices';

const PAGE = '/download.html';
const mobile = (userAgent: string) => ({ userAgent, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const banner = (page: Page) => page.getByRole('complementary', { name: '下载提示' });

/**
 * Resolves once the page is past its first idle moment: the runtime's feature scan (its looks
 * are slices' jobs after the first scan's) has run by then, and what it asked for is in.
 */
const nextTask = (page: Page) => pageSettled(page);

async function fields(server: FixtureServer, path: string): Promise<Array<Record<string, string>>> {
  const list = await server.requests(path);
  return list.map((r) => (r.method === 'GET' ? r.query : Object.fromEntries(new URLSearchParams(r.body))));
}

for (const [name, ua] of [
  ['Weibo', UA.weiboAndroid],
  ['Douyin', UA.douyinAndroid],
] as const) {
  test.describe(`download in ${name} on Android`, () => {
    test.use(mobile(ua));

    test('shows the open-in-browser popup, never navigates, and no banner', async ({ page, server, problems }) => {
      const chunks = chunkRecorder(page);
      await server.clearRequests();
      await gotoReady(page, PAGE);
      await nextTask(page);
      // The banner's gate said no: its code was never asked for.
      expect(chunks).not.toContain('tips-banner');
      await expect(banner(page)).toHaveCount(0);
      // An ordinary in-app browser: no bridge or late-bridge follower code (the download
      // widget's own code is prefetched at idle, as in every browser).
      expect(chunks.filter((c) => /^(bridge|late-bridge)$/.test(c))).toEqual([]);
      await page.locator('#dl-plain').click();
      const dialog = page.getByRole('dialog', { name: '请在浏览器中打开' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('当前应用内无法直接下载');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      expect(await server.requests('/download/apk')).toEqual([]);
      expect(await server.requests('/log/click')).toEqual([]);
      expect(chunks.filter((c) => /^(bridge|late-bridge)$/.test(c))).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  });
}

test.describe('download on an Android tablet named MiPad', () => {
  test.use(mobile(UA.mipad));

  test('downloads the APK (an Android user agent is never iOS)', async ({ page }) => {
    await gotoReady(page, PAGE);
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
    await page.locator('#dl-plain').click();
    await download;
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('download on HarmonyOS NEXT', () => {
  test.use(mobile(UA.harmonyNext));

  test('says why in plain words and links to harmonyUrl; logs the attempt; never an APK, no banner', async ({ page, server, problems }) => {
    const chunks = chunkRecorder(page);
    await server.clearRequests();
    await gotoReady(page, PAGE);
    await nextTask(page);
    expect(chunks).not.toContain('tips-banner');
    await page.locator('#dl-plain').click();
    const dialog = page.getByRole('dialog', { name: '暂不支持此设备' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('HarmonyOS NEXT');
    const link = dialog.getByRole('link', { name: '去鸿蒙应用市场' });
    await expect(link).toHaveAttribute('href', '/harmony/search?q=' + encodeURIComponent('天天爱消除'));
    await expect.poll(async () => (await fields(server, '/log/click')).length).toBe(1);
    expect((await fields(server, '/log/click'))[0]).toMatchObject({ appId: '1003', action: 'download-blocked', os: 'harmonyos-next' });
    expect(await server.requests('/download/apk')).toEqual([]);
    expect(await server.requests('/log/activity')).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('search in WeChat on Android', () => {
  test.use(mobile(UA.wechatAndroid));

  test('the suggestion request leaves once the debounce fires, waiting for no bridge, and no bridge code loads', async ({ page, server }) => {
    const chunks = chunkRecorder(page);
    await page.clock.install();
    await gotoReady(page, '/home.html');
    const input = page.locator('#home-q');
    await input.focus();
    await expect(page.locator('[data-widget="search"]').first()).toHaveAttribute('data-ppw-state', 'mounted');
    await server.clearRequests();
    // From here the page's timers only move when the test moves them.
    await page.clock.pauseAt(Date.now() + 1000);
    await page.keyboard.type('王者');
    // The 200 ms debounce, and nothing more: a request that waited for a client identity
    // (about 1 s) or a bridge timeout would not leave.
    await page.clock.runFor(250);
    await expect.poll(async () => (await server.requests('/search/sugs')).map((r) => r.query.key)).toEqual(['王者']);
    expect(chunks.filter((c) => /^(bridge|app-status|late-bridge)$/.test(c))).toEqual([]);
  });
});

test.describe('WeChat on Android asking to save data', () => {
  test.use(mobile(UA.wechatAndroid));

  test('loads no bridge, app-status or late-bridge follower code before the first tap', async ({ page }) => {
    const chunks = chunkRecorder(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
    });
    await gotoReady(page, PAGE);
    await nextTask(page);
    expect(chunks.filter((c) => /^(bridge|app-status|late-bridge)$/.test(c))).toEqual([]);
    await page.locator('#dl-plain').click();
    await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
    // The tap's path: no bridge code, and not the install status codes, which only the
    // Android client's buttons read (widgets/download/native/).
    expect(chunks.filter((c) => /^(bridge|late-bridge|status-codes)$/.test(c))).toEqual([]);
  });

  test('logs the page view with the visit chunk alone: the log chunk is not loaded before the first tap', async ({ page, server }) => {
    const chunks = chunkRecorder(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
    });
    await server.clearRequests();
    await gotoReady(page, '/detail.html');
    await expect.poll(async () => (await fields(server, '/log/access')).length).toBe(1);
    // The page-view beacon carries its fields in the query (a beacon or an image ping).
    await expect.poll(async () => (await server.requests('/collect')).filter((r) => r.query.t === 'pv').length).toBe(1);
    expect((await fields(server, '/log/access'))[0]).toMatchObject({ ppz: '5', page: 'detail', trafficSource: 'direct' });
    await nextTask(page);
    // The visit's fields and the log's base (guard, encoding, delivery, tracking id) are one
    // chunk; clicks, search, activity and analytics stay in `log` until something uses them.
    expect(chunks).toContain('visit');
    expect(chunks).not.toContain('log');
  });
});

for (const [name, ua, dialogName] of [
  ['WeChat on Android', UA.wechatAndroid, '请在浏览器中打开'],
  ['iPhone Safari', UA.iphoneSafari, null],
] as const) {
  test.describe(`the cold download tap in ${name} without speculation`, () => {
    test.use(mobile(ua));

    test('fetches only what its popup uses: no API client, no log, no bridge code', async ({ page, server, problems }) => {
      const chunks = chunkRecorder(page);
      await page.addInitScript(() => ((window as Window & { PPWidgetsConfig?: unknown }).PPWidgetsConfig = { prefetch: false }));
      await gotoReady(page, PAGE);
      await nextTask(page);
      // Nothing of the download button's is fetched before the tap.
      expect(chunks).not.toContain('download');
      const before = chunks.length;
      await server.clearRequests();
      await page.locator('#dl-plain').tap();
      const dialog = dialogName ? page.getByRole('dialog', { name: dialogName }) : page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await pageSettled(page);
      const tapPath = chunks.slice(before);
      expect(tapPath).toContain('download');
      expect(tapPath.filter((c) => /^(api|api-content|log|bridge|late-bridge|status-codes)$/.test(c))).toEqual([]);
      // The popup is the whole answer: no download, and nothing is logged for it.
      expect(await server.requests('/download/apk')).toEqual([]);
      expect(await server.requests('/log/click')).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  });

  test.describe(`the lucky panel in ${name}`, () => {
    test.use(mobile(ua));

    test('shows its activity and loads no bridge, app-status or dialog code: outside the app no app event can come and no dialog opens', async ({ page, problems }) => {
      const chunks = chunkRecorder(page);
      await gotoReady(page, '/lucky.html');
      const panel = page.locator('[data-widget="lucky"]');
      // The activity with its apps: the panel has subscribed to the app's login and
      // install-status events by now.
      await expect(panel.getByRole('heading', { name: '双十一幸运大抽奖' })).toBeVisible();
      await pageSettled(page);
      expect(chunks).toContain('lucky');
      // The download buttons' code comes by speculative loading (with the status codes and the
      // Dialog it imports); the panel's own app-status reader, dialogs and contact checks do not.
      expect(chunks.filter((c) => /^(bridge|late-bridge|app-status|lucky-dialogs|contact-checks)$/.test(c))).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  });
}
