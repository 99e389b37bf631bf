import type { Unmount, Wake, WidgetDefinition, WidgetModule } from '../types';
import type { Island, IslandState } from './island-record';
import { coreSchema as schema } from '../schema-core';
import { contextFor, drain, guard, report, WIDGET_SELECTOR, type Runtime } from './runtime';
import { clearBusy, marking, replayClicks } from './held-clicks';
import type { ModuleLoader } from './module-loader';
import { maySpeculate } from './may-speculate';
import { HYDRATE_VALUES, onIdle, parseHydrate, WAKES } from './wake';
import { warnOf } from './warn';

export type { Island, IslandState } from './island-record';

/** Island records: made, woken, mounted, failed, unmounted. */
export interface Islands {
  /** A widget's own default wake-up in this environment. */
  defaultWake(def: WidgetDefinition): Wake;
  /** The wake-up an element asks for (`data-hydrate`, warned once when malformed), else its widget's default. */
  wakeOf(el: Element, def: WidgetDefinition): Wake;
  /** Makes the record of an island; `arm` sets up its wake-up condition (`WAKES`). */
  create(el: HTMLElement, def: WidgetDefinition, wake: Wake, arm?: boolean): Island;
  /** The island of a widget element, made now if it has no record yet (a first use, a first sight). */
  ensure(el: Element, arm?: boolean): Island | null;
  /**
   * Wakes an island. `urgent` (a user interaction) mounts without waiting for a slice. An island
   * mounted with its start only (`island.rest`) loads the rest of its code and mounts it; a
   * failure to load then fails the island if `urgent`, and is tried again at the next call if not.
   */
  wake(island: Island, urgent: boolean): void;
  /** Watches an element that wakes when visible; it gets its record when the observer sees it. */
  watchVisible(el: Element): void;
  /** Unmounts a mounted island and mounts it again from its loaded code (back/forward cache). */
  remount(island: Island): void;
  unmount(island: Island): void;
  /** Unmounts every island in or under `root` and stops watching what is not awake yet. */
  unmountWithin(root: ParentNode): void;
}

/**
 * @example
 * const islands = createIslands(rt, loader);
 * islands.wake(islands.ensure(button)!, true);
 */
export function createIslands(rt: Runtime, loader: ModuleLoader): Islands {
  const { win, logger, islands: records, definitions } = rt;
  const setState = (island: Island, state: IslandState) => {
    island.state = state;
    marking(rt, () => island.el.setAttribute(schema.state, state));
  };


  /**
   * Runs the island's unmount (now, or in a microtask with `later`: from inside a render its
   * root cannot be unmounted yet) and removes its listeners.
   */
  const takeDown = (island: Island, later?: boolean) => {
    const unmount = island.unmount;
    island.unmount = null;
    if (unmount) {
      const run = () => guard(rt, `unmounting "${island.def.name}"`, unmount, island.el);
      if (later) Promise.resolve().then(run);
      else run();
    }
    drain(rt, island.offs);
  };

  /**
   * A widget failed: while mounting (its code, or its mount threw) or after (`context.fail`:
   * a render or effect error its boundary caught). Once per island: logged, `pp:error`, and
   * unmounted so the server markup comes back (in a microtask: the boundary calls this from
   * inside a render, when its root cannot be unmounted yet).
   */
  const fail = (island: Island, error: unknown) => {
    if (island.state === 'failed') return;
    report(rt, island.def.name, island.el, error, island.state === 'mounted' ? 'rendering' : 'mounting');
    setState(island, 'failed');
    island.rest = 0;
    takeDown(island, true);
    island.settle();
    // The server markup is still there: let the user's click do what the plain markup does.
    replayClicks(rt, island, (error) => fail(island, error));
  };

  const mountNow = (island: Island, mod: WidgetModule, rest?: boolean) => {
    const run = rt.run;
    if (!run || records.get(island.el) !== island || island.state !== 'loading') return;
    let result: ReturnType<WidgetModule['mount']>;
    try {
      result = mod.mount(island.el, contextFor(rt, run, island.el, island.def.name, (error) => fail(island, error), island.offs));
    } catch (error) {
      fail(island, error);
      return;
    }
    const done = (unmount: Unmount | void) => {
      // Removed meanwhile, or failed while rendering its first frame: give the markup back.
      if (records.get(island.el) !== island || island.state === 'failed') {
        island.unmount = unmount || null;
        takeDown(island, true);
        return;
      }
      island.unmount = unmount || null;
      setState(island, 'mounted');
      island.fresh = true;
      Promise.resolve().then(() => (island.fresh = false));
      island.settle();
      replayClicks(rt, island, (error) => fail(island, error), rest);
      // A start that enhanced something: the rest of its code follows at the first interaction
      // (interaction.ts), or at idle when the connection allows fetching code before it is asked for.
      if (mod.holds && unmount && !island.rest) {
        island.rest = 1;
        if (run.config.prefetch && maySpeculate(win.navigator)) island.cancelIdle = onIdle(win, () => wake(island, false));
      }
    };
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<Unmount | void>).then(done, (error) => fail(island, error));
    } else {
      done(result as Unmount | void);
    }
  };

  /** Mounts now, or in the next slice when nobody is waiting for it. */
  const mountSoon = (island: Island, mod: WidgetModule, urgent: boolean) => {
    if (urgent || !rt.run) mountNow(island, mod);
    else rt.run.scheduler.push(() => mountNow(island, mod));
  };

  const wake: Islands['wake'] = (island, urgent) => {
    const { rest } = island;
    if (rest) {
      if (rest > 1) return;
      if (urgent) island.rest = 2;
      loader.load(island.def).then(
        (mod) => {
          // Mounted by an earlier call already, or failed or unmounted meanwhile.
          if (!island.rest) return;
          island.rest = 0;
          drain(rt, island.offs);
          setState(island, 'loading');
          mountNow(island, mod, true);
        },
        (error) => {
          if (urgent && island.rest) fail(island, error);
        },
      );
      return;
    }
    if (island.state !== 'waiting') return;
    if (island.cancelIdle) island.cancelIdle();
    if (rt.run) rt.run.visibility.unwatch(island.el);
    setState(island, 'loading');
    const mod = loader.loaded.get(island.def);
    if (mod) {
      mountSoon(island, mod, urgent);
      return;
    }
    // A list seen: its first call leaves beside its code, not after it (the API chunk makes it,
    // and the widget's own call takes it: src/api/content/first.ts).
    const api = island.wake == 'visible' && !island.def.needs && rt.run && rt.run.services.api;
    if (api && api.first) api.first(island.el).catch(() => undefined);
    loader.load(island.def).then(
      (m) => mountSoon(island, m, urgent),
      (error) => fail(island, error),
    );
  };

  // A wake-up that depends on the environment is asked only while started (the scan, inspect());
  // stopped, nothing wakes, so the least eager answer stands in.
  const defaultWake: Islands['defaultWake'] = (def) =>
    typeof def.wake !== 'function' ? def.wake : rt.run ? def.wake(rt.run.env) : 'interaction';

  const wakeOf: Islands['wakeOf'] = (el, def) => {
    const attr = el.getAttribute(schema.wake);
    const asked = parseHydrate(attr);
    if (attr !== null && asked === null) {
      warnOf(logger, el, 'hydrate', [schema.wake, attr, HYDRATE_VALUES.join(', ')], el);
    }
    return asked || defaultWake(def);
  };

  const create: Islands['create'] = (el, def, condition, arm = true) => {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const island: Island = { el, def, wake: condition, state: 'waiting', offs: [], clicks: [], busy: [], settled, settle };
    records.set(el, island);
    if (!arm) return island;
    const rule = WAKES[condition];
    if (rule.arm) island.cancelIdle = rule.arm(win, () => wake(island, false));
    else if (rule.record) wake(island, false);
    else if (condition === 'visible') watchVisible(el);
    return island;
  };

  const ensure: Islands['ensure'] = (el, arm = true) => {
    const existing = records.get(el);
    if (existing) return existing;
    const def = definitions.get(el.getAttribute(schema.widget) || '');
    if (!def || !el.isConnected) return null;
    return create(el as HTMLElement, def, wakeOf(el, def), arm);
  };

  /**
   * An element that wakes when visible came into view. Like interaction islands, such an
   * element has no record until then (only its entry in the observer), so a client page of
   * 10 000 download buttons keeps a heap the size of what is on screen.
   */
  const onVisible = (el: Element) => {
    if (!rt.run) return;
    guard(rt, 'waking', () => {
      const island = ensure(el, false);
      if (island) wake(island, false);
    }, el);
  };

  const watchVisible: Islands['watchVisible'] = (el) => {
    if (rt.run) rt.run.visibility.watch(el, onVisible);
  };

  const unmount: Islands['unmount'] = (island) => {
    records.delete(island.el);
    if (island.cancelIdle) island.cancelIdle();
    if (rt.run) rt.run.visibility.unwatch(island.el);
    takeDown(island);
    clearBusy(island);
    island.clicks.length = 0;
    island.rest = 0;
    island.settle();
    island.el.removeAttribute(schema.state);
  };

  return {
    defaultWake,
    wakeOf,
    create,
    ensure,
    wake,
    watchVisible,
    unmount,
    remount(island) {
      if (island.state !== 'mounted') return;
      takeDown(island);
      setState(island, 'loading');
      // Mounted, so its module is in hand (every mount comes through the loader's `loaded`).
      mountNow(island, loader.loaded.get(island.def)!);
    },
    unmountWithin(root) {
      const { islands } = rt;
      const visibility = rt.run && rt.run.visibility;
      const own = islands.get(root as Element);
      if (own) unmount(own);
      if (visibility) visibility.unwatch(root as Element);
      if (!islands.size && !(visibility && visibility.size)) return;
      const list = root.querySelectorAll(WIDGET_SELECTOR);
      for (let i = 0; i < list.length; i++) {
        const island = islands.get(list[i]);
        if (island) unmount(island);
        else if (visibility) visibility.unwatch(list[i]);
      }
    },
  };
}

