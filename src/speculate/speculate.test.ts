import { describe, it, expect, vi, afterEach } from 'vitest';
import { prefetchFor, speculate, WATCHED } from './speculate';
import type { RuntimeHost } from '../runtime/plugin';
import type { Run } from '../runtime/runtime';
import { maySpeculate } from '../runtime/may-speculate';

const SELECTOR = 'data-widget';

/** A controllable IntersectionObserver: `show(el)` reports it as intersecting. */
function fakeIO() {
  const observers: { cb: IntersectionObserverCallback; targets: Set<Element>; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class IO {
    rec: (typeof observers)[number];
    constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rec = { cb, targets: new Set(), options, disconnected: false };
      observers.push(this.rec);
    }
    observe(el: Element) {
      this.rec.targets.add(el);
    }
    unobserve(el: Element) {
      this.rec.targets.delete(el);
    }
    disconnect() {
      this.rec.targets.clear();
      this.rec.disconnected = true;
    }
  }
  const win = { document, IntersectionObserver: IO } as unknown as Window;
  const show = (...els: Element[]) => {
    for (const o of observers) {
      const seen = els.filter((el) => o.targets.has(el));
      if (seen.length) o.cb(seen.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry), o as unknown as IntersectionObserver);
    }
  };
  return { win, observers, show };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('maySpeculate', () => {
  const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

  it('allows speculation where the browser says nothing about the connection', () => {
    expect(maySpeculate(nav())).toBe(true);
    expect(maySpeculate(nav({}))).toBe(true);
  });

  it('allows it on 3g and 4g', () => {
    expect(maySpeculate(nav({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(maySpeculate(nav({ effectiveType: '3g' }))).toBe(true);
  });

  it('refuses it when the browser asks to save data', () => {
    expect(maySpeculate(nav({ saveData: true, effectiveType: '4g' }))).toBe(false);
  });

  it('refuses it on 2g and slow-2g', () => {
    expect(maySpeculate(nav({ effectiveType: '2g' }))).toBe(false);
    expect(maySpeculate(nav({ effectiveType: 'slow-2g' }))).toBe(false);
  });
});

describe('speculate', () => {
  it('fetches, in viewport mode, a kind as soon as one of its elements is near the screen, once', () => {
    document.body.innerHTML = '<form data-widget="search" id="s"></form><a data-widget="download" id="d1"></a><a data-widget="download" id="d2"></a>';
    const { win, observers, show } = fakeIO();
    const fetch = vi.fn();
    speculate(win, ['search', 'download', 'absent'], 'viewport', SELECTOR, fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(observers[0].options).toEqual({ rootMargin: '100% 0px' });
    expect(observers[0].targets.size).toBe(3);
    show(document.getElementById('d2')!);
    expect(fetch.mock.calls).toEqual([['download']]);
    // Every element of that kind is let go; the others are still watched.
    expect(Array.from(observers[0].targets).map((el) => el.id)).toEqual(['s']);
    show(document.getElementById('s')!);
    expect(fetch.mock.calls).toEqual([['download'], ['search']]);
    expect(observers[0].disconnected).toBe(true);
  });

  it('ignores entries that are not intersecting', () => {
    document.body.innerHTML = '<a data-widget="download" id="d"></a>';
    const { win, observers } = fakeIO();
    const fetch = vi.fn();
    speculate(win, ['download'], 'viewport', SELECTOR, fetch);
    const entry = { target: document.getElementById('d'), isIntersecting: false, intersectionRatio: 0 };
    observers[0].cb([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches every kind the page holds in idle mode, without an observer', () => {
    document.body.innerHTML = '<a data-widget="download"></a><form data-widget="search"></form>';
    const { win, observers } = fakeIO();
    const fetch = vi.fn();
    speculate(win, ['search', 'download', 'absent'], 'idle', SELECTOR, fetch);
    expect(fetch.mock.calls).toEqual([['search'], ['download']]);
    expect(observers).toHaveLength(0);
  });

  it('falls back to the whole page where there is no IntersectionObserver', () => {
    document.body.innerHTML = '<a data-widget="download"></a>';
    const fetch = vi.fn();
    speculate({ document } as unknown as Window, ['search', 'download'], 'viewport', SELECTOR, fetch);
    expect(fetch.mock.calls).toEqual([['download']]);
  });

  it('stops watching when cancelled', () => {
    document.body.innerHTML = '<a data-widget="download" id="d"></a>';
    const { win, observers, show } = fakeIO();
    const fetch = vi.fn();
    const cancel = speculate(win, ['download'], 'viewport', SELECTOR, fetch);
    cancel();
    expect(observers[0].disconnected).toBe(true);
    show(document.getElementById('d')!);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('speculate on a long page', () => {
  it('watches only the first WATCHED elements of a kind, in document order', () => {
    document.body.innerHTML = Array.from({ length: WATCHED + 30 }, (_, i) => `<a data-widget="download" id="d${i}"></a>`).join('');
    const targets: Element[] = [];
    class IO {
      observe(el: Element) {
        targets.push(el);
      }
      unobserve() {}
      disconnect() {}
    }
    const win = Object.assign(Object.create(window), { IntersectionObserver: IO, document });
    const stop = speculate(win as Window, ['download'], 'viewport', 'data-widget', () => undefined);
    expect(targets).toHaveLength(WATCHED);
    expect(targets[0].id).toBe('d0');
    expect(targets[WATCHED - 1].id).toBe(`d${WATCHED - 1}`);
    stop();
    document.body.innerHTML = '';
  });
});

describe('prefetchFor', () => {
  afterEach(() => vi.useRealTimers());

  it('loads each kind one report brings in a task of its own, and nothing once stopped', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<a data-widget="download" id="d"></a><form data-widget="search" id="s"></form>';
    const { win, show } = fakeIO();
    Object.assign(win, { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) });
    const run = { config: { prefetch: 'viewport' } } as unknown as Run;
    const load = vi.fn(() => Promise.resolve());
    const host = { win, run, sleeping: () => ['download', 'search'], load, teardown: [] as (() => void)[] } as unknown as RuntimeHost;
    prefetchFor(host, run);
    show(document.getElementById('d')!, document.getElementById('s')!);
    // Nothing in the report's task: one timer a kind.
    expect(load).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(2);
    vi.runAllTimers();
    expect(load.mock.calls).toEqual([['download'], ['search']]);

    document.body.innerHTML = '<a data-widget="download" id="d2"></a>';
    const again = fakeIO();
    Object.assign(again.win, { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) });
    const stopped = { ...host, win: again.win, load: vi.fn(() => Promise.resolve()) } as unknown as RuntimeHost;
    prefetchFor(stopped, run);
    again.show(document.getElementById('d2')!);
    (stopped as { run: Run | null }).run = null;
    vi.runAllTimers();
    expect(stopped.load).not.toHaveBeenCalled();
  });
});
