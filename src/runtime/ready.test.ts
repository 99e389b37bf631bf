import { describe, it, expect, vi, afterEach } from 'vitest';
import { announceReady } from './ready';
import { createIslands } from './island';
import { createModuleLoader } from './module-loader';
import { recordingWidget, startedRuntime, tick } from '../../tests/helpers/runtime';
import type { WidgetDefinition } from '../types';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('announceReady', () => {
  it('fires pp:ready once the islands woken at start have settled', async () => {
    let release!: () => void;
    const slow: WidgetDefinition = {
      name: 'slow',
      wake: 'load',
      needs: [],
      load: () => new Promise((r) => (release = () => r({ mount: () => undefined }))),
    };
    const rt = startedRuntime([slow]);
    const loader = createModuleLoader(rt, [slow]);
    const islands = createIslands(rt, loader);
    const el = document.createElement('div');
    document.body.appendChild(el);
    islands.create(el, slow, 'load');
    const ready = vi.fn();
    document.addEventListener('pp:ready', ready);
    announceReady(rt, loader, []);
    await tick();
    expect(ready).not.toHaveBeenCalled();
    release();
    await tick();
    await tick();
    expect(ready).toHaveBeenCalledTimes(1);
    expect((ready.mock.calls[0][0] as CustomEvent).detail).toEqual({ islands: 1 });
    document.removeEventListener('pp:ready', ready);
  });

  it('with config prefetch, loads the sleeping widgets the page holds at idle, without mounting', async () => {
    const w = recordingWidget('btn', 'interaction');
    const absent = recordingWidget('other', 'interaction');
    const load = vi.spyOn(w.def, 'load');
    const loadAbsent = vi.spyOn(absent.def, 'load');
    const rt = startedRuntime([w.def, absent.def]);
    rt.config = { ...rt.config!, prefetch: 'idle' };
    document.body.innerHTML = '<a data-widget="btn"></a>';
    announceReady(rt, createModuleLoader(rt, [w.def]), [w.def, absent.def]);
    // pp:ready, the idle fallback (200 ms) and the speculation chunk's import: a condition, not a guess.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 5 });
    expect(loadAbsent).not.toHaveBeenCalled();
    expect(w.mounted).toHaveLength(0);
  });
});
