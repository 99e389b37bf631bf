import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_MARGIN_PX } from '../lazy-images';
import { isNearViewport, LAZY_THROTTLE_MS, throttle } from './scroll-check';

describe('isNearViewport', () => {
  const vp = { width: 400, height: 800 };
  const at = (top: number, height = 100) => ({ top, bottom: top + height, left: 0, right: 100 });

  it('is true within the 50 px margin below the viewport and false beyond it', () => {
    expect(isNearViewport(at(800 + LAZY_MARGIN_PX), vp)).toBe(true);
    expect(isNearViewport(at(800 + LAZY_MARGIN_PX + 1), vp)).toBe(false);
  });

  it('is true within the margin above and false for boxes scrolled well past', () => {
    expect(isNearViewport(at(-150), vp)).toBe(true);
    expect(isNearViewport(at(-151), vp)).toBe(false);
  });
});

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
