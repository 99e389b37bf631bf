import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_THROTTLE_MS, throttle } from './scroll-check';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const timers = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };

  it('runs at once, then at most once per 300 ms with a trailing run', () => {
    let runs = 0;
    const t = throttle(() => runs++, LAZY_THROTTLE_MS, timers);
    t.call();
    expect(runs).toBe(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(20);
      t.call();
    }
    expect(runs).toBe(1);
    vi.advanceTimersByTime(LAZY_THROTTLE_MS);
    expect(runs).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(2);
  });

  it('drops the trailing run on cancel', () => {
    let runs = 0;
    const t = throttle(() => runs++, LAZY_THROTTLE_MS, timers);
    t.call();
    t.call();
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(runs).toBe(1);
  });
});
