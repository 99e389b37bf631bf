import { describe, it, expect, vi, afterEach } from 'vitest';
import { HYDRATE_VALUES, onFirstScroll, parseHydrate, WAKES } from './wake';

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
