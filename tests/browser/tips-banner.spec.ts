/**
 * Acceptance: the download-tips banner through the built script with device
 * emulation: once a session, for the first eligible button, never in the excluded cases.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect, gotoReady, serveSelfContainedBuild, pageSettled } from './fixtures';
import { UA } from './devices';

const PAGE = '/download.html';


async function prepare(page: Page): Promise<void> {
  await serveSelfContainedBuild(page);
}

/** A page holding only the given markup and the script. */
async function servePage(page: Page, path: string, markup: string): Promise<void> {
  await page.route('**' + path, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><script src="/dist/pp-widgets.js" defer></script></head><body><main>${markup}</main></body></html>`,
    }),
  );
}

const banner = (page: Page) => page.getByRole('complementary', { name: '下载提示' });

async function phone(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await prepare(page);
  return { context, page };
}

test.describe('tips banner', () => {
  test('shows once a session on an Android phone, for the first eligible button', async ({ browser, baseURL }) => {
    test.slow(); // three sessions and five page loads on a shared machine
    const { context, page } = await phone(browser, UA.androidChrome);
    await gotoReady(page, baseURL + PAGE);
    const b = banner(page);
    // Already there when pp:ready fires, so the "never shows" checks below, made once the
    // page has settled (fixtures.ts pageSettled: past its idle moment, every chunk run),
    // really observe its absence.
    expect(await b.count()).toBe(1);
    await expect(b).toBeVisible();
    // The first two buttons are excluded (download-common container, data-download-tips="0").
    await expect(b).toContainText('天天爱消除');
    await expect(b.getByRole('button', { name: '打开PP助手，立即安装' })).toBeVisible();
    await expect(b.locator('img')).toHaveAttribute('src', /\/img\/app-1003\.svg$/);
    const axe = await new AxeBuilder({ page }).include('.ppw-tips-banner').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await page.reload();
    await gotoReady(page, baseURL + PAGE);
    await pageSettled(page);
    await expect(b).toHaveCount(0);

    // A new session shows it again; its close button hides it for that session.
    await context.close();
    const fresh = await phone(browser, UA.androidChrome);
    await gotoReady(fresh.page, baseURL + PAGE);
    await expect(banner(fresh.page)).toBeVisible();
    await banner(fresh.page).getByRole('button', { name: '关闭提示' }).click();
    await expect(banner(fresh.page)).toHaveCount(0);
    await gotoReady(fresh.page, baseURL + PAGE);
    await pageSettled(fresh.page);
    await expect(banner(fresh.page)).toHaveCount(0);
    await fresh.context.close();
  });

  test('shows on an iPhone browser with the text the button asks for', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, UA.iphoneSafari);
    await servePage(page, '/gift.html', '<a data-widget="download" href="/download/apk?appId=1004" data-id="1004" data-name="极速赛车手" data-tips="gift">下载</a>');
    await gotoReady(page, baseURL + '/gift.html');
    await expect(banner(page).getByRole('button', { name: '打开PP助手，立即领取礼包' })).toBeVisible();
    await context.close();
  });

  for (const [name, ua] of [
    ['WeChat', UA.wechatAndroid],
    ['QQ', UA.qqAndroid],
    ['the iOS client', UA.ppzb],
    ['a desktop browser', UA.desktopChrome],
  ] as const) {
    test(`never shows in ${name}`, async ({ browser, baseURL }) => {
      const { context, page } = await phone(browser, ua);
      await gotoReady(page, baseURL + PAGE);
      await pageSettled(page);
      await expect(banner(page)).toHaveCount(0);
      await context.close();
    });
  }

  test('never shows inside the Android client', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, UA.androidChrome);
    await page.addInitScript(() => {
      (window as unknown as { PPNativeBridge: unknown }).PPNativeBridge = { postMessage() {} };
    });
    await gotoReady(page, baseURL + PAGE);
    await pageSettled(page);
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  test('never shows for buttons in [data-download-common] or with data-download-tips="0"', async ({ browser, baseURL }) => {
    const { context, page } = await phone(browser, UA.androidChrome);
    await servePage(
      page,
      '/excluded.html',
      '<div data-download-common><a data-widget="download" href="/download/apk?appId=1013" data-id="1013" data-name="云端音乐">下载</a></div>' +
        '<a data-widget="download" href="/download/apk?appId=1014" data-id="1014" data-name="闪电浏览器" data-download-tips="0">下载</a>',
    );
    await gotoReady(page, baseURL + '/excluded.html');
    await pageSettled(page);
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  test('its button opens the client scheme, then falls back to the download', async ({ browser, baseURL, server }) => {
    const { context, page } = await phone(browser, UA.androidChrome);
    await server.clearRequests();
    await gotoReady(page, baseURL + PAGE);
    // The fallback comes after the client scheme's 2.5 s (OPEN_CLIENT_TIMEOUT_MS,
    // features/tips-banner/banner-open/open-client.ts), a real timer: only the test's own timeout bounds it.
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
    await banner(page).getByRole('button', { name: '打开PP助手，立即安装' }).click();
    await download;
    await expect.poll(async () => (await server.requests('/log/click')).length).toBe(1);
    await context.close();
  });

  test('in an Android WebView or other Android browser it opens the client through a hidden iframe, the page stays and falls back', async ({ browser, baseURL, server }) => {
    // UC (Version/4.0): where nothing handles the scheme, such browsers put an error page in
    // place of a page whose location is given the scheme; in a hidden frame it is the frame's.
    const { context, page } = await phone(browser, UA.ucAndroid);
    await server.clearRequests();
    await gotoReady(page, baseURL + PAGE);
    const url = page.url();
    // After the 2.5 s of OPEN_CLIENT_TIMEOUT_MS, bounded by the test's own timeout only.
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
    await banner(page).getByRole('button', { name: '打开PP助手，立即安装' }).click();
    await expect(page.locator('iframe[hidden]')).toHaveAttribute('src', /^pp25:\/\/app\/detail\?appId=1003/);
    expect(page.url()).toBe(url);
    await download;
    await expect.poll(async () => (await server.requests('/log/click')).length).toBe(1);
    await context.close();
  });

  test('under Save-Data it waits for the first scroll, and its main button’s code comes at the tap, which opens the client once and then falls back', async ({ browser, baseURL, server }) => {
    const context = await browser.newContext({ userAgent: UA.ucAndroid, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, extraHTTPHeaders: { 'Save-Data': 'on' } });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      const m = /\/chunks\/(tips-banner|banner-open|app-link)-/.exec(r.url());
      if (m) fetched.push(m[1]);
    });
    await server.clearRequests();
    await gotoReady(page, baseURL + PAGE);
    await pageSettled(page);
    // The promotion waits for the visitor (app/widgets.ts): nothing of it before the first scroll.
    expect(fetched).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
    await page.mouse.wheel(0, 200);
    await expect(banner(page)).toBeVisible();
    expect(fetched).toEqual(['tips-banner']);
    fetched.length = 0;
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
    const open = banner(page).getByRole('button', { name: '打开PP助手，立即安装' });
    // Two taps before the code is there: one opening, one fallback.
    await open.click();
    await open.click();
    await expect(page.locator('iframe[hidden]')).toHaveCount(1);
    await expect(page.locator('iframe[hidden]')).toHaveAttribute('src', /^pp25:\/\/app\/detail\?appId=1003/);
    expect(fetched.sort()).toEqual(['app-link', 'banner-open']);
    await download;
    await expect.poll(async () => (await server.requests('/log/click')).length).toBe(1);
    await context.close();
  });

  test('its code is fetched only on the page that shows it: not again that session, not for excluded buttons', async ({ browser, baseURL }) => {
    // The chunked build (the self-contained one has no chunks to watch).
    const context = await browser.newContext({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => {
      const m = /\/chunks\/(tips-banner)-/.exec(r.url());
      if (m) fetched.push(m[1]);
    });
    await gotoReady(page, baseURL + PAGE);
    await expect(banner(page)).toBeVisible();
    expect(fetched).toEqual(['tips-banner']);

    // The next page of the session: the core's gate knows it was shown, and asks for nothing.
    await gotoReady(page, baseURL + PAGE);
    await pageSettled(page);
    await expect(banner(page)).toHaveCount(0);
    expect(fetched).toEqual(['tips-banner']);
    await context.close();

    // A new session whose page has only buttons marked data-download-tips="0".
    const fresh = await browser.newContext({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const other = await fresh.newPage();
    other.on('request', (r) => {
      if (/\/chunks\/tips-banner-/.test(r.url())) fetched.push('tips-banner (excluded page)');
    });
    await servePage(other, '/no-tips.html', '<a data-widget="download" href="/download/apk?appId=1014" data-id="1014" data-name="闪电浏览器" data-download-tips="0">下载</a>');
    await gotoReady(other, baseURL + '/no-tips.html');
    await pageSettled(other);
    await expect(banner(other)).toHaveCount(0);
    expect(fetched).toEqual(['tips-banner']);
    await fresh.close();
  });
});
