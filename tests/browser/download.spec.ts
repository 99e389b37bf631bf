/**
 * Acceptance: the download button through the built script, with device emulation
 * and the fixture server (examples/download.html).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, type FixtureServer, serveSelfContainedBuild, builtFile, chunksSettled, watchRequests, whenBuilt } from './fixtures';
import { UA } from './devices';

const PAGE = '/download.html';

test.beforeEach(async ({ page }) => {
  await serveSelfContainedBuild(page);
});

const mobile = (userAgent: string) => ({ userAgent, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Requests to `path` the fixture server received, their bodies (or queries) as objects. */
async function fields(server: FixtureServer, path: string): Promise<Array<Record<string, string>>> {
  const list = await server.requests(path);
  return list.map((r) => (r.method === 'GET' ? r.query : Object.fromEntries(new URLSearchParams(r.body))));
}

test.describe('download in WeChat', () => {
  test.use(mobile(UA.wechatAndroid));

  test('shows the open-in-browser popup and never navigates', async ({ page, server, problems }) => {
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-plain');
    await button.click();
    const dialog = page.getByRole('dialog', { name: '请在浏览器中打开' });
    await expect(dialog).toBeVisible();
    // Focus moved into the dialog.
    await expect(page.locator('[role="dialog"] :focus')).toHaveCount(1);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await server.requests('/download/apk')).toEqual([]);
    expect(await server.requests('/log/click')).toEqual([]);
    expect(page.url()).toContain(PAGE);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('download on an iPhone', () => {
  test.use(mobile(UA.iphoneSafari));

  test('confirms and goes to the iOS store search with the encoded name', async ({ page, server }) => {
    await server.clearRequests();
    await gotoReady(page, PAGE);
    await page.locator('#dl-plain').click();
    const dialog = page.getByRole('dialog', { name: '前往 PP 助手 iOS 版' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('天天爱消除');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await Promise.all([page.waitForURL((u) => u.pathname === '/ios/search'), dialog.getByRole('button', { name: '确定' }).click()]);
    expect(new URL(page.url()).search).toBe('?q=' + encodeURIComponent('天天爱消除'));
    expect(await server.requests('/download/apk')).toEqual([]);
  });

  test('cancel closes the popup and returns focus to the button', async ({ page }) => {
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-soft');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('download in Android Chrome', () => {
  test.use(mobile(UA.androidChrome));

  test('navigates to the download URL; the server receives /log/click and /log/activity with the app fields and ppz=5', async ({ page, server, problems }) => {
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1003'));
    await page.locator('#dl-plain').click();
    await download;
    for (const path of ['/log/click', '/log/activity']) {
      await expect.poll(async () => (await fields(server, path)).length, { message: path }).toBe(1);
      const [body] = await fields(server, path);
      expect(body).toMatchObject({
        appId: '1003', appName: '天天爱消除', resourceType: '1', packageId: '53009', categoryId: '6', subCategoryId: '61',
        spaceType: 'list', spaceRType: '1', spaceId: 'hot-games', spaceName: '热门游戏', ppz: '5',
      });
    }
    expect(problems.errors).toEqual([]);
  });

  test('a double tap starts one download', async ({ page, server }) => {
    const downloads = watchRequests(page, '/download/apk');
    const logs = watchRequests(page, '/log/click');
    await server.clearRequests();
    await gotoReady(page, PAGE);
    await page.locator('#dl-soft').dblclick();
    await expect.poll(async () => (await server.requests('/download/apk')).length).toBe(1);
    // Both clicks had been dispatched when dblclick returned, and the first one's download has
    // been asked for: what a second download would do (the same steps, no network before its
    // request) has run by now. Every chunk has run, every download and log request sent has
    // reached the server.
    await chunksSettled(page);
    await downloads.settled();
    await logs.settled();
    expect((await server.requests('/download/apk')).length).toBe(1);
    expect((await fields(server, '/log/click')).length).toBe(1);
    const [click] = await fields(server, '/log/click');
    expect(click).toMatchObject({ appId: '1015', spaceType: 'banner', spaceId: 'top-banner', spaceName: '顶部横幅' });
  });

  test('asks /download/url or /download/url/dot where the button says so', async ({ page, server }) => {
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const first = page.waitForRequest((r) => r.url().includes('/download/file/com.jisu.saiche.apk'));
    await page.locator('#dl-url').click();
    await first;
    expect((await server.requests('/download/url')).map((r) => r.query.appId)).toEqual(['1004']);
    const second = page.waitForRequest((r) => r.url().includes('/download/file/com.koudai.nongchang.apk?apprd=list-hot'));
    await page.locator('#dl-dot').click();
    await second;
  });

  test('a malformed button stays a plain link with one warning', async ({ page, server }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const nav = page.waitForRequest((r) => r.url().endsWith('/download/apk?appId=1017'));
    await page.locator('#dl-malformed').click();
    await nav;
    expect(warnings.filter((w) => /download/.test(w) && /app id/.test(w))).toHaveLength(1);
    expect(await server.requests('/log/click')).toEqual([]);
  });
});

test.describe('download on a detail page from a desktop paid source', () => {
  test.use({ userAgent: UA.desktopChrome });

  test('offers the desktop installer link', async ({ page }) => {
    await page.route('**/paid-detail.html*', async (route) => {
      const res = await route.fetch({ url: route.request().url().replace('paid-detail.html', 'download.html') });
      const html = (await res.text()).replace('data-page="list"', 'data-page="detail"');
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    });
    await gotoReady(page, '/paid-detail.html?ch_src=pc_baidu');
    await page.locator('#dl-soft').click();
    const dialog = page.getByRole('dialog', { name: '用 PP 助手电脑版安装' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '下载 PP 助手电脑版' })).toHaveAttribute('href', /\/pp\/apk\?channel=PP_27$/);
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
});

test.describe('download inside the Android client', () => {
  test.use(mobile(UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)')));

  /** A fake native host: answers getAppStatus with `status`, records every message. */
  async function nativeHost(page: Page, status: number): Promise<void> {
    await page.addInitScript((initial: number) => {
      const w = window as unknown as { __sent: Array<{ id: string; method: number; payload: Record<string, unknown> }>; __answered: number[]; PPNativeBridge: unknown; PPWidgets?: { bridge: { receive(m: unknown): void } } };
      w.__sent = [];
      w.__answered = [];
      w.PPNativeBridge = {
        postMessage(text: string) {
          const msg = JSON.parse(text);
          w.__sent.push(msg);
          setTimeout(() => {
            const result = msg.method === 2 ? { key_status: initial } : {};
            if (w.PPWidgets) w.PPWidgets.bridge.receive(JSON.stringify({ id: msg.id, result }));
            w.__answered.push(msg.method);
          }, 5);
        },
      };
    }, status);
  }

  const methods = (page: Page) => page.evaluate(() => (window as unknown as { __sent: Array<{ method: number }> }).__sent.map((m) => m.method));

  // product-rules §13 default method ids (docs/bridge.md): download 3, pause 4, continue 5, install 6, open 7, update 9.
  const cases: Array<[number, string, number]> = [
    [2, '下载', 3],
    [4, '下载中 0%', 4],
    [8, '继续', 5],
    [16, '安装', 6],
    [64, '打开', 7],
    [128, '更新', 9],
  ];
  for (const [status, label, method] of cases) {
    test(`status ${status}: the label says “${label}” and a tap sends method ${method}`, async ({ page, server }) => {
      await nativeHost(page, status);
      await server.clearRequests();
      await gotoReady(page, PAGE);
      const button = page.locator('#dl-plain');
      await expect(button).toHaveText(label);
      await button.click();
      await expect.poll(() => methods(page)).toContain(method);
      const sent = await page.evaluate(() => (window as unknown as { __sent: Array<{ method: number; payload: Record<string, unknown> }> }).__sent);
      const call = sent.filter((m) => m.method === method).pop()!;
      expect(call.payload).toMatchObject({ key_appId: '1003', key_packageName: 'com.tiantian.xiaochu' });
      expect(await server.requests('/download/apk')).toEqual([]);
    });
  }

  test('the label follows pushed status events', async ({ page }) => {
    await nativeHost(page, 2);
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-plain');
    await expect(button).toHaveText('下载');
    // The fake host answers getAppStatus with the first status whenever asked: push only once
    // the button has asked and been answered, or that answer overwrites the pushed state (the
    // floor has no IntersectionObserver, so the button wakes later, at idle).
    await expect(button).toHaveAttribute('data-ppw-state', 'mounted');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __answered: number[] }).__answered)).toContain(2);
    const push = (payload: Record<string, unknown>) =>
      page.evaluate((p) => (window as unknown as { PPWidgets: { bridge: { receive(m: unknown): void } } }).PPWidgets.bridge.receive({ event: 'appStatus', payload: p }), payload);
    await push({ key_packageName: 'com.tiantian.xiaochu', key_status: 4, key_progress: 42 });
    await expect(button).toHaveText('下载中 42%');
    await push({ key_packageName: 'com.tiantian.xiaochu', key_status: 4, key_progress: 87 });
    await expect(button).toHaveText('下载中 87%');
    await push({ key_packageName: 'com.other.app', key_status: 64 });
    await push({ key_packageName: 'com.tiantian.xiaochu', key_status: 16 });
    await expect(button).toHaveText('安装');
    await push({ key_packageName: 'com.tiantian.xiaochu', key_status: 64 });
    await expect(button).toHaveText('打开');
    await button.click();
    await expect.poll(() => methods(page)).toContain(7);
  });

  test('renders the extra native actions the page asks for', async ({ page }) => {
    await nativeHost(page, 64);
    await gotoReady(page, PAGE);
    // Client buttons wake when seen (they show the install status).
    await page.locator('#dl-native').scrollIntoViewIfNeeded();
    const extras = page.locator('#dl-native + .ppw-download-extras button');
    await expect(extras).toHaveText(['忽略更新', '关注', '收藏', '预约']);
    await extras.nth(1).click();
    await expect(extras.nth(1)).toHaveText('取消关注');
    await expect.poll(() => methods(page)).toContain(12);
  });
});

test.describe('download through the chunked script-tag build', () => {
  test.use(mobile(UA.androidChrome));

  /** dist/pp-widgets.js and its chunks, once a build has finished every one (fixtures.ts builtFile). */
  async function chunkedBuild(): Promise<Map<string, string>> {
    const dir = fileURLToPath(new URL('../../dist/', import.meta.url));
    const read = () => {
      const files = new Map<string, string>();
      let names: string[];
      try {
        names = ['pp-widgets.js'].concat(readdirSync(dir + 'chunks').filter((f) => f.endsWith('.js')).map((f) => 'chunks/' + f));
      } catch {
        return null; // a rebuild deleted dist/
      }
      for (const name of names) {
        const text = builtFile(dir + name);
        if (text === null) return null;
        files.set(name, text);
      }
      return files;
    };
    return whenBuilt(read, 'dist/');
  }

  test('loads the download and real-name chunks on demand, then downloads', async ({ page, server, problems }) => {
    const files = await chunkedBuild();
    await page.unrouteAll();
    await page.route('**/dist/**', (route) => {
      const name = new URL(route.request().url()).pathname.replace(/^\/dist\//, '');
      const body = files.get(name);
      return body === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
    });
    await page.route('**/realname/submit', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":2000000}' }));
    const chunks: string[] = [];
    page.on('request', (r) => {
      const m = /\/dist\/chunks\/([a-z-]+)-/.exec(r.url());
      if (m) chunks.push(m[1]);
    });
    await server.clearRequests();
    await gotoReady(page, PAGE);
    expect(chunks).not.toContain('realname');
    await page.locator('#dl-realname').click();
    const dialog = page.getByRole('dialog', { name: '用户实名登记' });
    await expect(dialog).toBeVisible();
    expect(chunks).toContain('download');
    expect(chunks).toContain('realname');
    await expect(page.locator('.ppw-dialog-overlay')).toHaveCSS('position', 'fixed');
    await dialog.getByLabel('姓名').fill('张三');
    await dialog.getByLabel('身份证号').fill('11010519491231002X');
    await dialog.getByLabel('手机号').fill('13812345678');
    await dialog.getByRole('button', { name: '确认提交' }).click();
    const download = page.waitForRequest((r) => r.url().includes('/download/apk?appId=1001'));
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await download;
    await expect(page.locator('#dl-realname')).toBeFocused();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('download button look with no host CSS', () => {
  // Contract §5 markup only: a button with no class, one opted out, one the host styles.
  const PLAIN = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>plain download</title>
<style>a { color: rgb(0, 0, 238); } .host-button { background: rgb(200, 0, 0); }</style>
<script src="/dist/pp-widgets.js" defer></script></head><body>
<a id="plain" data-widget="download" href="/download/apk?appId=1001" data-id="1001" data-name="星海战纪">下载</a>
<a id="opted-out" class="ppw-unstyled" data-widget="download" href="/download/apk?appId=1001" data-id="1001" data-name="星海战纪">下载</a>
<a id="host" class="host-button" data-widget="download" href="/download/apk?appId=1001" data-id="1001" data-name="星海战纪">下载</a>
</body></html>`;

  test('is a finished button by default, a plain link with ppw-unstyled, and host classes win', async ({ page, server }) => {
    await page.route(server.url + '/plain-download.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLAIN }));
    await page.goto(server.url + '/plain-download.html');
    await page.waitForFunction(() => !!document.querySelector('style[data-ppw]'));
    const look = (id: string) =>
      page.locator('#' + id).evaluate((el) => {
        const s = getComputedStyle(el);
        return { display: s.display, background: s.backgroundColor, color: s.color, underline: s.textDecorationLine, minHeight: s.minHeight };
      });
    // Before the button's code wakes (download wakes on interaction): the look is in the core CSS.
    expect(await page.locator('#plain').getAttribute('data-ppw-state')).not.toBe('mounted');
    expect(await look('plain')).toEqual({ display: 'inline-block', background: 'rgb(21, 101, 192)', color: 'rgb(255, 255, 255)', underline: 'none', minHeight: '44px' });
    expect(await look('opted-out')).toMatchObject({ display: 'inline', color: 'rgb(0, 0, 238)', underline: 'underline' });
    expect((await look('host')).background).toBe('rgb(200, 0, 0)');
    // Overridable through the --ppw-* properties.
    await page.addStyleTag({ content: ':root { --ppw-color-action: rgb(0, 128, 0); }' });
    expect((await look('plain')).background).toBe('rgb(0, 128, 0)');
  });
});
