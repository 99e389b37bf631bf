import { describe, it, expect, afterEach, vi } from 'vitest';
import { captureInteractions } from './interaction';
import { createScanner, scanSelectorFor } from './scanner';
import { createIslands } from './island';
import { createModuleLoader } from './module-loader';
import { createFeatures } from './features';
import { recordingWidget, startedRuntime, tick } from '../../tests/helpers/runtime';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup() {
  const loadW = recordingWidget('now', 'load');
  const lazyW = recordingWidget('later', 'interaction');
  const defs = [loadW.def, lazyW.def];
  const rt = startedRuntime(defs);
  const loader = createModuleLoader(rt, defs);
  const islands = createIslands(rt, loader);
  const scanner = createScanner(rt, islands, createFeatures(rt, loader, []));
  return { rt, scanner, loadW, lazyW };
}

describe('scanSelectorFor', () => {
  it('leaves out the sleeping widgets unless their markup has data-hydrate', () => {
    const selector = scanSelectorFor(document, ['later']);
    document.body.innerHTML = '<i data-widget="later"></i><b data-widget="later" data-hydrate="load"></b><u data-widget="now"></u>';
    expect(Array.from(document.querySelectorAll(selector), (e) => e.tagName)).toEqual(['B', 'U']);
  });
});

describe('createScanner', () => {
  it('knows which widgets sleep until used in this environment', () => {
    expect(setup().scanner.sleeping.map((d) => d.name)).toEqual(['later']);
  });

  it('mounts what wakes at load, makes no record for sleeping widgets, and calls done', async () => {
    const { rt, scanner, loadW } = setup();
    document.body.innerHTML = '<div data-widget="now"></div><div data-widget="later"></div><div data-widget="nope"></div>';
    let done = false;
    scanner.scan(document, () => (done = true));
    expect(done).toBe(true);
    await tick();
    expect(loadW.mounted).toHaveLength(1);
    expect(rt.islands.size).toBe(1);
    expect(String(rt.logger.warnings[0][0])).toContain('unknown data-widget="nope"');
  });

  it('asks for no slice for markup without a widget (a script or style element added): the jobs queued before wait for their own slice', () => {
    const { rt, scanner, loadW } = setup();
    const queued = vi.fn();
    rt.run!.scheduler.push(queued);
    const script = document.createElement('script');
    document.head.appendChild(script);
    scanner.scan(script);
    const plain = document.createElement('p');
    plain.innerHTML = '<b>text</b>';
    document.body.appendChild(plain);
    scanner.scan(plain);
    expect(queued).not.toHaveBeenCalled();
    // Markup holding a widget is scanned at once, and the slice runs what was queued first.
    const box = document.createElement('div');
    box.innerHTML = '<div data-widget="now"></div>';
    document.body.appendChild(box);
    scanner.scan(box);
    expect(queued).toHaveBeenCalledTimes(1);
    expect(rt.islands.size).toBe(1);
    expect(loadW.mounted).toHaveLength(0);
    script.remove();
  });

  it('goes on in later slices on a long page, through the scheduler', async () => {
    const { rt, scanner, loadW } = setup();
    document.body.innerHTML = '<div data-widget="now"></div>'.repeat(3000);
    let done = false;
    const realNow = performance.now.bind(performance);
    let calls = 0;
    // Every clock read moves the clock 1 ms: the 8 ms slice ends after a few hundred elements.
    performance.now = () => realNow() + calls++;
    scanner.scan(document, () => (done = true));
    expect(done).toBe(false);
    for (let i = 0; i < 200 && !done; i++) await tick();
    performance.now = realNow;
    expect(done).toBe(true);
    expect(rt.islands.size).toBe(3000);
    for (let i = 0; i < 200 && loadW.mounted.length < 3000; i++) await tick();
    expect(loadW.mounted).toHaveLength(3000);
  });

  it('does not lose a click that comes between two slices of a long scan on a widget it has not reached', async () => {
    const loadW = recordingWidget('now', 'load');
    const rt = startedRuntime([loadW.def]);
    const loader = createModuleLoader(rt, [loadW.def]);
    const islands = createIslands(rt, loader);
    const scanner = createScanner(rt, islands, createFeatures(rt, loader, []));
    const remove = captureInteractions(rt, islands);
    document.body.innerHTML = '<a data-widget="now" href="#x"><span>go</span></a>'.repeat(3000);
    const last = document.querySelectorAll('a')[2999] as HTMLElement;
    const seen: boolean[] = [];
    last.addEventListener('click', (e) => seen.push(e.defaultPrevented));
    const realNow = performance.now.bind(performance);
    let calls = 0;
    // Every clock read moves the clock 1 ms: the first slice ends long before the last element.
    performance.now = () => realNow() + calls++;
    let done = false;
    scanner.scan(document, () => (done = true));
    expect(done).toBe(false);
    expect(rt.islands.has(last)).toBe(false);
    // Between two slices (the scan yielded to the browser), the visitor taps the last button.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    last.querySelector('span')!.dispatchEvent(click);
    // Held (its default prevented) while the code comes, then replayed once it is mounted.
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(seen).toEqual([true, false]), { timeout: 10_000, interval: 5 });
    for (let i = 0; i < 400 && !done; i++) await tick();
    performance.now = realNow;
    expect(done).toBe(true);
    for (let i = 0; i < 400 && loadW.mounted.length < 3000; i++) await tick();
    // Every island once, the tapped one among them (the scan found it made already).
    expect(loadW.mounted).toHaveLength(3000);
    expect(loadW.mounted.filter((el) => el === last)).toHaveLength(1);
    remove();
  });

  it('mounts markup added later and unmounts markup removed, once observing', async () => {
    const { rt, scanner, loadW } = setup();
    const stop = scanner.observe();
    const el = document.createElement('div');
    el.setAttribute('data-widget', 'now');
    document.body.appendChild(el);
    await tick();
    await tick();
    expect(loadW.mounted).toEqual([el]);
    el.remove();
    await tick();
    expect(loadW.unmounted).toEqual([el]);
    expect(rt.islands.size).toBe(0);
    stop();
    document.body.appendChild(el);
    await tick();
    expect(loadW.mounted).toHaveLength(1);
  });

  it('mounts an element that becomes a widget by gaining data-widget (a link form, features/links/)', async () => {
    const { scanner, loadW } = setup();
    const stop = scanner.observe();
    document.body.innerHTML = '<a href="/download/apk?appId=1">下载</a>';
    const link = document.querySelector('a')!;
    await tick();
    link.setAttribute('data-widget', 'now');
    await tick();
    await tick();
    expect(loadW.mounted).toEqual([link]);
    stop();
  });

  it('does nothing per plain link on a page of a thousand of them (the link forms are the links chunk\'s, near the viewport)', async () => {
    const { rt, scanner } = setup();
    document.body.innerHTML = '<p><a href="/download/apk?appId=1">下载</a></p>'.repeat(1000);
    const before = document.body.innerHTML;
    let done = false;
    scanner.scan(document, () => (done = true));
    expect(done).toBe(true);
    expect(rt.islands.size).toBe(0);
    expect(document.body.innerHTML).toBe(before);
  });
});
