import { describe, it, expect, vi, afterEach } from 'vitest';
import { announceReady } from './ready';
import { createIslands } from './island';
import { createModuleLoader } from './module-loader';
import { startedRuntime, tick } from '../../tests/helpers/runtime';
import type { WidgetDefinition } from '../types';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('announceReady', () => {
  it('fires pp:ready once the islands woken at start have settled, in a task after the mount that settled last', async () => {
    let release!: () => void;
    // How many pp:ready events the first task after the mount's had seen when it began.
    let readyBeforeNextTask = -1;
    const slow: WidgetDefinition = {
      name: 'slow',
      wake: 'load',
      needs: [],
      load: () =>
        new Promise((r) =>
          (release = () =>
            r({
              mount: () => {
                setTimeout(() => (readyBeforeNextTask = ready.mock.calls.length), 0);
              },
            })),
        ),
    };
    const rt = startedRuntime([slow]);
    const loader = createModuleLoader(rt, [slow]);
    const islands = createIslands(rt, loader);
    const el = document.createElement('div');
    document.body.appendChild(el);
    islands.create(el, slow, 'load');
    const ready = vi.fn();
    document.addEventListener('pp:ready', ready);
    const then = vi.fn();
    announceReady(rt, then);
    await tick();
    expect(ready).not.toHaveBeenCalled();
    release();
    await tick();
    await tick();
    await tick();
    // Not in the mount's task (with its promise reactions): the page's listeners and the
    // plug-ins' hooks add nothing to it.
    expect(readyBeforeNextTask).toBe(0);
    expect(ready).toHaveBeenCalledTimes(1);
    expect((ready.mock.calls[0][0] as CustomEvent).detail).toEqual({ islands: 1 });
    // Then the plug-ins' ready hooks.
    expect(then).toHaveBeenCalledTimes(1);
    document.removeEventListener('pp:ready', ready);
  });
});
