import { describe, it, expect, vi, afterEach } from 'vitest';
import { speculatePlugin } from './speculate';
import { createModuleLoader } from '../runtime/module-loader';
import type { RuntimeHost } from '../runtime/plugin';
import { recordingWidget, startedRuntime } from '../../tests/helpers/runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

// Moved from src/runtime/ready.test.ts with the code: speculative loading is a plug-in (src/plugins/speculate.ts).
describe('speculatePlugin', () => {
  it('with config prefetch, loads the sleeping widgets the page holds at idle, without mounting', async () => {
    const w = recordingWidget('btn', 'interaction');
    const absent = recordingWidget('other', 'interaction');
    const load = vi.spyOn(w.def, 'load');
    const loadAbsent = vi.spyOn(absent.def, 'load');
    const rt = startedRuntime([w.def, absent.def]);
    rt.run = { ...rt.run!, config: { ...rt.run!.config, prefetch: 'idle' } };
    document.body.innerHTML = '<a data-widget="btn"></a>';
    const loader = createModuleLoader(rt, [w.def]);
    const host = Object.assign(Object.create(rt) as RuntimeHost, {
      load: (name: string) => loader.load(rt.definitions.get(name)!),
      sleeping: () => [w.def.name, absent.def.name],
      redetect: () => undefined,
    });
    speculatePlugin.ready!(host, rt.run!);
    // The idle fallback (200 ms) and the speculation chunk's import: a condition, not a guess.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 5 });
    expect(loadAbsent).not.toHaveBeenCalled();
    expect(w.mounted).toHaveLength(0);
  });
});
