import { describe, it, expect, vi, afterEach } from 'vitest';
import { createIslands } from './island';
import { createModuleLoader } from './module-loader';
import { recordingWidget, startedRuntime, tick } from '../../tests/helpers/runtime';
import type { WidgetDefinition } from '../types';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup(defs: WidgetDefinition[]) {
  const rt = startedRuntime(defs);
  const islands = createIslands(rt, createModuleLoader(rt, defs));
  return { rt, islands };
}

function element(widget: string, attrs: Record<string, string> = {}) {
  const el = document.createElement('div');
  el.setAttribute('data-widget', widget);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  return el;
}

describe('createIslands', () => {
  it('mounts a load island at once, marks its state and settles it', async () => {
    const w = recordingWidget('w', 'load');
    const { rt, islands } = setup([w.def]);
    const el = element('w');
    const island = islands.create(el, w.def, 'load');
    await island.settled;
    expect(w.mounted).toEqual([el]);
    expect(island.state).toBe('mounted');
    expect(el.getAttribute('data-ppw-state')).toBe('mounted');
    expect(rt.islands.get(el)).toBe(island);
  });

  it('keeps an interaction island waiting until woken, then mounts it', async () => {
    const w = recordingWidget('w', 'interaction');
    const { islands } = setup([w.def]);
    const el = element('w');
    const island = islands.ensure(el)!;
    await tick();
    expect(island.state).toBe('waiting');
    islands.wake(island, true);
    await island.settled;
    expect(w.mounted).toEqual([el]);
  });

  it('reads data-hydrate, and warns once for a value that is not in the wake table', () => {
    const w = recordingWidget('w', 'visible');
    const { rt, islands } = setup([w.def]);
    expect(islands.wakeOf(element('w', { 'data-hydrate': 'IDLE ' }), w.def)).toBe('idle');
    const bad = element('w', { 'data-hydrate': 'scroll' });
    expect(islands.wakeOf(bad, w.def)).toBe('visible');
    expect(islands.wakeOf(bad, w.def)).toBe('visible');
    expect(rt.logger.warnings).toHaveLength(1);
    expect(String(rt.logger.warnings[0][0])).toContain('is not one of load, idle, visible, interaction');
  });

  it('leaves the markup and reports once with the widget name when a mount throws', async () => {
    const def: WidgetDefinition = { name: 'broken', wake: 'load', needs: [], load: () => Promise.resolve({ mount: () => { throw new Error('bad'); } }) };
    const { rt, islands } = setup([def]);
    const el = element('broken');
    el.innerHTML = '<a href="/x">x</a>';
    const island = islands.create(el, def, 'load');
    await island.settled;
    expect(island.state).toBe('failed');
    expect(el.innerHTML).toBe('<a href="/x">x</a>');
    expect(rt.logger.errors).toEqual([['mounting "broken"', expect.objectContaining({ message: 'bad' })]]);
  });

  it('replays held clicks on their target after mount', async () => {
    const w = recordingWidget('w', 'interaction');
    const { islands } = setup([w.def]);
    const el = element('w');
    const clicks: number[] = [];
    el.addEventListener('click', () => clicks.push(w.mounted.length));
    const island = islands.ensure(el)!;
    island.clicks.push(el);
    islands.wake(island, true);
    // Replayed a frame and a task after mount: waited for as a condition, never a guessed delay.
    await vi.waitFor(() => expect(clicks).toEqual([1]), { timeout: 10_000, interval: 5 });
  });

  it('unmounts everything under a root and remounts a mounted island', async () => {
    const w = recordingWidget('w', 'load');
    const { rt, islands } = setup([w.def]);
    const wrap = document.createElement('section');
    document.body.appendChild(wrap);
    const el = document.createElement('div');
    el.setAttribute('data-widget', 'w');
    wrap.appendChild(el);
    const island = islands.create(el, w.def, 'load');
    await island.settled;
    islands.remount(island);
    expect(w.unmounted).toEqual([el]);
    expect(w.mounted).toEqual([el, el]);
    islands.unmountWithin(wrap);
    expect(w.unmounted).toEqual([el, el]);
    expect(rt.islands.size).toBe(0);
    expect(el.hasAttribute('data-ppw-state')).toBe(false);
  });
});
