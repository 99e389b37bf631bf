import { describe, it, expect, afterEach, vi } from 'vitest';
import { logVisitWhenIdle } from './visit-when-idle';
import { visitFields } from '../log/base/visit-log';
import { startedRuntime, tick } from '../../tests/helpers/runtime';
import { testEnvironment } from '../../tests/helpers/context';

// The idle moments are the test's to give (a fake requestIdleCallback on the test's window), and
// after them the visit's chunk is awaited: explicit signals, never a guessed delay.
let pendingIdle: Array<(() => void) | null> = [];
let ran = 0;
const idle = async () => {
  for (; ran < pendingIdle.length; ran++) {
    const fn = pendingIdle[ran];
    if (fn) fn();
  }
  await import('../log/base/index');
  for (let i = 0; i < 5; i++) await tick();
};

function fresh() {
  // Views are counted per document: a fresh one per test.
  const doc = document.implementation.createHTMLDocument('');
  pendingIdle = [];
  ran = 0;
  const win = Object.create(window, {
    document: { value: doc },
    requestIdleCallback: { value: (fn: () => void) => pendingIdle.push(fn) },
    cancelIdleCallback: {
      value: (id: number) => {
        pendingIdle[id - 1] = null;
      },
    },
  }) as Window;
  const rt = startedRuntime([], { page: 'detail', query: { p: null, chSrc: 'sm', debug: null, utmSource: 'WX_SM' } });
  (rt as { win: Window }).win = win;
  (rt as { doc: Document }).doc = doc;
  return rt;
}

afterEach(() => vi.restoreAllMocks());

describe('logVisitWhenIdle', () => {
  it('sends /log/access and the page-view beacon once, at idle, with the same fields', async () => {
    const rt = fresh();
    logVisitWhenIdle(rt, rt.run!);
    const log = rt.context.services.log;
    expect(log.access).not.toHaveBeenCalled();
    await idle();
    expect(log.access).toHaveBeenCalledTimes(1);
    expect(log.track).toHaveBeenCalledTimes(1);
    const fields = (log.access as ReturnType<typeof vi.fn>).mock.calls[0][0];
    expect(fields).toMatchObject({ page: 'detail', source: 1000, paidSource: 'wx_sm', trafficSource: 'direct', client: '' });
    expect((log.track as ReturnType<typeof vi.fn>).mock.calls[0]).toEqual(['pv', fields]);
  });

  it('sends the two in tasks of their own, after the chunk\'s evaluation: access, the tracking id, then the page-view beacon', async () => {
    const rt = fresh();
    const log = rt.context.services.log;
    const { sendVisit } = await import('../log/base/index');
    vi.useFakeTimers();
    try {
      const sent = sendVisit(rt.run!.env, rt.run!.services, window);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(log.access).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(log.access).toHaveBeenCalledTimes(1);
      expect(log.trackId).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(log.trackId).toHaveBeenCalledTimes(1);
      expect(log.track).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(log.track).toHaveBeenCalledTimes(1);
      await sent;
    } finally {
      vi.useRealTimers();
    }
  });

  it('never counts one view twice (a second pp:ready, a restart), and counts a restore as a new view', async () => {
    const rt = fresh();
    logVisitWhenIdle(rt, rt.run!);
    logVisitWhenIdle(rt, rt.run!);
    await idle();
    logVisitWhenIdle(rt, rt.run!);
    await idle();
    expect(rt.context.services.log.access).toHaveBeenCalledTimes(1);
    logVisitWhenIdle(rt, rt.run!, true);
    await idle();
    expect(rt.context.services.log.access).toHaveBeenCalledTimes(2);
    expect(rt.context.services.log.track).toHaveBeenCalledTimes(2);
  });

  it('sends nothing with config log: { access: false }', async () => {
    const rt = fresh();
    rt.run = { ...rt.run!, config: { ...rt.run!.config, log: { access: false } } };
    logVisitWhenIdle(rt, rt.run!);
    logVisitWhenIdle(rt, rt.run!, true);
    await idle();
    expect(rt.context.services.log.access).not.toHaveBeenCalled();
    expect(rt.context.services.log.track).not.toHaveBeenCalled();
  });

  it('sends nothing once stopped before the idle moment', async () => {
    const rt = fresh();
    logVisitWhenIdle(rt, rt.run!);
    rt.run = null;
    for (const fn of rt.teardown.splice(0)) fn();
    await idle();
    expect(rt.context.services.log.access).not.toHaveBeenCalled();
  });
});

describe('visitFields', () => {
  it('classifies the traffic source, names the paid source and the client, and carries nothing personal', () => {
    const doc = document.implementation.createHTMLDocument('');
    Object.defineProperty(doc, 'referrer', { value: 'https://m.baidu.com/s?wd=x' });
    const win = { document: doc, location: { hostname: 'www.25pp.com' } } as unknown as Window;
    const env = testEnvironment({ page: 'home', client: 'android', source: 1000, query: { p: null, chSrc: null, debug: null, utmSource: 'someone' } });
    const fields = visitFields(env, win, { v: '6.1', versionCode: 610, productId: 2011 });
    expect(fields).toEqual({ page: 'home', source: 1000, trafficSource: 'search', paidSource: '', client: 'android', clientVersion: '6.1', versionCode: 610, productId: 2011 });
  });
});

describe('a visit on a page whose values are not text', () => {
  it('is logged with the fallbacks (direct, no paid source), not lost to a throwing toString', async () => {
    const rt = fresh();
    const hostile = { toString: () => { throw new Error('no text here'); } };
    Object.defineProperty(rt.doc, 'referrer', { value: hostile });
    const env = rt.run!.env as { query: { utmSource: unknown } };
    env.query = { ...env.query, utmSource: hostile };
    logVisitWhenIdle(rt, rt.run!);
    await idle();
    const log = rt.context.services.log;
    expect(log.access).toHaveBeenCalledTimes(1);
    expect((log.access as ReturnType<typeof vi.fn>).mock.calls[0][0]).toMatchObject({ page: 'detail', trafficSource: 'direct', paidSource: '' });
    expect(log.track).toHaveBeenCalledTimes(1);
    expect(rt.logger.errors).toEqual([]);
  });
});
