/**
 * Hostile world, group 3: faults from the native bridge, in Chromium through the
 * built script, `PPWidgets.bridge` and the download buttons of examples/download.html.
 * A fake native host (the app's side of docs/bridge.md) is injected before any page script;
 * it is absent, late, throwing, answers garbage, twice, never, or after the timeout.
 * Expected every time: no hang (a call settles by `bridge.timeoutMs`), the TIME_OUT state,
 * the buttons usable, nothing thrown into the page, nothing executed from the answers.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoReady, advanceWallClock, afterPageTimers, nextFrames } from './fixtures';
import { UA } from './devices';
import { useDistSnapshot } from './hostile-helpers';

const PAGE = '/download.html';
const TIMEOUT_MS = 800;
// The store's Android client: its WebView, with its user-agent token (docs/bridge.md "User-agent
// client token"), so that a bridge not there yet is waited for.
const WEBVIEW_UA = UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)') + ' PPClient/7.2.0';
const PLAIN_WEBVIEW_UA = UA.androidChrome.replace('Pixel 7)', 'Pixel 7; wv)');

type Mode = 'echo' | 'throws' | 'garbage' | 'twice' | 'never' | 'after-timeout' | 'late' | 'absent';

interface HostWindow {
  __sent: Array<{ id: string; method: number | string; payload: Record<string, unknown> }>;
  __pwned?: unknown;
  /** Late answers delivered (mode 'after-timeout'). */
  __late?: number;
  /** The actions of the pp:download events so far. */
  __downloads?: string[];
  PPNativeBridge?: { postMessage(text: string): void };
  PPWidgets: {
    bridge: { receive(m: unknown): void; call(method: string, payload?: Record<string, unknown>): Promise<unknown> };
  };
  PPWidgetsConfig?: unknown;
}

/** Garbage a broken client might send back (each also carries an attempt to run script). */
const GARBAGE: unknown[] = [
  'not json',
  '{"id":',
  '',
  '[]',
  '[1,2,3]',
  'null',
  '42',
  '"<img src=x onerror=window.__pwned=1>"',
  null,
  undefined,
  42,
  true,
  [],
  { id: 'ppw-unknown-1', result: 1 },
  { id: { toString: 1 }, result: 1 },
  { event: 'appStatus', payload: 'not an object' },
  { event: 'appStatus', payload: { key_packageName: 'com.tiantian.xiaochu', key_status: '<img src=x onerror=window.__pwned=1>', key_progress: 'NaN' } },
  { event: 'appStatus', payload: { key_packageName: 'com.tiantian.xiaochu', key_status: 999999, key_progress: -Infinity } },
  { event: '__proto__', payload: { polluted: 1 } },
  '{"__proto__":{"polluted":1},"event":"appStatus","payload":{"__proto__":{"polluted":1}}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
];

/** Installs the fake host (or not) and the bridge timeout before any page script runs. */
async function fakeHost(page: Page, mode: Mode, options: { status?: number; lateMs?: number } = {}): Promise<void> {
  await page.addInitScript(
    ({ mode, timeoutMs, garbage, status, lateMs }) => {
      const w = window as unknown as HostWindow;
      w.__sent = [];
      w.PPWidgetsConfig = { bridge: { timeoutMs } };
      const receive = (m: unknown) => w.PPWidgets.bridge.receive(m);
      const answer = (id: string, method: number | string) => (method === 2 ? { key_status: status } : { ok: true, id });
      const host = {
        postMessage(text: string) {
          if (mode === 'throws') throw new Error('native side crashed');
          const msg = JSON.parse(text);
          w.__sent.push(msg);
          if (mode === 'echo' || mode === 'late') setTimeout(() => receive(JSON.stringify({ id: msg.id, result: answer(msg.id, msg.method) })), 5);
          else if (mode === 'garbage') {
            setTimeout(() => {
              for (const g of garbage) receive(g);
              // Right id, wrong shapes: neither result nor error, and both at once.
              receive({ id: msg.id });
              receive(JSON.stringify({ id: msg.id, result: '<img src=x onerror=window.__pwned=1>', error: { code: 'x' } }));
            }, 5);
          } else if (mode === 'twice') {
            setTimeout(() => {
              receive(JSON.stringify({ id: msg.id, result: answer(msg.id, msg.method) }));
              receive(JSON.stringify({ id: msg.id, result: msg.method === 2 ? { key_status: 2 } : { ok: false } }));
              receive(JSON.stringify({ id: msg.id, error: { code: 500, msg: 'second answer' } }));
            }, 5);
          } else if (mode === 'after-timeout') {
            setTimeout(() => {
              receive(JSON.stringify({ id: msg.id, result: answer(msg.id, msg.method) }));
              w.__late = (w.__late || 0) + 1;
            }, timeoutMs + 400);
          }
          // 'never': no answer at all.
        },
      };
      if (mode === 'absent') return;
      if (mode === 'late') setTimeout(() => (w.PPNativeBridge = host), lateMs);
      else w.PPNativeBridge = host;
    },
    { mode, timeoutMs: TIMEOUT_MS, garbage: GARBAGE, status: options.status === undefined ? 64 : options.status, lateMs: options.lateMs || 1500 },
  );
}

/** Calls a bridge method from the page; reports how it settled and how long it took. */
function callFromPage(page: Page, method: string) {
  return page.evaluate(async (m) => {
    const w = window as unknown as HostWindow;
    const t0 = performance.now();
    try {
      const value = await w.PPWidgets.bridge.call(m, { note: 'hostile' });
      return { ok: true, value: value as unknown, code: null as unknown, ms: performance.now() - t0 };
    } catch (state) {
      return { ok: false, value: null as unknown, code: (state as { code?: unknown }).code, ms: performance.now() - t0 };
    }
  }, method);
}

const sentMethods = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).__sent.map((m) => m.method));

/** Nothing of the answers ran, no prototype was polluted, nothing reached the page as an error. */
async function expectUnharmed(page: Page, problems: { errors: string[]; consoleErrors: string[] }): Promise<void> {
  const harm = await page.evaluate(() => ({
    pwned: (window as unknown as HostWindow).__pwned,
    polluted: ({} as Record<string, unknown>).polluted,
  }));
  expect(harm).toEqual({ pwned: undefined, polluted: undefined });
  expect(problems.errors).toEqual([]);
  expect(problems.consoleErrors.filter((t) => /unhandledrejection|Uncaught/.test(t))).toEqual([]);
}

test.describe('native bridge faults (Android client webview)', () => {
  test.use({ userAgent: WEBVIEW_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a working host (control): status label and native download', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'echo', { status: 64 });
    await gotoReady(page, PAGE);
    await expect(page.locator('#dl-plain')).toHaveText('打开');
    await page.locator('#dl-plain').click();
    await expect.poll(() => sentMethods(page)).toContain(7);
    expect((await callFromPage(page, 'toast')).ok).toBe(true);
    await expectUnharmed(page, problems);
  });

  test('a host whose postMessage throws: calls fail at once, the button keeps its default label and stays usable', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'throws');
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-plain');
    await expect(button).toHaveText('下载');
    const r = await callFromPage(page, 'toast');
    expect(r.ok).toBe(false);
    // At once: SEND_FAILED, not the TIME_OUT of a call that waited (a state, not a duration).
    expect(r.code).toBe(-102);
    // Tapping twice (after the double-tap guard) never throws and keeps the page.
    await page.evaluate(() => {
      const w = window as unknown as HostWindow;
      w.__downloads = [];
      document.addEventListener('pp:download', (e) => w.__downloads!.push((e as CustomEvent<{ action: string }>).detail.action));
    });
    await button.click();
    // The first tap has been answered (its native call failed: the fallback has been taken),
    // then the page's clock moves past the native tap's 500 ms double-tap guard
    // (widgets/download/index.tsx) instead of the test sleeping through it.
    await page.waitForFunction(() => ((window as unknown as HostWindow).__downloads || []).indexOf('native-failed') !== -1);
    await advanceWallClock(page, 600);
    await button.click();
    expect(page.url()).toContain(PAGE);
    await expectUnharmed(page, problems);
  });

  test('a host answering garbage: ignored, then the TIME_OUT state; nothing from it runs', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'garbage');
    await gotoReady(page, PAGE);
    const button = page.locator('#dl-plain');
    const r = await callFromPage(page, 'toast');
    // `{id}` alone or result+error together may settle the call; it must never hang (it has
    // settled: `callFromPage` returned). Its outcome is a state, not a duration.
    if (!r.ok) expect(typeof r.code).toBe('number');
    await expect(button).toHaveText(/^(下载|打开|安装|更新|继续|下载中 \d+%)$/);
    await button.click();
    await expect.poll(() => sentMethods(page)).toContain(3);
    // Past the call's bridge.timeoutMs: its timer was set before the call was sent, so a page
    // timer of that length set now fires after it; then two frames for what followed.
    await afterPageTimers(page, TIMEOUT_MS);
    await nextFrames(page);
    await expectUnharmed(page, problems);
  });

  test('a host answering twice: the first answer wins, the second breaks nothing', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'twice', { status: 64 });
    await gotoReady(page, PAGE);
    await expect(page.locator('#dl-plain')).toHaveText('打开');
    const r = await callFromPage(page, 'toast');
    expect(r).toMatchObject({ ok: true });
    expect(r.value).toMatchObject({ ok: true });
    // The second and third answers came in the same task as the first; two frames for any
    // re-render they caused.
    await nextFrames(page);
    await expect(page.locator('#dl-plain')).toHaveText('打开');
    await page.locator('#dl-plain').click();
    await expect.poll(() => sentMethods(page)).toContain(7);
    await expectUnharmed(page, problems);
  });

  test('a host that never answers: TIME_OUT (-1) after bridge.timeoutMs, no hang, the button usable', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'never');
    await gotoReady(page, PAGE);
    const r = await callFromPage(page, 'toast');
    expect(r.ok).toBe(false);
    expect(r.code).toBe(-1);
    // TIME_OUT comes from the call's own timer, which cannot fire before bridge.timeoutMs.
    expect(r.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    const button = page.locator('#dl-plain');
    await expect(button).toHaveText('下载');
    await button.click();
    await expect.poll(() => sentMethods(page)).toContain(3);
    // The page still answers (no busy loop behind the waiting calls): a script runs in it.
    expect(await page.evaluate(() => 1)).toBe(1);
    await expectUnharmed(page, problems);
  });

  test('a host answering after the timeout: the call has already failed with TIME_OUT; the late answer is dropped', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'after-timeout', { status: 64 });
    await gotoReady(page, PAGE);
    const r = await callFromPage(page, 'toast');
    expect(r).toMatchObject({ ok: false, code: -1 });
    // getAppStatus timed out too: the default label stays even once the late answer comes.
    // Every call sent has had its late answer (the fake host counts them); two frames for any
    // re-render.
    await page.waitForFunction(() => {
      const w = window as unknown as HostWindow;
      return w.__sent.length > 0 && w.__late === w.__sent.length;
    });
    await nextFrames(page);
    await expect(page.locator('#dl-plain')).toHaveText('下载');
    await expectUnharmed(page, problems);
  });

  test('a host injected late: calls made before it wait and are answered once it is there', async ({ page, problems }) => {
    await useDistSnapshot(page);
    // Late, but within the timeout of a call made at once.
    await fakeHost(page, 'late', { lateMs: 300 });
    await gotoReady(page, PAGE);
    const r = await callFromPage(page, 'toast');
    // Answered, not TIME_OUT: the host came within the call's bridge.timeoutMs.
    expect(r.ok).toBe(true);
    await expectUnharmed(page, problems);
  });

  test('a host expected (webview) but never injected: TIME_OUT, and the buttons work as web downloads', async ({ page, server, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'absent');
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const r = await callFromPage(page, 'toast');
    expect(r).toMatchObject({ ok: false, code: -1 });
    await expect(page.locator('#dl-plain')).toHaveText('下载');
    await Promise.all([page.waitForRequest((req) => req.url().includes('/download/apk?appId=1003')), page.locator('#dl-plain').click()]);
    await expect.poll(async () => (await server.requests('/log/click')).length).toBeGreaterThan(0);
    await expectUnharmed(page, problems);
  });
});

test.describe('native bridge absent (an app WebView that is not the store client: no token, no bridge)', () => {
  test.use({ userAgent: PLAIN_WEBVIEW_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a bridge call fails at once with NO_BRIDGE instead of waiting, and the buttons work as web downloads', async ({ page, server, problems }) => {
    await fakeHost(page, 'absent');
    await server.clearRequests();
    await gotoReady(page, PAGE);
    const r = await callFromPage(page, 'toast');
    expect(r).toMatchObject({ ok: false, code: -101 });
    await Promise.all([page.waitForRequest((req) => req.url().includes('/download/apk?appId=1003')), page.locator('#dl-plain').click()]);
    await expect.poll(async () => (await server.requests('/log/click')).length).toBeGreaterThan(0);
    await expectUnharmed(page, problems);
  });
});

test.describe('native bridge absent (plain mobile browser)', () => {
  test.use({ userAgent: UA.androidChrome, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('calls fail at once (no bridge, no wait) and the buttons are web downloads', async ({ page, problems }) => {
    await useDistSnapshot(page);
    await fakeHost(page, 'absent');
    await gotoReady(page, PAGE);
    const r = await callFromPage(page, 'toast');
    expect(r.ok).toBe(false);
    // "At once" is the state, not a duration (a busy machine stretches any): NO_BRIDGE, never
    // the TIME_OUT (-1) of a call that waited for a bridge.
    expect(r.code).toBe(-101);
    await Promise.all([page.waitForRequest((req) => req.url().includes('/download/apk?appId=1003')), page.locator('#dl-plain').click()]);
    await expectUnharmed(page, problems);
  });
});
