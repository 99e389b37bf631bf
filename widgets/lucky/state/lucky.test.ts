import { describe, expect, it } from 'vitest';
import { drawBlock, initialLuckyState, luckyReducer, type LuckyAction, type LuckyState } from './lucky';
import { LUCKY_CODES } from './lucky-errors';
import type { Activity, Prize } from './lucky-types';

const HOUR = 3600 * 1000;
const NOW = Date.UTC(2026, 10, 21, 4, 0, 0);

function activity(over: Partial<Activity> = {}): Activity {
  return {
    id: '42',
    title: 'Autumn draw',
    rules: [],
    startTime: NOW - HOUR,
    endTime: NOW + HOUR,
    serverStatus: null,
    apps: [],
    prizes: [],
    drawMode: 'draw',
    requiresTaobao: false,
    ...over,
  };
}

const phone: Prize = { id: 'p1', name: 'Phone' };

function run(state: LuckyState, ...actions: LuckyAction[]): LuckyState {
  return actions.reduce(luckyReducer, state);
}

/** A running activity with a logged-in user and 2 chances. */
function readyState(over: Partial<Activity> = {}): LuckyState {
  return run(
    initialLuckyState(),
    { type: 'loaded', activity: activity(over), now: NOW },
    { type: 'auth', auth: 'loggedIn' },
    { type: 'chances', chances: 2 },
  );
}

describe('luckyReducer', () => {
  it('starts loading and becomes ready with the activity status of the clock', () => {
    const loading = initialLuckyState();
    expect(loading.phase).toBe('loading');
    expect(drawBlock(loading)).toBe('loading');
    const ready = luckyReducer(loading, { type: 'loaded', activity: activity(), now: NOW });
    expect(ready.phase).toBe('ready');
    expect(ready.status).toBe('running');
  });

  it('marks a load failure with the kind of its error code', () => {
    const failed = luckyReducer(initialLuckyState(), {
      type: 'loadFailed',
      error: { code: LUCKY_CODES.TIME_OUT, msg: '[x] request timed out' },
    });
    expect(failed.phase).toBe('failed');
    expect(failed.loadError).toBe('timeout');
    expect(luckyReducer(failed, { type: 'load' }).phase).toBe('loading');
  });

  it('blocks the draw before the activity starts and after it ends', () => {
    const early = run(readyState({ startTime: NOW + HOUR, endTime: NOW + 2 * HOUR }));
    expect(early.status).toBe('notStarted');
    expect(drawBlock(early)).toBe('notStarted');
    expect(luckyReducer(early, { type: 'drawStart' })).toBe(early);

    const late = readyState({ startTime: NOW - 2 * HOUR, endTime: NOW - HOUR });
    expect(late.status).toBe('ended');
    expect(drawBlock(late)).toBe('ended');
    expect(luckyReducer(late, { type: 'drawStart' }).draw.phase).toBe('idle');
  });

  it('moves an activity from not started to running to ended as the clock ticks', () => {
    const s = readyState({ startTime: NOW + HOUR, endTime: NOW + 2 * HOUR });
    const running = luckyReducer(s, { type: 'tick', now: NOW + HOUR });
    expect(running.status).toBe('running');
    expect(luckyReducer(running, { type: 'tick', now: NOW + 2 * HOUR }).status).toBe('ended');
  });

  it('waits while the client is asked who the user is, or logs in', () => {
    const checking = luckyReducer(readyState(), { type: 'auth', auth: 'checking' });
    expect(drawBlock(checking)).toBe('busy');
    const loggingIn = luckyReducer(readyState(), { type: 'auth', auth: 'loggingIn' });
    expect(luckyReducer(loggingIn, { type: 'drawStart' })).toBe(loggingIn);
  });

  it('blocks the draw in a plain browser and when the user is not logged in', () => {
    const browser = luckyReducer(readyState(), { type: 'auth', auth: 'browser' });
    expect(drawBlock(browser)).toBe('browser');
    expect(luckyReducer(browser, { type: 'drawStart' }).draw.phase).toBe('idle');
    const loggedOut = luckyReducer(readyState(), { type: 'auth', auth: 'loggedOut' });
    expect(drawBlock(loggedOut)).toBe('loggedOut');
    expect(luckyReducer(loggedOut, { type: 'drawStart' }).draw.phase).toBe('idle');
  });

  it('goes drawing, revealing the server prize, then result, counting a chance down', () => {
    const drawing = luckyReducer(readyState(), { type: 'drawStart' });
    expect(drawing.draw).toEqual({ phase: 'drawing' });
    const seq = drawing.drawSeq;
    const revealing = luckyReducer(drawing, { type: 'drawResolved', seq, prizes: [phone], chances: null });
    expect(revealing.draw).toEqual({ phase: 'revealing', prizes: [phone] });
    expect(revealing.chances).toBe(1);
    const result = luckyReducer(revealing, { type: 'revealed', seq });
    expect(result.draw).toEqual({ phase: 'result', prizes: [phone] });
    expect(luckyReducer(result, { type: 'dismiss' }).draw.phase).toBe('idle');
  });

  it('takes the chances the server states over its own count', () => {
    const drawing = luckyReducer(readyState(), { type: 'drawStart' });
    const s = luckyReducer(drawing, { type: 'drawResolved', seq: drawing.drawSeq, prizes: [phone], chances: 7 });
    expect(s.chances).toBe(7);
  });

  it('ignores a second start while drawing or revealing', () => {
    const drawing = luckyReducer(readyState(), { type: 'drawStart' });
    expect(drawBlock(drawing)).toBe('busy');
    expect(luckyReducer(drawing, { type: 'drawStart' })).toBe(drawing);
    const revealing = luckyReducer(drawing, { type: 'drawResolved', seq: drawing.drawSeq, prizes: [phone], chances: null });
    expect(luckyReducer(revealing, { type: 'drawStart' })).toBe(revealing);
  });

  it('ignores the late answer of an earlier draw', () => {
    const first = luckyReducer(readyState(), { type: 'drawStart' });
    const failed = luckyReducer(first, { type: 'drawFailed', seq: first.drawSeq, error: { code: -1, msg: 't' } });
    const second = luckyReducer(luckyReducer(failed, { type: 'dismiss' }), { type: 'drawStart' });
    const late = luckyReducer(second, { type: 'drawResolved', seq: first.drawSeq, prizes: [phone], chances: null });
    expect(late).toBe(second);
  });

  it('never shows a prize when the server answer names none', () => {
    const drawing = luckyReducer(readyState(), { type: 'drawStart' });
    const s = luckyReducer(drawing, { type: 'drawResolved', seq: drawing.drawSeq, prizes: [], chances: null });
    expect(s.draw).toEqual({ phase: 'error', kind: 'generic' });
  });

  const cases: Array<[string, number, string]> = [
    ['QUOTA_FULL', LUCKY_CODES.QUOTA_FULL, 'noChances'],
    ['NOT_TAOBAO', LUCKY_CODES.NOT_TAOBAO, 'needTaobao'],
    ['USER_UNAUTHENTICATED', LUCKY_CODES.USER_UNAUTHENTICATED, 'unauthenticated'],
    ['TIME_OUT', LUCKY_CODES.TIME_OUT, 'timeout'],
    ['PARAM_REQUIRED', LUCKY_CODES.PARAM_REQUIRED, 'invalid'],
    ['an unknown code', 5001234, 'generic'],
  ];
  for (const [name, code, kind] of cases) {
    it(`turns a draw failing with ${name} into the ${kind} error, ready for another try`, () => {
      const drawing = luckyReducer(readyState(), { type: 'drawStart' });
      const s = luckyReducer(drawing, { type: 'drawFailed', seq: drawing.drawSeq, error: { code, msg: 'x' } });
      expect(s.draw).toEqual({ phase: 'error', kind });
      // An error never blocks the panel for good.
      expect(luckyReducer(s, { type: 'dismiss' }).draw.phase).toBe('idle');
    });
  }

  it('sets the chances to zero on QUOTA_FULL', () => {
    const drawing = luckyReducer(readyState(), { type: 'drawStart' });
    const s = luckyReducer(drawing, { type: 'drawFailed', seq: drawing.drawSeq, error: { code: LUCKY_CODES.QUOTA_FULL, msg: '' } });
    expect(s.chances).toBe(0);
  });

  it('logs the user out when a draw still fails USER_UNAUTHENTICATED', () => {
    const drawing = luckyReducer(readyState(), { type: 'drawStart' });
    const s = luckyReducer(drawing, {
      type: 'drawFailed',
      seq: drawing.drawSeq,
      error: { code: LUCKY_CODES.USER_UNAUTHENTICATED, msg: '' },
    });
    expect(s.auth).toBe('loggedOut');
    expect(drawBlock(luckyReducer(s, { type: 'dismiss' }))).toBe('loggedOut');
  });

  it('treats a thrown non-state error as generic', () => {
    const drawing = luckyReducer(readyState(), { type: 'drawStart' });
    const s = luckyReducer(drawing, { type: 'drawFailed', seq: drawing.drawSeq, error: new Error('boom') });
    expect(s.draw).toEqual({ phase: 'error', kind: 'generic' });
  });

  it('still lets the user draw with zero chances so the server can answer QUOTA_FULL', () => {
    const s = luckyReducer(readyState(), { type: 'chances', chances: 0 });
    expect(drawBlock(s)).toBe(null);
  });
});
