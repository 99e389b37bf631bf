import { describe, expect, it } from 'vitest';
import {
  activityStatus,
  parseActivity,
  parseAppStates,
  parseDrawResult,
  parseUserPrizeInfo,
  toTime,
} from './lucky-parse';
import { parseRoll, parseUserPrizes } from './records-parse';

describe('toTime', () => {
  it('reads seconds, milliseconds and China-time date strings', () => {
    expect(toTime(1700000000)).toBe(1700000000000);
    expect(toTime(1700000000000)).toBe(1700000000000);
    expect(toTime('2026-11-21 08:00:00')).toBe(Date.UTC(2026, 10, 21, 0, 0, 0));
    expect(toTime('')).toBe(null);
    expect(toTime({})).toBe(null);
  });
});

describe('parseActivity', () => {
  it('reads an activity under several field names', () => {
    const a = parseActivity({
      activityId: 42,
      activityName: 'Draw',
      rule: 'one\ntwo',
      beginTime: 1700000000,
      endTime: '1800000000',
      appList: [{ appId: 1, appName: 'A', packageName: 'com.a' }, { nope: true }],
      prizeList: [{ prizeId: 'p', prizeName: 'Phone' }],
      drawType: 'drawAll',
      needTb: 1,
    });
    expect(a).not.toBeNull();
    expect(a!.id).toBe('42');
    expect(a!.title).toBe('Draw');
    expect(a!.rules).toEqual(['one', 'two']);
    expect(a!.startTime).toBe(1700000000000);
    expect(a!.endTime).toBe(1800000000000);
    expect(a!.apps).toEqual([{ id: '1', name: 'A', packageName: 'com.a' }]);
    expect(a!.prizes[0]).toMatchObject({ id: 'p', name: 'Phone' });
    expect(a!.drawMode).toBe('drawAll');
    expect(a!.requiresTaobao).toBe(true);
  });

  it('reads the numeric status of the fixture server', () => {
    expect(parseActivity({ activityId: 1, status: 2 })!.serverStatus).toBe('ended');
    expect(parseActivity({ activityId: 1, status: 0 })!.serverStatus).toBe('notStarted');
    expect(parseActivity({ activityId: 1, status: 1 })!.serverStatus).toBe('running');
  });

  it('reads a status word in any case, and a word that is no status (an Object property name) as none', () => {
    expect(parseActivity({ activityId: 1, status: 'Ongoing' })!.serverStatus).toBe('running');
    expect(parseActivity({ activityId: 1, state: 'FINISHED' })!.serverStatus).toBe('ended');
    expect(parseActivity({ activityId: 1, status: 'constructor' })!.serverStatus).toBeNull();
    expect(parseActivity({ activityId: 1, status: '__proto__' })!.serverStatus).toBeNull();
    expect(parseActivity({ activityId: 1, status: 'toString' })!.serverStatus).toBeNull();
  });

  it('reads the draw mode in any case; an unknown one is a plain draw', () => {
    expect(parseActivity({ activityId: 1, drawType: 'DRAWBYAPPID' })!.drawMode).toBe('drawByAppId');
    expect(parseActivity({ activityId: 1, drawMode: 'drawfrommulprizes' })!.drawMode).toBe('drawFromMulPrizes');
    expect(parseActivity({ activityId: 1, drawMode: 'spin' })!.drawMode).toBe('draw');
    expect(parseActivity({ activityId: 1, drawMode: 7 })!.drawMode).toBe('draw');
  });

  it('survives an answer with almost nothing in it', () => {
    const a = parseActivity({}, '7');
    expect(a).toMatchObject({ id: '7', title: '', rules: [], apps: [], prizes: [], drawMode: 'draw' });
    expect(parseActivity(null)).toBeNull();
    expect(parseActivity('x')).toBeNull();
  });
});

describe('activityStatus', () => {
  const T = 1800000000000;
  const base = parseActivity({ id: 1, startTime: T, endTime: T + 1000 })!;
  it('follows the time window', () => {
    expect(activityStatus(base, T - 1)).toBe('notStarted');
    expect(activityStatus(base, T + 500)).toBe('running');
    expect(activityStatus(base, T + 1000)).toBe('ended');
  });
  it('lets an ended status from the server win', () => {
    expect(activityStatus({ ...base, serverStatus: 'ended' }, T + 500)).toBe('ended');
  });
});

describe('parseAppStates', () => {
  it('reads a list or a map of app states', () => {
    expect(parseAppStates([{ appId: 1, downloaded: true }, { appId: 2, state: 0 }])).toEqual({ '1': true, '2': false });
    expect(parseAppStates({ '1': 1, '2': 0 })).toEqual({ '1': true, '2': false });
  });
});

describe('parseUserPrizeInfo', () => {
  it('reads the chances left under several names', () => {
    expect(parseUserPrizeInfo({ leftCount: '3' }).chances).toBe(3);
    expect(parseUserPrizeInfo({ chances: 1 }).chances).toBe(1);
    expect(parseUserPrizeInfo({}).chances).toBe(null);
    // A list's count is not a number of chances.
    expect(parseUserPrizeInfo({ list: [], count: 20 }).chances).toBe(null);
  });
});

describe('parseDrawResult', () => {
  it('reads the fixture server answer: prize beside its record id, needInfo and chances', () => {
    const r = parseDrawResult({
      won: true,
      prize: { prizeId: 4201, name: '华为平板电脑', type: 1, imageUrl: '/img/prize-1.svg' },
      recordId: 'R000001',
      needInfo: true,
      chances: 1,
    });
    expect(r).toEqual({
      prize: { id: '4201', name: '华为平板电脑', type: '1', iconUrl: '/img/prize-1.svg', needsInfo: true, recordId: 'R000001', blank: false },
      chances: 1,
    });
  });
  it('marks a draw that won nothing as blank', () => {
    const r = parseDrawResult({ won: false, prize: { prizeId: 4200, name: '谢谢参与', type: 0 }, recordId: null, chances: 0 });
    expect(r!.prize.blank).toBe(true);
    expect(r!.chances).toBe(0);
  });
  it('reads a flat prize', () => {
    expect(parseDrawResult({ prizeId: 'c', prizeName: 'Coupon' })!.prize.name).toBe('Coupon');
  });
  it('gives null when no prize is named', () => {
    expect(parseDrawResult({})).toBeNull();
    expect(parseDrawResult(null)).toBeNull();
  });
});

describe('parseUserPrizes', () => {
  it('reads each record and normalises its status (0 info needed, 1 pending, 2 sent, 3 failed)', () => {
    const list = parseUserPrizes({
      list: [
        { recordId: 'R1', prizeName: 'Phone', status: 0, needInfo: true, userData: null },
        { recordId: 'R2', prizeName: 'Gift', status: 2, code: 'PP2026GIFT' },
        { recordId: 'R3', prizeName: 'Cash', status: 3, amount: '8.88' },
        { prizeName: 'no record id' },
      ],
    });
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ recordId: 'R1', status: 'needInfo', needsInfo: true, canResend: false });
    expect(list[1]).toMatchObject({ recordId: 'R2', status: 'sent', code: 'PP2026GIFT', canResend: false, canConfirm: false });
    expect(list[2]).toMatchObject({ recordId: 'R3', status: 'failed', canResend: true, amount: 8.88 });
  });
  it('offers confirmation only when the server flags it', () => {
    expect(parseUserPrizes([{ recordId: 1, prizeName: 'x', status: 2, canConfirm: true }])[0].canConfirm).toBe(true);
  });
});

describe('parseRoll', () => {
  it('keeps entries that name a user and a prize', () => {
    expect(parseRoll({ list: [{ userName: '张*', prizeName: '手机' }, { userName: 'x' }] })).toEqual([
      { user: '张*', prize: '手机', time: null },
    ]);
  });
});
