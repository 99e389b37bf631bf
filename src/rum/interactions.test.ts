import { describe, it, expect, afterEach } from 'vitest';
import { watchInteractions } from './interactions';

/** A window whose performance buffer is ours: marks added as the runtime would. */
function fakeWindow() {
  let now = 100;
  const marks: { name: string; startTime: number }[] = [];
  const listeners: ((e: unknown) => void)[] = [];
  const win = {
    addEventListener: (_type: string, fn: (e: unknown) => void) => listeners.push(fn),
    removeEventListener: (_type: string, fn: (e: unknown) => void) => listeners.splice(listeners.indexOf(fn), 1),
    performance: {
      now: () => now,
      getEntriesByType: (type: string) => (type === 'mark' ? marks.slice() : []),
    },
    setTimeout: (fn: () => void) => setTimeout(fn, 0),
  } as unknown as Window;
  return {
    win,
    /** A click as the browser dispatches it (trusted) or as the runtime replays it (not). */
    click: (target: Element | null, timeStamp: number, isTrusted = true) => listeners.slice().forEach((fn) => fn({ type: 'click', target, timeStamp, isTrusted })),
    mark: (name: string, at: number) => marks.push({ name, startTime: at }),
    at: (t: number) => (now = t),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('watchInteractions', () => {
  it('measures a held click from the click to the runtime’s replay, read from the marks', async () => {
    document.body.innerHTML = '<a data-widget="download" href="#"><span id="t">下载</span></a>';
    const w = fakeWindow();
    const ia = watchInteractions(w.win, () => []);
    w.mark('ppw:held:download', 151);
    w.click(document.getElementById('t'), 150);
    await tick();
    expect(ia.delays()).toEqual({});
    expect(ia.pending()).toEqual(['download']);
    w.mark('ppw:answer:download', 562);
    expect(ia.delays()).toEqual({ download: 412 });
    ia.stop();
  });

  it('counts a click held before it started from the held mark', () => {
    const w = fakeWindow();
    w.mark('ppw:held:search', 40);
    w.mark('ppw:answer:search', 95);
    const ia = watchInteractions(w.win, () => []);
    expect(ia.delays()).toEqual({ search: 55 });
    ia.stop();
  });

  it('measures a click on an awake widget to the end of its handlers, and only the first', async () => {
    document.body.innerHTML = '<div data-widget="header"><button id="b">菜单</button></div>';
    const w = fakeWindow();
    const ia = watchInteractions(w.win, () => []);
    const click = (ts: number) => w.click(document.getElementById('b'), ts);
    click(200);
    w.at(230);
    await tick();
    click(300);
    w.at(900);
    await tick();
    expect(ia.delays()).toEqual({ header: 30 });
    ia.stop();
  });

  it('ignores the runtime’s replayed (untrusted) click', async () => {
    document.body.innerHTML = '<div data-widget="header"><button id="b">菜单</button></div>';
    const w = fakeWindow();
    const ia = watchInteractions(w.win, () => []);
    w.click(document.getElementById('b'), 10, false);
    await tick();
    expect(ia.delays()).toEqual({});
    ia.stop();
  });
});
