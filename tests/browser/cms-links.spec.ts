/**
 * Acceptance: the link forms (features/links/README.md) on a page holding only plain links, as a
 * CMS leaves them (examples/cms/article.html), through the built script, with device emulation
 * and the fixture server (which answers the `appDetail` call).
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, nextFrames, serveSelfContainedBuild, type FixtureServer } from './fixtures';
import { UA } from './devices';

const PAGE = '/cms/article.html';

const mobile = (userAgent: string) => ({ userAgent, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Requests to `path` the fixture server received, their bodies (or queries) as objects. */
async function fields(server: FixtureServer, path: string): Promise<Array<Record<string, string>>> {
  const list = await server.requests(path);
  return list.map((r) => (r.method === 'GET' ? r.query : Object.fromEntries(new URLSearchParams(r.body))));
}

const detailCalls = async (server: FixtureServer) => (await fields(server, '/api/proxy')).filter((q) => q.urlKey === 'appDetail').map((q) => q.appId);

test.describe('link forms with the script', () => {
  test.beforeEach(async ({ page }) => {
    await serveSelfContainedBuild(page);
  });

  test.describe('in WeChat', () => {
    test.use(mobile(UA.wechatAndroid));

    test('a download link opens the "open in a browser" popup and never downloads', async ({ page, server, problems }) => {
      await server.clearRequests();
      await gotoReady(page, PAGE);
      const link = page.locator('#dl-soft');
      await link.click();
      await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(link).toBeFocused();
      expect(await server.requests('/download/apk')).toEqual([]);
      expect(await server.requests('/cms/download/apk')).toEqual([]);
      expect(page.url()).toContain(PAGE);
      expect(problems.errors).toEqual([]);
    });
  });

  test.describe('in a phone browser', () => {
    test.use(mobile(UA.androidChrome));

    test('a download link (rewritten relative by the editor) downloads, the click logged to /log/click and /log/activity', async ({ page, server, problems }) => {
      await server.clearRequests();
      await gotoReady(page, PAGE);
      const download = page.waitForRequest((r) => new URL(r.url()).pathname === '/download/apk' && r.url().includes('appId=1013'));
      const events = page.evaluate(() => new Promise((resolve) => document.addEventListener('pp:download', (e) => resolve((e as CustomEvent).detail))));
      await page.locator('#dl-soft').click();
      await download;
      expect(await events).toMatchObject({ appId: '1013', action: 'download' });
      for (const path of ['/log/click', '/log/activity']) {
        await expect.poll(async () => (await fields(server, path)).length, { message: path }).toBe(1);
        expect((await fields(server, path))[0]).toMatchObject({ appId: '1013', appName: '云端音乐', ppz: '5' });
      }
      // The editor's folder is never asked for.
      expect(await server.requests('/cms/download/apk')).toEqual([]);
      expect(problems.errors).toEqual([]);
    });

    test('a game link gets the real-name popup (the config enables it): its type and flag come from the detail call', async ({ page, server }) => {
      await server.clearRequests();
      await gotoReady(page, PAGE);
      await page.locator('#dl-game').click();
      await expect(page.getByRole('dialog', { name: '用户实名登记' })).toBeVisible();
      // Once, however many links of the app and wake-ups (the other link's app asked apart).
      expect((await detailCalls(server)).filter((id) => id === '1001')).toEqual(['1001']);
      expect(await server.requests('/download/apk')).toEqual([]);
    });

    test('a #ppw=comments link renders the comments list in an element of its own', async ({ page, server }) => {
      await server.clearRequests();
      await gotoReady(page, PAGE);
      const box = page.locator('[data-widget="comments"]');
      await box.scrollIntoViewIfNeeded();
      await expect(box.getByRole('list', { name: '热门评论' }).getByRole('listitem').first()).toBeVisible();
      expect(await box.getAttribute('data-app-id')).toBe('1001');
      // The link it came from was its fallback and is gone now that the list is there.
      await expect(page.locator('#comments')).toHaveCount(0);
    });
  });

  test.describe('inside the Android client', () => {
    test.use(mobile(UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)')));

    /** A fake native host (as download.spec.ts's): answers getAppStatus with 2 (undownload). */
    async function nativeHost(page: Page): Promise<void> {
      await page.addInitScript(() => {
        const w = window as unknown as { __sent: Array<{ id: string; method: number; payload: Record<string, unknown> }>; PPNativeBridge: unknown; PPWidgets?: { bridge: { receive(m: unknown): void } } };
        w.__sent = [];
        w.PPNativeBridge = {
          postMessage(text: string) {
            const msg = JSON.parse(text);
            w.__sent.push(msg);
            setTimeout(() => {
              if (w.PPWidgets) w.PPWidgets.bridge.receive(JSON.stringify({ id: msg.id, result: msg.method === 2 ? { key_status: 2 } : {} }));
            }, 5);
          },
        };
      });
    }

    test('a download link installs natively with the package name from the detail call', async ({ page, server }) => {
      await nativeHost(page);
      await server.clearRequests();
      await gotoReady(page, PAGE);
      const link = page.locator('#dl-game');
      // The install state needs the package name: the detail call gives it, then the label follows.
      await expect(link).toHaveText('下载');
      await expect(link).toHaveAttribute('data-package-name', 'com.xinghai.zhanji');
      await link.click();
      const sent = () => page.evaluate(() => (window as unknown as { __sent: Array<{ method: number; payload: Record<string, unknown> }> }).__sent);
      await expect.poll(async () => (await sent()).some((m) => m.method === 3)).toBe(true);
      const call = (await sent()).filter((m) => m.method === 3).pop()!;
      expect(call.payload).toMatchObject({ key_appId: '1001', key_packageName: 'com.xinghai.zhanji' });
      expect(await server.requests('/download/apk')).toEqual([]);
      // One detail call per app, however many links and wake-ups.
      expect((await detailCalls(server)).filter((id) => id === '1001')).toEqual(['1001']);
    });
  });
});

/**
 * Opens the article with the links chunk's response held (then sent, or failed) until the
 * returned release is called; resolves once the page has asked for it. Not waiting for the load
 * event: the links chunk, asked for at start, holds it back.
 */
async function openWithLinksChunkHeld(page: Page, then: 'continue' | 'abort'): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/dist\/chunks\/links-[^/]*\.js$/, async (route) => {
    asked();
    await gate;
    await (then === 'continue' ? route.continue() : route.abort());
  });
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  await requested;
  return release;
}

test.describe('link forms, a tap before the links chunk is there', () => {
  test.use(mobile(UA.wechatAndroid));

  test('in WeChat the tap is held, then replayed: the "open in a browser" popup, never the APK', async ({ page, server, problems }) => {
    // The chunked build (dist/pp-widgets.js and dist/chunks/), the links chunk held until after the tap.
    await server.clearRequests();
    const release = await openWithLinksChunkHeld(page, 'continue');
    const link = page.locator('#dl-soft');
    await link.tap();
    // Held: marked busy, no navigation, nothing shown yet.
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await nextFrames(page);
    expect(page.url()).toContain(PAGE);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: '请在浏览器中打开' })).toBeVisible();
    await expect(link).not.toHaveAttribute('aria-busy', 'true');
    expect(page.url()).toContain(PAGE);
    expect(await server.requests('/download/apk')).toEqual([]);
    expect(await server.requests('/cms/download/apk')).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('link forms, a tap before a links chunk that fails to load', () => {
  test.use(mobile(UA.androidChrome));

  test('the held tap goes on as the plain link, once', async ({ page, server }) => {
    await server.clearRequests();
    const release = await openWithLinksChunkHeld(page, 'abort');
    const link = page.locator('#dl-soft');
    await link.tap();
    await expect(link).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).toContain(PAGE);
    // The link's own href (relative, as the editor left it): without the chunk it is a plain link.
    const nav = page.waitForRequest((r) => new URL(r.url()).pathname === '/cms/download/apk' && r.url().includes('appId=1013'));
    release();
    await nav;
    // The browser has sent it; the server records it when it arrives.
    await expect.poll(async () => (await server.requests('/cms/download/apk')).length).toBe(1);
    expect(await server.requests('/download/apk')).toEqual([]);
  });
});

test.describe('link forms when the script fails to load', () => {
  test.use(mobile(UA.androidChrome));

  test('a download link still navigates to the download', async ({ page }) => {
    await page.route('**/dist/pp-widgets.js', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(PAGE);
    const nav = page.waitForRequest((r) => r.url().endsWith('/download/apk?appId=1001'));
    await page.locator('#dl-game').click();
    await nav;
  });
});
