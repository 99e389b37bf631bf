/**
 * Hostile world, group 9: accessibility. axe-core scans of every example page in
 * Chromium with each widget in each of its states (menu and tag popup open, suggestion list
 * open, every download dialog, the real-name dialog, tips banner, back-to-top, lists loaded
 * and failed, lucky panel and its draw result), and keyboard-only walkthroughs of the search,
 * the dialogs and the lucky panel. Expected: zero violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoReady } from './fixtures';
import { UA } from './devices';
import { scrollThrough, useDistSnapshot, waitForIslands } from './hostile-helpers';

const mobile = (userAgent: string) => ({ userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Scans the whole page; returns "rule: targets" for each violation. */
async function axe(page: Page, label: string, scans: string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  scans.push(label);
  return results.violations.map((v) => `${label} → ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A native host for the lucky panel (login hands out a token; draws go to the fixture server). */
async function luckyHost(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { PPNativeBridge: unknown; PPWidgets: { bridge: { receive(json: string): void } } };
    let token = 'u-a11y-' + Math.floor(Math.random() * 1e9);
    const send = (m: unknown) => setTimeout(() => w.PPWidgets.bridge.receive(JSON.stringify(m)), 10);
    w.PPNativeBridge = {
      postMessage(text: string) {
        const m = JSON.parse(text) as { id: string; method: number };
        if (m.method === 23) send({ id: m.id, result: { key_utdid: 'UTDID-A11Y', key_userToken: token, key_productId: 2011 } });
        else if (m.method === 16) send({ id: m.id, result: { key_userToken: (token = token + 'x') } });
        else if (m.method === 2) send({ id: m.id, result: { key_status: 2 } });
        else send({ id: m.id, result: {} });
      },
    };
  });
}

test.describe('axe: every page, every state', () => {
  test('home: initial, menu open, tag popup, suggestion list open, back-to-top shown', async ({ page }) => {
    await useDistSnapshot(page);
    const scans: string[] = [];
    let found: string[] = [];
    await gotoReady(page, '/home.html');
    found = found.concat(await axe(page, 'home initial', scans));
    await page.locator('[data-menu-toggle]').click();
    await expect(page.locator('#home-nav')).toBeVisible();
    found = found.concat(await axe(page, 'home menu open', scans));
    await page.locator('[data-tag-popup="home-app-tags"]').focus();
    await expect(page.locator('#home-app-tags')).toBeVisible();
    found = found.concat(await axe(page, 'home tag popup', scans));
    await page.keyboard.press('Escape');
    await page.locator('#home-q').focus();
    await page.keyboard.type('音乐', { delay: 30 });
    await expect(page.locator('[role="option"]').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    found = found.concat(await axe(page, 'home suggestions open', scans));
    await page.keyboard.press('Escape');
    await scrollThrough(page);
    await waitForIslands(page);
    await expect(page.locator('.ppw-back-to-top--visible')).toBeVisible();
    found = found.concat(await axe(page, 'home scrolled', scans));
    expect(found).toEqual([]);
    expect(scans.length).toBe(5);
  });

  test('detail and csp pages: initial and scrolled', async ({ page }) => {
    await useDistSnapshot(page);
    const scans: string[] = [];
    let found: string[] = [];
    for (const path of ['/detail.html', '/csp.html']) {
      await gotoReady(page, path);
      found = found.concat(await axe(page, path + ' initial', scans));
      await scrollThrough(page);
      await waitForIslands(page);
      await expect.poll(() => page.locator('.ppw-content[aria-busy="true"]').count()).toBe(0);
      found = found.concat(await axe(page, path + ' scrolled', scans));
    }
    expect(found).toEqual([]);
  });

  test('content: every list loaded, then a list in its failure state', async ({ page, server }) => {
    await useDistSnapshot(page);
    const scans: string[] = [];
    let found: string[] = [];
    await gotoReady(page, '/content.html');
    await scrollThrough(page);
    await waitForIslands(page);
    await expect.poll(() => page.locator('.ppw-content[aria-busy="true"]').count()).toBe(0);
    found = found.concat(await axe(page, 'content loaded', scans));
    await server.fault({ path: '/StoreDetailController/comment', fault: 'status', status: 500, times: 0 });
    await gotoReady(page, '/content.html');
    await scrollThrough(page);
    await expect(page.locator('#comments .ppw-content__failed')).toBeVisible({ timeout: 20000 });
    found = found.concat(await axe(page, 'content failed list', scans));
    await server.clearFaults();
    expect(found).toEqual([]);
  });

  test('download dialogs: real-name (desktop)', async ({ page }) => {
    await useDistSnapshot(page);
    const scans: string[] = [];
    await gotoReady(page, '/download.html');
    await page.locator('#dl-realname').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axe(page, 'real-name dialog desktop', scans)).toEqual([]);
  });

  for (const [label, ua, dialogName] of [
    ['iPhone: iOS store popup', UA.iphoneSafari, '前往 PP 助手 iOS 版'],
    ['WeChat: open-in-browser popup', UA.wechatAndroid, '请在浏览器中打开'],
    ['Android phone: real-name dialog (mobile sheet) and tips banner', UA.androidChrome, '用户实名登记'],
  ] as const) {
    test.describe(label, () => {
      test.use(mobile(ua));
      test(`${label}: zero violations with the dialog open`, async ({ page }) => {
        await useDistSnapshot(page);
        const scans: string[] = [];
        let found: string[] = [];
        await gotoReady(page, '/download.html');
        if (ua === UA.androidChrome) {
          await expect(page.locator('.ppw-tips-banner')).toBeVisible();
          found = found.concat(await axe(page, 'tips banner shown', scans));
        }
        await page.locator(ua === UA.androidChrome ? '#dl-realname' : '#dl-plain').click();
        await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
        found = found.concat(await axe(page, label, scans));
        expect(found).toEqual([]);
      });
    });
  }

  test.describe('Android client', () => {
    test.use(mobile(UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)')));
    test('native status labels and extra actions; lucky panel and its draw result', async ({ page }) => {
      await useDistSnapshot(page);
      await luckyHost(page);
      const scans: string[] = [];
      let found: string[] = [];
      await gotoReady(page, '/download.html');
      await scrollThrough(page);
      await waitForIslands(page);
      await expect(page.locator('#dl-native + .ppw-download-extras button').first()).toBeVisible();
      found = found.concat(await axe(page, 'client download labels', scans));
      await gotoReady(page, '/lucky.html');
      await waitForIslands(page);
      const panel = page.locator('[data-widget="lucky"]');
      const draw = panel.getByRole('button', { name: '立即抽奖' });
      await expect(draw).toBeVisible({ timeout: 15000 });
      found = found.concat(await axe(page, 'lucky panel', scans));
      await draw.click();
      await expect(panel.locator('.ppw-lucky-status')).not.toHaveText('', { timeout: 15000 });
      found = found.concat(await axe(page, 'lucky draw result', scans));
      expect(found).toEqual([]);
    });
  });
});

test.describe('keyboard only', () => {
  test.use({ userAgent: UA.desktopChrome });

  test('search: Tab in, type, arrows wrap, Escape closes, Enter submits', async ({ page }) => {
    await useDistSnapshot(page);
    await gotoReady(page, '/home.html');
    // Tab from the top of the page until the search box has focus.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement && document.activeElement.id === 'home-q')) break;
    }
    await expect(page.locator('#home-q')).toBeFocused();
    // The word lands whole, as an input method commits it (one input event): two keys could be
    // further apart than the 200 ms suggestion debounce on a busy machine, and the list counted
    // below would be 音's, replaced by 音乐's while the arrows go round.
    await page.keyboard.insertText('音乐');
    const options = page.locator('[role="option"]');
    await expect(options.first()).toBeVisible();
    const n = await options.count();
    for (let i = 0; i < n + 1; i++) await page.keyboard.press('ArrowDown');
    // Wrapped around: the first option is active again and its text is in the box.
    const active = await page.locator('#home-q').getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator('#home-q')).toHaveValue((await options.first().textContent())!);
    await page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
    await Promise.all([page.waitForURL(/\/search\?q=/), page.keyboard.press('Enter')]);
  });

  test('real-name dialog: Enter opens, focus is kept inside, Escape closes and returns focus', async ({ page }) => {
    await useDistSnapshot(page);
    await gotoReady(page, '/download.html');
    await page.locator('#dl-realname').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => !!document.activeElement && !!document.activeElement.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#dl-realname')).toBeFocused();
  });

  test.describe('lucky panel in the client', () => {
    test.use(mobile(UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)')));
    test('reach the draw button with Tab, draw with Enter, hear the result, dismiss with the keyboard', async ({ page }) => {
      await useDistSnapshot(page);
      await luckyHost(page);
      await gotoReady(page, '/lucky.html');
      await waitForIslands(page);
      const panel = page.locator('[data-widget="lucky"]');
      await expect(panel.getByRole('button', { name: '立即抽奖' })).toBeVisible({ timeout: 15000 });
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => !!document.activeElement && document.activeElement.textContent === '立即抽奖')) break;
      }
      await expect(panel.getByRole('button', { name: '立即抽奖' })).toBeFocused();
      await page.keyboard.press('Enter');
      const status = panel.locator('.ppw-lucky-status');
      await expect(status).not.toHaveText('', { timeout: 15000 });
      // The result is announced (a live region) and can be dismissed from the keyboard.
      expect(await status.evaluate((el) => el.getAttribute('aria-live') || el.getAttribute('role') || (el.closest('[aria-live],[role="status"],[role="alert"]') ? 'inherited' : ''))).not.toBe('');
      const dismiss = panel.getByRole('button', { name: /^(知道了|关闭提示)$/ });
      if (await dismiss.count()) {
        await dismiss.focus();
        await page.keyboard.press('Enter');
        await expect(status).toHaveText('');
      }
    });
  });
});
