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
    const then = vi.fn();
    announceReady(rt, then);
    await tick();
    expect(ready).not.toHaveBeenCalled();
    release();
    await tick();
    await tick();
    expect(ready).toHaveBeenCalledTimes(1);
    expect((ready.mock.calls[0][0] as CustomEvent).detail).toEqual({ islands: 1 });
    // Then the plug-ins' ready hooks.
    expect(then).toHaveBeenCalledTimes(1);
    document.removeEventListener('pp:ready', ready);
  });
});
