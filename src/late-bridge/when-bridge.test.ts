import { describe, it, expect, vi } from 'vitest';
import { bridgeGlobal } from '../../tests/helpers/bridge-global';
import { whenBridge, BRIDGE_POLL_MS } from './when-bridge';

const w = bridgeGlobal();

describe('whenBridge', () => {
  it('shares one setter trap and one poll among everything waiting, and tells each once', async () => {
    vi.useFakeTimers();
    const plugin = vi.fn();
    const service = vi.fn();
    whenBridge(window, plugin, 10000);
    whenBridge(window, service);
    expect(vi.getTimerCount()).toBe(1);
    expect(Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')!.get).toBeTypeOf('function');
    w.PPNativeBridge = { postMessage() {} };
    await Promise.resolve();
    expect(plugin).toHaveBeenCalledTimes(1);
    expect(service).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps polling for a subscriber without a bound after a bounded one has given up', () => {
    vi.useFakeTimers();
    const bounded = vi.fn();
    const unbounded = vi.fn();
    whenBridge(window, bounded, 1000);
    const stop = whenBridge(window, unbounded);
    vi.advanceTimersByTime(1000 + 2 * BRIDGE_POLL_MS);
    Object.defineProperty(window, 'PPNativeBridge', { configurable: true, writable: true, value: { postMessage() {} } });
    vi.advanceTimersByTime(BRIDGE_POLL_MS);
    expect(bounded).not.toHaveBeenCalled();
    expect(unbounded).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends, trap and poll, when the last subscriber leaves', () => {
    vi.useFakeTimers();
    const a = whenBridge(window, vi.fn());
    const b = whenBridge(window, vi.fn());
    a();
    expect(vi.getTimerCount()).toBe(1);
    b();
    expect(vi.getTimerCount()).toBe(0);
    expect(Object.getOwnPropertyDescriptor(window, 'PPNativeBridge')).toBeUndefined();
  });
});
