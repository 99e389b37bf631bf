import { describe, it, expect, vi } from 'vitest';
import { createPublicBridge, deliverEarlyMessages } from './public-bridge';
import { createRuntime } from './runtime';
import { createRecordingLogger } from '../../tests/helpers/context';
import { startedRuntime } from '../../tests/helpers/runtime';

describe('createPublicBridge', () => {
  it('before start: keeps answers, rejects calls with TIME_OUT and adds no listener', async () => {
    const bridge = createPublicBridge(createRuntime(window, createRecordingLogger(), []));
    expect(() => bridge.receive('{"id":"1","result":1}')).not.toThrow();
    await expect(bridge.call('log')).rejects.toEqual({ code: -1, msg: 'PPWidgets is not started' });
    expect(typeof bridge.on('appStatus', () => undefined)).toBe('function');
  });

  it('once started, forwards to the bridge service and never throws into the app', () => {
    const rt = startedRuntime([]);
    const receive = vi.fn(() => {
      throw new Error('broken');
    });
    rt.services!.bridge.receive = receive;
    const bridge = createPublicBridge(rt);
    expect(() => bridge.receive('x')).not.toThrow();
    expect(receive).toHaveBeenCalledWith('x');
    expect(rt.logger.errors[0][0]).toBe('receiving a bridge message');
    bridge.call('toast', { key_text: 'hi' }).catch(() => undefined);
    expect(rt.services!.bridge.call).toHaveBeenCalledWith('toast', { key_text: 'hi' });
  });

  it('delivers at start what came before it: receive() before start, then the app\'s PPWidgetsQueue; later pushes go at once', () => {
    const rt = startedRuntime([]);
    const services = rt.services;
    rt.services = null;
    const bridge = createPublicBridge(rt);
    bridge.receive('{"event":"appStatus","payload":{"key_packageName":"a","key_status":1}}');
    const w = window as unknown as { PPWidgetsQueue?: unknown[] };
    w.PPWidgetsQueue = ['{"event":"appStatus","payload":{"key_packageName":"b","key_status":2}}'];
    rt.services = services;
    const stop = deliverEarlyMessages(rt, bridge);
    const receive = rt.services!.bridge.receive as ReturnType<typeof vi.fn>;
    expect(receive.mock.calls.map((c) => JSON.parse(c[0] as string).payload.key_packageName)).toEqual(['a', 'b']);
    expect(w.PPWidgetsQueue).toHaveLength(0);
    w.PPWidgetsQueue.push('{"id":"9","result":1}');
    expect(receive).toHaveBeenLastCalledWith('{"id":"9","result":1}');
    expect(w.PPWidgetsQueue).toHaveLength(0);
    stop();
    w.PPWidgetsQueue.push('later');
    expect(w.PPWidgetsQueue).toEqual(['later']);
    delete w.PPWidgetsQueue;
  });

  it('reads an array the app creates after start, and one it assigns again, without delivering twice', () => {
    const rt = startedRuntime([]);
    const bridge = createPublicBridge(rt);
    const w = window as unknown as { PPWidgetsQueue?: unknown[] };
    delete w.PPWidgetsQueue;
    const pushed = (): unknown[] => (w.PPWidgetsQueue = w.PPWidgetsQueue || []);
    const stop = deliverEarlyMessages(rt, bridge);
    const receive = rt.services!.bridge.receive as ReturnType<typeof vi.fn>;
    expect(Object.keys(window)).not.toContain('PPWidgetsQueue');
    // The documented line, after start, with no array before it.
    pushed().push('a');
    pushed().push('b');
    expect(receive.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
    // An app that starts a fresh array holding a message already.
    w.PPWidgetsQueue = ['c'];
    w.PPWidgetsQueue.push('d');
    expect(receive.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c', 'd']);
    expect(w.PPWidgetsQueue).toHaveLength(0);
    stop();
    expect(Object.getOwnPropertyDescriptor(window, 'PPWidgetsQueue')).toMatchObject({ writable: true });
    w.PPWidgetsQueue.push('later');
    expect(w.PPWidgetsQueue).toEqual(['later']);
    expect(receive).toHaveBeenCalledTimes(4);
    delete w.PPWidgetsQueue;
  });

  it('re-reads a queue the app declared unconfigurable, as `var` does', () => {
    vi.useFakeTimers();
    const rt = startedRuntime([]);
    const win = { setInterval, clearInterval } as unknown as Window;
    Object.defineProperty(win, 'PPWidgetsQueue', { configurable: false, writable: true, enumerable: true, value: ['a'] });
    (rt as { win: Window }).win = win;
    const stop = deliverEarlyMessages(rt, createPublicBridge(rt));
    const receive = rt.services!.bridge.receive as ReturnType<typeof vi.fn>;
    expect(receive.mock.calls.map((c) => c[0])).toEqual(['a']);
    (win as unknown as { PPWidgetsQueue: unknown[] }).PPWidgetsQueue = ['b'];
    vi.advanceTimersByTime(300);
    expect(receive.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
    stop();
    vi.useRealTimers();
  });
});
