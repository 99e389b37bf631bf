/**
 * The link forms through the real runtime, registry and download widget in jsdom: a fake API
 * (the detail call) and log, a fake IntersectionObserver (jsdom lays nothing out).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor } from '@testing-library/dom';
import { createApplication, type Application } from '../../src/runtime/application';
import { createServices } from '../../src/services/services';
import { detectEnvironment } from '../../src/env/index';
import { features, widgets } from '../../app/widgets';
import { navigate } from '../../src/app-link/navigate';
import type { Config, Environment, Logger, ResolvedConfig, Services } from '../../src/types';
import { createRecordingLogger, createTestContext } from '../../tests/helpers/context';
import { installFakeIntersection, type FakeIntersection } from '../../tests/helpers/fake-intersection';
import { createAppDetails, detailAttributes } from './app-details';
import { DETAIL_WAIT_MS } from './index';

// The first import of a widget's code compiles it in vitest: seconds on a busy machine.
configure({ asyncUtilTimeout: 15000 });

vi.mock('../../src/app-link/navigate', () => ({ navigate: vi.fn(() => true) }));

const DETAILS: Record<string, Record<string, unknown>> = {
  '1001': { appId: 1001, appName: '星海战纪', packageName: 'com.xinghai.zhanji', resourceType: 1, requireId: 1 },
  '1013': { id: 1013, name: '云端音乐', packageName: 'com.yunduan.music', resourceType: 0, requireId: 0 },
};

let app: Application | null = null;
let io: FakeIntersection;
let getAppDetail: ReturnType<typeof vi.fn>;
let log: { click: ReturnType<typeof vi.fn>; activity: ReturnType<typeof vi.fn> };
let logger: ReturnType<typeof createRecordingLogger>;

beforeEach(() => {
  io = installFakeIntersection();
  getAppDetail = vi.fn(({ appId }: { appId: string }) => (DETAILS[appId] ? Promise.resolve(DETAILS[appId]) : Promise.reject({ code: -1, msg: 'timed out' })));
  log = { click: vi.fn(), activity: vi.fn() };
  logger = createRecordingLogger();
  vi.mocked(navigate).mockClear();
});

afterEach(() => {
  if (app) app.stop();
  app = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function start(config: Config = {}, feats = features): Application {
  const services = (c: ResolvedConfig, env: Environment, l: Logger, win: Window): Services => {
    const fake = createTestContext({
      api: { getAppDetail, downloadApkUrl: (id: string) => '/download/apk?appId=' + id, getRealnameConfig: vi.fn(() => Promise.resolve(null)) },
      log: log as never,
    }).services;
    return Object.defineProperties(createServices(c, env, l, win), { api: { value: fake.api }, log: { value: fake.log } });
  };
  app = createApplication({ version: 'test', widgets, features: feats, createServices: services, detectEnvironment: (w, config) => detectEnvironment({ win: w, config }), logger });
  app.start(config);
  return app;
}

/** The scan (a microtask) and the features' (the next task), and their chunks' imports. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  // The links chunk (a dynamic import: the first one compiles in vitest) has started.
  if (app) {
    await waitFor(() => {
      expect(logger.errors).toEqual([]);
      expect(started()).toBe(true);
    });
  }
};
const started = () => !!document.querySelector('a[data-widget], [data-widget] > a') || io.observed().some((el) => el.tagName === 'A') || !document.querySelector('a');

const warned = (test: (message: string) => boolean) => logger.warnings.some((w) => test(String(w[0])));

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('download links', () => {
  it('takes up a link only when it comes near the viewport: a thousand links cost one observation each at start', async () => {
    const html = Array.from({ length: 1000 }, (_, i) => `<p><a href="/download/apk?appId=${2000 + i}&name=n${i}">下载</a></p>`).join('');
    document.body.innerHTML = html;
    const before = document.body.innerHTML;
    start();
    await settle();
    const links = document.querySelectorAll('a');
    // Seen in the runtime's slices (a long scan yields to the browser): all of them once the slices have run.
    await waitFor(() => expect(io.observed()).toHaveLength(1000));
    // Nothing parsed or written yet.
    expect(document.body.innerHTML).toBe(before);
    io.show(links[3]);
    expect(links[3].getAttribute('data-widget')).toBe('download');
    expect(links[3].getAttribute('data-app-id')).toBe('2003');
    expect(links[3].getAttribute('data-name')).toBe('n3');
    expect(links[4].hasAttribute('data-widget')).toBe(false);
    expect(io.observed()).toHaveLength(999);
    expect(getAppDetail).not.toHaveBeenCalled();
  });

  it('downloads on a phone browser with the click logged, emitting pp:download from the link', async () => {
    document.body.innerHTML = '<a id="l" href="../download/apk?appId=1013&name=%E4%BA%91%E7%AB%AF">下载</a>';
    start();
    await settle();
    const link = document.getElementById('l')!;
    const events: unknown[] = [];
    document.addEventListener('pp:download', (e) => events.push((e as CustomEvent).detail));
    // Used before it came near (a keyboard user): taken up on the spot, the click held and replayed.
    click(link);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/download/apk?appId=1013', window));
    expect(log.click).toHaveBeenCalledTimes(1);
    expect(log.activity.mock.calls[0][0]).toMatchObject({ appId: '1013', appName: '云端' });
    expect(events).toEqual([expect.objectContaining({ appId: '1013', action: 'download' })]);
    expect(getAppDetail).not.toHaveBeenCalled();
  });

  it('asks the detail once per app for the links that need it (real-name on), concurrently, and writes what was missing', async () => {
    document.body.innerHTML = ['1001', '1013', '1001', '1001', '1013'].map((id) => `<a href="/download/apk?appId=${id}">下载</a>`).join('');
    start({ realname: { enabled: true } });
    await settle();
    io.showAll();
    await settle();
    expect(getAppDetail.mock.calls.map((c) => c[0].appId).sort()).toEqual(['1001', '1013']);
    const links = document.querySelectorAll('a');
    await waitFor(() => expect(links[2].getAttribute('data-widget')).toBe('download'));
    expect(links[2].getAttribute('data-package-name')).toBe('com.xinghai.zhanji');
    expect(links[2].getAttribute('data-resource-type')).toBe('1');
    expect(links[2].getAttribute('data-require-id')).toBe('1');
    expect(links[4].getAttribute('data-name')).toBe('云端音乐');
    // Added once more later (infinite scroll): the answer is kept.
    document.body.insertAdjacentHTML('beforeend', '<a id="late" href="/download/apk?appId=1001">下载</a>');
    await settle();
    io.show(document.getElementById('late')!);
    await waitFor(() => expect(document.getElementById('late')!.getAttribute('data-package-name')).toBe('com.xinghai.zhanji'));
    expect(getAppDetail).toHaveBeenCalledTimes(2);
  });

  it('a failed detail leaves a working link: the tap waits no longer than the answer and downloads once', async () => {
    document.body.innerHTML = '<a id="l" href="/download/apk?appId=1999">下载</a>';
    start({ realname: { enabled: true } });
    await settle();
    const link = document.getElementById('l')!;
    click(link);
    click(link);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/download/apk?appId=1999', window));
    await settle();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(log.click).toHaveBeenCalledTimes(1);
    expect(link.getAttribute('data-widget')).toBe('download');
    expect(warned((m) => m.includes('detail of app 1999 failed'))).toBe(true);
  });

  it('a tap while the detail is slow goes on after DETAIL_WAIT_MS with what the URL says, marked busy meanwhile', async () => {
    getAppDetail.mockImplementation(() => new Promise(() => {}));
    document.body.innerHTML = '<a id="l" href="/download/apk?appId=1013">下载</a>';
    start({ realname: { enabled: true } });
    await settle();
    const link = document.getElementById('l')!;
    vi.useFakeTimers();
    click(link);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.hasAttribute('data-widget')).toBe(false);
    await vi.advanceTimersByTimeAsync(DETAIL_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The runtime replays the click a frame and a task after the button mounts.
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });

  it('stop() gives every link back as it was', async () => {
    const html = '<a href="/download/apk?appId=1001" class="btn">下载</a><p><a href="/c#ppw=comments&amp;app-id=1001&amp;count=5">全部评论</a></p>';
    document.body.innerHTML = html;
    const before = document.body.innerHTML;
    start({ realname: { enabled: true } });
    await settle();
    io.showAll();
    await waitFor(() => expect(document.querySelector('a')!.getAttribute('data-widget')).toBe('download'));
    expect(document.querySelector('div[data-widget="comments"]')).not.toBeNull();
    app!.stop();
    app = null;
    expect(document.body.innerHTML).toBe(before);
  });

  it('forgets a link removed before it was seen, and takes up one added later when it comes near', async () => {
    document.body.innerHTML = '<a id="gone" href="/download/apk?appId=1013">下载</a>';
    start();
    await settle();
    const gone = document.getElementById('gone')!;
    expect(io.observed()).toEqual([gone]);
    gone.remove();
    document.body.insertAdjacentHTML('beforeend', '<p><a id="new" href="/download/apk?appId=1014">下载</a></p>');
    await waitFor(() => expect(io.observed().map((el) => el.id)).toEqual(['new']));
    io.show(document.getElementById('new')!);
    expect(document.getElementById('new')!.getAttribute('data-widget')).toBe('download');
    expect(gone.hasAttribute('data-widget')).toBe(false);
  });

  it('leaves links inside widgets alone (a list row, a widget fallback) and does nothing with links: false', async () => {
    document.body.innerHTML = '<div data-widget="lucky" data-activity-id="42"><a id="in" href="/download/apk?appId=1001">下载</a></div><a id="out" href="/download/apk?appId=1001">下载</a>';
    start({ links: false });
    await settle();
    expect(io.observed()).toHaveLength(1); // the lucky panel, visible-woken; no link
    click(document.getElementById('out')!);
    expect(document.getElementById('out')!.hasAttribute('data-widget')).toBe(false);
  });
});

describe('a tap before the links chunk is there', () => {
  /** The app's features with the links chunk's load held until `open` (or `fail`). */
  const gated = () => {
    let open!: () => void;
    let fail!: (error: Error) => void;
    const gate = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
    const feats = features.map((f) => (f.name === 'links' ? { ...f, load: () => gate.then(() => f.load()) } : f));
    return { feats, open, fail };
  };
  /** Clicks on `link` that reach the window not prevented: the navigations the browser would do. */
  const plain = (link: Element) => {
    const seen: number[] = [];
    window.addEventListener('click', (e) => {
      if (e.target !== link || e.defaultPrevented) return;
      seen.push(1);
      e.preventDefault(); // jsdom does not navigate
    });
    return seen;
  };
  const tasks = async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  };

  it('is held (busy, no navigation) and replayed to the download button once the chunk has taken the link up', async () => {
    document.body.innerHTML = '<a id="l" href="/download/apk?appId=1013&name=%E4%BA%91%E7%AB%AF">下载</a>';
    const { feats, open } = gated();
    start({}, feats);
    await tasks();
    const link = document.getElementById('l')!;
    const navigations = plain(link);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(tap.defaultPrevented).toBe(true);
    expect(link.classList.contains('ppw-busy')).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    open();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/download/apk?appId=1013', window));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(log.click).toHaveBeenCalledTimes(1);
    expect(navigations).toEqual([]);
    expect(link.getAttribute('data-widget')).toBe('download');
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });

  it('navigates once as a plain link when the chunk fails to load; a ctrl-click is never held', async () => {
    document.body.innerHTML = '<a id="l" href="/download/apk?appId=1013">下载</a>';
    const { feats, fail } = gated();
    start({}, feats);
    await tasks();
    const link = document.getElementById('l')!;
    const navigations = plain(link);
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(true); // by the test's own listener: it got through unheld
    expect(navigations).toHaveLength(1);
    click(link);
    click(link);
    expect(navigations).toHaveLength(1);
    fail(new Error('chunk 404'));
    await waitFor(() => expect(navigations).toHaveLength(2));
    await tasks();
    expect(navigations).toHaveLength(2);
    expect(link.classList.contains('ppw-busy')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(logger.errors).toEqual([['starting feature "links"', expect.objectContaining({ message: 'chunk 404' })]]);
  });

  it('holds nothing with links: false', async () => {
    document.body.innerHTML = '<a id="l" href="/download/apk?appId=1013">下载</a>';
    start({ links: false }, gated().feats);
    await tasks();
    const link = document.getElementById('l')!;
    const navigations = plain(link);
    click(link);
    expect(navigations).toHaveLength(1);
  });
});

describe('#ppw= links', () => {
  it('become the widget: an element of its own where the link was, the link inside as its fallback', async () => {
    document.body.innerHTML = '<p>看看 <a id="l" href="/comments?appId=1001#ppw=comments&amp;app-id=1001&amp;count=5&amp;bad name=1">全部评论</a></p>';
    start();
    await settle();
    const box = document.querySelector('[data-widget="comments"]')!;
    expect(box.tagName).toBe('DIV');
    expect(box.getAttribute('data-app-id')).toBe('1001');
    expect(box.getAttribute('data-count')).toBe('5');
    expect(box.firstElementChild!.id).toBe('l');
    expect(logger.warnings.filter((w) => String(w[0]).includes('"bad name" is not an attribute name'))).toHaveLength(1);
  });

  it('#ppw=lazy-image becomes a lazy image of the address, the text its alt', async () => {
    document.body.innerHTML = '<p><a id="l" href="/img/shot-1.svg#ppw=lazy-image">游戏截图 1</a></p>';
    start();
    await waitFor(() => expect(document.querySelector('p > img')).not.toBeNull());
    const img = document.querySelector('p > img')!;
    expect(img.getAttribute('alt')).toBe('游戏截图 1');
    // The lazy-images feature, started by the image's data-src, loads it (jsdom: no layout, so at once or near the viewport).
    expect(img.getAttribute('data-src') === '/img/shot-1.svg' || img.getAttribute('src') === '/img/shot-1.svg').toBe(true);
    expect(document.getElementById('l')).toBeNull();
  });

  it('#ppw=lazy-image&src= loads the fragment\'s address (an editor\'s relative rewrite changes only the href)', async () => {
    document.body.innerHTML = '<p><a href="../img/shot-1.svg#ppw=lazy-image&amp;src=/img/shot-2.svg">游戏截图 2</a></p>';
    start();
    await waitFor(() => expect(document.querySelector('p > img')).not.toBeNull());
    const img = document.querySelector('p > img')!;
    expect(img.getAttribute('data-src') === '/img/shot-2.svg' || img.getAttribute('src') === '/img/shot-2.svg').toBe(true);
    expect(img.getAttribute('alt')).toBe('游戏截图 2');
  });

  it('adds the patterns of config links, and warns about a bad one', async () => {
    document.body.innerHTML = '<a id="l" href="/news/comments?appId=1001">评论</a>';
    start({ links: { comments: ['/comments?appId={appId}', '*'] } });
    await settle();
    io.showAll();
    expect(document.querySelector('[data-widget="comments"]')!.getAttribute('data-app-id')).toBe('1001');
    expect(warned((m) => m.includes('config "links.comments": "*" has no literal part'))).toBe(true);
  });

  it('config links of the wrong type is warned about and the default kept', async () => {
    start({ links: 'yes' as never });
    // The config is read in the start's first slice.
    await settle();
    expect(warned((m) => m.includes('config "links" should be a boolean or a object'))).toBe(true);
  });
});

describe('createAppDetails', () => {
  it('asks each app once, the apps of one task together, and keeps the answers', async () => {
    const fetch = vi.fn((id: string) => Promise.resolve({ appId: id, packageName: 'p' + id }));
    const details = createAppDetails(fetch, vi.fn());
    const all = Promise.all([details('1'), details('2'), details('1')]);
    expect(fetch).not.toHaveBeenCalled(); // gathered in this task
    await all;
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['1', '2']);
    expect(await details('1')).toEqual([['data-package-name', 'p1']]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failure resolves null with a warning, never rejects', async () => {
    const warn = vi.fn();
    const details = createAppDetails(() => Promise.reject(new Error('x')), warn);
    expect(await details('5')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads answers tolerantly (names, requireID under appOpExtInfo)', () => {
    expect(detailAttributes({ appName: 'a', appOpExtInfo: { misc: { requireID: 1 } }, resourceType: 'game' })).toEqual([
      ['data-name', 'a'], ['data-resource-type', 'game'], ['data-require-id', '1'],
    ]);
    expect(detailAttributes(null)).toEqual([]);
  });
});
