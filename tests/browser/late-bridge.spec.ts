/**
 * The client whenever its bridge arrives (product-rules §13): the Android client may inject
 * `PPNativeBridge` after onPageFinished; from then on the page is the client's, without a
 * reload. And what the app sends before the library exists is not lost (docs/bridge.md
 * "Before the library exists"). The watcher is the late-bridge chunk, asked for only where a
 * late bridge is followed: an Android WebView that is no known in-app browser, or the client's
 * token; WeChat on Android (a WebView too) never gets our bridge and loads nothing for it.
 */
import type { Page } from '@playwright/test';
import { test, expect, chunkRecorder, gotoReady, pageSettled } from './fixtures';
import { UA } from './devices';

const PAGE = '/download.html';
const WEBVIEW_UA = UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)');
const banner = (page: Page) => page.getByRole('complementary', { name: '下载提示' });

interface HostWindow {
  __sent: Array<{ id: string; method: number; payload: Record<string, unknown> }>;
  /** With `lateMs: 'on-call'`: injects the bridge, as the app's evaluateJavascript would. */
  __injectBridge?: () => void;
  PPNativeBridge?: unknown;
  PPWidgets?: { bridge: { receive(m: unknown): void } };
  PPWidgetsQueue?: unknown[];
}

/**
 * The fake host of docs/bridge.md: `lateMs` after load it injects the bridge (with 'on-call',
 * when the test calls `__injectBridge`); getAppStatus answers `status` (or never, with null).
 */
async function nativeHost(page: Page, options: { lateMs?: number | 'on-call'; status: number | null; early?: unknown[] }): Promise<void> {
  await page.addInitScript(({ lateMs, status, early }) => {
    const w = window as unknown as HostWindow;
    w.__sent = [];
    // What the app sent before the library existed (docs/bridge.md).
    if (early) w.PPWidgetsQueue = early.slice();
    const host = {
      postMessage(text: string) {
        const msg = JSON.parse(text);
        w.__sent.push(msg);
        if (msg.method === 2 && status === null) return;
        setTimeout(() => {
          const result = msg.method === 2 ? { key_status: status } : {};
          w.PPWidgets!.bridge.receive(JSON.stringify({ id: msg.id, result }));
        }, 5);
      },
    };
    if (lateMs === undefined) w.PPNativeBridge = host;
    else if (lateMs === 'on-call') w.__injectBridge = () => (w.PPNativeBridge = host);
    else addEventListener('load', () => setTimeout(() => (w.PPNativeBridge = host), lateMs));
  }, options);
}

const methods = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).__sent.map((m) => m.method));

test.describe('a bridge that arrives late (Android client webview)', () => {
  test.use({ userAgent: WEBVIEW_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('300 ms after load: buttons show install states, download through the bridge, no banner', async ({ page, server, problems }) => {
    await nativeHost(page, { lateMs: 300, status: 64 });
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-plain');
    await expect(button).toHaveText('打开');
    await expect(banner(page)).toHaveCount(0);
    await button.click();
    await expect.poll(() => methods(page)).toContain(7);
    const sent = await page.evaluate(() => (window as unknown as HostWindow).__sent);
    expect(sent.filter((m) => m.method === 7).pop()!.payload).toMatchObject({ key_appId: '1003', key_packageName: 'com.tiantian.xiaochu' });
    expect(await server.requests('/download/apk')).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('a banner already shown goes when the bridge arrives', async ({ page }) => {
    // The bridge comes once the banner has been seen (not after a time that a busy machine
    // could need for the banner alone).
    await nativeHost(page, { lateMs: 'on-call', status: 2 });
    await gotoReady(page, PAGE);
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => (window as unknown as HostWindow).__injectBridge!());
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('#dl-plain')).toHaveText('下载');
  });

  test('an event the app queued before the library loaded is delivered', async ({ page }) => {
    await nativeHost(page, {
      status: null,
      early: [JSON.stringify({ event: 'appStatus', payload: { key_packageName: 'com.tiantian.xiaochu', key_status: 16 } })],
    });
    await gotoReady(page, PAGE);
    await expect(page.locator('#dl-plain')).toHaveText('安装');
    // The queue is drained and its push delivers at once from now on.
    await page.evaluate(() => (window as unknown as HostWindow).PPWidgetsQueue!.push(JSON.stringify({ event: 'appStatus', payload: { key_packageName: 'com.tiantian.xiaochu', key_status: 64 } })));
    await expect(page.locator('#dl-plain')).toHaveText('打开');
    expect(await page.evaluate(() => (window as unknown as HostWindow).PPWidgetsQueue!.length)).toBe(0);
  });
});

test.describe('where the late-bridge watcher loads', () => {
  const mobile = (userAgent: string) => ({ userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.describe('WeChat on Android (a WebView, and a known in-app browser)', () => {
    test.use(mobile(UA.wechatAndroid));

    test('loads no chunk for a late bridge', async ({ page, problems }) => {
      const chunks = chunkRecorder(page);
      await nativeHost(page, { lateMs: 'on-call', status: 64 });
      await gotoReady(page, PAGE);
      await pageSettled(page);
      expect(chunks.filter((c) => /^(late-bridge|bridge)$/.test(c))).toEqual([]);
      // No trap of ours on the window either.
      expect(await page.evaluate(() => Object.getOwnPropertyDescriptor(window, 'PPNativeBridge'))).toBeUndefined();
      expect(problems.errors).toEqual([]);
    });
  });

  test.describe('a generic Android WebView', () => {
    test.use(mobile(WEBVIEW_UA));

    test('follows a bridge assigned before the watcher chunk arrives', async ({ page, problems }) => {
      let requested!: () => void;
      const asked = new Promise<void>((resolve) => (requested = resolve));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/chunks\/late-bridge-[A-Za-z0-9_-]{4}\.js/, async (route) => {
        requested();
        await held;
        await route.continue();
      });
      await nativeHost(page, { lateMs: 'on-call', status: 64 });
      // Not awaited before the chunk is released: where the runtime starts before the page's load
      // event (a busy machine), the held script delays that event, which the navigation waits for.
      const ready = gotoReady(page, PAGE);
      await asked;
      await page.evaluate(() => (window as unknown as HostWindow).__injectBridge!());
      release();
      await ready;
      await expect(page.locator('#dl-plain')).toHaveText('打开');
      await expect(banner(page)).toHaveCount(0);
      expect(problems.errors).toEqual([]);
    });

    test('follows a bridge assigned once the watcher is in place', async ({ page, problems }) => {
      const chunks = chunkRecorder(page);
      await nativeHost(page, { lateMs: 'on-call', status: 64 });
      await gotoReady(page, PAGE);
      // The watcher's setter trap on the window: its chunk has arrived and started.
      await page.waitForFunction(() => typeof Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')?.get === 'function');
      expect(chunks).toContain('late-bridge');
      await page.evaluate(() => (window as unknown as HostWindow).__injectBridge!());
      await expect(page.locator('#dl-plain')).toHaveText('打开');
      expect(problems.errors).toEqual([]);
    });
  });
});
