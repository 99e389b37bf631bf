import { describe, it, expect, vi, beforeEach, afterEach } from 'vitest';
import { createApplication, type Application } from './application';
import { plugins } from '../plugins/index';
import { scanSelectorFor } from './scanner';
import { addStyles } from './styles';
import type { Services, WidgetDefinition, WidgetModule, Logger, FeatureDefinition } from '../types';
import type { RuntimeHost } from './plugin';
import { createTestContext, createRecordingLogger, testEnvironment } from '../../tests/helpers/context';
import { countListeners } from '../../tests/helpers/count-listeners';

const tick = () => new Promise((r) => setTimeout(r, 0));
const settle = async () => {
  for (let i = 0; i < 5; i++) await tick();
};
/**
 * Waits until what a test expects next has happened (a held click replayed a frame and a task
 * after mount, a chunk imported): an explicit condition with a generous bound, never a guessed
 * delay, so a busy machine makes the test slower, not red.
 */
const until = (assertion: () => void) => vi.waitFor(assertion, { timeout: 10_000, interval: 5 });

function widget(name: string, mod: Partial<WidgetModule> & Pick<WidgetModule, 'mount'>, wake: WidgetDefinition['wake'] = 'load') {
  const load = vi.fn(() => Promise.resolve(mod as WidgetModule));
  return { def: { name, wake, load } as WidgetDefinition, load };
}

function makeApp(defs: WidgetDefinition[], logger: Logger = createRecordingLogger()) {
  const services = createTestContext().services as Services;
  return createApplication({
    plugins,
    version: '0.0.0-test',
    widgets: defs,
    createServices: () => ({ ...services, logger }),
    detectEnvironment: () => testEnvironment(),
    logger,
  });
}

let app: Application | null = null;
beforeEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  // The scheduler's clock (src/runtime/scheduler.ts slices work by performance.now(), 8 ms a
  // slice) stands still: a slice is never used up, however slow the machine running the test,
  // so the scan and the mounts take the same number of timer turns that settle() waits for (a
  // busy machine would otherwise push a scan of hundreds of elements into further slices).
  const clock = vi.spyOn(window.performance, 'now').mockReturnValue(1000);
  return () => clock.mockRestore();
});
afterEach(() => {
  app?.stop();
  app = null;
});

describe('createApplication', () => {
  it('mounts each island once even when start() and scan() are called again', async () => {
    const mount = vi.fn(() => () => undefined);
    const w = widget('box', { mount });
    document.body.innerHTML = '<div data-widget="box"></div><div data-widget="box"></div>';
    app = makeApp([w.def]);
    app.start();
    app.start();
    app.scan();
    await settle();
    app.scan(document);
    await settle();
    expect(mount).toHaveBeenCalledTimes(2);
    expect(w.load).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-ppw-state="mounted"]').length).toBe(2);
  });

  it('mounts markup added later and unmounts markup removed, without any call', async () => {
    const unmount = vi.fn();
    const mount = vi.fn((el: HTMLElement) => {
      el.textContent = 'alive';
      return unmount;
    });
    app = makeApp([widget('box', { mount }).def]);
    app.start();
    const el = document.createElement('div');
    el.setAttribute('data-widget', 'box');
    document.body.appendChild(el);
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(el.textContent).toBe('alive');
    el.remove();
    await settle();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(el.hasAttribute('data-ppw-state')).toBe(false);
  });

  it('does not unmount an island that was only moved', async () => {
    const unmount = vi.fn();
    app = makeApp([widget('box', { mount: () => unmount }).def]);
    document.body.innerHTML = '<div id="a"><div data-widget="box"></div></div><div id="b"></div>';
    app.start();
    await settle();
    document.getElementById('b')!.appendChild(document.querySelector('[data-widget]')!);
    await settle();
    expect(unmount).not.toHaveBeenCalled();
  });

  it('isolates a widget that throws: its markup stays, others mount, the error is logged once', async () => {
    const logger = createRecordingLogger();
    const good = vi.fn(() => undefined);
    app = makeApp(
      [
        widget('bad', { mount: () => { throw new Error('boom'); } }).def,
        widget('good', { mount: good }).def,
      ],
      logger,
    );
    document.body.innerHTML = '<a data-widget="bad" href="/plain">plain link</a><div data-widget="good"></div>';
    app.start();
    await settle();
    const bad = document.querySelector('[data-widget="bad"]')!;
    expect(bad.outerHTML).toContain('href="/plain"');
    expect(bad.textContent).toBe('plain link');
    expect(bad.getAttribute('data-ppw-state')).toBe('failed');
    expect(good).toHaveBeenCalledTimes(1);
    expect(logger.errors).toHaveLength(1);
    expect(String(logger.errors[0][0])).toContain('mounting "bad"');
  });

  it('isolates a widget whose code fails to load and lets its plain link work', async () => {
    const logger = createRecordingLogger();
    const def: WidgetDefinition = { name: 'gone', wake: 'interaction', load: () => Promise.reject(new Error('chunk 404')) };
    app = makeApp([def], logger);
    document.body.innerHTML = '<a data-widget="gone" href="#plain">go</a>';
    app.start();
    const link = document.querySelector('a')!;
    const seen: boolean[] = [];
    document.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    link.click();
    await settle();
    // First click held (prevented), then replayed un-prevented once the failure is known.
    await until(() => expect(seen).toEqual([true, false]));
    expect(link.getAttribute('data-ppw-state')).toBe('failed');
  });

  it('replays a click that arrives before the widget is awake', async () => {
    const handled: string[] = [];
    const mount = (el: HTMLElement) => {
      const onClick = (e: Event) => handled.push((e.target as HTMLElement).id);
      el.addEventListener('click', onClick);
      return () => el.removeEventListener('click', onClick);
    };
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const def: WidgetDefinition = { name: 'btn', wake: 'interaction', load: () => gate.then(() => ({ mount })) };
    app = makeApp([def]);
    document.body.innerHTML = '<div data-widget="btn"><button id="inner">go</button></div>';
    app.start();
    await settle();
    // An interaction island costs nothing before it is used: no record, no DOM write.
    expect(document.querySelector('[data-widget]')!.hasAttribute('data-ppw-state')).toBe(false);
    expect(app.inspect().map((i) => i.state)).toEqual(['waiting']);
    (document.getElementById('inner') as HTMLButtonElement).click();
    expect(handled).toEqual([]);
    release();
    await settle();
    await until(() => expect(handled).toEqual(['inner']));
  });

  it('fails the widget, not the page, when its handler throws on a replayed click', async () => {
    const unmount = vi.fn();
    const mount = (el: HTMLElement) => {
      el.addEventListener('click', () => {
        throw new Error('handler broke');
      });
      return unmount;
    };
    const def: WidgetDefinition = { name: 'btn', wake: 'interaction', load: () => Promise.resolve({ mount }) };
    const logger = createRecordingLogger();
    app = makeApp([def], logger);
    document.body.innerHTML = '<div data-widget="btn"><button id="inner">go</button></div>';
    const events: CustomEvent[] = [];
    const onPpError = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('pp:error', onPpError);
    const reported: ErrorEvent[] = [];
    const onWindowError = (e: ErrorEvent) => reported.push(e);
    app.start();
    await settle();
    (document.getElementById('inner') as HTMLButtonElement).click();
    window.addEventListener('error', onWindowError);
    await settle();
    await until(() => expect(document.querySelector('[data-widget="btn"]')!.getAttribute('data-ppw-state')).toBe('failed'));
    await settle();
    window.removeEventListener('error', onWindowError);
    document.removeEventListener('pp:error', onPpError);
    const el = document.querySelector('[data-widget="btn"]')!;
    expect(el.getAttribute('data-ppw-state')).toBe('failed');
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(logger.errors.map((e) => e[0])).toEqual(['rendering "btn"']);
    expect(events.map((e) => e.detail)).toEqual([{ widget: 'btn', element: el, message: 'handler broke', kind: 'rendering' }]);
    // The error the browser reports for the listener is marked handled (no "Uncaught" in the
    // console); a host's own window.onerror still sees it, as it sees every error on the page.
    expect(reported.map((e) => [e.error && e.error.message, e.defaultPrevented])).toEqual([['handler broke', true]]);
  });

  it('fails a widget once when it reports an error after mount: logged, pp:error, unmounted', async () => {
    let fail!: (error: unknown) => void;
    const unmount = vi.fn();
    const w = widget('box', {
      mount: (_el, context) => {
        fail = context.fail;
        return unmount;
      },
    });
    const logger = createRecordingLogger();
    app = makeApp([w.def], logger);
    document.body.innerHTML = '<div data-widget="box"></div>';
    const events: CustomEvent[] = [];
    const onPpError = (e: Event) => events.push(e as CustomEvent);
    document.addEventListener('pp:error', onPpError);
    app.start();
    await settle();
    fail(new Error('render failed'));
    fail(new Error('again'));
    await settle();
    document.removeEventListener('pp:error', onPpError);
    expect(app.inspect().map((i) => i.state)).toEqual(['failed']);
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(logger.errors.map((e) => e[0])).toEqual(['rendering "box"']);
    expect(events).toHaveLength(1);
    expect(events[0]!.detail.message).toBe('render failed');
    // A later scan does not mount it again.
    app.scan();
    await settle();
    expect(app.inspect().map((i) => i.state)).toEqual(['failed']);
  });

  it('wakes an interaction island on focus and a visible island when the observer reports it', async () => {
    const observed: Element[] = [];
    let report!: (entries: Partial<IntersectionObserverEntry>[]) => void;
    class FakeIO {
      constructor(cb: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = cb;
      }
      observe(el: Element) { observed.push(el); }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const mountA = vi.fn();
    const mountB = vi.fn();
    app = makeApp([widget('a', { mount: mountA }, 'interaction').def, widget('b', { mount: mountB }, 'visible').def]);
    document.body.innerHTML = '<div data-widget="a"><input id="i"></div><div data-widget="b"></div>';
    app.start();
    await settle();
    expect(mountA).not.toHaveBeenCalled();
    expect(mountB).not.toHaveBeenCalled();
    document.getElementById('i')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(mountA).toHaveBeenCalledTimes(1);
    expect(observed).toHaveLength(1);
    report([{ target: observed[0], isIntersecting: true, intersectionRatio: 1 }]);
    await settle();
    expect(mountB).toHaveBeenCalledTimes(1);
  });

  it('honours data-hydrate and warns once about a bad value', async () => {
    const logger = createRecordingLogger();
    const mount = vi.fn();
    app = makeApp([widget('box', { mount }, 'load').def], logger);
    document.body.innerHTML = '<div data-widget="box" data-hydrate="interaction"></div><div data-widget="box" data-hydrate="soon"></div>';
    app.start();
    await settle();
    expect(mount).toHaveBeenCalledTimes(1); // the "soon" one falls back to the default (load)
    expect(logger.warnings.filter((w) => String(w[0]).includes('data-hydrate="soon"'))).toHaveLength(1);
  });

  it('warns once about an unknown data-widget and mounts the known ones', async () => {
    const logger = createRecordingLogger();
    const mount = vi.fn();
    app = makeApp([widget('box', { mount }).def], logger);
    document.body.innerHTML = '<div data-widget="nope"></div><div data-widget="box"></div>';
    app.start();
    app.scan();
    await settle();
    expect(logger.warnings.filter((w) => String(w[0]).includes('unknown data-widget="nope"'))).toHaveLength(1);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('fires pp:ready on document once the load islands are mounted', async () => {
    const order: string[] = [];
    app = makeApp([widget('box', { mount: () => void order.push('mount') }).def]);
    document.body.innerHTML = '<div data-widget="box"></div>';
    document.addEventListener('pp:ready', () => order.push('ready'), { once: true });
    app.start();
    await settle();
    expect(order).toEqual(['mount', 'ready']);
  });

  it('stop() unmounts everything and leaves no listener behind', async () => {
    const counter = countListeners();
    try {
      const unmount = vi.fn();
      app = makeApp([widget('box', { mount: () => unmount }).def, widget('lazy', { mount: vi.fn() }, 'idle').def]);
      document.body.innerHTML = '<div data-widget="box"></div><div data-widget="lazy"></div>';
      app.start();
      await settle();
      expect(counter.total()).toBeGreaterThan(0);
      app.stop();
      expect(unmount).toHaveBeenCalledTimes(1);
      expect(counter.total()).toBe(0);
      expect(document.querySelector('[data-ppw-state]')).toBeNull();
      // Markup added after stop() is not mounted.
      const mount = vi.fn();
      document.body.insertAdjacentHTML('beforeend', '<div data-widget="box"></div>');
      await settle();
      expect(mount).not.toHaveBeenCalled();
    } finally {
      counter.restore();
    }
  });

  it('merges config: defaults, JSON script, window.PPWidgetsConfig, start() argument (later wins)', async () => {
    let seen: unknown;
    app = makeApp([widget('box', { mount: (_el, ctx) => void (seen = ctx.config) }).def]);
    document.head.innerHTML = '<script type="application/json" id="pp-widgets-config">{"locale":"en","tbChSrc":"a","clientScheme":"x://"}</script>';
    (window as unknown as { PPWidgetsConfig: unknown }).PPWidgetsConfig = { tbChSrc: 'b', realname: { enabled: true } };
    document.body.innerHTML = '<div data-widget="box"></div>';
    app.start({ clientScheme: 'y://' });
    await settle();
    delete (window as unknown as { PPWidgetsConfig?: unknown }).PPWidgetsConfig;
    expect(seen).toMatchObject({ locale: 'en', tbChSrc: 'b', clientScheme: 'y://', realname: { enabled: true, confTime: 1800 } });
  });

  it('warns once about malformed config JSON and still starts every widget', async () => {
    const logger = createRecordingLogger();
    const mount = vi.fn();
    app = makeApp([widget('box', { mount }).def], logger);
    document.head.innerHTML = '<script type="application/json" id="pp-widgets-config">{ locale: "en", }</script>';
    document.body.innerHTML = '<div data-widget="box"></div>';
    app.start();
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    const warnings = logger.warnings.filter((w) => String(w[0]).includes('not valid JSON'));
    expect(warnings).toHaveLength(1);
  });

  it('routes bridge messages to the started bridge and ignores them before start', () => {
    const receive = vi.fn();
    const ctx = createTestContext({ bridge: { receive } });
    app = createApplication({
      plugins,
      version: 't', widgets: [], createServices: () => ctx.services, detectEnvironment: () => testEnvironment(), logger: createRecordingLogger(),
    });
    expect(() => app!.bridge.receive('{"id":"1"}')).not.toThrow();
    app.start();
    app.bridge.receive('{"id":"1"}');
    expect(receive).toHaveBeenCalledWith('{"id":"1"}');
  });

  it('closes what was open when the page is restored from the back/forward cache', async () => {
    const unmount = vi.fn();
    const mount = vi.fn(() => unmount);
    app = makeApp([widget('box', { mount }).def]);
    document.body.innerHTML = '<div data-widget="box"></div>';
    const restored = vi.fn();
    document.addEventListener('pp:restore', restored, { once: true });
    app.start();
    await settle();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(restored).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it('injects its styles once with the config nonce, and not when the page links pp-widgets.css', async () => {
    const services = createTestContext().services as Services;
    const make = () => createApplication({
      plugins,
      version: 't', widgets: [], css: '.ppw-x{color:red}', createServices: () => services,
      detectEnvironment: () => testEnvironment(), logger: createRecordingLogger(),
    });
    app = make();
    app.start({ nonce: 'n0nce' });
    // Injected in the scheduler's first slice, the task start() posts (with the first scan).
    expect(document.querySelectorAll('style[data-ppw]')).toHaveLength(0);
    await tick();
    const styles = document.querySelectorAll('style[data-ppw]');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toBe('.ppw-x{color:red}');
    expect(styles[0].getAttribute('nonce')).toBe('n0nce');
    // A widget chunk loaded later brings its own CSS with the same nonce.
    addStyles('.ppw-y{color:blue}');
    const all = document.querySelectorAll('style[data-ppw]');
    expect(all).toHaveLength(2);
    expect(all[1].getAttribute('nonce')).toBe('n0nce');
    app.stop();
    expect(document.querySelector('style[data-ppw]')).toBeNull();
    document.head.innerHTML = '<link rel="stylesheet" href="/static/pp-widgets.css">';
    app = make();
    app.start();
    await tick();
    // A link that has not applied (failed, or still loading) does not stop the injection:
    // a lazily loaded widget's styles must never be missing.
    addStyles('.ppw-z{}');
    expect(document.querySelectorAll('style[data-ppw]')).toHaveLength(2);
    // Once it loads and sets the --ppw-css marker, the injected copy goes, and nothing more comes.
    const sheet = document.createElement('style');
    sheet.textContent = ':root{--ppw-css:1}';
    document.head.appendChild(sheet);
    document.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(document.querySelector('style[data-ppw]')).toBeNull();
    addStyles('.ppw-w{}');
    expect(document.querySelector('style[data-ppw]')).toBeNull();
    sheet.remove();
  });

  it('loads its shared styles from a loader (the script tag\'s chunk) only when it injects them, first in the cascade', async () => {
    const services = createTestContext().services as Services;
    const logger = createRecordingLogger();
    let resolve: (css: string) => void = () => {};
    const css = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const make = (load: () => Promise<string>) => createApplication({
      plugins,
      version: 't', widgets: [], css: load, createServices: () => services,
      detectEnvironment: () => testEnvironment(), logger,
    });
    // pp-widgets.css in effect: the loader is never called.
    const linked = document.createElement('style');
    linked.textContent = ':root{--ppw-css:1}';
    document.head.appendChild(linked);
    app = make(css);
    app.start();
    await tick();
    expect(css).not.toHaveBeenCalled();
    expect(document.querySelector('style[data-ppw]')).toBeNull();
    app.stop();
    linked.remove();
    // Not in effect: called once; a widget's CSS that comes first is in at once (what it draws is
    // never laid out without it), and still follows the shared CSS once that comes.
    app = make(css);
    app.start({ nonce: 'n0nce' });
    await tick();
    expect(css).toHaveBeenCalledTimes(1);
    addStyles('.ppw-y{color:blue}');
    expect(Array.from(document.querySelectorAll('style[data-ppw]'), (s) => s.textContent)).toEqual(['.ppw-y{color:blue}']);
    resolve('.ppw-x{color:red}');
    await Promise.resolve();
    await Promise.resolve();
    const styles = document.querySelectorAll('style[data-ppw]');
    expect(Array.from(styles, (s) => s.textContent)).toEqual(['.ppw-x{color:red}', '.ppw-y{color:blue}']);
    expect(styles[0].getAttribute('nonce')).toBe('n0nce');
    app.stop();
    expect(document.querySelector('style[data-ppw]')).toBeNull();
    // A loader that fails is reported; nothing throws into the page.
    app = make(() => Promise.reject(new Error('offline')));
    app.start();
    await tick();
    await Promise.resolve();
    await Promise.resolve();
    expect(logger.errors).toEqual([['loading styles', expect.any(Error)]]);
  });

  it('injects nothing when pp-widgets.css came through a bundler (a hashed file or a <style>): its --ppw-css marker', async () => {
    const services = createTestContext().services as Services;
    const make = () => createApplication({
      plugins,
      version: 't', widgets: [], css: ':root{--ppw-css:1}.ppw-x{color:red}', createServices: () => services,
      detectEnvironment: () => testEnvironment(), logger: createRecordingLogger(),
    });
    // What Vite does with `import 'pp-widgets/pp-widgets.css'` in development: a <style> of the file.
    const imported = document.createElement('style');
    imported.textContent = ':root{--ppw-color-primary:#1f8cf0;--ppw-css:1}.ppw-x{color:red}';
    document.head.appendChild(imported);
    app = make();
    app.start();
    await tick();
    addStyles('.ppw-z{}');
    expect(document.querySelector('style[data-ppw]')).toBeNull();
    app.stop();
    imported.remove();
    // Without it, the styles are injected as before.
    app = make();
    app.start();
    await tick();
    expect(document.querySelectorAll('style[data-ppw]')).toHaveLength(1);
  });

  it('starts a page of many interaction widgets without touching them, and wakes the one used', async () => {
    const mount = vi.fn();
    app = makeApp([widget('btn', { mount }, 'interaction').def]);
    document.body.innerHTML = Array.from({ length: 2000 }, (_, i) => `<a data-widget="btn" id="b${i}" href="#">go</a>`).join('');
    const records: MutationRecord[] = [];
    const watcher = new MutationObserver((r) => records.push(...r));
    watcher.observe(document.body, { attributes: true, subtree: true });
    app.start();
    await settle();
    expect(records).toHaveLength(0);
    expect(mount).not.toHaveBeenCalled();
    document.getElementById('b1500')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0][0]).toBe(document.getElementById('b1500'));
    watcher.disconnect();
  });

  it('keeps no record of a visible widget until it is seen, then wakes only that one; removed ones are let go', async () => {
    const observed = new Set<Element>();
    let report!: (entries: Partial<IntersectionObserverEntry>[]) => void;
    class FakeIO {
      constructor(cb: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = cb;
      }
      observe(el: Element) { observed.add(el); }
      unobserve(el: Element) { observed.delete(el); }
      disconnect() { observed.clear(); }
    }
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const mount = vi.fn();
    app = makeApp([widget('card', { mount }, 'visible').def]);
    document.body.innerHTML = Array.from({ length: 500 }, (_, i) => `<div data-widget="card" id="c${i}"></div>`).join('');
    const records: MutationRecord[] = [];
    const watcher = new MutationObserver((r) => records.push(...r));
    watcher.observe(document.body, { attributes: true, subtree: true });
    app.start();
    await settle();
    expect(observed.size).toBe(500);
    expect(records).toHaveLength(0);
    expect(app.inspect().filter((i) => i.state === 'waiting')).toHaveLength(500);
    const seen = document.getElementById('c7')!;
    report([{ target: seen, isIntersecting: true, intersectionRatio: 1 }, { target: document.getElementById('c8')!, isIntersecting: false, intersectionRatio: 0 }]);
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0][0]).toBe(seen);
    expect(seen.getAttribute('data-ppw-state')).toBe('mounted');
    expect(observed.has(seen)).toBe(false);
    expect(observed.size).toBe(499);
    document.getElementById('c9')!.remove();
    await settle();
    expect(observed.size).toBe(498);
    watcher.disconnect();
  });

  it('returns from start() with only the listeners in place; its first slice, the next task, mounts a widget that comes with the runtime and fires pp:ready', async () => {
    const mount = vi.fn();
    const mod = { mount } as WidgetModule;
    const def: WidgetDefinition = { name: 'bar', wake: 'load', needs: [], module: mod, load: vi.fn(() => Promise.resolve(mod)) };
    document.body.innerHTML = '<div data-widget="bar"></div>';
    const ready = vi.fn();
    document.addEventListener('pp:ready', ready);
    app = makeApp([def]);
    vi.useFakeTimers();
    try {
      app.start();
      // start()'s task ends with nothing scanned, mounted or styled (its microtasks included) …
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(mount).not.toHaveBeenCalled();
      expect(ready).not.toHaveBeenCalled();
      // … and the one task it posted (the scheduler's slice; the scheduler's clock stands still,
      // beforeEach above) mounts it and announces pp:ready, with no frame or further timer.
      await vi.advanceTimersToNextTimerAsync();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(mount).toHaveBeenCalledTimes(1);
      expect(ready).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      document.removeEventListener('pp:ready', ready);
    }
    expect(def.load).not.toHaveBeenCalled();
  });

  describe('start in slices', () => {
    /** An application whose environment, services and plug-in record each step they run in. */
    function recordingApp(defs: WidgetDefinition[], logger: Logger = createRecordingLogger(), failServices = false) {
      const steps: string[] = [];
      const services = createTestContext().services as Services;
      const plugin = { name: 'probe', start: () => void steps.push('plug-in start') };
      const made = createApplication({
        plugins: [plugin],
        version: '0.0.0-test',
        widgets: defs,
        createServices: () => {
          steps.push('services');
          if (failServices) throw new Error('no services');
          return { ...services, logger };
        },
        detectEnvironment: () => {
          steps.push('environment');
          return testEnvironment();
        },
        logger,
      });
      return { app: made, steps };
    }
    const turns = async (n = 1) => {
      for (let i = 0; i < n; i++) {
        await vi.advanceTimersToNextTimerAsync();
        for (let k = 0; k < 5; k++) await Promise.resolve();
      }
    };

    it('leaves everything but the listeners to the scheduler (the config too), one step per slice when each uses a slice up', async () => {
      const mount = vi.fn();
      const mod = { mount } as WidgetModule;
      document.body.innerHTML = '<div data-widget="bar"></div>';
      const made = recordingApp([{ name: 'bar', wake: 'load', needs: [], module: mod, load: () => Promise.resolve(mod) }]);
      app = made.app;
      vi.useFakeTimers();
      // Every reading of the scheduler's clock is 10 ms later: each step uses its slice up.
      let t = 1000;
      const clock = vi.spyOn(window.performance, 'now').mockImplementation(() => (t += 10));
      try {
        app.start();
        for (let k = 0; k < 5; k++) await Promise.resolve();
        expect(made.steps).toEqual([]);
        // The config's slice.
        await turns();
        expect(made.steps).toEqual([]);
        await turns();
        expect(made.steps).toEqual(['environment']);
        await turns();
        expect(made.steps).toEqual(['environment', 'services']);
        await turns();
        expect(made.steps).toEqual(['environment', 'services', 'plug-in start']);
        expect(mount).not.toHaveBeenCalled();
        await turns(6);
        expect(mount).toHaveBeenCalledTimes(1);
      } finally {
        clock.mockRestore();
        vi.useRealTimers();
      }
    });

    it('is cancelled by stop() before its slices have run, and can start again', async () => {
      const counter = countListeners();
      try {
        const mount = vi.fn();
        document.body.innerHTML = '<div data-widget="box"></div>';
        const made = recordingApp([widget('box', { mount }).def]);
        app = made.app;
        vi.useFakeTimers();
        try {
          app.start();
          expect(counter.total()).toBeGreaterThan(0);
          app.stop();
          expect(counter.total()).toBe(0);
          await vi.runAllTimersAsync();
          expect(made.steps).toEqual([]);
          expect(mount).not.toHaveBeenCalled();
          app.start();
          await vi.runAllTimersAsync();
          expect(made.steps).toEqual(['environment', 'services', 'plug-in start']);
        } finally {
          vi.useRealTimers();
        }
        await until(() => expect(mount).toHaveBeenCalledTimes(1));
      } finally {
        counter.restore();
      }
    });

    it('holds a click on a widget that comes before the run exists, and an Escape after it, and replays them in order after the first scan', async () => {
      const seen: string[] = [];
      const mount = (el: HTMLElement) => {
        el.addEventListener('click', (e) => seen.push('click ' + e.defaultPrevented));
      };
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      document.body.innerHTML = '<a data-widget="btn" href="#go"><span id="in">go</span></a>';
      const made = recordingApp([{ name: 'btn', wake: 'interaction', load: () => gate.then(() => ({ mount })) }]);
      app = made.app;
      const keys = (e: KeyboardEvent) => seen.push('key ' + e.key);
      document.addEventListener('keydown', keys);
      try {
        app.start();
        const click = new MouseEvent('click', { bubbles: true, cancelable: true });
        document.getElementById('in')!.dispatchEvent(click);
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        expect(click.defaultPrevented).toBe(true);
        expect(made.steps).toEqual([]);
        seen.length = 0;
        await settle();
        // Replayed: the click is held again as any click on a widget not awake (no second event
        // reaches the page), the Escape made again after it.
        expect(seen).toEqual(['key Escape']);
        release();
        await until(() => expect(seen).toEqual(['key Escape', 'click false']));
      } finally {
        document.removeEventListener('keydown', keys);
      }
    });

    it('lets a held click through when the start fails before the run exists (nothing mounts, the error is logged)', async () => {
      const logger = createRecordingLogger();
      document.body.innerHTML = '<a data-widget="btn" href="#go">go</a>';
      const made = recordingApp([{ name: 'btn', wake: 'interaction', load: () => Promise.resolve({ mount: vi.fn() }) }], logger, true);
      app = made.app;
      const seen: boolean[] = [];
      const onClick = (e: Event) => seen.push(e.defaultPrevented);
      document.addEventListener('click', onClick);
      try {
        app.start();
        document.querySelector('a')!.click();
        await settle();
        expect(seen).toEqual([true, false]);
        expect(logger.errors.map((e) => e[0])).toEqual(['starting']);
        expect(app.inspect()).toEqual([]);
      } finally {
        document.removeEventListener('click', onClick);
      }
    });

    it('finishes at once up to its scan when scan() is called after the run exists: the styles are in, the page is scanned', async () => {
      const mount = vi.fn();
      const mod = { mount } as WidgetModule;
      document.body.innerHTML = '<div data-widget="bar"></div>';
      const steps: string[] = [];
      const services = createTestContext().services as Services;
      app = createApplication({
        plugins: [{ name: 'probe', start: () => void steps.push('plug-in start') }],
        version: '0.0.0-test',
        widgets: [{ name: 'bar', wake: 'load', needs: [], module: mod, load: () => Promise.resolve(mod) }],
        createServices: () => services,
        detectEnvironment: () => testEnvironment(),
        css: '.ppw-test-rule{color:red}',
      });
      vi.useFakeTimers();
      // Every reading of the scheduler's clock is 10 ms later: each step uses its slice up.
      let t = 1000;
      const clock = vi.spyOn(window.performance, 'now').mockImplementation(() => (t += 10));
      try {
        app.start();
        while (!steps.length) await turns();
        // The run exists; its observer, styles and scan are still to come.
        const bar = document.querySelector('[data-widget="bar"]')!;
        expect(bar.hasAttribute('data-ppw-state')).toBe(false);
        expect(document.querySelectorAll('style[data-ppw]')).toHaveLength(0);
        app.scan();
        // Scanned: the island woke at load (its state written; mounted, as the rest of the start ran too).
        expect(bar.getAttribute('data-ppw-state')).toBe('mounted');
        expect(document.querySelectorAll('style[data-ppw]').length).toBeGreaterThan(0);
      } finally {
        clock.mockRestore();
        vi.useRealTimers();
      }
    });

    it('a late bridge looks at the page again for page features as the start does: each look a job of its own, none in the task of the bridge', async () => {
      let host: RuntimeHost | null = null;
      const looked: string[] = [];
      const feature = (name: string): FeatureDefinition => ({
        name,
        selector: 'img[data-src]',
        needs: [],
        when: () => (looked.push(name), false),
        load: () => Promise.reject(new Error('never loaded')),
      });
      const services = createTestContext().services as Services;
      app = createApplication({
        plugins: [{ name: 'probe', start: (h) => void (host = h) }],
        version: '0.0.0-test',
        widgets: [],
        features: [feature('a'), feature('b')],
        createServices: () => services,
        detectEnvironment: () => testEnvironment(),
      });
      app.start();
      await settle();
      expect(looked).toEqual(['a', 'b']);
      looked.length = 0;
      host!.redetect();
      expect(looked, 'nothing in the task of the bridge').toEqual([]);
      await settle();
      expect(looked).toEqual(['a', 'b']);
    });

    it('finishes at once when the app calls its bridge or counts a page view before the run exists', () => {
      const made = recordingApp([]);
      app = made.app;
      app.start();
      expect(made.steps).toEqual([]);
      app.bridge.on('x', () => undefined);
      expect(made.steps).toEqual(['environment', 'services', 'plug-in start']);
    });
  });

  it('wakes a widget whose default is scroll at the first scroll only', async () => {
    const mount = vi.fn();
    const w = widget('top', { mount }, 'scroll');
    document.body.innerHTML = '<div data-widget="top"></div>';
    app = makeApp([w.def]);
    app.start();
    await settle();
    expect(w.load).not.toHaveBeenCalled();
    expect(app.inspect()).toEqual([expect.objectContaining({ widget: 'top', wake: 'scroll', state: 'waiting' })]);
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('does not visit default-interaction widgets unless their markup asks for another wake-up', async () => {
    const mount = vi.fn();
    document.body.innerHTML = '<a data-widget="btn" id="x" href="#">x</a><a data-widget="btn" id="y" data-hydrate="load" href="#">y</a><a data-widget="btn" id="z" data-hydrate="soon" href="#">z</a>';
    const logger = createRecordingLogger();
    // The plain button is not even visited by the scan (a visit starts by asking whether the
    // element is still in the page): the selector leaves it out.
    const looked = vi.fn(() => true);
    Object.defineProperty(document.getElementById('x')!, 'isConnected', { configurable: true, get: looked });
    app = makeApp([widget('btn', { mount }, 'interaction').def], logger);
    app.start();
    await settle();
    expect(looked).not.toHaveBeenCalled();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0][0]).toBe(document.getElementById('y'));
    // A bad data-hydrate is still reported (the element is visited because of the attribute).
    expect(logger.warnings.map((w) => String(w[0]))).toEqual([expect.stringContaining('"soon"')]);
  });

  describe('config prefetch', () => {
    // The browser's idle moments are the test's to give: a fake requestIdleCallback holds them,
    // and `afterIdle` runs them once pp:ready has armed them (explicit signals, no guessed wait).
    let idle: Array<() => void> = [];
    let ready: Promise<unknown> = Promise.resolve();
    const idleWindow = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    beforeEach(() => {
      idle = [];
      idleWindow.requestIdleCallback = (fn: () => void) => idle.push(fn);
      idleWindow.cancelIdleCallback = (id: number) => {
        idle[id - 1] = () => undefined;
      };
      ready = new Promise((resolve) => document.addEventListener('pp:ready', resolve, { once: true }));
    });
    afterEach(() => {
      delete idleWindow.requestIdleCallback;
      delete idleWindow.cancelIdleCallback;
    });
    /** pp:ready, then every idle callback armed by then (and by those), then the microtasks they start. */
    const afterIdle = async () => {
      await ready;
      for (let i = 0; i < idle.length; i++) idle[i]();
      await settle();
    };

    it('loads, at idle after pp:ready, the code of the sleeping widgets the page holds, and mounts nothing', async () => {
      const mount = vi.fn();
      const btn = widget('btn', { mount }, 'interaction');
      const absent = widget('absent', { mount }, 'interaction');
      const whenReady = vi.fn(() => Promise.resolve());
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      const services = createTestContext().services as Services;
      app = createApplication({
        plugins,
        version: '0', widgets: [btn.def, absent.def], logger: createRecordingLogger(),
        createServices: () => ({ ...services, whenReady }), detectEnvironment: () => testEnvironment(),
      });
      app.start({ prefetch: true });
      await settle();
      expect(btn.load).not.toHaveBeenCalled();
      await afterIdle();
      await until(() => expect(btn.load).toHaveBeenCalledTimes(1));
      expect(whenReady).toHaveBeenCalledWith(undefined);
      expect(absent.load).not.toHaveBeenCalled();
      expect(mount).not.toHaveBeenCalled();
      expect(app.inspect()).toEqual([expect.objectContaining({ widget: 'btn', state: 'waiting' })]);
      expect(document.querySelector('a')!.hasAttribute('data-ppw-state')).toBe(false);
      // The first use still wakes it.
      document.querySelector('a')!.click();
      await until(() => expect(mount).toHaveBeenCalledTimes(1));
    });

    it('is on by default, for the widgets on screen or about to be (jsdom has no IntersectionObserver: the whole page)', async () => {
      const btn = widget('btn', { mount: vi.fn() }, 'interaction');
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      app = makeApp([btn.def]);
      app.start();
      await settle();
      expect(btn.load).not.toHaveBeenCalled();
      await afterIdle();
      await until(() => expect(btn.load).toHaveBeenCalledTimes(1));
    });

    it('watches the sleeping widgets with an IntersectionObserver in viewport mode, and loads a kind once one is seen', async () => {
      const mount = vi.fn();
      const btn = widget('btn', { mount }, 'interaction');
      document.body.innerHTML = '<a data-widget="btn" href="#" id="a">x</a><a data-widget="btn" href="#" id="b">y</a>';
      const observed: Element[] = [];
      let report: IntersectionObserverCallback | null = null;
      const IO = vi.fn(function (this: object, cb: IntersectionObserverCallback) {
        report = cb;
        Object.assign(this, { observe: (el: Element) => observed.push(el), unobserve: vi.fn(), disconnect: vi.fn() });
      });
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = IO;
      try {
        app = makeApp([btn.def]);
        app.start({ prefetch: 'viewport' });
        await afterIdle();
        await until(() => expect(observed.map((el) => el.id)).toEqual(['a', 'b']));
        expect(btn.load).not.toHaveBeenCalled();
        report!([{ target: observed[1], isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
        await until(() => expect(btn.load).toHaveBeenCalledTimes(1));
        expect(mount).not.toHaveBeenCalled();
        // Its first use needs no load of its own.
        document.getElementById('a')!.click();
        await until(() => expect(mount).toHaveBeenCalledTimes(1));
        expect(btn.load).toHaveBeenCalledTimes(1);
      } finally {
        delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
      }
    });

    it('is off with prefetch: false', async () => {
      const btn = widget('btn', { mount: vi.fn() }, 'interaction');
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      app = makeApp([btn.def]);
      app.start({ prefetch: false });
      await afterIdle();
      expect(btn.load).not.toHaveBeenCalled();
    });

    it('is skipped on a 2g connection', async () => {
      const btn = widget('btn', { mount: vi.fn() }, 'interaction');
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: 'slow-2g' } });
      try {
        app = makeApp([btn.def]);
        app.start();
        await afterIdle();
        expect(btn.load).not.toHaveBeenCalled();
      } finally {
        delete (navigator as unknown as { connection?: unknown }).connection;
      }
    });

    it('is skipped when the browser asks to save data', async () => {
      const btn = widget('btn', { mount: vi.fn() }, 'interaction');
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
      try {
        app = makeApp([btn.def]);
        app.start({ prefetch: true });
        await afterIdle();
        expect(btn.load).not.toHaveBeenCalled();
      } finally {
        delete (navigator as unknown as { connection?: unknown }).connection;
      }
    });

    it('reports nothing when the code fails to load (its wake-up will load and report again)', async () => {
      const logger = createRecordingLogger();
      const load = vi.fn(() => Promise.reject(new Error('offline')));
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      app = makeApp([{ name: 'btn', wake: 'interaction', load } as WidgetDefinition], logger);
      app.start({ prefetch: true });
      await afterIdle();
      await until(() => expect(load).toHaveBeenCalledTimes(1));
      await settle();
      expect(logger.errors).toEqual([]);
    });

    it('keeps a load that throws at once inside (nothing escapes the idle callback)', async () => {
      const logger = createRecordingLogger();
      const load = vi.fn(() => {
        throw new Error('no chunk');
      });
      const escaped: unknown[] = [];
      const onError = (event: ErrorEvent) => escaped.push(event.error);
      window.addEventListener('error', onError);
      try {
        document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
        app = makeApp([{ name: 'btn', wake: 'interaction', load } as unknown as WidgetDefinition], logger);
        app.start({ prefetch: true });
        await afterIdle();
        await until(() => expect(load).toHaveBeenCalledTimes(1));
        await settle();
        expect(escaped).toEqual([]);
        expect(logger.errors).toEqual([]);
      } finally {
        window.removeEventListener('error', onError);
      }
    });
  });

  describe('feedback on tap', () => {
    it('marks a widget busy while its held click waits for the code, and clears it when the click is replayed', async () => {
      let release!: (mod: WidgetModule) => void;
      const clicks: boolean[] = [];
      const mod: WidgetModule = {
        mount: (el) => {
          const onClick = () => clicks.push(el.classList.contains('ppw-busy'));
          el.addEventListener('click', onClick);
          return () => el.removeEventListener('click', onClick);
        },
      };
      const load = vi.fn(() => new Promise<WidgetModule>((r) => (release = r)));
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      app = makeApp([{ name: 'btn', wake: 'interaction', load } as WidgetDefinition]);
      app.start({ prefetch: false });
      await settle();
      const a = document.querySelector('a')!;
      expect(a.hasAttribute('aria-busy')).toBe(false);
      a.click();
      expect(a.classList.contains('ppw-busy')).toBe(true);
      expect(a.getAttribute('aria-busy')).toBe('true');
      await settle();
      expect(a.getAttribute('aria-busy')).toBe('true');
      release(mod);
      await until(() => expect(clicks).toEqual([false]));
      expect(a.classList.contains('ppw-busy')).toBe(false);
      expect(a.hasAttribute('aria-busy')).toBe(false);
    });

    it('clears it when the code fails to load, and lets the plain click through', async () => {
      const load = vi.fn(() => Promise.reject(new Error('offline')));
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      app = makeApp([{ name: 'btn', wake: 'interaction', load } as WidgetDefinition]);
      app.start({ prefetch: false });
      await settle();
      const a = document.querySelector('a')!;
      const prevented: boolean[] = [];
      document.addEventListener('click', (e) => prevented.push(e.defaultPrevented));
      a.click();
      expect(a.getAttribute('aria-busy')).toBe('true');
      await until(() => expect(prevented).toEqual([true, false]));
      expect(a.classList.contains('ppw-busy')).toBe(false);
      expect(a.hasAttribute('aria-busy')).toBe(false);
    });

    it('is not shown on a widget that is awake', async () => {
      const btn = widget('btn', { mount: vi.fn() }, 'load');
      document.body.innerHTML = '<a data-widget="btn" href="#">x</a>';
      app = makeApp([btn.def]);
      app.start();
      await settle();
      document.querySelector('a')!.click();
      expect(document.querySelector('a')!.hasAttribute('aria-busy')).toBe(false);
    });

    it('is cleared when the widget is removed while busy', async () => {
      const load = vi.fn(() => new Promise<WidgetModule>(() => undefined));
      document.body.innerHTML = '<div><a data-widget="btn" href="#">x</a></div>';
      app = makeApp([{ name: 'btn', wake: 'interaction', load } as WidgetDefinition]);
      app.start({ prefetch: false });
      await settle();
      const a = document.querySelector('a')!;
      a.click();
      expect(a.getAttribute('aria-busy')).toBe('true');
      app.unmount();
      expect(a.hasAttribute('aria-busy')).toBe(false);
    });
  });

  describe('scanSelectorFor', () => {
    const page =
      '<div data-widget="header" id="h"></div><a data-widget="download" id="d"></a><a data-widget="download" data-hydrate="visible" id="dv"></a>' +
      '<form data-widget="search" id="s"></form><form data-widget="search" data-hydrate="load" id="sl"></form><div data-widget="lucky" data-hydrate="idle" id="l"></div><p data-hydrate="load" id="p"></p>';
    const ids = (selector: string) => Array.from(document.querySelectorAll(selector)).map((el) => el.id);

    it('is every widget when nothing wakes on interaction', () => {
      expect(scanSelectorFor(document, [])).toBe('[data-widget]');
    });

    it('leaves out the named widgets unless they have data-hydrate, in one complex :not()', () => {
      document.body.innerHTML = page;
      const selector = scanSelectorFor(document, ['search', 'download']);
      expect(selector).toBe('[data-widget]:not([data-widget="search"]:not([data-hydrate]),[data-widget="download"]:not([data-hydrate]))');
      expect(ids(selector)).toEqual(['h', 'dv', 'sl', 'l']);
    });

    it('falls back to an equivalent selector list where :not() takes simple selectors only', () => {
      document.body.innerHTML = page;
      // Such a browser throws a SyntaxError for the complex :not().
      const matches = vi.spyOn(document.documentElement, 'matches').mockImplementation(() => {
        throw new DOMException('not a valid selector', 'SyntaxError');
      });
      const selector = scanSelectorFor(document, ['search', 'download']);
      matches.mockRestore();
      expect(selector).toBe('[data-widget]:not([data-widget="search"]):not([data-widget="download"]),[data-widget][data-hydrate]');
      expect(ids(selector)).toEqual(['h', 'dv', 'sl', 'l']);
    });
  });
});

describe('Application.pageView', () => {
  it('logs a single-page app\'s route change as a new page view, once per call, and nothing once stopped', async () => {
    const access = vi.fn();
    const services = createTestContext({ log: { access } }).services as Services;
    app = createApplication({ plugins, version: 't', widgets: [], createServices: () => services, detectEnvironment: () => testEnvironment(), logger: createRecordingLogger() });
    // onIdle falls back to a timeout where requestIdleCallback is missing (jsdom): fake timers run it.
    vi.useFakeTimers();
    try {
      app.start();
      await vi.runAllTimersAsync();
      await vi.dynamicImportSettled();
      // Views are counted per document: this one may have been logged by an earlier test.
      const first = access.mock.calls.length;
      app.pageView();
      await vi.runAllTimersAsync();
      await vi.dynamicImportSettled();
      await vi.waitFor(() => expect(access).toHaveBeenCalledTimes(first + 1));
      app.pageView();
      await vi.runAllTimersAsync();
      await vi.dynamicImportSettled();
      await vi.waitFor(() => expect(access).toHaveBeenCalledTimes(first + 2));
      app.stop();
      app.pageView();
      await vi.runAllTimersAsync();
      await vi.dynamicImportSettled();
      expect(access).toHaveBeenCalledTimes(first + 2);
    } finally {
      vi.useRealTimers();
    }
  });
});
