/**
 * Acceptance: the real-name registration popup of the download flow, through the
 * built script, with the fixture server's `key_web_realname` config (open, limitCount 3,
 * ratio 1, excluded utm_source pc_baidu, wx_sg). The fixture server has no submit route, so
 * the submit call (config `realname.submitUrl`, default `/realname/submit`) is answered here.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Route } from '@playwright/test';
import { test, expect, gotoReady, type FixtureServer, serveSelfContainedBuild, advanceWallClock, watchRequests } from './fixtures';
import { UA } from './devices';

const PAGE = '/download.html';
const NAME = '欧阳·测试';
const ID = '11010519491231002X';
const PHONE = '13987654321';


interface Seen {
  url: string;
  body: string;
}

/** Records every request the page makes (URL and body) and answers the submit call. */
async function prepare(page: Page, submit: (route: Route) => Promise<void> = ok): Promise<Seen[]> {
  await serveSelfContainedBuild(page);
  await page.route('**/realname/submit', submit);
  const seen: Seen[] = [];
  page.on('request', (r) => seen.push({ url: r.url(), body: r.postData() || '' }));
  return seen;
}

async function ok(route: Route): Promise<void> {
  await route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":2000000,"msg":"success"}' });
}

/**
 * Opens the real-name dialog from a fresh page, fills the three fields with valid values and
 * submits once; resolves when the submit call has been answered.
 */
async function fillAndSubmit(page: Page): Promise<{ dialog: Locator; submit: Locator }> {
  await gotoReady(page, PAGE);
  await page.locator('#dl-realname').click();
  const dialog = page.getByRole('dialog', { name: '用户实名登记' });
  await dialog.getByLabel('姓名').fill(NAME);
  await dialog.getByLabel('身份证号').fill(ID);
  await dialog.getByLabel('手机号').fill(PHONE);
  const submit = dialog.getByRole('button', { name: '确认提交' });
  const posted = page.waitForResponse('**/realname/submit');
  await submit.click();
  await posted;
  return { dialog, submit };
}

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function logCount(server: FixtureServer, path: string, appId: string): Promise<number> {
  return (await server.requests(path)).filter((r) => new URLSearchParams(r.body).get('appId') === appId).length;
}

/**
 * Watches the page's download logs. A download's logs go out before its navigation (both in
 * the task that ends the real-name step), so once the download's request has been seen,
 * `settled()` means every log the tap sent has reached the fixture server.
 */
function watchLogs(page: Page): { settled(): Promise<void> } {
  const watched = ['/log/click', '/log/activity'].map((path) => watchRequests(page, path));
  return {
    async settled() {
      for (const w of watched) await w.settled();
    },
  };
}

/** How many `/log/click` and `/log/activity` the server has for the app, once every log sent has arrived. */
async function logsFor(server: FixtureServer, logs: { settled(): Promise<void> }, appId: string): Promise<{ click: number; activity: number }> {
  await logs.settled();
  return { click: await logCount(server, '/log/click', appId), activity: await logCount(server, '/log/activity', appId) };
}

const mobile = { userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.describe('real-name popup on a phone', () => {
  test.use(mobile);

  test('the whole happy path, with no personal data in any other request', async ({ page, server, problems }) => {
    // The submit's answer is held until the button has been seen disabled while in flight.
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    const seen = await prepare(page, async (route) => {
      await answered;
      await ok(route);
    });
    const logs = watchLogs(page);
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-realname');
    await button.click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('姓名')).toBeFocused();
    const submit = dialog.getByRole('button', { name: '确认提交' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, '[role="dialog"]');
    expect(await page.evaluate(() => document.body.style.position)).toBe('fixed');

    await dialog.getByLabel('姓名').fill(NAME);
    await dialog.getByLabel('身份证号').fill(ID);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('手机号').fill(PHONE);
    await expect(submit).toBeEnabled();
    const posted = page.waitForRequest('**/realname/submit');
    await submit.click();
    await expect(submit).toBeDisabled(); // while in flight
    const request = await posted;
    answer();
    expect(request.method()).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(request.postData() || ''))).toEqual({ name: NAME, identity: ID, phone: PHONE, appId: '1001', isLog: '1' });

    await expect(dialog.getByText('登记成功')).toBeVisible();
    const done = dialog.getByRole('button', { name: '我知道了' });
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page, '[role="dialog"]');
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
    await done.click();
    await download;
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();

    // product-rules §4: "I know" runs the download without logging.
    expect(await logsFor(server, logs, '1001')).toEqual({ click: 0, activity: 0 });

    // Registered now: the next tap downloads at once.
    const again = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
    // Past the 2 s double-tap guard (REPEAT_GUARD_MS, widgets/download/download-state.ts), which the
    // first download's URL started: the page's wall clock moves on instead of the test waiting.
    await advanceWallClock(page, 2100);
    await button.click();
    await again;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A registered visitor's download is the original one: logged, once.
    expect(await logsFor(server, logs, '1001')).toEqual({ click: 1, activity: 1 });

    const encoded = [NAME, ID, PHONE].flatMap((v) => [v, encodeURIComponent(v)]);
    const leaks = seen.filter((r) => !r.url.endsWith('/realname/submit') && encoded.some((v) => r.url.includes(v) || r.body.includes(v)));
    expect(leaks).toEqual([]);
    const serverSide = await server.requests();
    expect(serverSide.filter((r) => encoded.some((v) => JSON.stringify(r).includes(v)))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('an invalid field says so on blur, tied to the field', async ({ page }) => {
    await prepare(page);
    await gotoReady(page, PAGE);
    await page.locator('#dl-realname').click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    const id = dialog.getByLabel('身份证号');
    await id.fill('110105194902291232'); // 29 Feb 1949 does not exist
    await dialog.getByLabel('手机号').focus();
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    await expect(id).toHaveAccessibleDescription('请输入正确的信息');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await id.fill(ID);
    await expect(id).toHaveAttribute('aria-invalid', 'false');
  });

  test('a failed submit re-enables the button with no message', async ({ page }) => {
    await prepare(page, (route) => route.fulfill({ status: 500, body: 'oops' }));
    const { dialog, submit } = await fillAndSubmit(page);
    await expect(submit).toBeEnabled();
    await expect(dialog.locator('.ppw-realname-error, [role="alert"]')).toHaveCount(0);
    await expect(dialog.getByText('登记成功')).toHaveCount(0);
  });

  test('an HTML page answered with 200 is a failure, never repeated by the library; the visitor may try again', async ({ page }) => {
    const seen = await prepare(page, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>登录</title><p>请先登录</p>' }),
    );
    const { dialog, submit } = await fillAndSubmit(page);
    await expect(submit).toBeEnabled();
    await expect(dialog.getByText('登记成功')).toHaveCount(0);
    const submits = () => seen.filter((r) => r.url.endsWith('/realname/submit')).length;
    expect(submits()).toBe(1);
    const again = page.waitForResponse('**/realname/submit');
    await submit.click();
    await again;
    await expect(submit).toBeEnabled();
    expect(submits()).toBe(2);
  });

  test('closing (popup type 0) continues the download without a log and returns focus', async ({ page, server }) => {
    await prepare(page);
    const logs = watchLogs(page);
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-realname');
    await button.click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
    await dialog.getByRole('button', { name: '关闭' }).click();
    await download;
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await logsFor(server, logs, '1001')).toEqual({ click: 0, activity: 0 });
  });

  test('with no config (the config call fails) there is no popup, and the download runs without a log', async ({ page, server }) => {
    await prepare(page);
    await page.route(/\/api\/proxyNew\?.*groupId=10/, (route) => route.fulfill({ status: 500, body: 'down' }));
    const logs = watchLogs(page);
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const config = page.waitForResponse(/\/api\/proxyNew\?.*groupId=10/);
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
    await page.locator('#dl-realname').click();
    expect((await config).status()).toBe(500);
    await download;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await logsFor(server, logs, '1001')).toEqual({ click: 0, activity: 0 });
  });

  test('the name is only required: one character, a letter or a name with a digit enables the submit', async ({ page }) => {
    const seen = await prepare(page);
    await gotoReady(page, PAGE);
    await page.locator('#dl-realname').click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    const name = dialog.getByLabel('姓名');
    const submit = dialog.getByRole('button', { name: '确认提交' });
    await dialog.getByLabel('身份证号').fill(ID);
    await dialog.getByLabel('手机号').fill(PHONE);
    await expect(submit).toBeDisabled();
    for (const value of ['A', '张3', '张']) {
      await name.fill(value);
      await expect(submit).toBeEnabled();
    }
    await name.fill('   ');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('手机号').focus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('请输入正确的信息');
    await name.fill('张');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    // The limit is the input's too: a pasted paragraph stops at 60 characters.
    await name.fill('阿'.repeat(80));
    await expect(name).toHaveValue('阿'.repeat(60));
    await expect(submit).toBeEnabled();
    await name.fill('张');
    const posted = page.waitForRequest('**/realname/submit');
    await submit.click();
    expect(new URLSearchParams((await posted).postData() || '').get('name')).toBe('张');
    await expect(dialog.getByText('登记成功')).toBeVisible();
    expect(seen.filter((r) => r.url.endsWith('/realname/submit'))).toHaveLength(1);
  });

  test('tapping the overlay closes it on mobile; Escape waits for the IME', async ({ page }) => {
    await prepare(page);
    await gotoReady(page, PAGE);
    await page.locator('#dl-legacy').click(); // legacy attributes, appOpExtInfo.misc.requireID
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('姓名').focus();
    await page.evaluate(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, isComposing: true }));
    });
    await expect(dialog).toBeVisible();
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1002'));
    await page.mouse.click(195, 20); // the overlay above the bottom sheet
    await download;
    await expect(dialog).toHaveCount(0);
  });

  test('an excluded utm_source skips the popup; the download is logged (product-rules §5 skips the flow, no noLog)', async ({ page, server }) => {
    await prepare(page);
    const logs = watchLogs(page);
    await server.clearRequests();
    await gotoReady(page, PAGE + '?utm_source=wx_sg');
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
    await page.locator('#dl-realname').click();
    await download;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await logsFor(server, logs, '1001')).toEqual({ click: 1, activity: 1 });
  });

  test('no popup once the click count exceeds limitCount; the closes were not logged, that download is', async ({ page, server }) => {
    await prepare(page);
    const logs = watchLogs(page);
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-realname');
    for (let i = 0; i < 3; i++) {
      await button.click();
      const dialog = page.getByRole('dialog', { name: '用户实名登记' });
      await expect(dialog).toBeVisible();
      // Closing continues the download, whose URL starts the 2 s double-tap guard
      // (REPEAT_GUARD_MS, widgets/download/download-state.ts): the page's wall clock moves past it.
      const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await download;
      await advanceWallClock(page, 2100);
    }
    expect(await logsFor(server, logs, '1001')).toEqual({ click: 0, activity: 0 });
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
    await button.click();
    await download;
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await logsFor(server, logs, '1001')).toEqual({ click: 1, activity: 1 });
  });
});

test.describe('real-name popup on a desktop', () => {
  test.use({ userAgent: UA.desktopChrome });

  test('clicking the disabled submit explains what is wrong; the overlay does not close it', async ({ page }) => {
    await prepare(page);
    await gotoReady(page, PAGE);
    await page.locator('#dl-realname').click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await dialog.getByLabel('姓名').fill(NAME);
    await dialog.getByLabel('身份证号').fill('110105194912310021'); // wrong check digit
    await dialog.getByLabel('手机号').fill(PHONE);
    const submit = dialog.getByRole('button', { name: '确认提交' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await submit.click({ force: true }); // aria-disabled: still clickable, as a visitor's click is
    await expect(dialog.getByRole('alert')).toHaveText('您的身份证号或手机号输入有误，请重新输入后再登记');
    await expect(dialog.getByLabel('身份证号')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('手机号')).toHaveAttribute('aria-invalid', 'false');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('身份证号').fill(ID);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(submit).toHaveAttribute('aria-disabled', 'false');
  });

  test("a missing name gets product-rules §5's one text too, tied to the name", async ({ page }) => {
    const seen = await prepare(page);
    await gotoReady(page, PAGE);
    await page.locator('#dl-realname').click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await dialog.getByLabel('身份证号').fill(ID);
    await dialog.getByLabel('手机号').fill(PHONE);
    const submit = dialog.getByRole('button', { name: '确认提交' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await submit.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText('您的身份证号或手机号输入有误，请重新输入后再登记');
    await expect(dialog.getByLabel('姓名')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('姓名')).toHaveAccessibleDescription('您的身份证号或手机号输入有误，请重新输入后再登记');
    await expect(dialog.getByLabel('身份证号')).toHaveAttribute('aria-invalid', 'false');
    await dialog.getByLabel('姓名').fill('张');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(submit).toHaveAttribute('aria-disabled', 'false');
    expect(seen.filter((r) => r.url.endsWith('/realname/submit'))).toEqual([]);
  });

  test('Tab stays inside the dialog', async ({ page }) => {
    await prepare(page);
    await gotoReady(page, PAGE);
    await page.locator('#dl-realname').click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement && !!document.activeElement.closest('[role="dialog"]'))).toBe(true);
    }
  });
});
