import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearBusy, replayClicks, setBusy } from './held-clicks';
import { startedRuntime } from '../../tests/helpers/runtime';
import type { Island } from './island-record';

const islandWith = (el: HTMLElement, clicks: EventTarget[], busy: Element[] = []) =>
  ({ el, clicks, busy, def: { name: 'download' } }) as unknown as Island;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('setBusy and clearBusy', () => {
  it('marks an element busy for assistive technology and the eye, and clears it', () => {
    const el = document.createElement('a');
    setBusy(el, true);
    expect(el.className).toBe('ppw-busy');
    expect(el.getAttribute('aria-busy')).toBe('true');
    const island = islandWith(el, [], [el]);
    clearBusy(island);
    expect(el.className).toBe('');
    expect(el.hasAttribute('aria-busy')).toBe(false);
    expect(island.busy).toEqual([]);
  });
});

describe('replayClicks', () => {
  it('replays after a frame and a task, clearing the busy mark first', () => {
    vi.useFakeTimers();
    const rt = startedRuntime([]);
    const el = document.body.appendChild(document.createElement('a'));
    setBusy(el, true);
    const seen: string[] = [];
    el.addEventListener('click', () => seen.push(el.getAttribute('aria-busy') || 'not busy'));
    replayClicks(rt, islandWith(el, [el], [el]), vi.fn());
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(60);
    expect(seen).toEqual(['not busy']);
  });

  it('replays at once for the rest of a start, and skips a target no longer in the page', () => {
    const rt = startedRuntime([]);
    const el = document.body.appendChild(document.createElement('a'));
    const gone = document.createElement('a');
    const onClick = vi.fn();
    el.addEventListener('click', onClick);
    gone.addEventListener('click', onClick);
    const marks = vi.spyOn(window.performance, 'mark').mockImplementation(() => undefined as unknown as PerformanceMark);
    replayClicks(rt, islandWith(el, [gone, el]), vi.fn(), true);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The answer's mark, which the field measurements read (src/rum/interactions.ts).
    expect(marks).toHaveBeenCalledWith('ppw:answer:download');
    marks.mockRestore();
  });

  it("hands a listener's throw to the widget's fail", () => {
    const rt = startedRuntime([]);
    const el = document.body.appendChild(document.createElement('a'));
    el.addEventListener('click', () => {
      throw new Error('listener broke');
    });
    const fail = vi.fn();
    expect(() => replayClicks(rt, islandWith(el, [el]), fail, true)).not.toThrow();
    expect(fail).toHaveBeenCalledTimes(1);
    expect(String(fail.mock.calls[0][0])).toContain('listener broke');
  });
});
