import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge, type Bridge, type BridgeOptions } from './create-bridge';
import { BridgeErrorCode } from './bridge-state';
import { DEFAULT_METHOD_IDS } from './method-ids';
import { createFakeNativeHost, documentedHost, type FakeNativeHost, type HostBehaviour } from '../../tests/helpers/fake-native-host';
import { createFakeLogger } from '../../tests/helpers/spy-logger';

const PLAIN_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 10; K; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36';

function setup(behaviour?: HostBehaviour, opts: Partial<BridgeOptions> = {}, ua = PLAIN_UA) {
  const win = { navigator: { userAgent: ua } } as unknown as Window;
  const logger = createFakeLogger();
  const bridge: Bridge = createBridge({ logger, win, ...opts });
  const host: FakeNativeHost = createFakeNativeHost(win, (m) => bridge.receive(m), behaviour);
  return { win, logger, bridge, host };
}

/** Settles a promise into a value so tests can assert rejections without unhandled ones. */
function outcome<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

describe('createBridge', () => {
  describe('calls', () => {
    it('answers 2 000 sequential calls, each with its own reply', async () => {
      const { bridge, host } = setup((m, h) => {
        void Promise.resolve().then(() => h.reply(m.id, { n: m.payload.key_n }));
      });
      host.install();
      for (let i = 0; i < 2000; i++) {
        const result = await bridge.call<{ n: number }>('kvGet', { n: i });
        expect(result.n).toBe(i);
      }
      expect(host.sent).toHaveLength(2000);
      expect(new Set(host.sent.map((m) => m.id)).size).toBe(2000);
    });

    it('matches 2 000 concurrent calls answered in reverse order', async () => {
      const held: Array<{ id: string; n: unknown }> = [];
      const { bridge, host } = setup((m) => held.push({ id: m.id, n: m.payload.key_n }));
      host.install();
      const calls = Array.from({ length: 2000 }, (_, i) => bridge.call<{ n: number }>('kvGet', { n: i }));
      for (const { id, n } of held.slice().reverse()) host.reply(id, { n });
      const results = await Promise.all(calls);
      expect(results.map((r) => r.n)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    });

    it('sends the method id and prefixes payload keys with key_', async () => {
      const { bridge, host } = setup();
      host.install();
      await bridge.call('getAppStatus', { packageName: 'com.example', key_already: 1 });
      expect(host.sent[0].method).toBe(DEFAULT_METHOD_IDS.getAppStatus);
      expect(host.sent[0].payload).toEqual({ key_packageName: 'com.example', key_already: 1 });
      // The protocol version (docs/bridge.md §3).
      expect(host.sent[0].v).toBe(1);
    });

    it('with the host of docs/bridge.md: an unsupported method fails at once with UNSUPPORTED, a supported one answers', async () => {
      const { bridge, host } = setup(documentedHost({ 2: () => ({ key_status: 64 }) }));
      host.install();
      // At once: the host's own UNSUPPORTED answer, not the TIME_OUT of a call that waited.
      await expect(bridge.call('kvGet', { key: 'x' })).rejects.toEqual({ code: BridgeErrorCode.UNSUPPORTED, msg: 'unsupported method' });
      await expect(bridge.call('getAppStatus', { packageName: 'a' })).resolves.toMatchObject({ status: 64 });
    });

    it('uses the configured method ids over the defaults', async () => {
      const { bridge, host } = setup(undefined, { methodIds: { toast: 'showToast' } });
      host.install();
      await bridge.call('toast', { text: 'hi' });
      await bridge.call('download', {});
      expect(host.sent.map((m) => m.method)).toEqual(['showToast', DEFAULT_METHOD_IDS.download]);
    });

    it('resolves with the result, adding unprefixed aliases of key_ fields', async () => {
      const { bridge, host } = setup((m, h) => h.reply(m.id, { key_status: 64 }));
      host.install();
      await expect(bridge.call('getAppStatus', {})).resolves.toEqual({ key_status: 64, status: 64 });
    });

    it('rejects with the app error state for an { id, error } answer', async () => {
      const { bridge, host } = setup((m, h) => h.fail(m.id, m.payload.key_kind === 'coded' ? { code: 5000406, msg: 'login' } : 'boom'));
      host.install();
      await expect(bridge.call('login', { kind: 'coded' })).rejects.toEqual({ code: 5000406, msg: 'login' });
      await expect(bridge.call('login', { kind: 'text' })).rejects.toEqual({ code: BridgeErrorCode.NATIVE_ERROR, msg: 'boom' });
    });

    it('accepts answers given as objects and numeric ids as well as JSON text', async () => {
      const { bridge, host } = setup((m, h) => h.raw({ id: m.id, result: 'object form' }));
      host.install();
      await expect(bridge.call('kvGet', {})).resolves.toBe('object form');
    });
  });

  describe('a misbehaving host', () => {
    it('rejects only the call whose postMessage threw, and logs no payload', async () => {
      const { bridge, host, logger } = setup((m, h) => {
        if (m.payload.key_secret === 'throw me') throw new Error(`native crash ${JSON.stringify(m.payload)}`);
        h.reply(m.id, 'ok');
      });
      host.install();
      const first = outcome(bridge.call('share', { secret: 'throw me' }));
      const second = bridge.call('share', { secret: 'fine' });
      expect(await first).toEqual({ ok: false, error: { code: BridgeErrorCode.SEND_FAILED, msg: expect.stringContaining('share') } });
      await expect(second).resolves.toBe('ok');
      expect(logger.warn).toHaveBeenCalled();
      expect(logger.text()).not.toContain('throw me');
    });

    it('ignores garbage without throwing and still matches the real answer', async () => {
      let pendingId = '';
      const { bridge, host, logger } = setup((m) => (pendingId = m.id));
      host.install();
      const call = bridge.call('kvGet', { k: 1 });
      const garbage: unknown[] = ['not json', '{"id":', 42, null, undefined, [], {}, { id: '' }, '[1,2]', { event: 5 }, true];
      for (const g of garbage) expect(() => host.raw(g)).not.toThrow();
      host.reply(pendingId, 'real');
      await expect(call).resolves.toBe('real');
      expect(logger.warnOnce).toHaveBeenCalledWith('bridge:garbage', expect.any(String));
    });

    it('keeps the first of two answers and ignores the second', async () => {
      const { bridge, host, logger } = setup((m, h) => {
        h.reply(m.id, 'first');
        h.reply(m.id, 'second');
      });
      host.install();
      await expect(bridge.call('kvGet', {})).resolves.toBe('first');
      expect(logger.warnOnce).toHaveBeenCalledWith('bridge:unknown-id', expect.any(String));
      host.raw({ id: 'never-sent', result: 1 });
      await expect(bridge.call('kvGet', {})).resolves.toBe('first');
    });

    describe('with fake timers', () => {
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      it('rejects with TIME_OUT after the default 10 000 ms when the host never answers', async () => {
        const { bridge, host } = setup(() => undefined);
        host.install();
        let settled: unknown = null;
        void outcome(bridge.call('getClientInfo', {})).then((o) => (settled = o));
        await vi.advanceTimersByTimeAsync(9999);
        expect(settled).toBeNull();
        await vi.advanceTimersByTimeAsync(1);
        expect(settled).toEqual({ ok: false, error: { code: -1, msg: '[bridge:getClientInfo] request timed out' } });
        expect(vi.getTimerCount()).toBe(0);
      });

      it('gives the methods that wait for the user longer: login 2 min, share 1 min, pay 5 min', async () => {
        const { bridge, host } = setup(() => undefined);
        host.install();
        const settled: Record<string, number> = {};
        const t0 = Date.now();
        for (const m of ['login', 'share', 'pay', 'toast', 'constructor']) bridge.call(m).catch(() => (settled[m] = Date.now() - t0));
        await vi.advanceTimersByTimeAsync(10000);
        expect(Object.keys(settled).sort()).toEqual(['constructor', 'toast']);
        await vi.advanceTimersByTimeAsync(50000);
        expect(Object.keys(settled)).toContain('share');
        await vi.advanceTimersByTimeAsync(60000);
        expect(Object.keys(settled)).toContain('login');
        expect(Object.keys(settled)).not.toContain('pay');
        await vi.advanceTimersByTimeAsync(180000);
        expect(Object.keys(settled)).toContain('pay');
      });

      it('honours a per-bridge timeoutMs', async () => {
        const { bridge, host } = setup(() => undefined, { timeoutMs: 500 });
        host.install();
        const result = outcome(bridge.call('toast', {}));
        await vi.advanceTimersByTimeAsync(500);
        expect(await result).toMatchObject({ ok: false, error: { code: -1 } });
      });

      it('ignores an answer that arrives after the timeout', async () => {
        const ids: string[] = [];
        const { bridge, host } = setup((m) => ids.push(m.id), { timeoutMs: 1000 });
        host.install();
        const result = outcome(bridge.call('kvGet', {}));
        await vi.advanceTimersByTimeAsync(1000);
        expect(() => host.reply(ids[0], 'too late')).not.toThrow();
        expect(await result).toMatchObject({ ok: false, error: { code: -1 } });
      });
    });
  });

  describe('without a bridge', () => {
    it('fails at once with NO_BRIDGE in an ordinary browser', async () => {
      const { bridge } = setup();
      expect(bridge.available()).toBe(false);
      await expect(bridge.call('download', {})).rejects.toMatchObject({ code: BridgeErrorCode.NO_BRIDGE });
    });

    it('works once a bridge appears, even where none was expected', async () => {
      const { bridge, host } = setup();
      await expect(bridge.call('toast', {})).rejects.toMatchObject({ code: BridgeErrorCode.NO_BRIDGE });
      host.install();
      expect(bridge.available()).toBe(true);
      await expect(bridge.call('toast', {})).resolves.toMatchObject({ echo: DEFAULT_METHOD_IDS.toast });
    });

    describe('late bridge queue', () => {
      beforeEach(() => {
        vi.useFakeTimers();
      });
      afterEach(() => {
        vi.useRealTimers();
      });

      it('queues calls in an Android WebView and sends them in order when the bridge appears', async () => {
        const { bridge, host } = setup(undefined, {}, WEBVIEW_UA);
        const calls = [bridge.call('kvGet', { n: 1 }), bridge.call('kvGet', { n: 2 }), bridge.call('kvGet', { n: 3 })];
        await vi.advanceTimersByTimeAsync(1000);
        expect(host.sent).toHaveLength(0);
        host.install();
        await vi.advanceTimersByTimeAsync(200);
        expect(host.sent.map((m) => m.payload.key_n)).toEqual([1, 2, 3]);
        const results = await Promise.all(calls);
        expect(results.map((r) => (r as { payload: { key_n: number } }).payload.key_n)).toEqual([1, 2, 3]);
        expect(vi.getTimerCount()).toBe(0);
      });

      it('sends the queue first when a new call finds the bridge', async () => {
        const { bridge, host } = setup(undefined, { expectBridge: true });
        const early = bridge.call('kvGet', { n: 'early' });
        host.install();
        const late = bridge.call('kvGet', { n: 'late' });
        expect(host.sent.map((m) => m.payload.key_n)).toEqual(['early', 'late']);
        await expect(Promise.all([early, late])).resolves.toHaveLength(2);
      });

      it('refuses calls beyond the queue limit with QUEUE_FULL', async () => {
        const { bridge } = setup(undefined, { expectBridge: true, queueLimit: 50 });
        const queued = Array.from({ length: 50 }, () => outcome(bridge.call('log', {})));
        await expect(bridge.call('log', {})).rejects.toMatchObject({ code: BridgeErrorCode.QUEUE_FULL });
        await vi.advanceTimersByTimeAsync(10000);
        const results = await Promise.all(queued);
        expect(results.every((r) => !r.ok && (r.error as { code: number }).code === -1)).toBe(true);
      });

      it('times queued calls out and never sends them afterwards', async () => {
        const { bridge, host } = setup(undefined, { expectBridge: true, timeoutMs: 3000 });
        const result = outcome(bridge.call('kvSet', { k: 'a' }));
        await vi.advanceTimersByTimeAsync(3000);
        expect(await result).toMatchObject({ ok: false, error: { code: -1 } });
        expect(vi.getTimerCount()).toBe(0);
        host.install();
        await vi.advanceTimersByTimeAsync(1000);
        expect(host.sent).toHaveLength(0);
      });
    });
  });

  describe('events', () => {
    it('delivers appStatus payloads with plain key aliases to every subscriber', () => {
      const { bridge, host } = setup();
      const a = vi.fn();
      const b = vi.fn();
      bridge.on('appStatus', a);
      bridge.on('appStatus', b);
      host.push('appStatus', { key_packageName: 'com.example', key_status: 4, key_progress: 30 });
      expect(a).toHaveBeenCalledWith({ key_packageName: 'com.example', key_status: 4, key_progress: 30, packageName: 'com.example', status: 4, progress: 30 });
      expect(b).toHaveBeenCalledTimes(1);
    });

    it('stops delivering after unsubscribe', () => {
      const { bridge, host } = setup();
      const handler = vi.fn();
      const off = bridge.on('appStatus', handler);
      off();
      off();
      host.push('appStatus', { key_packageName: 'com.example', key_status: 4 });
      expect(handler).not.toHaveBeenCalled();
    });

    it('holds events sent before anyone listened (the latest per package) and gives them to each later subscriber', async () => {
      const { bridge, host } = setup();
      host.push('appStatus', { key_packageName: 'a', key_status: 1 });
      host.push('appStatus', { key_packageName: 'a', key_status: 4 });
      host.push('appStatus', { key_packageName: 'b', key_status: 2 });
      const first = vi.fn();
      const second = vi.fn();
      bridge.on('appStatus', first);
      bridge.on('appStatus', second);
      expect(first).not.toHaveBeenCalled();
      await Promise.resolve();
      for (const h of [first, second]) expect(h.mock.calls.map((c) => [c[0].key_packageName, c[0].key_status])).toEqual([['a', 4], ['b', 2]]);
    });

    it('isolates a throwing handler from the others', () => {
      const { bridge, host, logger } = setup();
      const after = vi.fn();
      bridge.on('appStatus', () => {
        throw new Error('widget bug');
      });
      bridge.on('appStatus', after);
      expect(() => host.push('appStatus', { key_packageName: 'x', key_status: 2 })).not.toThrow();
      expect(after).toHaveBeenCalledTimes(1);
      expect(logger.handleError).toHaveBeenCalledWith(expect.any(Error), expect.stringContaining('appStatus'));
    });
  });

  describe('dispose', () => {
    it('rejects pending calls with DISPOSED and refuses new ones', async () => {
      const { bridge, host } = setup(() => undefined);
      host.install();
      const pending = bridge.call('kvGet', {});
      bridge.dispose();
      await expect(pending).rejects.toMatchObject({ code: BridgeErrorCode.DISPOSED });
      await expect(bridge.call('kvGet', {})).rejects.toMatchObject({ code: BridgeErrorCode.DISPOSED });
    });
  });
});

describe('bridge states', () => {
  it('are API states with the catalogue TIME_OUT code', async () => {
    const { isApiState, ErrorCode } = await import('../api/errors');
    expect(BridgeErrorCode.TIME_OUT).toBe(ErrorCode.TIME_OUT);
    const { bridge } = setup();
    const state = await bridge.call('toast', {}).catch((e: unknown) => e);
    expect(isApiState(state)).toBe(true);
  });
});
