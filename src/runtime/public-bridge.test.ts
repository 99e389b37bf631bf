import { describe, it, expect, vi } from 'vitest';
import { createPublicBridge, deliverEarlyMessages, readAppQueueNow } from './public-bridge';
import { createRuntime } from './runtime';
import { createRecordingLogger } from '../../tests/helpers/context';
import { startedRuntime, tick } from '../../tests/helpers/runtime';

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
    rt.context.services.bridge.receive = receive;
    const bridge = createPublicBridge(rt);
    expect(() => bridge.receive('x')).not.toThrow();
    expect(receive).toHaveBeenCalledWith('x');
    expect(rt.logger.errors[0][0]).toBe('bridge.receive');
    bridge.call('toast', { key_text: 'hi' }).catch(() => undefined);
    expect(rt.context.services.bridge.call).toHaveBeenCalledWith('toast', { key_text: 'hi' });
  });

  it('delivers at start what came before it: receive() before start, then the app\'s PPWidgetsQueue; later pushes go at once', async () => {
    const rt = startedRuntime([]);
    const run = rt.run;
    rt.run = null;
    const bridge = createPublicBridge(rt);
    bridge.receive('{"event":"appStatus","payload":{"key_packageName":"a","key_status":1}}');
    const w = window as unknown as { PPWidgetsQueue?: unknown[] };
    w.PPWidgetsQueue = ['{"event":"appStatus","payload":{"key_packageName":"b","key_status":2}}'];
    rt.run = run;
    const stop = deliverEarlyMessages(rt, bridge);
    const receive = rt.context.services.bridge.receive as ReturnType<typeof vi.fn>;
    // The queue's reader is in the bridge chunk: it comes a moment after start (its first import
    // here, a cold transform, can take seconds on a busy machine).
    await vi.waitFor(() => expect(receive).toHaveBeenCalledTimes(2), { timeout: 10_000, interval: 10 });
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

  it('reads the queue the app creates after start in a client, and loads nothing on a plain page', async () => {
    const w = window as unknown as { PPWidgetsQueue?: unknown[] };
    delete w.PPWidgetsQueue;
    const plain = startedRuntime([]);
    const stopPlain = deliverEarlyMessages(plain, createPublicBridge(plain));
    expect(Object.getOwnPropertyDescriptor(window, 'PPWidgetsQueue')).toBeUndefined();
    stopPlain();
    const rt = startedRuntime([], { client: 'android', hasBridge: true });
    const stop = deliverEarlyMessages(rt, createPublicBridge(rt));
    const receive = rt.context.services.bridge.receive as ReturnType<typeof vi.fn>;
    const queue: unknown[] = (w.PPWidgetsQueue = w.PPWidgetsQueue || []);
    queue.push('a');
    // The reader's chunk loads, then finds the app's new array (no global of ours to trap it).
    await vi.waitFor(() => expect(receive).toHaveBeenCalledWith('a'), { timeout: 10_000, interval: 10 });
    queue.push('b');
    expect(receive).toHaveBeenCalledWith('b');
    stop();
    delete w.PPWidgetsQueue;
  });
  it('in an Android WebView with no bridge and no client token, reads the app queue only once a bridge came', async () => {
    const w = window as unknown as { PPWidgetsQueue?: unknown[] };
    delete w.PPWidgetsQueue;
    const rt = startedRuntime([], { ua: 'Mozilla/5.0 (Linux; Android 13; V2219A; wv) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47' });
    const stop = deliverEarlyMessages(rt, createPublicBridge(rt));
    const receive = rt.context.services.bridge.receive as ReturnType<typeof vi.fn>;
    const queue: unknown[] = (w.PPWidgetsQueue = w.PPWidgetsQueue || []);
    queue.push('early');
    // Nothing reads it (no reader loaded): the message waits in the app's array.
    for (let i = 0; i < 10; i++) await tick();
    expect(receive).not.toHaveBeenCalled();
    expect(queue).toEqual(['early']);
    readAppQueueNow(rt);
    await vi.waitFor(() => expect(receive).toHaveBeenCalledWith('early'), { timeout: 10_000, interval: 10 });
    stop();
    delete w.PPWidgetsQueue;
  });
});
