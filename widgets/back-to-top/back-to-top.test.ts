import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  animateScrollToTop,
  easeInOut,
  frameThrottle,
  isScrolled,
  scrollPositionAt,
  SCROLL_TO_TOP_MS,
  type FrameScheduler,
} from './back-to-top';

/** A manual frame clock: `tick(ms)` runs the callbacks of one frame at time += ms. */
function manualFrames() {
  let now = 0;
  let next = 1;
  const queue = new Map<number, (t: number) => void>();
  const frames: FrameScheduler = {
    request(cb) {
      queue.set(next, cb);
      return next++;
    },
    cancel(id) {
      queue.delete(id);
    },
  };
  return {
    frames,
    pending: () => queue.size,
    tick(ms = 16) {
      now += ms;
      const due = Array.from(queue.values());
      queue.clear();
      for (const cb of due) cb(now);
    },
  };
}

describe('isScrolled', () => {
  it('is false at the top and true once scrolled at all', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(1)).toBe(true);
  });
});

describe('easeInOut', () => {
  it('runs from 0 to 1 without going backwards', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) =>
        a <= b ? easeInOut(a) <= easeInOut(b) : easeInOut(a) >= easeInOut(b),
      ),
    );
  });
});

describe('scrollPositionAt', () => {
  it('starts at the start, is half way at half time, and ends at 0', () => {
    expect(scrollPositionAt(2000, 0, 1000)).toBe(2000);
    expect(scrollPositionAt(2000, 500, 1000)).toBe(1000);
    expect(scrollPositionAt(2000, 1000, 1000)).toBe(0);
    expect(scrollPositionAt(2000, 5000, 1000)).toBe(0);
  });
});

describe('frameThrottle', () => {
  it('runs once per frame however often it is scheduled', () => {
    const clock = manualFrames();
    let runs = 0;
    const throttled = frameThrottle(() => runs++, clock.frames);
    for (let i = 0; i < 50; i++) throttled.schedule();
    expect(runs).toBe(0);
    clock.tick();
    expect(runs).toBe(1);
    throttled.schedule();
    clock.tick();
    expect(runs).toBe(2);
  });

  it('drops a scheduled run on cancel', () => {
    const clock = manualFrames();
    let runs = 0;
    const throttled = frameThrottle(() => runs++, clock.frames);
    throttled.schedule();
    throttled.cancel();
    clock.tick();
    expect(runs).toBe(0);
  });
});

describe('animateScrollToTop', () => {
  it('reaches 0 after the duration, moving up every frame, then calls onDone once', () => {
    const clock = manualFrames();
    const ys: number[] = [];
    let done = 0;
    animateScrollToTop({ startY: 3000, duration: SCROLL_TO_TOP_MS, frames: clock.frames, scrollTo: (y) => ys.push(y), onDone: () => done++ });
    for (let i = 0; i < 70 && clock.pending() > 0; i++) clock.tick(16);
    expect(ys[ys.length - 1]).toBe(0);
    expect(done).toBe(1);
    for (let i = 1; i < ys.length; i++) expect(ys[i]!).toBeLessThanOrEqual(ys[i - 1]!);
    // ~1000 ms of 16 ms frames: about 63 steps, not a jump.
    expect(ys.length).toBeGreaterThan(50);
    expect(ys.length).toBeLessThan(70);
  });

  it('stops where it is when cancelled, without onDone', () => {
    const clock = manualFrames();
    const ys: number[] = [];
    let done = 0;
    const cancel = animateScrollToTop({ startY: 1000, duration: 1000, frames: clock.frames, scrollTo: (y) => ys.push(y), onDone: () => done++ });
    clock.tick();
    clock.tick();
    cancel();
    clock.tick();
    expect(ys).toHaveLength(2);
    expect(done).toBe(0);
  });

  it('jumps at once when already at the top or with no duration', () => {
    const clock = manualFrames();
    const ys: number[] = [];
    let done = 0;
    animateScrollToTop({ startY: 800, duration: 0, frames: clock.frames, scrollTo: (y) => ys.push(y), onDone: () => done++ });
    expect(ys).toEqual([0]);
    expect(done).toBe(1);
    expect(clock.pending()).toBe(0);
  });
});
