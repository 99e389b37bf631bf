/**
 * Acceptance: a download-style click that navigates away still delivers its
 * /log/click and /log/activity, checked on the fixture server, in 20 of 20 runs.
 *
 * Part 1 runs the log service itself (src/log as native ES modules, transpiled on the fly by
 * TypeScript) on a page whose link leaves for another document in the same tick as the logs
 * are sent: the harshest case, since the unload cancels any ordinary request. It runs once
 * with sendBeacon and once without (the keepalive fetch step).
 * Part 2 checks tracking beacons (/collect) and that no request the log service sends, headers
 * included, carries a registered user's name, ID or phone, even when the page URL holds one.
 * Part 3 does the navigation check through the built script and the real download widget
 * (skipped when dist/pp-widgets.js has not been built), also after the real-name step.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Page } from '@playwright/test';
import { test, expect, type FixtureServer, type RecordedRequest } from './fixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = 20;

/** Serves src/**.ts to the page as ES modules under /log-delivery/src/ (type-only imports are erased). */
async function serveSources(page: Page): Promise<void> {
  await page.route('**/log-delivery/src/**', (route) => {
    const rel = new URL(route.request().url()).pathname.replace(/^\/log-delivery\/src\//, '').replace(/\.js$/, '');
    const file = join(ROOT, 'src', rel + '.ts');
    if (!file.startsWith(join(ROOT, 'src')) || !existsSync(file)) return route.fulfill({ status: 404, body: 'no such module' });
    const out = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2017, module: ts.ModuleKind.ESNext, isolatedModules: true },
    });
    // Browsers need explicit extensions on relative imports.
    const code = out.outputText.replace(/(from\s+['"])(\.{1,2}\/[^'"]+?)(['"])/g, (_m, a: string, p: string, b: string) => `${a}${p}.js${b}`);
    return route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: code });
  });
}

const NEXT_PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>next</title></head><body><p id="arrived">arrived</p></body></html>';

function clickPage(run: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>log delivery</title></head><body>
  <a id="dl" href="/log-delivery/next.html?run=${run}">下载</a>
  <script type="module">
    import { createLog } from '/log-delivery/src/log/index.js';
    const env = {
      ua: navigator.userAgent, client: null, hasBridge: false, chatApp: null, isUC: false, isIOS: false, isIPad: false,
      isAndroid: false, isMobile: false, page: 'detail', query: { p: null, chSrc: 'pp_e2e', debug: null, utmSource: null },
      envName: 'prod', hosts: { api: '', download: '', log: '', track: '' }, channel: 'pp', source: 1000, svr: 2,
    };
    const noop = () => undefined;
    const log = createLog({ env, win: window, logger: { warn: noop, error: noop, warnOnce: noop, handleError: noop } });
    document.getElementById('dl').addEventListener('click', () => {
      // What the download widget does: both logs, then the browser follows the link.
      const fields = { run: '${run}', appId: 1001, appName: '王者荣耀', resourceType: 1, packageId: 1001 };
      log.activity(fields);
      log.click(fields);
    });
    window.__logReady = true;
  </script></body></html>`;
}

/** Waits until the fixture server has `path` requests for every run id (server-side check). */
async function expectDelivered(server: FixtureServer, path: string, runs: string[]): Promise<RecordedRequest[]> {
  let seen: RecordedRequest[] = [];
  await expect
    .poll(
      async () => {
        seen = (await server.requests(path)).filter((r) => r.method === 'POST');
        const got = new Set(seen.map((r) => new URLSearchParams(r.body).get('run')));
        return runs.filter((run) => !got.has(run));
      },
      { timeout: 10_000, message: `${path} missing for runs` },
    )
    .toEqual([]);
  return seen;
}

async function clickAndLeave(page: Page, run: string): Promise<void> {
  await page.route('**/log-delivery/page.html*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: clickPage(run) }));
  await page.route('**/log-delivery/next.html*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: NEXT_PAGE }));
  await page.goto(`/log-delivery/page.html?run=${run}`);
  await page.waitForFunction(() => (window as unknown as { __logReady?: boolean }).__logReady === true);
  await Promise.all([page.waitForURL(`**/log-delivery/next.html?run=${run}`), page.click('#dl')]);
  await expect(page.locator('#arrived')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

test.describe('log delivery across a navigation', () => {
  test.beforeEach(async ({ server }) => {
    await server.clearRequests();
  });

  for (const variant of ['sendBeacon', 'keepalive fetch (no sendBeacon)'] as const) {
    test(`a click that leaves the page delivers /log/click and /log/activity in ${RUNS} of ${RUNS} runs, by ${variant}`, async ({ page, server, problems }) => {
      test.setTimeout(120_000);
      if (variant !== 'sendBeacon') {
        await page.addInitScript(() => {
          delete (Navigator.prototype as unknown as Record<string, unknown>).sendBeacon;
        });
      }
      await serveSources(page);
      const runs: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = `${variant === 'sendBeacon' ? 'b' : 'f'}${i}-${Date.now().toString(36)}`;
        runs.push(run);
        await clickAndLeave(page, run);
        await serveSources(page);
      }
      const clicks = await expectDelivered(server, '/log/click', runs);
      const activities = await expectDelivered(server, '/log/activity', runs);
      for (const r of [...clicks, ...activities]) {
        const body = new URLSearchParams(r.body);
        expect(body.get('ppz')).toBe('5');
        expect(body.get('ch_src')).toBe('pp_e2e');
        expect(body.get('appName')).toBe('王者荣耀');
        expect(r.headers['content-type']).toContain('application/x-www-form-urlencoded');
      }
      // Exactly once per run and path: no fallback ever sent a second copy.
      expect(clicks.length).toBe(RUNS);
      expect(activities.length).toBe(RUNS);
      expect(problems.errors).toEqual([]);
    });
  }

  const TRACK_CASES = [
    { name: 'by sendBeacon', beacon: true, phoneInUrl: false, collectMethod: 'POST' },
    { name: 'by image ping (no sendBeacon)', beacon: false, phoneInUrl: false, collectMethod: 'GET' },
    { name: 'with the phone in the page URL (kept out of Referer too)', beacon: true, phoneInUrl: true, collectMethod: 'GET' },
  ];
  for (const c of TRACK_CASES) {
    test(`tracking reaches /collect ${c.name}, and no request carries personal data`, async ({ page, server, problems }) => {
      if (!c.beacon) {
        await page.addInitScript(() => {
          delete (Navigator.prototype as unknown as Record<string, unknown>).sendBeacon;
        });
      }
      await serveSources(page);
      const USER = { name: '张三丰', identity: '11010519491231002X', phone: '13812345678' };
      await page.route('**/log-delivery/track.html*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module">
            import { createLog, isValidTrackId } from '/log-delivery/src/log/index.js';
            const user = ${JSON.stringify(USER)};
            localStorage.setItem('realname-user', JSON.stringify(user));
            const env = { query: { chSrc: 'pp_e2e' }, hosts: { api: '', download: '', log: '', track: '' }, channel: 'pp' };
            const noop = () => undefined;
            const log = createLog({ env, win: window, logger: { warn: noop, error: noop, warnOnce: noop, handleError: noop } });
            log.track('pv', { appId: 1001, ...user });
            log.track('show', { appId: 1001, user });
            log.event('realname', 'submit', user.phone);
            log.click({ appId: 1001, realName: user.name, idCard: user.identity, mobile: user.phone });
            window.__tid = log.trackId();
            window.__tidValid = isValidTrackId(window.__tid);
          </script></body></html>`,
        }),
      );
      await page.goto(`/log-delivery/track.html?appId=1001${c.phoneInUrl ? `&phone=${USER.phone}` : ''}`);
      await page.waitForFunction(() => (window as unknown as { __tidValid?: boolean }).__tidValid === true);
      const tid = await page.evaluate(() => (window as unknown as { __tid: string }).__tid);
      let collected: RecordedRequest[] = [];
      await expect
        .poll(async () => {
          collected = await server.requests('/collect');
          return collected.map((r) => r.query.t).sort();
        })
        .toEqual(['event', 'pv', 'show']);
      for (const r of collected) {
        expect(r.method).toBe(c.collectMethod);
        expect(r.query.tid).toBe(tid);
      }
      await expect.poll(async () => (await server.requests('/log/click')).length).toBe(1);
      // Everything the library sent, headers included (Referer repeats the page URL if allowed to).
      const ours = (await server.requests()).filter((r) => r.path === '/collect' || r.path.indexOf('/log/') === 0);
      const text = JSON.stringify(ours);
      for (const secret of [USER.name, USER.identity, USER.phone]) {
        for (const form of [secret, encodeURIComponent(secret)]) expect(text).not.toContain(form);
      }
      expect(text).toContain('appId');
      expect(problems.errors).toEqual([]);
    });
  }

  test('through the built script, the download widget logs a click that leaves the page, in 20 of 20 runs', async ({ page, server, problems }) => {
    test.skip(!existsSync(join(ROOT, 'dist', 'pp-widgets.js')), 'dist/pp-widgets.js is not built (npm run build)');
    test.setTimeout(180_000);
    // The download URL answers with a page here, so the click really unloads the document
    // (a real package download would leave the page in place and prove nothing).
    await page.route('**/download/apk*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: NEXT_PAGE }));
    const runs: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = `w${i}-${Date.now().toString(36)}`;
      runs.push(run);
      await page.route('**/log-delivery/widget.html*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><html><head><meta charset="utf-8"><script src="/dist/pp-widgets.js" defer></script></head><body>
          <a id="dl" data-widget="download" href="/download/apk?appId=1001" data-id="1001" data-version-id="90001" data-name="王者荣耀"
             data-package-name="com.tencent.tmgp.sgame" data-resource-type="0" data-category-id="6" data-sub-category-id="61"
             data-download-tips="0" data-space-id="${run}">下载</a></body></html>`,
        }),
      );
      await page.goto(`/log-delivery/widget.html?run=${run}`);
      // A script that did not load would turn the button into a plain link and the missing
      // logs into a confusing failure: say so directly.
      await page.waitForFunction(() => typeof (window as unknown as { PPWidgets?: unknown }).PPWidgets === 'object', undefined, { timeout: 15_000 });
      await Promise.all([page.waitForURL('**/download/apk*'), page.click('#dl')]);
      await expect(page.locator('#arrived')).toBeVisible();
      await page.unroute('**/log-delivery/widget.html*');
    }
    for (const path of ['/log/click', '/log/activity']) {
      await expect
        .poll(
          async () => {
            const got = new Set((await server.requests(path)).map((r) => new URLSearchParams(r.body).get('spaceId')));
            return runs.filter((run) => !got.has(run));
          },
          { timeout: 10_000, message: `${path} missing for runs` },
        )
        .toEqual([]);
    }
    expect(problems.errors).toEqual([]);
  });

  test('through the built script, a download after the real-name step logs (registered visitor), in 20 of 20 runs; "I know" leaves unlogged', async ({ page, server, problems }) => {
    test.skip(!existsSync(join(ROOT, 'dist', 'pp-widgets.js')), 'dist/pp-widgets.js is not built (npm run build)');
    test.setTimeout(180_000);
    // The log now goes once the real-name outcome is known (after the step's chunk and the
    // stored registration are read), still before the navigation, and must still survive it.
    await page.route('**/download/apk*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: NEXT_PAGE }));
    await page.route('**/realname/submit', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":2000000}' }));
    const widgetPage = (run: string) => `<!doctype html><html><head><meta charset="utf-8">
      <script type="application/json" id="pp-widgets-config">{ "realname": { "enabled": true } }</script>
      <script src="/dist/pp-widgets.js" defer></script></head><body>
      <a id="dl" data-widget="download" href="/download/apk?appId=1001" data-id="1001" data-version-id="53003" data-name="星海战纪"
         data-package-name="com.xinghai.zhanji" data-resource-type="1" data-require-id="1" data-category-id="5"
         data-sub-category-id="51" data-download-tips="0" data-space-id="${run}">下载</a></body></html>`;
    const open = async (run: string) => {
      await page.route('**/log-delivery/realname.html*', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: widgetPage(run) }));
      await page.goto(`/log-delivery/realname.html?run=${run}`);
      await page.waitForFunction(() => typeof (window as unknown as { PPWidgets?: unknown }).PPWidgets === 'object', undefined, { timeout: 15_000 });
    };
    const leave = async (click: () => Promise<void>) => {
      await Promise.all([page.waitForURL('**/download/apk*'), click()]);
      await expect(page.locator('#arrived')).toBeVisible();
      await page.unroute('**/log-delivery/realname.html*');
    };
    // Run 0 registers: "I know" downloads without a log (product-rules §4).
    const first = `r0-${Date.now().toString(36)}`;
    await open(first);
    await page.click('#dl');
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await dialog.getByLabel('姓名').fill('张');
    await dialog.getByLabel('身份证号').fill('11010519491231002X');
    await dialog.getByLabel('手机号').fill('13812345678');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await leave(() => dialog.getByRole('button', { name: '我知道了' }).click());
    const runs: string[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = `r${i}-${Date.now().toString(36)}`;
      runs.push(run);
      await open(run);
      await leave(() => page.click('#dl'));
    }
    for (const path of ['/log/click', '/log/activity']) {
      let got: string[] = [];
      await expect
        .poll(
          async () => {
            got = (await server.requests(path)).map((r) => new URLSearchParams(r.body).get('spaceId') || '');
            return runs.filter((run) => got.indexOf(run) === -1);
          },
          { timeout: 10_000, message: `${path} missing for runs` },
        )
        .toEqual([]);
      // Once each, and none for the registration's own download (sent earlier than all of them).
      for (const run of runs) expect(got.filter((g) => g === run), run).toHaveLength(1);
      expect(got.filter((g) => g === first)).toEqual([]);
    }
    expect(problems.errors).toEqual([]);
  });
});
