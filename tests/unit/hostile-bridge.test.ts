/**
 * Hostile world, group 3, in jsdom: faults from the native bridge through the real
 * runtime, its real services and the real download widget, with the fake native host of
 * tests/helpers/fake-native-host.ts. (tests/browser/hostile-bridge.spec.ts does the same
 * through the built script in Chromium.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApplication, type Application } from '../../src/runtime/application';
import { plugins } from '../../src/plugins/index';
import { createServices } from '../../src/services/services';
import { detectEnvironment } from '../../src/env/index';
import { widgets } from '../../app/widgets';
import { createFakeNativeHost, type FakeNativeHost, type HostBehaviour } from '../helpers/fake-native-host';
import { createRecordingLogger, type RecordingLogger } from '../helpers/context';

const TIMEOUT_MS = 150;

let app: Application | null = null;
let logger: RecordingLogger;
const uncaught: unknown[] = [];
const onUncaught = (event: ErrorEvent | PromiseRejectionEvent) => void uncaught.push('reason' in event ? event.reason : event.error);

beforeEach(() => {
  uncaught.length = 0;
  document.body.innerHTML =
    '<a id="dl" data-widget="download" data-hydrate="load" href="/download/apk?appId=1003" data-id="1003" data-name="天天爱消除" data-package-name="com.tiantian.xiaochu" data-resource-type="1" data-require-id="0">下载</a>';
  window.addEventListener('error', onUncaught);
  window.addEventListener('unhandledrejection', onUncaught);
});

afterEach(() => {
  if (app) app.stop();
  app = null;
  delete (window as { PPNativeBridge?: unknown }).PPNativeBridge;
  window.removeEventListener('error', onUncaught);
  window.removeEventListener('unhandledrejection', onUncaught);
});

/** Starts the real runtime with a fake host installed (or not) before it. */
async function start(behaviour: HostBehaviour | null, install = true): Promise<FakeNativeHost> {
  logger = createRecordingLogger();
  const a = createApplication({
    plugins,
    version: '0.0.0-hostile',
    widgets,
    createServices,
    detectEnvironment: (w, config) => detectEnvironment({ win: w, config }),
    logger,
  });
  app = a;
  const host = createFakeNativeHost(window, (m) => a.bridge.receive(m), behaviour || (() => undefined));
  if (install) host.install();
  a.start({ bridge: { timeoutMs: TIMEOUT_MS } });
  // The button wakes at load once its chunks (download, api, log, bridge) are in: wait for it,
  // not for a fixed time, so a busy machine cannot turn this into a race.
  await until(() => document.getElementById('dl')!.getAttribute('data-ppw-state') === 'mounted');
  return host;
}

/** Waits until `ok` holds (polled every 10 ms); fails the test if it never does. */
async function until(ok: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(ok()).toBe(true), { timeout: 15_000, interval: 10 });
}

/** A task later: what the last task's promise callbacks and scheduled renders did is done. */
const nextTasks = async (): Promise<void> => {
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
};

/** Calls through `PPWidgets.bridge` and reports how it settled and how long it took. */
async function call(method: string): Promise<{ ok: boolean; code: unknown; ms: number }> {
  const t0 = Date.now();
  try {
    await app!.bridge.call(method, { note: 'x' });
    return { ok: true, code: null, ms: Date.now() - t0 };
  } catch (state) {
    return { ok: false, code: (state as { code?: unknown }).code, ms: Date.now() - t0 };
  }
}

const label = () => document.getElementById('dl')!.textContent;

function tap(): void {
  const el = document.getElementById('dl')!;
  el.addEventListener('click', (e) => e.preventDefault(), { once: true }); // jsdom cannot navigate
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe('PPWidgets.bridge with a hostile native host (jsdom)', () => {
  it('a host that never answers: TIME_OUT after bridge.timeoutMs; the button keeps its default label and still sends on tap', async () => {
    const host = await start(() => undefined);
    const r = await call('toast');
    expect(r).toMatchObject({ ok: false, code: -1 });
    // TIME_OUT comes from the call's own timer, which cannot fire before bridge.timeoutMs.
    expect(r.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(label()).toBe('下载');
    tap();
    await until(() => host.sent.some((m) => m.method === 3));
    expect(host.sent.map((m) => m.method)).toContain(3);
    expect(uncaught).toEqual([]);
  });

  it('a host whose postMessage throws: calls fail at once; nothing escapes', async () => {
    await start(() => {
      throw new Error('native side crashed');
    });
    const r = await call('toast');
    expect(r.ok).toBe(false);
    // At once: SEND_FAILED, not the TIME_OUT (-1) of a call that waited (a state, not a duration).
    expect(r.code).toBe(-102);
    // The tap's native call fails at once: the widget says so (pp:download 'native-failed').
    const actions: string[] = [];
    const onDownload = (e: Event) => actions.push((e as CustomEvent<{ action: string }>).detail.action);
    document.addEventListener('pp:download', onDownload);
    expect(() => tap()).not.toThrow();
    await until(() => actions.indexOf('native-failed') !== -1);
    document.removeEventListener('pp:download', onDownload);
    await nextTasks();
    expect(label()).toBe('下载');
    expect(uncaught).toEqual([]);
  });

  it('a host answering garbage: every message ignored, never thrown, then TIME_OUT', async () => {
    const host = await start((message, h) => {
      setTimeout(() => {
        for (const g of ['not json', '{"id":', '', '[]', 'null', 42, null, undefined, [], { id: 'nope', result: 1 }, { event: 'appStatus', payload: 'x' },
          '{"__proto__":{"polluted":1},"id":"' + message.id + 'x"}', { event: 'appStatus', payload: { key_packageName: 'com.tiantian.xiaochu', key_status: 'NaN' } }]) {
          h.raw(g);
        }
      }, 5);
    });
    expect(() => host.raw('{{{')).not.toThrow();
    const r = await call('toast');
    expect(r).toMatchObject({ ok: false, code: -1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(uncaught).toEqual([]);
  });

  it('a host answering twice: the first answer wins; the second breaks nothing', async () => {
    await start((message, h) => {
      setTimeout(() => {
        h.reply(message.id, message.method === 2 ? { key_status: 64 } : { first: true });
        h.reply(message.id, message.method === 2 ? { key_status: 2 } : { first: false });
        h.fail(message.id, { code: 500, msg: 'late error' });
      }, 5);
    });
    await until(() => label() === '打开');
    expect(label()).toBe('打开');
    await expect(app!.bridge.call('toast')).resolves.toMatchObject({ first: true });
    // The second and third answers came in the first one's task; a task later, what they
    // could change has been rendered.
    await nextTasks();
    expect(label()).toBe('打开');
    expect(uncaught).toEqual([]);
  });

  it('a host answering after the timeout: TIME_OUT first, the late answer dropped', async () => {
    let late = 0;
    const host = await start((message, h) => {
      setTimeout(() => {
        h.reply(message.id, message.method === 2 ? { key_status: 64 } : { late: true });
        late++;
      }, TIMEOUT_MS + 100);
    });
    const r = await call('toast');
    expect(r).toMatchObject({ ok: false, code: -1 });
    // Every call sent has had its late answer; a task later, what it could change is rendered.
    await until(() => late === host.sent.length);
    await nextTasks();
    expect(label()).toBe('下载');
    expect(uncaught).toEqual([]);
  });

  it('no host at all (a plain browser): calls fail at once, the button is a web download', async () => {
    await start(null, false);
    const r = await call('toast');
    expect(r.ok).toBe(false);
    // At once: NO_BRIDGE, not the TIME_OUT (-1) of a call that waited (a state, not a duration).
    expect(r.code).toBe(-101);
    expect(label()).toBe('下载');
    expect(uncaught).toEqual([]);
  });

  it('a host installed after start: later calls reach it and are answered', async () => {
    const host = await start((message, h) => void setTimeout(() => h.reply(message.id, { ok: 1 }), 5), false);
    host.install();
    await expect(app!.bridge.call('toast')).resolves.toMatchObject({ ok: 1 });
    expect(host.sent.length).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
  });
});
