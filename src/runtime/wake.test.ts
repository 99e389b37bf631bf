import { describe, it, expect, vi, afterEach } from 'vitest';
import { createVisibilityWatcher, HYDRATE_VALUES, onFirstScroll, parseHydrate, WAKES } from './wake';
import { createScheduler } from './scheduler';

const nextTask = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 0 });
});

describe('onFirstScroll', () => {
  it('runs once at the first scroll, not before, and removes its listener', async () => {
    const fn = vi.fn();
    const remove = vi.spyOn(window, 'removeEventListener');
    onFirstScroll(window, fn);
    await nextTask();
    expect(fn).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function), expect.objectContaining({ capture: true }));
  });

  it('runs in the next task when the page is already scrolled (no scroll event will come)', async () => {
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 900 });
    const fn = vi.fn();
    onFirstScroll(window, fn);
    expect(fn).not.toHaveBeenCalled();
    await nextTask();
    expect(fn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('scroll'));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: 900 });
    const fn = vi.fn();
    onFirstScroll(window, fn)();
    await nextTask();
    window.dispatchEvent(new Event('scroll'));
    expect(fn).not.toHaveBeenCalled();
  });
});

describe('parseHydrate', () => {
  it('accepts the four markup values only (scroll is a default, not a markup value)', () => {
    expect(['load', ' IDLE ', 'visible', 'interaction'].map(parseHydrate)).toEqual(['load', 'idle', 'visible', 'interaction']);
    expect(parseHydrate('scroll')).toBeNull();
    expect(parseHydrate(null)).toBeNull();
  });
});

describe('WAKES', () => {
  it('accepts in markup every condition but the scroll default, and parses only those', () => {
    expect(HYDRATE_VALUES).toEqual(['load', 'idle', 'visible', 'interaction']);
    for (const name of Object.keys(WAKES)) expect(parseHydrate(name) === name).toBe(WAKES[name as keyof typeof WAKES].markup);
  });

  it('arms the recorded conditions that wait (idle, first scroll) and none of the others', async () => {
    const woke: string[] = [];
    const cancels = Object.entries(WAKES).map(([name, rule]) => (rule.arm ? rule.arm(window, () => woke.push(name)) : null));
    expect(Object.entries(WAKES).filter(([, r]) => r.arm).map(([n]) => n)).toEqual(['idle', 'scroll']);
    expect(Object.entries(WAKES).filter(([, r]) => !r.record).map(([n]) => n)).toEqual(['visible', 'interaction']);
    window.dispatchEvent(new Event('scroll'));
    // Explicit condition, generous bound: the idle fallback (200 ms) and the scroll's task, however busy the machine.
    await vi.waitFor(() => expect(woke.slice().sort()).toEqual(['idle', 'scroll']), { timeout: 10_000, interval: 5 });
    for (const cancel of cancels) if (cancel) cancel();
  });
});

/** A window with a clock that moves only when told, timeouts held until run, and an IntersectionObserver the test drives. */
function drivenWindow() {
  let t = 0;
  const timers: (() => void)[] = [];
  let report!: (entries: Partial<IntersectionObserverEntry>[]) => void;
  class FakeIO {
    constructor(cb: (entries: IntersectionObserverEntry[]) => void) {
      report = (entries) => cb(entries as IntersectionObserverEntry[]);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  const win = {
    performance: { now: () => t },
    setTimeout: (fn: () => void) => timers.push(fn),
    clearTimeout: () => undefined,
    IntersectionObserver: FakeIO,
  } as unknown as Window;
  return { win, advance: (ms: number) => (t += ms), report: (els: Element[]) => report(els.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }))), runTask: () => timers.shift()!(), timers };
}

describe('createVisibilityWatcher with the scheduler', () => {
  it('wakes what one report brings into view in slices of the budget, yielding between them, and is ready after the last', async () => {
    const { win, advance, report, runTask, timers } = drivenWindow();
    const scheduler = createScheduler(win, (e) => { throw e; }, 8);
    const watcher = createVisibilityWatcher(win, () => undefined, scheduler);
    const els = Array.from({ length: 10 }, () => document.createElement('i'));
    const woken: Element[] = [];
    // Each wake costs 3 ms of the fake clock: a slice of 8 ms holds three.
    for (const el of els) watcher.watch(el, (e) => void (woken.push(e), advance(3)));
    let ready = false;
    void watcher.ready().then(() => (ready = true));
    report(els);
    // The observer's callback itself wakes nothing: it queues one job.
    expect(woken).toEqual([]);
    expect(timers).toHaveLength(1);
    const slices: number[] = [];
    while (timers.length) {
      runTask();
      slices.push(woken.length);
    }
    expect(slices).toEqual([3, 6, 9, 10]);
    expect(woken).toEqual(els);
    expect(watcher.size).toBe(0);
    await Promise.resolve();
    expect(ready).toBe(true);
  });

  it('skips an element unwatched between two slices (woken by a tap, or removed): never woken twice', () => {
    const { win, advance, report, runTask, timers } = drivenWindow();
    const scheduler = createScheduler(win, (e) => { throw e; }, 8);
    const watcher = createVisibilityWatcher(win, () => undefined, scheduler);
    const els = Array.from({ length: 6 }, () => document.createElement('i'));
    const woken: Element[] = [];
    for (const el of els) watcher.watch(el, (e) => void (woken.push(e), advance(5)));
    report(els);
    runTask();
    expect(woken).toEqual(els.slice(0, 2));
    // A tap on the fifth wakes it through the delegated listeners, which unwatch it.
    watcher.unwatch(els[4]);
    while (timers.length) runTask();
    expect(woken).toEqual([els[0], els[1], els[2], els[3], els[5]]);
  });
});

