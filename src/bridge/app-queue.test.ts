import { describe, expect, it, vi } from 'vitest';
import { readAppQueue } from './app-queue';

const w = window as unknown as { PPWidgetsQueue?: unknown[] };

describe('readAppQueue', () => {
  it('reads an array the app creates after start, and one it assigns again, delivering each message once', () => {
    delete w.PPWidgetsQueue;
    const deliver = vi.fn();
    const stop = readAppQueue(window, deliver);
    expect(Object.keys(window)).not.toContain('PPWidgetsQueue');
    const queue = (): unknown[] => (w.PPWidgetsQueue = w.PPWidgetsQueue || []);
    // The documented line, after start, with no array before it.
    queue().push('a');
    queue().push('b');
    expect(deliver.mock.calls.map((c) => c[0])).toEqual(['a', 'b']);
    // An app that starts a fresh array holding a message already.
    w.PPWidgetsQueue = ['c'];
    w.PPWidgetsQueue.push('d');
    expect(deliver.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c', 'd']);
    expect(w.PPWidgetsQueue).toHaveLength(0);
    stop();
    expect(Object.getOwnPropertyDescriptor(window, 'PPWidgetsQueue')).toMatchObject({ writable: true });
    w.PPWidgetsQueue.push('later');
    expect(w.PPWidgetsQueue).toEqual(['later']);
    expect(deliver).toHaveBeenCalledTimes(4);
    delete w.PPWidgetsQueue;
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
