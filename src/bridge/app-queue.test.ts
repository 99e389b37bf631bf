import { describe, expect, it, vi } from 'vitest';
import { readAppQueue } from './app-queue';

const w = window as unknown as { PPWidgetsQueue?: unknown[] };

describe('readAppQueue', () => {
  it('reads an array the app creates after start, and one it assigns again, delivering each message once', () => {
    // No global is added for it (the library adds none but PPWidgets): an array the app makes
    // later is found by looking again every 250 ms; from then on its push delivers at once.
    vi.useFakeTimers();
    delete w.PPWidgetsQueue;
    const deliver = vi.fn();
    const stop = readAppQueue(window, deliver);
    expect(Object.getOwnPropertyDescriptor(window, 'PPWidgetsQueue')).toBeUndefined();
    const queue = (): unknown[] => (w.PPWidgetsQueue = w.PPWidgetsQueue || []);
    // The documented line, after start, with no array before it.
    queue().push('a');
    vi.advanceTimersByTime(250);
    expect(deliver.mock.calls.map((c) => c[0])).toEqual(['a']);
    queue().push('b');
    expect(deliver.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
    // An app that starts a fresh array holding a message already.
    w.PPWidgetsQueue = ['c'];
    w.PPWidgetsQueue.push('d');
    vi.advanceTimersByTime(250);
    expect(deliver.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c', 'd']);
    expect(w.PPWidgetsQueue).toHaveLength(0);
    stop();
    expect(Object.getOwnPropertyDescriptor(window, 'PPWidgetsQueue')).toMatchObject({ writable: true });
    w.PPWidgetsQueue.push('later');
    expect(w.PPWidgetsQueue).toEqual(['later']);
    vi.advanceTimersByTime(1000);
    expect(deliver).toHaveBeenCalledTimes(4);
    delete w.PPWidgetsQueue;
    vi.useRealTimers();
  });

  it('re-reads a queue the app declared unconfigurable, as `var` does', () => {
    vi.useFakeTimers();
    const win = { setInterval, clearInterval } as unknown as Window;
    Object.defineProperty(win, 'PPWidgetsQueue', { configurable: false, writable: true, enumerable: true, value: ['a'] });
    const deliver = vi.fn();
    const stop = readAppQueue(win, deliver);
    expect(deliver.mock.calls.map((c) => c[0])).toEqual(['a']);
    (win as unknown as { PPWidgetsQueue: unknown[] }).PPWidgetsQueue = ['b'];
    vi.advanceTimersByTime(300);
    expect(deliver.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
    stop();
    vi.useRealTimers();
  });
});
