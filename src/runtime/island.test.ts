import { describe, it, expect, vi, afterEach } from 'vitest';
import { createIslands } from './island';
import { captureInteractions } from './interaction';
import { createModuleLoader } from './module-loader';
import { recordingWidget, startedRuntime, tick } from '../../tests/helpers/runtime';
import type { WidgetContext, WidgetDefinition } from '../types';

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

describe('an island mounted with its start only (a module with `holds`)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  /**
   * A widget whose start comes with the runtime and whose code (`load`) the test releases or
   * refuses; both note their mounts and unmounts, the code the clicks on its button.
   */
  function twoPart(prefetch: false | 'idle' = false) {
    const el = element('two');
    el.innerHTML = '<button id="b">b</button><a id="a" href="#a">a</a>';
    const calls: string[] = [];
    let release!: () => void;
    let refuse!: (error: Error) => void;
    const start = {
      holds: 'button',
      mount: () => {
        calls.push('start');
        return () => void calls.push('start unmounted');
      },
    };
    const code = {
      mount: (host: HTMLElement, context: WidgetContext) => {
        calls.push('code');
        context.listen(host.querySelector('button')!, 'click', (e) => calls.push('click ' + e.defaultPrevented));
        return () => void calls.push('code unmounted');
      },
    };
    const load = vi.fn(() => new Promise<typeof code>((resolve, reject) => {
      release = () => resolve(code);
      refuse = reject;
    }));
    const def: WidgetDefinition = { name: 'two', wake: 'load', needs: [], module: start, load };
    const rt = startedRuntime([def]);
    rt.run = { ...rt.run!, config: { ...rt.run!.config, prefetch } };
    const islands = createIslands(rt, createModuleLoader(rt, [def]));
    stop = captureInteractions(rt, islands);
    const island = islands.create(el, def, 'load');
    return { el, rt, island, islands, calls, load, release: () => release(), refuse: (e: Error) => refuse(e) };
  }

  it('is mounted with its start, holds a click on its controls only, and replays it as soon as its code has mounted over the start', async () => {
    const t = twoPart();
    await t.island.settled;
    expect(t.island.state).toBe('mounted');
    expect(t.calls).toEqual(['start']);
    expect(t.load).not.toHaveBeenCalled();
    const button = document.getElementById('b')!;
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(button.classList.contains('ppw-busy')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(t.el.hasAttribute('aria-busy')).toBe(false);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(t.load).toHaveBeenCalledTimes(1));
    t.release();
    await vi.waitFor(() => expect(t.calls).toContain('code'), { timeout: 10_000, interval: 5 });
    // Replayed as the code's mount returns: nothing that came after the click is taken before it.
    expect(t.calls).toEqual(['start', 'code', 'click false']);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.classList.contains('ppw-busy')).toBe(false);
    t.islands.unmount(t.island);
    expect(t.calls).toEqual(['start', 'code', 'click false', 'code unmounted']);
  });

  it('replays a held click un-prevented and fails the island when its code cannot load', async () => {
    const t = twoPart();
    await t.island.settled;
    const seen: boolean[] = [];
    const record = (e: Event) => seen.push(e.defaultPrevented);
    document.addEventListener('click', record);
    document.getElementById('b')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(t.load).toHaveBeenCalledTimes(1));
    t.refuse(new Error('chunk failed'));
    await vi.waitFor(() => expect(seen).toEqual([true, false]), { timeout: 10_000, interval: 5 });
    expect(t.island.state).toBe('failed');
    expect(t.calls).toEqual(['start', 'start unmounted']);
    expect(document.getElementById('b')!.hasAttribute('aria-busy')).toBe(false);
    expect(t.rt.logger.errors).toEqual([[expect.stringContaining('"two"'), expect.objectContaining({ message: 'chunk failed' })]]);
    document.removeEventListener('click', record);
  });

  it('loads its code at idle when config prefetch allows, and mounts it over the start', async () => {
    const t = twoPart('idle');
    await t.island.settled;
    expect(t.calls).toEqual(['start']);
    // Support: jsdom has no requestIdleCallback; onIdle falls back to a 200 ms timeout.
    await vi.waitFor(() => expect(t.load).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 5 });
    t.release();
    await vi.waitFor(() => expect(t.calls).toEqual(['start', 'code']), { timeout: 10_000, interval: 5 });
    expect(t.island.state).toBe('mounted');
  });
});

describe('a list woken in view asks the API for its first call beside its code', () => {
  it('calls api.first(element) as it starts loading the code of a visible island with the default needs', async () => {
    const w = recordingWidget('w', 'visible');
    const def: WidgetDefinition = { ...w.def, needs: undefined };
    const other = recordingWidget('o', 'visible');
    const { rt, islands } = setup([def, other.def]);
    const first = vi.fn(() => Promise.resolve());
    (rt.run!.services.api as { first?: unknown }).first = first;
    const el = element('w');
    islands.wake(islands.create(el, def, 'visible'), false);
    // A widget that needs no service (no API call of its own) asks for nothing.
    islands.wake(islands.create(element('o'), other.def, 'visible'), false);
    expect(first.mock.calls).toEqual([[el]]);
    await tick();
  });

  it('never lets a failed early call (its chunk did not load) out as an unhandled rejection', async () => {
    const w = recordingWidget('w', 'visible');
    const def: WidgetDefinition = { ...w.def, needs: undefined };
    const { rt, islands } = setup([def]);
    const failed = Promise.reject(new Error('no chunk'));
    (rt.run!.services.api as { first?: unknown }).first = () => failed;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    islands.wake(islands.create(element('w'), def, 'visible'), false);
    await tick();
    await tick();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
