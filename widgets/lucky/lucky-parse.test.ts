import { describe, expect, it } from 'vitest';
import {
  activityStatus,
  parseActivity,
  parseAppStates,
  parseDrawResult,
  parseRoll,
  parseUserPrizeInfo,
  parseUserPrizes,
  toTime,
} from './lucky-parse';

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
  });
});

describe('parseDrawResult', () => {
  it('reads the prize, nested or flat, with its record id', () => {
    expect(parseDrawResult({ prize: { id: 'p', name: 'Phone' }, recordId: 9, chances: 1 })).toEqual({
      prize: { id: 'p', name: 'Phone', needsInfo: false, recordId: '9' },
      chances: 1,
    });
    expect(parseDrawResult({ prizeId: 'c', prizeName: 'Coupon' })!.prize.name).toBe('Coupon');
  });
  it('gives null when no prize is named', () => {
    expect(parseDrawResult({})).toBeNull();
    expect(parseDrawResult(null)).toBeNull();
  });
});

describe('parseUserPrizes', () => {
  it('reads each record and normalises its status', () => {
    const list = parseUserPrizes({
      list: [
        { recordId: 1, prizeName: 'Phone', status: 0, needInfo: true },
        { recordId: 2, prizeName: 'Coupon', status: 'sent', canResend: 1 },
        { prizeName: 'no record id' },
      ],
    });
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ recordId: '1', status: 'needInfo', needsInfo: true });
    expect(list[1]).toMatchObject({ recordId: '2', status: 'sent', canResend: true, canConfirm: true });
  });
});

describe('parseRoll', () => {
  it('keeps entries that name a user and a prize', () => {
    expect(parseRoll({ list: [{ userName: '张*', prizeName: '手机' }, { userName: 'x' }] })).toEqual([
      { user: '张*', prize: '手机', time: null },
    ]);
  });
});
