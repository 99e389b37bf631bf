/**
 * Field measurements (config `rum`, docs/rum.md) in Chromium: a sampled page view sends one
 * beacon when it is left, with the web vitals attributed to widgets, the first-click delays, the
 * environment decision, the version and the error counts; a view that is not sampled loads no
 * measuring code and sends none; no beacon carries personal data; and the report built from
 * beacons collected across devices renders with zero console errors.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { chunkRecorder, chunksSettled, expect, gotoReady, pageSettled, test, watchRequests, type FixtureServer } from './fixtures';
import { UA } from './devices';
import { FLOOR_REMOVED_APIS, removeFloorApis } from './floor';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let runs = 0;
/** A marker in the page URL (the beacon's `url` field carries it), so each test reads its own beacons. */
const marker = () => `rumrun=${process.pid}x${Date.now()}x${++runs}`;

/** Config `rum` for every page of `page` (window.PPWidgetsConfig, merged over the page's JSON). */
async function withRum(page: Page, rum: unknown, more: Record<string, unknown> = {}): Promise<void> {
  await page.addInitScript(
    ({ r, m }) => {
      (window as unknown as { PPWidgetsConfig: unknown }).PPWidgetsConfig = r === undefined ? m : { ...m, rum: r };
    },
    { r: rum, m: more },
  );
}

/**
 * A click on the header's menu toggle that keeps the main thread 80 ms (a slow phone's tap): a
 * page listener, so that the interaction is long enough for the Event Timing API to report it.
 */
async function slowMenuTap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('click', (e) => {
      if (!e.isTrusted || !(e.target as Element).closest('[data-menu-toggle]')) return;
      const t = performance.now();
      while (performance.now() - t < 80) {
        /* busy */
      }
    });
  });
}

async function rumBeacons(server: FixtureServer, run: string): Promise<Record<string, string>[]> {
  return (await server.requests('/collect')).filter((r) => r.query.t === 'rum' && (r.query.url || '').includes(run)).map((r) => r.query);
}

/** Leaves the page (pagehide, then hidden) and waits for what it sent on the way to arrive. */
async function leave(page: Page): Promise<void> {
  const beacons = watchRequests(page, '/collect');
  await page.goto('about:blank');
  await beacons.settled();
}

test.describe('field measurements (config rum)', () => {
  test('a sampled view sends one beacon when left: vitals by widget, first-click delays, environment, version, errors', async ({ page, server }) => {
    const run = marker();
    await withRum(page, { sample: 1 });
    await slowMenuTap(page);
    const chunks = chunkRecorder(page);
    // Back-to-top's code cannot load: the widget fails (pp:error, kind mounting).
    await page.route('**/dist/chunks/back-to-top-*', (route) => route.abort());
    await gotoReady(page, `/detail.html?${run}`);
    await pageSettled(page);
    expect(chunks).toContain('rum');
    // The header (its menu's code loads at this first tap) and a scroll that wakes back-to-top.
    await page.locator('[data-menu-toggle]').first().click();
    await page.mouse.wheel(0, 600);
    await expect(page.locator('[data-widget="back-to-top"]')).toHaveAttribute('data-ppw-state', 'failed');
    await chunksSettled(page);
    expect(await rumBeacons(server, run)).toEqual([]);

    await leave(page);
    await expect.poll(async () => (await rumBeacons(server, run)).length).toBe(1);
    const b = (await rumBeacons(server, run))[0]!;
    expect(b).toMatchObject({ t: 'rum', v: '0.1.0', pg: 'detail', plat: 'desktop', inp_w: 'header' });
    expect(b.tid).toBeUndefined();
    for (const metric of ['lcp', 'ttfb', 'inp']) expect(Number(b[metric]), metric).toBeGreaterThan(0);
    expect(Number(b.inp)).toBeGreaterThanOrEqual(80);
    expect(Number(b.cls)).toBeGreaterThanOrEqual(0);
    expect(b.lcp_w).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(b.cls_w).toMatch(/^[a-z][a-z0-9-]*$/);
    // The header's first tap: a delay to its answer, measured.
    expect(b.ia).toMatch(/(^|,)header:\d+/);
    expect(b.err).toContain('back-to-top.mounting:1');
    // Chromium has every API: nothing is missing.
    expect(b.na).toBeUndefined();
    // Once: leaving fired both pagehide and visibilitychange (hidden); one beacon left.
    expect(await rumBeacons(server, run)).toHaveLength(1);
  });

  test('a click held while the download code loads counts in the download button’s delay', async ({ page, server }) => {
    const run = marker();
    // No speculative loading: the download code loads at the tap, which is held meanwhile.
    await withRum(page, { sample: 1 }, { prefetch: false });
    await gotoReady(page, `/download.html?${run}`);
    await pageSettled(page);
    // The first plain download button (no real-name step): its code loads at this tap.
    const button = page.locator('[data-widget="download"]:not([data-require-id])').first();
    await button.click();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('ppw:answer:download').length)).toBeGreaterThan(0);
    await chunksSettled(page);
    await leave(page);
    await expect.poll(async () => (await rumBeacons(server, run)).length).toBe(1);
    const b = (await rumBeacons(server, run))[0]!;
    expect(b.ia).toMatch(/(^|,)download:\d+/);
    expect(b.pg).toBe('list'); // download.html's data-page
  });

  for (const [label, rum] of [['no config', undefined], ['sample 0', { sample: 0 }]] as const) {
    test(`with ${label}, no measuring code loads and no report leaves`, async ({ page, server }) => {
      const run = marker();
      await withRum(page, rum);
      const chunks = chunkRecorder(page);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await gotoReady(page, `/detail.html?${run}`);
      await pageSettled(page);
      await page.locator('[data-menu-toggle]').first().click();
      await chunksSettled(page);
      await leave(page);
      expect(chunks).not.toContain('rum');
      expect(scripts.filter((s) => /web-vitals|\/rum-/.test(s))).toEqual([]);
      // The visit's own page-view beacon left; no rum beacon.
      const collected = (await server.requests('/collect')).filter((r) => (r.query.url || '').includes(run));
      expect(collected.map((r) => r.query.t)).toContain('pv');
      expect(collected.filter((r) => r.query.t === 'rum')).toEqual([]);
    });
  }

  test('at the browser floor, what exists is sent and the beacon names what is missing', async ({ page, context, server, problems }) => {
    const run = marker();
    // The floor (tests/browser/floor.ts) and what the rum code reads that Chrome 58 / iOS 11
    // lack too: the observer's entry types (Chrome 73), event timing (Chrome 76), the
    // connection (Chrome 61, no iOS). The beacon stays (Chrome 39, iOS 11.3): an image ping
    // started while the page unloads is not sure to leave, in any browser.
    const removed = FLOOR_REMOVED_APIS.filter((p) => p !== 'Navigator.prototype.sendBeacon');
    await context.addInitScript(removeFloorApis, [...removed, 'PerformanceObserver.supportedEntryTypes', 'PerformanceEventTiming', 'Navigator.prototype.connection', 'NetworkInformation']);
    await withRum(page, { sample: 1 }, { prefetch: false });
    await gotoReady(page, `/download.html?${run}`);
    await chunksSettled(page);
    await page.locator('[data-widget="download"]:not([data-require-id])').first().click();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('ppw:answer:download').length)).toBeGreaterThan(0);
    await chunksSettled(page);
    await leave(page);
    await expect.poll(async () => (await rumBeacons(server, run)).length).toBe(1);
    const b = (await rumBeacons(server, run))[0]!;
    expect(b.na).toBe('lcp,cls,inp,conn');
    expect(b.lcp).toBeUndefined();
    expect(b.cls).toBeUndefined();
    expect(b.sd).toBeUndefined();
    // What needs no new API is there: TTFB (the navigation entry), the delay, the environment.
    expect(Number(b.ttfb)).toBeGreaterThan(0);
    expect(b.ia).toMatch(/(^|,)download:\d+/);
    expect(b).toMatchObject({ t: 'rum', v: '0.1.0', pg: 'list', plat: 'desktop' });
    expect(problems.errors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a bad sample is warned about and measures nothing', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await withRum(page, { sample: 'half' });
    const chunks = chunkRecorder(page);
    await gotoReady(page, '/detail.html');
    await pageSettled(page);
    expect(warnings.join('\n')).toContain('config "rum.sample" must be a number from 0 to 1');
    expect(chunks).not.toContain('rum');
  });
});

// --- Personal data -------------------------------------------------------------------------

const NAME = '欧阳·测试';
const ID = '11010519491231002X';
const PHONE = '13987654321';
const PRIZE_NAME = '司马·领奖';
const PRIZE_PHONE = '13712345678';
const TOKEN = 'u-rum-secret-token';
const DEVICE = 'UTDID-RUM-DEVICE';

function piiForms(): string[] {
  const out: string[] = [];
  for (const v of [NAME, ID, ID.toLowerCase(), PHONE, '欧阳', PRIZE_NAME, '司马', PRIZE_PHONE, TOKEN, DEVICE]) {
    out.push(v, encodeURIComponent(v), Buffer.from(v).toString('base64'));
  }
  return out;
}

/** The app's side of the bridge for lucky (as tests/browser/lucky.spec.ts): login, downloads. */
async function installNativeHost(page: Page): Promise<void> {
  await page.addInitScript(
    ({ token, device }) => {
      const w = window as unknown as { PPNativeBridge: { postMessage(text: string): void }; PPWidgets: { bridge: { receive(json: string): void } } };
      const NAMES: Record<string, string> = { '2': 'getAppStatus', '3': 'download', '16': 'login', '23': 'getClientInfo' };
      let current = '';
      const send = (message: unknown) => setTimeout(() => w.PPWidgets.bridge.receive(JSON.stringify(message)), 20);
      w.PPNativeBridge = {
        postMessage(text: string) {
          const m = JSON.parse(text) as { id: string; method: number | string; payload?: Record<string, unknown> };
          const name = NAMES[String(m.method)] || String(m.method);
          const p = m.payload || {};
          if (name === 'getClientInfo') send({ id: m.id, result: { key_utdid: device, key_userToken: current, key_productId: 2011 } });
          else if (name === 'login') {
            current = token;
            send({ id: m.id, result: { key_userToken: token } });
          } else if (name === 'getAppStatus') send({ id: m.id, result: { key_status: 2 } });
          else if (name === 'download') {
            send({ id: m.id, result: {} });
            setTimeout(() => send({ event: 'appStatus', payload: { key_packageName: p.key_packageName, key_status: 16, key_progress: 100 } }), 40);
          } else send({ id: m.id, result: {} });
        },
      };
    },
    { token: TOKEN, device: DEVICE },
  );
}

test.describe('field measurements and personal data', () => {
  test('no beacon carries the name, ID, phone, token or device id typed or handed over in the real-name and lucky flows', async ({ page, server }) => {
    const run = marker();
    await server.reset();
    await withRum(page, { sample: 1 });
    const sent: string[] = [];
    page.context().on('request', (r) => {
      if (new URL(r.url()).pathname === '/collect') sent.push(r.url() + '\n' + (r.postData() || ''));
    });

    // Real name: typed (a wrong phone first, then the right one) and submitted.
    await page.route('**/realname/submit', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":2000000,"msg":"success"}' }));
    await gotoReady(page, `/download.html?${run}`);
    await page.locator('#dl-realname').click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await dialog.getByLabel('姓名').fill(NAME);
    await dialog.getByLabel('身份证号').fill(ID);
    await dialog.getByLabel('手机号').fill('1398765');
    await dialog.getByLabel('姓名').focus();
    await dialog.getByLabel('手机号').fill(PHONE);
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await expect(dialog.getByText('登记成功')).toBeVisible();
    await leave(page);

    // Lucky in the app: log in, earn chances, draw to the tablet, fill in the prize form.
    await installNativeHost(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, `/lucky.html?${run}`);
    const panel = page.locator('[data-widget="lucky"]');
    await panel.getByRole('button', { name: '登录' }).click();
    await expect(panel.getByText('剩余抽奖机会：1 次')).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await panel.locator('.ppw-lucky-app-download').nth(i).click();
      await expect(panel.getByText(`剩余抽奖机会：${2 + i} 次`)).toBeVisible();
    }
    // The fixture server's draws, in order (docs/fixtures.md); the last is the tablet.
    const outcomes = ['很遗憾，谢谢参与', '恭喜您抽中：游戏礼包', '恭喜您抽中：现金红包 8.88 元', '很遗憾，谢谢参与', '恭喜您抽中：视频会员月卡', '恭喜您抽中：华为平板电脑'];
    for (const outcome of outcomes) {
      const dismiss = panel.getByRole('button', { name: /^(知道了|关闭提示)$/ });
      if (await dismiss.count()) await dismiss.click();
      await expect(panel.locator('.ppw-lucky-status')).toHaveText('');
      await panel.getByRole('button', { name: '立即抽奖' }).click();
      await expect(panel.locator('.ppw-lucky-status')).toHaveText(outcome);
    }
    await panel.getByRole('button', { name: '填写领奖信息' }).click();
    const form = page.getByRole('dialog', { name: '填写领奖信息' });
    await form.getByLabel('姓名').fill(PRIZE_NAME);
    await form.getByLabel('手机号码').fill(PRIZE_PHONE);
    await form.getByLabel('收货地址').fill('浙江省杭州市西湖区文三路 1 号');
    await form.getByRole('button', { name: '提交' }).click();
    await expect(form).toBeHidden();
    await leave(page);

    const beacons = await rumBeacons(server, run);
    expect(beacons.map((b) => b.pg).sort()).toEqual(['list', 'lucky']);
    // As the server received them (query, body, headers: the Referer too), as the browser sent
    // those it reported (a beacon sent while the page unloads may not be), and as stored.
    const received = (await server.requests('/collect')).filter((r) => r.query.t === 'rum' && (r.query.url || '').includes(run));
    expect(received).toHaveLength(2);
    const texts = [
      ...sent,
      ...received.map((r) => r.path + JSON.stringify(r.query) + r.body + JSON.stringify(r.headers)),
      await (await fetch(`${server.url}/__rum`)).text(),
    ];
    const leaks = piiForms().filter((f) => texts.some((t) => t.includes(f)));
    expect(leaks).toEqual([]);
  });
});

// --- The report across devices -------------------------------------------------------------

const DEVICES = [
  { label: 'WeChat (Android)', userAgent: UA.wechatAndroid, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { label: 'Android Chrome', userAgent: UA.androidChrome, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
  { label: 'iPhone Safari', userAgent: UA.iphoneSafari, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { label: 'iOS client (PPZB)', userAgent: UA.ppzb, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { label: 'desktop Chrome', userAgent: UA.desktopChrome, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

async function visitAs(browser: Browser, device: (typeof DEVICES)[number], run: string): Promise<void> {
  const { label: _label, ...options } = device;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await withRum(page, { sample: 1 });
  await slowMenuTap(page);
  for (const path of ['/detail.html', '/home.html', '/content.html']) {
    await gotoReady(page, `${path}?${run}`);
    await pageSettled(page);
    const toggle = page.locator('[data-menu-toggle]').first();
    if (await toggle.isVisible()) await toggle.click();
    await chunksSettled(page);
  }
  await leave(page);
  await context.close();
}

test.describe('pp-widgets report on collected beacons', () => {
  test('renders tables and charts for WeChat, Android, iPhone and desktop with zero console errors', async ({ browser, page, server, problems }) => {
    test.setTimeout(180_000);
    const run = marker();
    for (const device of DEVICES) await visitAs(browser, device, run);
    // What the fixture server stored (server/.data/rum.jsonl through GET /__rum), this run's lines.
    await expect.poll(async () => (await rumBeacons(server, run)).length).toBe(DEVICES.length * 3);
    const stored = (await (await fetch(`${server.url}/__rum`)).text()).split('\n').filter((l) => l.includes(run));
    expect(stored).toHaveLength(DEVICES.length * 3);
    const dir = join(root, 'test-results', 'rum');
    mkdirSync(dir, { recursive: true });
    const beaconsFile = join(dir, 'beacons.jsonl');
    writeFileSync(beaconsFile, stored.join('\n') + '\n');
    const out = join(dir, 'report.html');
    const cli = spawnSync(process.execPath, [join(root, 'bin', 'pp-widgets.js'), 'report', beaconsFile, '-o', out], { encoding: 'utf8' });
    expect(cli.status, cli.stderr).toBe(0);

    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('file://' + out);
    const envTable = page.locator('section').filter({ has: page.getByRole('heading', { name: 'By environment' }) }).locator('table');
    for (const env of ['WeChat', 'iOS client', 'phone browsers', 'desktop']) await expect(envTable.getByRole('rowheader', { name: env, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'By widget (each metric where it is attributed)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'By page (data-page)' })).toBeVisible();
    // Environment, widget, page, release (no pp:error here, and Chromium misses no API: notes).
    await expect(page.locator('table')).toHaveCount(4);
    // A chart per metric that has values, per dimension: LCP, CLS, TTFB at least, in each.
    expect(await page.locator('svg[role="img"]').count()).toBeGreaterThanOrEqual(12);
    await expect(page.locator('svg[role="img"] rect').first()).toBeVisible();
    // The figures behind it: each page seen five times (one view per device).
    const pageRows = page.locator('section').filter({ has: page.getByRole('heading', { name: 'By page (data-page)' }) }).locator('tbody tr');
    await expect(pageRows).toHaveCount(3);
    await expect(pageRows.first().locator('td').first()).toHaveText(String(DEVICES.length));
    expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.errors).toEqual([]);
    mkdirSync(join(root, 'docs', 'screenshots'), { recursive: true });
    await page.screenshot({ path: join(root, 'docs', 'screenshots', 'rum-report.png'), fullPage: true });

    // The same page from the fixture server, as the gallery links it.
    const served = await fetch(`${server.url}/__rum/report`);
    expect(served.headers.get('content-type')).toContain('text/html');
    expect(await served.text()).toContain('By environment');
  });
});
