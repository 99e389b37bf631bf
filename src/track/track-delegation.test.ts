import { afterEach, describe, expect, it, vi } from 'vitest';
import { delegateTrackClicks, trackClicks } from './track-delegation';
import { createLog } from '../log/create-log';
import { createFakeWindow, fakeEnv } from '../../tests/helpers/fake-log-window';
import { createFakeLogger } from '../../tests/helpers/spy-logger';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount(html: string): void {
  document.body.innerHTML = html;
}

describe('delegateTrackClicks', () => {
  it('reports the data-track value of the clicked element or its ancestor', () => {
    mount('<div data-track="nav-open-menu"><span id="inner">x</span></div><p id="plain">y</p>');
    const handler = vi.fn();
    const stop = delegateTrackClicks(document, handler, vi.fn());
    document.getElementById('inner')!.click();
    document.getElementById('plain')!.click();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('nav-open-menu', document.querySelector('[data-track]'));
    stop();
  });

  it('never prevents the default action and lets host handlers run', () => {
    mount('<a id="link" href="#next" target="_blank" data-track="a-b-c">go</a>');
    const host = vi.fn();
    const link = document.getElementById('link')!;
    link.addEventListener('click', host);
    const stop = delegateTrackClicks(document, vi.fn(), vi.fn());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(host).toHaveBeenCalledTimes(1);
    expect(link.getAttribute('target')).toBe('_blank');
    stop();
  });

  it('still sees clicks whose host handler stops propagation', () => {
    mount('<button id="b" data-track="x-y">b</button>');
    document.getElementById('b')!.addEventListener('click', (e) => e.stopPropagation());
    const handler = vi.fn();
    const stop = delegateTrackClicks(document, handler, vi.fn());
    document.getElementById('b')!.click();
    expect(handler).toHaveBeenCalledWith('x-y', expect.any(Element));
    stop();
  });

  it('keeps the click working when the handler throws', () => {
    mount('<a id="l" href="#x" data-track="x-y">l</a>');
    const onError = vi.fn();
    const host = vi.fn();
    document.getElementById('l')!.addEventListener('click', host);
    const stop = delegateTrackClicks(document, () => { throw new Error('tracker bug'); }, onError);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('l')!.dispatchEvent(event);
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
    expect(host).toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    stop();
  });

  it('only tracks elements inside an element root', () => {
    mount('<div data-track="outer-x"><section id="root"><i id="in">i</i></section></div><b id="out" data-track="out-y">o</b>');
    const handler = vi.fn();
    const stop = delegateTrackClicks(document.getElementById('root')!, handler, vi.fn());
    document.getElementById('in')!.click();
    document.getElementById('out')!.click();
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening after stop, and a second stop is harmless', () => {
    mount('<i id="t" data-track="a-b">t</i>');
    const handler = vi.fn();
    const stop = delegateTrackClicks(document, handler, vi.fn());
    stop();
    stop();
    document.getElementById('t')!.click();
    expect(handler).not.toHaveBeenCalled();
  });
});

// Moved from src/log/create-log.test.ts with the delegation: one implementation, src/track/track-delegation.ts.
describe('trackClicks (the log service sends what it reports)', () => {
  it('turns data-track clicks into analytics events without touching the click', async () => {
    const _hmt: unknown[] = [];
    const fake = createFakeWindow({ globals: { _hmt } });
    const log = createLog({ env: fakeEnv(), logger: createFakeLogger(), win: fake.win });
    document.body.innerHTML = '<a id="a" href="#x" data-track="banner-click-top-1">go</a>';
    const stop = trackClicks(document, log, createFakeLogger());
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(_hmt).toEqual([['_trackEvent', 'banner', 'click', 'top-1']]);
    stop();
    document.getElementById('a')!.click();
    expect(_hmt).toHaveLength(1);
  });

  it('keeps one listener per root however often it is started', () => {
    const _hmt: unknown[] = [];
    const fake = createFakeWindow({ globals: { _hmt } });
    const log = createLog({ env: fakeEnv(), logger: createFakeLogger(), win: fake.win });
    document.body.innerHTML = '<i id="i" data-track="a-b">i</i>';
    const stopA = trackClicks(document, log, createFakeLogger());
    const stopB = trackClicks(document, log, createFakeLogger());
    document.getElementById('i')!.click();
    expect(_hmt).toHaveLength(1);
    stopA();
    stopA();
    document.getElementById('i')!.click();
    expect(_hmt).toHaveLength(2);
    stopB();
    document.getElementById('i')!.click();
    expect(_hmt).toHaveLength(2);
  });

  it('sends nothing once the log is disposed', () => {
    const _hmt: unknown[] = [];
    const fake = createFakeWindow({ globals: { _hmt } });
    const log = createLog({ env: fakeEnv(), logger: createFakeLogger(), win: fake.win });
    document.body.innerHTML = '<i id="i" data-track="a-b">i</i>';
    const stop = trackClicks(document, log, createFakeLogger());
    log.dispose();
    document.getElementById('i')!.click();
    expect(_hmt).toEqual([]);
    stop();
  });

  it('hands the raw value to the log, which splits it (in the log chunk, not the core)', () => {
    const log = { tracked: vi.fn() };
    document.body.innerHTML = '<i id="i" data-track="banner-click-top-1">i</i>';
    const stop = trackClicks(document, log, createFakeLogger());
    document.getElementById('i')!.click();
    expect(log.tracked).toHaveBeenCalledWith('banner-click-top-1');
    stop();
  });

  it('sends nothing for a value that is not category-action-label', () => {
    const _hmt: unknown[] = [];
    const fake = createFakeWindow({ globals: { _hmt } });
    const logger = createFakeLogger();
    const log = createLog({ env: fakeEnv(), logger, win: fake.win });
    const event = vi.spyOn(log, 'event');
    document.body.innerHTML = '<i id="i" data-track="nothing">i</i><b id="b" data-track="-x">b</b>';
    const stop = trackClicks(document, log, logger);
    document.getElementById('i')!.click();
    document.getElementById('b')!.click();
    expect(event).not.toHaveBeenCalled();
    expect(_hmt).toEqual([]);
    expect(logger.warnOnce).not.toHaveBeenCalled();
    stop();
  });

});
