/**
 * The lucky panel on the example page against the fixture server's stateful activity 42
 * (docs/fixtures.md: 1 chance to start, +1 per app downloaded; draws follow the sequence
 * 谢谢参与, 游戏礼包, 现金红包 8.88 元, 谢谢参与, 视频会员月卡, 华为平板电脑), with a fake native host
 * that answers the bridge protocol of product-rules §13 the way the app does.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { chunkRecorder, expect, gotoReady, pageSettled, test } from './fixtures';
import { UA } from './devices';

interface HostOptions {
  /** Token `getClientInfo` reports at start ('' = logged out). */
  token: string;
  /** Token `login` hands out. */
  loginToken: string;
}

/** Installs `window.PPNativeBridge` before any page script; records every call in `__host`. */
async function installNativeHost(page: Page, options: HostOptions): Promise<void> {
  await page.addInitScript((o: HostOptions) => {
    type Msg = { id: string; method: number | string; payload?: Record<string, unknown> };
    const w = window as unknown as {
      PPNativeBridge: { postMessage(text: string): void };
      PPWidgets: { bridge: { receive(json: string): void } };
      __host: { token: string; calls: Array<{ method: string; payload: unknown }> };
    };
    // The library's documented default method ids (docs/bridge.md).
    const NAMES: Record<string, string> = { '2': 'getAppStatus', '3': 'download', '16': 'login', '17': 'share', '23': 'getClientInfo' };
    const host = { token: o.token, calls: [] as Array<{ method: string; payload: unknown }> };
    w.__host = host;
    const send = (message: unknown) => setTimeout(() => w.PPWidgets.bridge.receive(JSON.stringify(message)), 20);
    w.PPNativeBridge = {
      postMessage(text: string) {
        const m = JSON.parse(text) as Msg;
        const name = NAMES[String(m.method)] || String(m.method);
        const p = m.payload || {};
        host.calls.push({ method: name, payload: p });
        if (name === 'getClientInfo') {
          send({ id: m.id, result: { key_utdid: 'UTDID-E2E', key_userToken: host.token, key_productId: 2011 } });
        } else if (name === 'login') {
          host.token = o.loginToken;
          send({ id: m.id, result: { key_userToken: host.token } });
        } else if (name === 'getAppStatus') {
          send({ id: m.id, result: { key_status: 2 } });
        } else if (name === 'download') {
          send({ id: m.id, result: {} });
          const pkg = p.key_packageName;
          setTimeout(() => send({ event: 'appStatus', payload: { key_packageName: pkg, key_status: 4, key_progress: 50 } }), 30);
          setTimeout(() => send({ event: 'appStatus', payload: { key_packageName: pkg, key_status: 16, key_progress: 100 } }), 60);
        } else {
          send({ id: m.id, result: {} });
        }
      },
    };
  }, options);
}

const panelOf = (page: Page) => page.locator('[data-widget="lucky"]');
const status = (panel: Locator) => panel.locator('.ppw-lucky-status');

/** One draw from an idle panel: dismisses the previous outcome first so texts cannot repeat. */
async function drawOnce(panel: Locator): Promise<void> {
  const dismiss = panel.getByRole('button', { name: /^(知道了|关闭提示)$/ });
  if (await dismiss.count()) await dismiss.click();
  await expect(status(panel)).toHaveText('');
  await panel.getByRole('button', { name: '立即抽奖' }).click();
}

async function downloadApp(panel: Locator, index: number, chancesAfter: number): Promise<void> {
  await panel.locator('.ppw-lucky-app-download').nth(index).click();
  await expect(panel.getByText('剩余抽奖机会：' + chancesAfter + ' 次')).toBeVisible();
}

test.use({ userAgent: UA.androidChrome });

test.describe('lucky panel in the app', () => {
  test.beforeEach(async ({ server, page }) => {
    await server.reset();
    await server.clearFaults();
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('log in, download to earn a chance, draw the server prizes, fill in the prize form, see it in my prizes', async ({ page, server, problems }) => {
    await installNativeHost(page, { token: '', loginToken: 'u-e2e-full' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByRole('heading', { name: '双十一幸运大抽奖' })).toBeVisible();

    await panel.getByRole('button', { name: '登录' }).click();
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();

    // Each app downloaded (native download → appStatus downloadComplete) earns one chance.
    await downloadApp(panel, 0, 2);
    await expect(panel.getByText('下载完成，已获得抽奖机会！')).toBeVisible();
    for (let i = 1; i < 5; i++) await downloadApp(panel, i, 2 + i);
    const setDownload = await server.requests('/lucky/op.lucky.setAppDownload');
    expect(setDownload).toHaveLength(5);
    expect(setDownload[0].query).toMatchObject({ activityId: '42', userToken: 'u-e2e-full', channel: 'pp', source: '1000' });
    expect(setDownload[0].query.refUrl).toContain('/lucky.html');

    const expected = ['很遗憾，谢谢参与', '恭喜您抽中：游戏礼包', '恭喜您抽中：现金红包 8.88 元', '很遗憾，谢谢参与', '恭喜您抽中：视频会员月卡', '恭喜您抽中：华为平板电脑'];
    for (const text of expected) {
      await drawOnce(panel);
      await expect(status(panel)).toHaveText(text);
    }
    // The highlight rests on the prize the server returned.
    await expect(panel.locator('.ppw-lucky-cell-lit')).toHaveText('华为平板电脑');
    const draws = await server.requests('/lucky/op.lucky.draw');
    expect(draws).toHaveLength(6);
    expect(draws[0].query).toMatchObject({ activityId: '42', userToken: 'u-e2e-full', utdid: 'UTDID-E2E' });

    await panel.getByRole('button', { name: '填写领奖信息' }).click();
    const dialog = page.getByRole('dialog', { name: '填写领奖信息' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('姓名')).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('.ppw-dialog').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByLabel('姓名').fill('张三');
    await dialog.getByLabel('手机号码').fill('1381234');
    await dialog.getByLabel('收货地址').fill('浙江省杭州市西湖区文三路 1 号');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible();
    await dialog.getByLabel('手机号码').fill('13812345678');
    await dialog.getByRole('button', { name: '提交' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText('领奖信息已提交')).toBeVisible();

    const update = await server.requests('/lucky/op.lucky.updatePrizeInfo');
    expect(update).toHaveLength(1);
    expect(JSON.parse(update[0].query.userData)).toEqual({ name: '张三', phone: '13812345678', address: '浙江省杭州市西湖区文三路 1 号' });
    const tablet = panel.locator('.ppw-lucky-prize').filter({ hasText: '华为平板电脑' });
    await expect(tablet).toContainText('待发放');
    await expect(panel.locator('.ppw-lucky-prize').filter({ hasText: '游戏礼包' })).toContainText('PP2026GIFT');

    // Personal data went to updatePrizeInfo only: no log, beacon or other URL carries it.
    const all = await server.requests();
    const leaks = all.filter((r) => r.path !== '/lucky/op.lucky.updatePrizeInfo' && /13812345678|张三|%E5%BC%A0%E4%B8%89/.test(JSON.stringify(r)));
    expect(leaks).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the third draw of a two-chance user says no chances are left', async ({ page }) => {
    await installNativeHost(page, { token: 'u-e2e-two', loginToken: 'u-e2e-two' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    await downloadApp(panel, 0, 2);
    await drawOnce(panel);
    await expect(status(panel)).toHaveText('很遗憾，谢谢参与');
    await drawOnce(panel);
    await expect(status(panel)).toHaveText('恭喜您抽中：游戏礼包');
    await expect(panel.getByText('剩余抽奖机会：0 次')).toBeVisible();
    await drawOnce(panel);
    await expect(status(panel)).toHaveText('您的抽奖机会已用完，下载活动应用可获得更多机会。');
  });

  test('USER_UNAUTHENTICATED asks the client to log in and retries the draw once', async ({ page, server }) => {
    await installNativeHost(page, { token: 'u-e2e-stale', loginToken: 'u-e2e-fresh' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    await server.clearRequests();
    await fetch(server.url + '/__faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/lucky/op.lucky.draw', fault: 'code', code: 5000406, times: 1 }),
    });
    await drawOnce(panel);
    await expect(status(panel)).toHaveText('很遗憾，谢谢参与');
    const draws = await server.requests('/lucky/op.lucky.draw');
    expect(draws.map((d) => d.query.userToken)).toEqual(['u-e2e-stale', 'u-e2e-fresh']);
    const logins = await page.evaluate(() => (window as unknown as { __host: { calls: Array<{ method: string }> } }).__host.calls.filter((c) => c.method === 'login').length);
    expect(logins).toBe(1);
  });

  test('check-in and share earn score through the server and the native share', async ({ page, server }) => {
    await installNativeHost(page, { token: 'u-e2e-score', loginToken: 'u-e2e-score' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    await panel.getByRole('button', { name: '每日签到' }).click();
    await expect(panel.getByRole('button', { name: '今日已签到' })).toBeVisible();
    // The fixture server grants a chance for the day's check-in.
    await expect(panel.getByText('剩余抽奖机会：2 次')).toBeVisible();
    await panel.getByRole('button', { name: '分享活动' }).click();
    await expect(panel.getByRole('button', { name: '分享成功' })).toBeVisible();
    const scores = await server.requests('/lucky/op.lucky.addScore');
    expect(scores.map((r) => r.query.type)).toEqual(['1', '2']);
    const shares = await page.evaluate(() =>
      (window as unknown as { __host: { calls: Array<{ method: string; payload: Record<string, unknown> }> } }).__host.calls.filter((c) => c.method === 'share'),
    );
    expect(shares).toHaveLength(1);
    expect(String(shares[0].payload.key_title)).toContain('双十一幸运大抽奖');
  });

  test('a server error mid-draw leaves the panel usable', async ({ page, server }) => {
    await installNativeHost(page, { token: 'u-e2e-err', loginToken: 'u-e2e-err' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    await server.fault({ path: '/lucky/op.lucky.draw', fault: 'status', status: 500, times: 0 });
    await drawOnce(panel);
    await expect(status(panel)).toHaveText('抽奖没有完成，请稍后重试。', { timeout: 30_000 });
    // Contract §6: the draw acts on the server, so the library sent it once, not again.
    expect(await server.requests('/lucky/op.lucky.draw')).toHaveLength(1);
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    await server.clearFaults();
    await panel.getByRole('button', { name: '重试' }).click();
    await expect(status(panel)).toHaveText('很遗憾，谢谢参与');
  });

  test('axe finds no violations in the panel and its dialogs', async ({ page }) => {
    await installNativeHost(page, { token: 'u-e2e-axe', loginToken: 'u-e2e-axe' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await downloadApp(panel, 0, 2);
    await drawOnce(panel);
    await expect(status(panel)).toHaveText('很遗憾，谢谢参与');
    await drawOnce(panel);
    await expect(status(panel)).toHaveText('恭喜您抽中：游戏礼包');
    const scan = async (include: string) => {
      const result = await new AxeBuilder({ page }).include(include).analyze();
      expect(result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', '))).toEqual([]);
    };
    await scan('[data-widget="lucky"]');

    await panel.getByRole('button', { name: '现金明细' }).click();
    const cash = page.getByRole('dialog', { name: '现金明细' });
    await expect(cash.getByText('签到奖励')).toBeVisible();
    await scan('.ppw-dialog');
    await page.keyboard.press('Escape');
    await expect(cash).toBeHidden();
    await expect(panel.getByRole('button', { name: '现金明细' })).toBeFocused();
  });
});

test.describe('lucky apps below the first screen on a phone', () => {
  // An ordinary phone browser of 390 x 844, speculative loading off (as under Save-Data): the
  // apps' list starts near 1 050 px, below the first screen.
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ server, page }) => {
    await server.reset();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      (window as unknown as { PPWidgetsConfig: unknown }).PPWidgetsConfig = { prefetch: false };
      // The download widget announces each tap it takes (pp:download); the test reads them.
      const w = window as unknown as { __downloads: number };
      w.__downloads = 0;
      document.addEventListener('pp:download', () => w.__downloads++);
      // A download tap would leave the page for the APK: kept here.
      document.addEventListener('click', (e) => {
        const a = (e.target as Element).closest && (e.target as Element).closest('a[href*="/download/apk"]');
        if (a && !e.defaultPrevented) e.preventDefault();
      });
    });
  });

  /** The first app's button, in page coordinates. */
  const buttonBox = (page: Page) =>
    page.evaluate(() => {
      const r = document.querySelector('.ppw-lucky-app-download')!.getBoundingClientRect();
      return { top: r.top + scrollY, left: r.left, width: r.width, height: r.height };
    });
  const downloads = (page: Page) => page.evaluate(() => (window as unknown as { __downloads: number }).__downloads);
  const buttonChunks = (chunks: string[]) => chunks.filter((c) => /^download-(link|texts)$/.test(c)).sort();

  test('load neither download-link nor download-texts before the first tap, and download when tapped', async ({ page }) => {
    const chunks = chunkRecorder(page);
    await gotoReady(page, '/lucky.html');
    const button = panelOf(page).locator('.ppw-lucky-app-download').first();
    await expect(button).toBeAttached();
    await pageSettled(page);
    const before = await buttonBox(page);
    expect(before.top).toBeGreaterThan(844);
    expect(buttonChunks(chunks)).toEqual([]);
    await button.scrollIntoViewIfNeeded();
    await pageSettled(page);
    expect(await buttonBox(page)).toEqual(before);
    await button.click();
    await expect.poll(() => downloads(page)).toBe(1);
    expect(buttonChunks(chunks)).toEqual([]);
  });

  test('a tap before the download widget\'s code is held, then taken by it once the code is there', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/download-[A-Za-z0-9_-]{4}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoReady(page, '/lucky.html');
    const button = panelOf(page).locator('.ppw-lucky-app-download').first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(button).toHaveClass(/ppw-busy/);
    expect(await downloads(page)).toBe(0);
    release();
    await expect.poll(() => downloads(page)).toBe(1);
    await expect(button).not.toHaveClass(/ppw-busy/);
    expect(page.url()).toMatch(/\/lucky\.html/);
  });
});

test.describe('lucky dialogs in the app', () => {
  test.beforeEach(async ({ server }) => {
    await server.reset();
  });

  test('load once the user is logged in, before a dialog is asked for', async ({ page }) => {
    const chunks = chunkRecorder(page);
    await installNativeHost(page, { token: 'u-e2e-pre', loginToken: 'u-e2e-pre' });
    await gotoReady(page, '/lucky.html');
    await expect(panelOf(page).getByRole('button', { name: '现金明细' })).toBeVisible();
    await expect.poll(() => chunks).toContain('lucky-dialogs');
  });

  test('with speculative loading off, load when one opens: the opener is busy meanwhile, then it opens with its content and focus', async ({ page, problems }) => {
    const chunks = chunkRecorder(page);
    await page.addInitScript(() => {
      (window as unknown as { PPWidgetsConfig: unknown }).PPWidgetsConfig = { prefetch: false };
    });
    await installNativeHost(page, { token: 'u-e2e-lazy', loginToken: 'u-e2e-lazy' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    const opener = panel.getByRole('button', { name: '现金明细' });
    await expect(opener).toBeVisible();
    await pageSettled(page);
    // (The shared Dialog may be there already: the page's download buttons, which wake in the
    // Android client to show the install status, import it.)
    expect(chunks.filter((c) => /^(lucky-dialogs|contact-checks)$/.test(c))).toEqual([]);
    // The dialogs' chunk is held until the opener has said it is busy.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/lucky-dialogs-[A-Za-z0-9_-]{4}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-busy', 'true');
    release();
    const cash = page.getByRole('dialog', { name: '现金明细' });
    await expect(cash.getByText('签到奖励')).toBeVisible();
    await expect(opener).not.toHaveAttribute('aria-busy');
    expect(chunks).toContain('lucky-dialogs');
    await page.keyboard.press('Escape');
    await expect(cash).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('lucky draw animation', () => {
  /** Records, in order, the name of each prize cell that lights up. */
  async function recordLit(page: Page): Promise<void> {
    await page.evaluate(() => {
      const w = window as unknown as { __lit: string[] };
      w.__lit = [];
      const grid = document.querySelector('.ppw-lucky-grid')!;
      new MutationObserver(() => {
        const lit = grid.querySelector('.ppw-lucky-cell-lit');
        const name = lit ? lit.textContent || '' : '';
        if (name && w.__lit[w.__lit.length - 1] !== name) w.__lit.push(name);
      }).observe(grid, { subtree: true, attributes: true, attributeFilter: ['class'] });
    });
  }
  const lit = (page: Page) => page.evaluate(() => (window as unknown as { __lit: string[] }).__lit);

  test.beforeEach(async ({ server }) => {
    await server.reset();
    await server.clearFaults();
  });

  test('turns several times and stops on the server prize before announcing it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await installNativeHost(page, { token: 'u-e2e-anim', loginToken: 'u-e2e-anim' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    await recordLit(page);
    await panel.getByRole('button', { name: '立即抽奖' }).click();
    await expect(status(panel)).toHaveText('正在抽奖…');
    await expect(status(panel)).toHaveText('很遗憾，谢谢参与', { timeout: 15_000 });
    const steps = await lit(page);
    expect(steps.length).toBeGreaterThan(10);
    expect(steps[steps.length - 1]).toBe('谢谢参与');
    await expect(panel.locator('.ppw-lucky-cell-lit')).toHaveText('谢谢参与');
  });

  test('jumps straight to the prize under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await installNativeHost(page, { token: 'u-e2e-still', loginToken: 'u-e2e-still' });
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    await recordLit(page);
    await panel.getByRole('button', { name: '立即抽奖' }).click();
    await expect(status(panel)).toHaveText('很遗憾，谢谢参与');
    // Straight to the prize: the one cell lit is the prize, no roll went round the board.
    expect(await lit(page)).toEqual(['谢谢参与']);
  });
});

test.describe('lucky panel in an ordinary browser', () => {
  test('shows the activity and the open-in-the-app path', async ({ page, server }) => {
    await server.clearRequests();
    await gotoReady(page, '/lucky.html');
    const panel = panelOf(page);
    await expect(panel.getByRole('heading', { name: '双十一幸运大抽奖' })).toBeVisible();
    await expect(panel.getByText('请在 PP 助手客户端内参与')).toBeVisible();
    await expect(panel.getByRole('link', { name: '下载 PP 助手' })).toHaveAttribute('href', /\/pp\/apk\?channel=PP_27/);
    await expect(panel.getByRole('button', { name: '立即抽奖' })).toHaveCount(0);
    await expect(panel.locator('.ppw-lucky-roll-entry').first()).toBeVisible();
    expect(await server.requests('/lucky/op.lucky.draw')).toHaveLength(0);
    const result = await new AxeBuilder({ page }).include('[data-widget="lucky"]').analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
