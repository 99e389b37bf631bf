import { describe, it, expect, vi } from 'vitest';
import { bridgeGlobal } from '../../tests/helpers/bridge-global';
import { watchForBridge } from './index';
import { LATE_BRIDGE_POLL_MS } from './when-bridge';

const w = bridgeGlobal();

describe('watchForBridge', () => {
  it('sees an assigned bridge at once, keeps the app object and adds no enumerable global', async () => {
    const arrive = vi.fn();
    const stop = watchForBridge(window, arrive);
    expect(Object.keys(window)).not.toContain('PPNativeBridge');
    expect(w.PPNativeBridge).toBeUndefined();
    const host = { postMessage: vi.fn() };
    w.PPNativeBridge = host;
    await Promise.resolve();
    expect(arrive).toHaveBeenCalledTimes(1);
    expect(w.PPNativeBridge).toBe(host);
    expect(Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')).toMatchObject({ value: host, writable: true });
    w.PPNativeBridge = { postMessage: vi.fn() };
    await Promise.resolve();
    expect(arrive).toHaveBeenCalledTimes(1);
    stop();
  });

  it('finds a bridge defined past the setter by polling, for a bounded time', () => {
    vi.useFakeTimers();
    const arrive = vi.fn();
    watchForBridge(window, arrive);
    Object.defineProperty(window, 'PPNativeBridge', { configurable: true, writable: true, value: { postMessage() {} } });
    vi.advanceTimersByTime(300);
    expect(arrive).toHaveBeenCalledTimes(1);
    delete w.PPNativeBridge;

    const late = vi.fn();
    watchForBridge(window, late);
    vi.advanceTimersByTime(LATE_BRIDGE_POLL_MS + 500);
    Object.defineProperty(window, 'PPNativeBridge', { configurable: true, writable: true, value: { postMessage() {} } });
    vi.advanceTimersByTime(1000);
    expect(late).not.toHaveBeenCalled();
  });

  it('never deletes or replaces a bridge the app defined with Object.defineProperty over the trap', () => {
    vi.useFakeTimers();
    const arrive = vi.fn();
    const stop = watchForBridge(window, arrive);
    const host = { postMessage: vi.fn() };
    // What an app does with defineProperty after onPageFinished: a fixed, non-writable property.
    Object.defineProperty(window, 'PPNativeBridge', { configurable: true, enumerable: false, writable: false, value: host });
    vi.advanceTimersByTime(300);
    expect(arrive).toHaveBeenCalledTimes(1);
    expect(Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')).toEqual({ configurable: true, enumerable: false, writable: false, value: host });
    stop();
    expect(w.PPNativeBridge).toBe(host);
  });

  it('keeps an app getter as the app defined it', () => {
    vi.useFakeTimers();
    const arrive = vi.fn();
    watchForBridge(window, arrive);
    const host = { postMessage: vi.fn() };
    const get = () => host;
    Object.defineProperty(window, 'PPNativeBridge', { configurable: true, get });
    vi.advanceTimersByTime(300);
    expect(arrive).toHaveBeenCalledTimes(1);
    expect(Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')!.get).toBe(get);
    expect(w.PPNativeBridge).toBe(host);
  });

  it('leaves the window as it was when stopped', async () => {
    vi.useFakeTimers();
    const arrive = vi.fn();
    const stop = watchForBridge(window, arrive);
    stop();
    expect(Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')).toBeUndefined();
    w.PPNativeBridge = {};
    // Where the setter trap or the poll would have seen it.
    await Promise.resolve();
    vi.advanceTimersByTime(1000);
    expect(arrive).not.toHaveBeenCalled();
  });
});

describe('watchForBridge when its chunk arrives', () => {
  it('takes up a bridge the app assigned while the chunk was on its way, at once', () => {
    w.PPNativeBridge = { postMessage() {} };
    const arrive = vi.fn();
    watchForBridge(window, arrive);
    expect(arrive).toHaveBeenCalledTimes(1);
    // Nothing left to watch: no trap, the app's property as it was.
    expect(Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')).toMatchObject({ writable: true });
  });

  it('looks until 10 s after the start it is given, not after its own arrival', () => {
    vi.useFakeTimers();
    const arrive = vi.fn();
    const since = Date.now() - 8000;
    watchForBridge(window, arrive, since);
    vi.advanceTimersByTime(2500);
    Object.defineProperty(window, 'PPNativeBridge', { configurable: true, writable: true, value: { postMessage() {} } });
    vi.advanceTimersByTime(1000);
    expect(arrive).not.toHaveBeenCalled();

    delete w.PPNativeBridge;
    const inTime = vi.fn();
    watchForBridge(window, inTime, Date.now() - 8000);
    vi.advanceTimersByTime(1500);
    Object.defineProperty(window, 'PPNativeBridge', { configurable: true, writable: true, value: { postMessage() {} } });
    vi.advanceTimersByTime(300);
    expect(inTime).toHaveBeenCalledTimes(1);
  });
});
