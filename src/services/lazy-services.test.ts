import { describe, it, expect, vi } from 'vitest';
import { createLazyBridge, createLazyLog } from './lazy-services';
import { createLazyApi } from './lazy-api';
import { trackClicks } from '../track/track-delegation';
import type { Bridge } from '../bridge/index';
import type { LogService, PageViewLog } from '../log/index';
import type { Api, ApiOptions } from '../api/index';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function fakeBridge(): Bridge & { handlers: Record<string, ((p: Record<string, unknown>) => void)[]> } {
  const handlers: Record<string, ((p: Record<string, unknown>) => void)[]> = {};
  return {
    handlers,
    call: vi.fn((method: string) => Promise.resolve({ method })) as Bridge['call'],
    on: vi.fn((event, handler) => {
      (handlers[event] = handlers[event] || []).push(handler);
      return () => (handlers[event] = handlers[event].filter((h) => h !== handler));
    }),
    receive: vi.fn(),
    available: () => true,
    dispose: vi.fn(),
  };
}

describe('createLazyBridge', () => {
  it('answers available() from the page before loading, and loads only on use', async () => {
    const load = vi.fn(() => Promise.resolve(fakeBridge()));
    const win = {} as Window & { PPNativeBridge?: unknown };
    const lazy = createLazyBridge(load, win, vi.fn());
    expect(lazy.current().available()).toBe(false);
    win.PPNativeBridge = {};
    expect(lazy.current().available()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('forwards calls, attaches handlers registered early, and delivers messages received early', async () => {
    const gate = deferred<Bridge>();
    const real = fakeBridge();
    const lazy = createLazyBridge(() => gate.promise, {} as Window, vi.fn());
    const seen: unknown[] = [];
    const off = lazy.current().on('appStatus', (p) => seen.push(p));
    lazy.current().receive('{"event":"appStatus"}');
    const answer = lazy.current().call('getAppStatus', { packageName: 'a' });
    gate.resolve(real);
    await expect(answer).resolves.toEqual({ method: 'getAppStatus' });
    expect(real.receive).toHaveBeenCalledWith('{"event":"appStatus"}');
    real.handlers.appStatus[0]({ key_status: 4 });
    expect(seen).toEqual([{ key_status: 4 }]);
    off();
    expect(real.handlers.appStatus).toHaveLength(0);
    expect(lazy.current()).toBe(real);
  });

  it('outside the app, an event handler loads nothing; it attaches when a message loads the bridge', async () => {
    const real = fakeBridge();
    const load = vi.fn(() => Promise.resolve(real));
    let inApp = false;
    const lazy = createLazyBridge(load, {} as Window, vi.fn(), () => inApp);
    const seen: unknown[] = [];
    lazy.current().on('login', (p) => seen.push(p));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    // A late bridge: the app delivers a message, which needs the real bridge.
    inApp = true;
    lazy.current().receive('{"event":"login"}');
    await lazy.ready();
    expect(load).toHaveBeenCalledTimes(1);
    real.handlers.login[0]({ userToken: 'u' });
    expect(seen).toEqual([{ userToken: 'u' }]);
  });

  it('inside the app, an event handler loads the bridge at once', async () => {
    const load = vi.fn(() => Promise.resolve(fakeBridge()));
    const lazy = createLazyBridge(load, {} as Window, vi.fn(), () => true);
    lazy.current().on('appStatus', () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load on the next use', async () => {
    const real = fakeBridge();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce(real);
    const lazy = createLazyBridge(load, {} as Window, vi.fn());
    await expect(lazy.current().call('open')).rejects.toThrow('chunk 404');
    await expect(lazy.current().call('open')).resolves.toEqual({ method: 'open' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('createLazyLog', () => {
  it('queues calls in order and sends them once the log has loaded', async () => {
    const gate = deferred<LogService>();
    const sent: string[] = [];
    const real = new Proxy({} as LogService, {
      get: (_t, name: string) => (name === 'then' ? undefined : (...args: unknown[]) => sent.push(`${name}:${JSON.stringify(args)}`)),
    });
    const lazy = createLazyLog(() => gate.promise, vi.fn());
    lazy.current().click({ appId: 1 });
    lazy.current().activity({ appId: 1 } as never);
    expect(sent).toEqual([]);
    gate.resolve(real);
    await lazy.ready();
    expect(sent).toEqual(['click:[{"appId":1}]', 'activity:[{"appId":1}]']);
  });

  it('catches data-track clicks before the log has loaded', async () => {
    const gate = deferred<LogService>();
    const events: unknown[][] = [];
    // The raw value is queued; the real log splits it (src/log/create-log.ts `tracked`).
    const real = { tracked: (...a: unknown[]) => events.push(a) } as unknown as LogService;
    const lazy = createLazyLog(() => gate.promise, vi.fn());
    document.body.innerHTML = '<a href="#x" data-track="detail-download-星海战纪"><span>go</span></a>';
    const stop = trackClicks(document, lazy.current(), { warnOnce: vi.fn(), handleError: vi.fn() } as never);
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    gate.resolve(real);
    await lazy.ready();
    expect(events).toEqual([['detail-download-星海战纪']]);
    stop();
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events).toHaveLength(1);
  });

  it('sends a page view with the base alone, and loads the whole log only for the rest', async () => {
    const sent: string[] = [];
    const recorder = (who: string) =>
      new Proxy({} as LogService, {
        get: (_t, name: string) => (name === 'then' ? undefined : name === 'trackId' ? () => who : (...args: unknown[]) => sent.push(`${who}.${name}:${JSON.stringify(args)}`)),
      });
    const load = vi.fn(() => Promise.resolve(recorder('log')));
    const loadBase = vi.fn(() => Promise.resolve(recorder('base') as PageViewLog));
    const lazy = createLazyLog(load, vi.fn(), loadBase);
    lazy.current().access({ page: 'detail' });
    lazy.current().track('pv', { page: 'detail' });
    await loadBase.mock.results[0].value;
    await Promise.resolve();
    expect(sent).toEqual(['base.access:[{"page":"detail"}]', 'base.track:["pv",{"page":"detail"}]']);
    expect(load).not.toHaveBeenCalled();
    expect(lazy.current().trackId()).toBe('base');
    lazy.current().click({ appId: 1 });
    await lazy.ready();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent.slice(2)).toEqual(['log.click:[{"appId":1}]']);
    expect(lazy.current().trackId()).toBe('log');
  });

  it('keeps the order: a page view behind a call that waits for the whole log waits with it', async () => {
    const sent: string[] = [];
    const gate = deferred<LogService>();
    const record = (name: string) => (...args: unknown[]) => sent.push(`${name}:${JSON.stringify(args)}`);
    const base = { access: record('access'), track: record('track'), trackId: () => '', dispose: vi.fn() };
    const lazy = createLazyLog(() => gate.promise, vi.fn(), () => Promise.resolve(base));
    lazy.current().click({ appId: 1 });
    lazy.current().access({ page: 'detail' });
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    gate.resolve({ ...base, click: record('click') } as unknown as LogService);
    await lazy.ready();
    expect(sent).toEqual(['click:[{"appId":1}]', 'access:[{"page":"detail"}]']);
  });

  it("delivers a list's track made through the stand-in before any log is in, whichever part arrives first", async () => {
    // A list mounts without the log (its `needs` are the defaults: the API client) and keeps the
    // stand-in it was given; its shows and clicks are `track`, a page view's call.
    const sent: string[] = [];
    const recorder = (who: string) =>
      new Proxy({} as LogService, {
        get: (_t, name: string) => (name === 'then' ? undefined : name === 'trackId' ? () => who : (...args: unknown[]) => sent.push(`${who}.${name}:${JSON.stringify(args)}`)),
      });

    // The log's base (the page view's visit chunk) arrives first.
    const baseGate = deferred<PageViewLog>();
    const load = vi.fn(() => Promise.resolve(recorder('log')));
    const first = createLazyLog(load, vi.fn(), () => baseGate.promise);
    const held = first.current();
    held.track('show', { spaceId: 'detail-score' });
    expect(sent).toEqual([]);
    baseGate.resolve(recorder('base') as PageViewLog);
    await baseGate.promise;
    await Promise.resolve();
    expect(sent).toEqual(['base.track:["show",{"spaceId":"detail-score"}]']);
    expect(load).not.toHaveBeenCalled();

    // The whole log arrives first (another widget needs it), the base after: sent once, in order.
    sent.length = 0;
    const wholeGate = deferred<LogService>();
    const lateBase = deferred<PageViewLog>();
    const second = createLazyLog(() => wholeGate.promise, vi.fn(), () => lateBase.promise);
    const kept = second.current();
    kept.track('show', { spaceId: 'detail-comments' });
    kept.track('click', { appId: 7 });
    const ready = second.ready();
    wholeGate.resolve(recorder('log'));
    await ready;
    expect(sent).toEqual(['log.track:["show",{"spaceId":"detail-comments"}]', 'log.track:["click",{"appId":7}]']);
    lateBase.resolve(recorder('base') as PageViewLog);
    await lateBase.promise;
    await Promise.resolve();
    // The stand-in the list kept forwards to the whole log from now on.
    kept.track('click', { appId: 8 });
    expect(sent).toEqual(['log.track:["show",{"spaceId":"detail-comments"}]', 'log.track:["click",{"appId":7}]', 'log.track:["click",{"appId":8}]']);
  });

  it('disposes the base when only the base has loaded', async () => {
    const base = { access: vi.fn(), track: vi.fn(), trackId: () => '', dispose: vi.fn() };
    const load = vi.fn();
    const lazy = createLazyLog(load, vi.fn(), () => Promise.resolve(base));
    lazy.current().access();
    await Promise.resolve();
    await Promise.resolve();
    expect(base.access).toHaveBeenCalledTimes(1);
    lazy.current().dispose();
    expect(base.dispose).toHaveBeenCalledTimes(1);
    lazy.current().track('pv');
    expect(base.track).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('drops everything after dispose()', async () => {
    const click = vi.fn();
    const lazy = createLazyLog(() => Promise.resolve({ click, dispose: vi.fn() } as unknown as LogService), vi.fn());
    lazy.current().dispose();
    lazy.current().click({});
    await Promise.resolve();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('createLazyApi', () => {
  it('forwards nested calls to the real client once loaded, and exposes it after ready()', async () => {
    const draw = vi.fn(() => Promise.resolve({ prize: 'A' }));
    const real = { lucky: { draw }, downloadApkUrl: (id: number) => `/download/apk?appId=${id}` } as unknown as Api;
    const lazy = createLazyApi({} as ApiOptions, () => Promise.resolve({ createApi: () => real }));
    await expect(lazy.current().lucky.draw({ activityId: 1 } as never)).resolves.toEqual({ prize: 'A' });
    expect(draw).toHaveBeenCalledWith({ activityId: 1 });
    await lazy.ready();
    expect(lazy.current().downloadApkUrl(5)).toBe('/download/apk?appId=5');
  });
});
