import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memory-store';

afterEach(() => {
  vi.useRealTimers();
});

describe('createMemoryStore', () => {
  it('returns what was set and null for unknown keys', () => {
    const store = createMemoryStore();
    store.set('a', { n: 1 });
    expect(store.get('a')).toEqual({ n: 1 });
    expect(store.get('b')).toBeNull();
  });

  it('hands out copies, so mutating a result does not change the store', () => {
    const store = createMemoryStore();
    store.set('a', { n: 1 });
    store.get<{ n: number }>('a')!.n = 2;
    expect(store.get('a')).toEqual({ n: 1 });
  });

  it('forgets a value once its time-to-live has passed (fake timers)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const store = createMemoryStore();
    store.set('flag', true, 60);
    vi.advanceTimersByTime(59_999);
    expect(store.get('flag')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.get('flag')).toBeNull();
  });

  it('uses an injected clock for the time-to-live', () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now });
    store.set('k', 'v', 10);
    now = 9_999;
    expect(store.get('k')).toBe('v');
    now = 10_000;
    expect(store.get('k')).toBeNull();
  });

  it('removes a key, and a zero or negative time-to-live removes too', () => {
    const store = createMemoryStore();
    store.set('a', 1);
    store.remove('a');
    expect(store.get('a')).toBeNull();
    store.set('b', 1);
    store.set('b', 2, 0);
    expect(store.get('b')).toBeNull();
  });

  it('does not throw on values JSON cannot hold, nor with a throwing clock', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const store = createMemoryStore({
      now: () => {
        throw new Error('broken clock');
      },
    });
    expect(() => store.set('c', circular)).not.toThrow();
    expect(store.get('c')).toBeNull();
    store.set('d', 'ok', 60);
    expect(store.get('d')).toBe('ok');
  });
});
