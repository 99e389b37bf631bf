/**
 * Acceptance (product-rules §14): our fixed elements never cover each other. While the tips
 * banner shows, back-to-top sits above it and takes taps; after the banner closes it returns
 * to its place.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, gotoReady, serveSelfContainedBuild } from './fixtures';
import { UA } from './devices';

const MARKUP =
  '<a data-widget="download" href="/download/apk?appId=1003" data-id="1003" data-name="天天爱消除">下载</a>' +
  '<div style="height:4000px"></div><div data-widget="back-to-top"></div>';

async function open(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ userAgent: UA.androidChrome, viewport, hasTouch: true, isMobile: viewport.width < 600 });
  const page = await context.newPage();
  await serveSelfContainedBuild(page);
  await page.route('**/fixed.html', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>t</title><script src="/dist/pp-widgets.js" defer></script></head><body><main>${MARKUP}</main></body></html>`,
    }),
  );
  return { page, close: () => context.close() };
}

/** Whether the point at the centre of back-to-top hits back-to-top itself. */
const centreHitsButton = (page: Page) =>
  page.locator('.ppw-back-to-top').evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });

const bottomGap = (page: Page) =>
  page.locator('.ppw-back-to-top').evaluate((el) => window.innerHeight - el.getBoundingClientRect().bottom);

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`back-to-top stays tappable above the tips banner (${name} viewport)`, async ({ browser, baseURL }) => {
    const { page, close } = await open(browser, viewport);
    await gotoReady(page, baseURL + '/fixed.html');
    const banner = page.getByRole('complementary', { name: '下载提示' });
    await expect(banner).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    const button = page.locator('.ppw-back-to-top');
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('opacity', '1');
    const bannerHeight = await banner.evaluate((el) => el.getBoundingClientRect().height);
    expect(bannerHeight).toBeGreaterThanOrEqual(64);
    expect(await centreHitsButton(page)).toBe(true);
    expect(await bottomGap(page)).toBeGreaterThanOrEqual(bannerHeight);
    await button.tap().catch(() => button.click());
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Closed: the inset is gone and the button is back at 24 px from the bottom.
    await banner.getByRole('button', { name: '关闭提示' }).click();
    await expect(banner).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toHaveCSS('opacity', '1');
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--ppw-bottom-inset'))).toBe('');
    expect(await bottomGap(page)).toBe(24);
    expect(await centreHitsButton(page)).toBe(true);
    await close();
  });
}
