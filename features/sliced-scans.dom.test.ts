/**
 * A long scan of a page feature yields to the browser: the links feature's and lazy images'
 * scans run in the runtime's slices (`context.slice`, the one scheduler,
 * src/runtime/scheduler.ts), so a page of thousands of links or images is never one task. With
 * fake timers and a clock that moves only as elements are visited: no duration is asserted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../tests/helpers/context';
import { createScheduler } from '../src/runtime/scheduler';
import type { WidgetContext } from '../src/types';
import { start as startLazy } from './lazy-images/index';
import { start as startLinks } from './links/index';

class CountingObserver {
  static observed = 0;
  observe() {
    CountingObserver.observed++;
  }
  unobserve() {}
  disconnect() {}
}

/** A context whose `slice` is the runtime's scheduler on a clock that each visit moves 1 ms. */
function slicedContext(): { context: WidgetContext; tasks: () => number } {
  let t = 0;
  let tasks = 0;
  const win = {
    performance: { now: () => t },
    setTimeout: (fn: () => void) => setTimeout(() => (tasks++, fn()), 0),
    clearTimeout,
  } as unknown as Window;
  const scheduler = createScheduler(win, (error) => {
    throw error;
  });
  const base = createTestContext();
  const context: WidgetContext = {
    ...base,
    slice(job) {
      scheduler.push((hasTime) => job(() => (t++, hasTime())));
      scheduler.flush();
    },
  };
  return { context, tasks: () => tasks };
}

describe('a feature’s long scan runs in the runtime’s slices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    CountingObserver.observed = 0;
    vi.stubGlobal('IntersectionObserver', CountingObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('lazy images: 1 000 images are observed over several tasks, the first slice at once', () => {
    document.body.innerHTML = Array.from({ length: 1000 }, (_, i) => `<img data-src="/img/${i}.png" alt="">`).join('');
    const { context, tasks } = slicedContext();
    const lazy = startLazy(context);
    lazy.scan(document);
    const first = CountingObserver.observed;
    expect(first, 'the first slice ran in the scan itself').toBeGreaterThan(0);
    expect(first, 'and not the whole page').toBeLessThan(1000);
    vi.runAllTimers();
    expect(CountingObserver.observed).toBe(1000);
    expect(tasks(), 'the rest came in later tasks').toBeGreaterThan(1);
    lazy.stop();
  });

  it('links: 1 000 download links are seen over several tasks, the first slice at once', () => {
    document.body.innerHTML = Array.from({ length: 1000 }, (_, i) => `<a href="/download/apk?appId=${1000 + i}">下载</a>`).join('');
    const { context, tasks } = slicedContext();
    const links = startLinks(context);
    links.scan(document);
    const first = CountingObserver.observed;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(1000);
    vi.runAllTimers();
    expect(CountingObserver.observed).toBe(1000);
    expect(tasks()).toBeGreaterThan(1);
    links.stop();
  });

  it('without the runtime’s slices (a context of its own), the scan runs whole, as before', () => {
    document.body.innerHTML = Array.from({ length: 100 }, (_, i) => `<img data-src="/img/${i}.png" alt="">`).join('');
    const lazy = startLazy(createTestContext());
    lazy.scan(document);
    expect(CountingObserver.observed).toBe(100);
    lazy.stop();
  });
});
