import { describe, it, expect, vi } from 'vitest';
import { createModuleLoader } from './module-loader';
import { startedRuntime } from '../../tests/helpers/runtime';
import type { WidgetDefinition, WidgetModule } from '../types';

const mod: WidgetModule = { mount: () => undefined };

describe('createModuleLoader', () => {
  it('has the code that came with the runtime and needs nothing on demand at once', () => {
    const inCore: WidgetDefinition = { name: 'header', wake: 'load', needs: [], module: mod, load: () => Promise.resolve(mod) };
    const lazy: WidgetDefinition = { name: 'search', wake: 'interaction', module: mod, load: () => Promise.resolve(mod) };
    const loader = createModuleLoader(startedRuntime([]), [inCore, lazy]);
    expect(loader.loaded.get(inCore)).toBe(mod);
    expect(loader.loaded.has(lazy)).toBe(false);
  });

  it('loads a widget once, waits for the services it needs, and remembers it', async () => {
    const rt = startedRuntime([]);
    let release!: () => void;
    rt.context.services.whenReady = vi.fn(() => new Promise<void>((r) => (release = r)));
    const load = vi.fn(() => Promise.resolve(mod));
    const def: WidgetDefinition = { name: 'w', wake: 'load', needs: ['api'], load };
    const loader = createModuleLoader(rt, [def]);
    const first = loader.load(def);
    expect(loader.load(def)).toBe(first);
    let done = false;
    first.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toBe(false);
    expect(rt.context.services.whenReady).toHaveBeenCalledWith(['api']);
    release();
    expect(await first).toBe(mod);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.loaded.get(def)).toBe(mod);
  });

  it('asks the services a widget needs in this environment when its needs depend on it', async () => {
    const rt = startedRuntime([]);
    rt.context.services.whenReady = vi.fn(() => Promise.resolve());
    const env = rt.run!.env as { inAppBrowser: string | null };
    const needs = (e: { inAppBrowser: string | null }) => (e.inAppBrowser ? [] : undefined);
    const chat: WidgetDefinition = { name: 'a', wake: 'interaction', needs, load: () => Promise.resolve(mod) };
    const other: WidgetDefinition = { name: 'b', wake: 'interaction', needs, load: () => Promise.resolve(mod) };
    const loader = createModuleLoader(rt, [chat, other]);
    env.inAppBrowser = 'wechat';
    await loader.load(chat);
    expect(rt.context.services.whenReady).toHaveBeenLastCalledWith([]);
    env.inAppBrowser = null;
    await loader.load(other);
    // undefined: the defaults of whenReady (the API client, and the bridge in the client).
    expect(rt.context.services.whenReady).toHaveBeenLastCalledWith(undefined);
  });

  it('turns a load that throws at once into a rejection, and retries after a failure', async () => {
    const rt = startedRuntime([]);
    let calls = 0;
    const def: WidgetDefinition = {
      name: 'w',
      wake: 'load',
      needs: [],
      load: () => {
        if (++calls === 1) throw new Error('offline');
        return Promise.resolve(mod);
      },
    };
    const loader = createModuleLoader(rt, [def]);
    await expect(loader.load(def)).rejects.toThrow('offline');
    expect(await loader.load(def)).toBe(mod);
  });
});
