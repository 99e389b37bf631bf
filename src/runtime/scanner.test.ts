import { describe, it, expect, afterEach } from 'vitest';
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
