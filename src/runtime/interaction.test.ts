import { describe, it, expect, vi, afterEach } from 'vitest';
import { captureInteractions } from './interaction';
import { createIslands } from './island';
import { createModuleLoader } from './module-loader';
import { recordingWidget, startedRuntime, tick } from '../../tests/helpers/runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup() {
  const w = recordingWidget('btn', 'interaction');
  const rt = startedRuntime([w.def]);
  const islands = createIslands(rt, createModuleLoader(rt, [w.def]));
  const remove = captureInteractions(rt, islands);
  document.body.innerHTML = '<a data-widget="btn" href="#go"><span>go</span></a>';
  return { rt, w, remove, el: document.querySelector('a')! };
}

describe('captureInteractions', () => {
  it('makes the island at the first sign of intent and wakes it', async () => {
    const { rt, w, remove, el } = setup();
    el.querySelector('span')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await tick();
    expect(w.mounted).toEqual([el]);
    expect(rt.islands.get(el)!.state).toBe('mounted');
    remove();
  });

  it('holds a click that beats the code (default prevented) and replays it after mount', async () => {
    const { w, remove, el } = setup();
    const seen: boolean[] = [];
    el.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('span')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    // Replayed a frame and a task after mount: waited for as a condition, never a guessed delay.
    await vi.waitFor(() => expect(seen).toEqual([true, false]), { timeout: 10_000, interval: 5 });
    expect(w.mounted).toHaveLength(1);
    remove();
  });

  it('before the run exists, keeps a click on a widget (held) and an Escape after it, and lets them through once removed', async () => {
    const w = recordingWidget('btn', 'interaction');
    const rt = startedRuntime([w.def]);
    const run = rt.run;
    rt.run = null;
    const early: (() => void)[] = [];
    const remove = captureInteractions(rt, createIslands(rt, createModuleLoader(rt, [w.def])), early);
    document.body.innerHTML = '<a data-widget="btn" href="#go"><span>go</span></a><p>text</p>';
    const escape = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    escape();
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('p')!.dispatchEvent(outside);
    expect(early).toHaveLength(0);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(click);
    escape();
    expect([outside.defaultPrevented, click.defaultPrevented]).toEqual([false, true]);
    expect(early).toHaveLength(2);
    const seen: string[] = [];
    document.addEventListener('click', (e) => seen.push('click ' + e.defaultPrevented), { once: true });
    document.addEventListener('keydown', (e) => seen.push('key ' + e.key), { once: true });
    remove();
    expect(seen).toEqual(['click false', 'key Escape']);
    expect(early).toHaveLength(0);
    expect(w.mounted).toHaveLength(0);
    rt.run = run;
  });

  it('stops listening once removed', async () => {
    const { w, remove, el } = setup();
    remove();
    el.dispatchEvent(new Event('focusin', { bubbles: true }));
    await tick();
    expect(w.mounted).toHaveLength(0);
  });
});
