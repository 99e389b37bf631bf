import { describe, it, expect, vi, afterEach } from 'vitest';
import { createFeatures } from './features';
import { createModuleLoader } from './module-loader';
import { createScheduler } from './scheduler';
import { startedRuntime, tick } from '../../tests/helpers/runtime';
import type { FeatureDefinition, FeatureInstance } from '../types';

afterEach(() => {
  document.body.innerHTML = '';
});

function feature(when?: FeatureDefinition['when']) {
  const instance: FeatureInstance = { scan: vi.fn(), forget: vi.fn(), stop: vi.fn() };
  const start = vi.fn(() => instance);
  const load = vi.fn(() => Promise.resolve({ start }));
  const def: FeatureDefinition = { name: 'pics', selector: 'img[data-src]', needs: [], when, load };
  return { def, instance, start, load };
}

/**
 * A started runtime whose scheduler reads `clock.now` and posts its slices to `tasks`, which the
 * test runs itself: a slice is 8 ms of that clock.
 */
function sliced() {
  const clock = { now: 0 };
  const tasks: (() => void)[] = [];
  const win = { performance: { now: () => clock.now }, setTimeout: (fn: () => void) => tasks.push(fn) } as unknown as Window;
  const rt = startedRuntime([]);
  rt.run = { ...rt.run!, scheduler: createScheduler(win, (error) => rt.logger.handleError(error, 'slice')) };
  return { rt, tasks, clock };
}

describe('createFeatures', () => {
  it('loads a feature only once the page holds its markup, then tells it of later markup', async () => {
    const f = feature();
    const rt = startedRuntime([]);
    const features = createFeatures(rt, createModuleLoader(rt, []), [f.def]);
    features.scan(document);
    expect(f.load).not.toHaveBeenCalled();
    document.body.innerHTML = '<img data-src="/a.png">';
    features.scan(document);
    features.scan(document);
    await tick();
    // The start is a job of the run's scheduler: the slice it waits for runs now.
    rt.run!.scheduler.flush(Infinity);
    expect(f.load).toHaveBeenCalledTimes(1);
    expect(f.instance.scan).toHaveBeenCalledWith(document);
    const more = document.createElement('div');
    features.scan(more);
    expect(f.instance.scan).toHaveBeenLastCalledWith(more);
    features.forget(more);
    expect(f.instance.forget).toHaveBeenCalledWith(more);
    features.stop();
    expect(f.instance.stop).toHaveBeenCalledTimes(1);
  });

  it('asks `when` first, and reports a feature that fails to load once', async () => {
    const no = feature(() => false);
    const rt = startedRuntime([]);
    document.body.innerHTML = '<img data-src="/a.png">';
    createFeatures(rt, createModuleLoader(rt, []), [no.def]).scan(document);
    expect(no.load).not.toHaveBeenCalled();
    const failing: FeatureDefinition = { name: 'bad', selector: 'img', needs: [], load: () => Promise.reject(new Error('404')) };
    createFeatures(rt, createModuleLoader(rt, []), [failing]).scan(document);
    await tick();
    expect(rt.logger.errors).toEqual([['starting feature "bad"', expect.objectContaining({ message: '404' })]]);
  });

  it('keeps a started feature whose first scan throws: logged, and stopped at stop()', async () => {
    const f = feature();
    (f.instance.scan as ReturnType<typeof vi.fn>).mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const rt = startedRuntime([]);
    document.body.innerHTML = '<img data-src="/a.png">';
    const features = createFeatures(rt, createModuleLoader(rt, []), [f.def]);
    features.scan(document);
    await tick();
    rt.run!.scheduler.flush(Infinity);
    expect(rt.logger.errors).toEqual([['feature "pics"', expect.objectContaining({ message: 'boom' })]]);
    features.scan(document);
    expect(f.load).toHaveBeenCalledTimes(1);
    features.stop();
    expect(f.instance.stop).toHaveBeenCalledTimes(1);
  });

  it('holds a plain click on the markup of a `holds` feature while its code loads, and gives it back as it was at stop()', async () => {
    const rt = startedRuntime([]);
    document.body.innerHTML = '<a id="a" href="#x"><b>go</b></a>';
    const def: FeatureDefinition = { name: 'links', selector: 'a[href]', holds: true, needs: [], load: () => new Promise(() => {}) };
    const features = createFeatures(rt, createModuleLoader(rt, []), [def]);
    features.scan(document);
    const a = document.getElementById('a')!;
    const plain: EventTarget[] = [];
    const onClick = (e: Event) => {
      if (!e.defaultPrevented) plain.push(e.target!);
      e.preventDefault();
    };
    window.addEventListener('click', onClick);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    a.firstChild!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(a.getAttribute('aria-busy')).toBe('true');
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true }));
    expect(plain).toEqual([a]);
    features.stop();
    expect(plain).toEqual([a, a.firstChild]);
    expect(a.classList.contains('ppw-busy')).toBe(false);
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(plain).toHaveLength(3);
    window.removeEventListener('click', onClick);
  });

  it('starts each feature whose code is in hand in a slice of the scheduler: not all in the task that found them', async () => {
    // A clock each start moves by 20 ms.
    const { rt, tasks, clock } = sliced();
    const a = feature();
    const b = feature();
    a.def.name = 'a';
    b.def.name = 'b';
    for (const f of [a, b]) f.start.mockImplementation(() => ((clock.now += 20), f.instance));
    document.body.innerHTML = '<img data-src="/a.png">';
    const features = createFeatures(rt, createModuleLoader(rt, []), [a.def, b.def]);
    features.scan(document);
    await tick();
    expect(a.start).not.toHaveBeenCalled();
    expect(b.start).not.toHaveBeenCalled();
    tasks.shift()!();
    expect(a.start).toHaveBeenCalledTimes(1);
    expect(a.instance.scan).toHaveBeenCalledWith(document);
    expect(b.start, 'the next start waits for the next slice').not.toHaveBeenCalled();
    tasks.shift()!();
    expect(b.start).toHaveBeenCalledTimes(1);
    expect(b.instance.scan).toHaveBeenCalledWith(document);
    features.stop();
  });

  it('with `sliced` (the scan at start) each feature looks at the page in a job of its own: a long look does not take the next with it', async () => {
    // A clock each look moves by 20 ms (a selector walking a page of 60 000 elements at 4x CPU).
    const { rt, tasks, clock } = sliced();
    const looked: string[] = [];
    const defs = ['a', 'b', 'c'].map((name) => {
      const f = feature(() => (looked.push(name), (clock.now += 20), name !== 'b'));
      f.def.name = name;
      return f;
    });
    // The second throws in its first look: logged, and the third still looks.
    defs[1]!.def.when = () => {
      looked.push('b');
      clock.now += 20;
      if (looked.length < 4) throw new Error('bad look');
      return false;
    };
    document.body.innerHTML = '<img data-src="/a.png">';
    const features = createFeatures(rt, createModuleLoader(rt, []), defs.map((f) => f.def));
    features.scan(document, true);
    expect(looked, 'nothing in the task that asked').toEqual([]);
    tasks.shift()!();
    expect(looked).toEqual(['a']);
    tasks.shift()!();
    expect(looked).toEqual(['a', 'b']);
    expect(rt.logger.errors).toEqual([['feature scan', expect.objectContaining({ message: 'bad look' })]]);
    tasks.shift()!();
    expect(looked).toEqual(['a', 'b', 'c']);
    await tick();
    while (tasks.length) tasks.shift()!();
    expect(defs[0]!.instance.scan).toHaveBeenCalledWith(document);
    expect(defs[2]!.instance.scan).toHaveBeenCalledWith(document);
    // Without `sliced` (markup added later, `PPWidgets.scan(root)`), a look is at once.
    const more = document.createElement('div');
    features.scan(more);
    expect(defs[0]!.instance.scan).toHaveBeenLastCalledWith(more);
    features.stop();
  });

  it('a start that throws is reported as a failed start, the feature forgotten, held clicks given back', async () => {
    const rt = startedRuntime([]);
    document.body.innerHTML = '<a id="a" href="#x">go</a>';
    const start = vi.fn(() => {
      throw new Error('no start');
    });
    const def: FeatureDefinition = { name: 'links', selector: 'a[href]', holds: true, needs: [], load: () => Promise.resolve({ start }) };
    const features = createFeatures(rt, createModuleLoader(rt, []), [def]);
    features.scan(document);
    const a = document.getElementById('a')!;
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(a.getAttribute('aria-busy')).toBe('true');
    await tick();
    rt.run!.scheduler.flush(Infinity);
    await tick();
    expect(rt.logger.errors).toEqual([['starting feature "links"', expect.objectContaining({ message: 'no start' })]]);
    expect(a.getAttribute('aria-busy')).toBeNull();
    features.stop();
  });
});
