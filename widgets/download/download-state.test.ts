import { describe, expect, it } from 'vitest';
import { actionForStatus, AppStatus } from '../../src/bridge/status-codes/status-codes';
import type { Environment } from '../../src/types';
import { downloadReducer, initialDownloadState, NATIVE_GUARD_MS, REPEAT_GUARD_MS, type DownloadAction, type DownloadState } from './download-state';

type ClickEnv = Pick<Environment, 'inAppBrowser' | 'hasBridge' | 'client' | 'isIOS' | 'isHarmony' | 'page' | 'query'>;

const query = { p: null, chSrc: null, debug: null, utmSource: null };
const browser: ClickEnv = { inAppBrowser: null, hasBridge: false, client: null, isIOS: false, isHarmony: false, page: null, query };
const androidClient: ClickEnv = { ...browser, hasBridge: true, client: 'android' };
const wechat: ClickEnv = { ...browser, inAppBrowser: 'wechat' };
const iphone: ClickEnv = { ...browser, isIOS: true };
const harmony: ClickEnv = { ...browser, isHarmony: true };
const desktopPaid: ClickEnv = { ...browser, page: 'detail', query: { ...query, chSrc: 'pc_baidu' } };

const run = (actions: DownloadAction[], from: DownloadState = initialDownloadState) => actions.reduce(downloadReducer, from);
const tap = (now: number, env: ClickEnv = browser): DownloadAction => ({ type: 'tap', now, env });

describe('downloadReducer', () => {
  it('starts idle: no status, no rule, nothing open, not guarded', () => {
    expect(initialDownloadState).toEqual({ status: null, busy: 0, popup: null, realname: false, unmounted: false, decision: null });
  });

  it('decides a tap in a plain browser as a download and guards a double tap for REPEAT_GUARD_MS', () => {
    const busy = downloadReducer(initialDownloadState, tap(1000));
    expect(busy.decision).toEqual({ kind: 'download' });
    expect(busy.busy).toBe(1000 + REPEAT_GUARD_MS);
    // A second tap inside the guard is ignored: the same state comes back.
    expect(downloadReducer(busy, tap(1000 + REPEAT_GUARD_MS - 1))).toBe(busy);
    // Past it, a tap goes through again.
    expect(downloadReducer(busy, tap(1000 + REPEAT_GUARD_MS))).not.toBe(busy);
  });

  it('renews the guard when the download navigates, and lifts it when the download fails (retry)', () => {
    const navigating = run([tap(0), { type: 'start', now: 1500 }]);
    expect(navigating.busy).toBe(1500 + REPEAT_GUARD_MS);
    const failed = run([tap(0), { type: 'fail' }]);
    expect(failed.busy).toBe(0);
    expect(downloadReducer(failed, tap(1)).decision).toEqual({ kind: 'download' });
  });

  it('decides the popups without guarding the tap, and ignores taps while a popup is open', () => {
    expect(downloadReducer(initialDownloadState, tap(0, wechat))).toMatchObject({ decision: { kind: 'chat-popup' }, busy: 0 });
    expect(downloadReducer(initialDownloadState, tap(0, harmony)).decision).toEqual({ kind: 'harmony' });
    expect(downloadReducer(initialDownloadState, tap(0, iphone)).decision).toEqual({ kind: 'ios-popup' });
    expect(downloadReducer(initialDownloadState, tap(0, desktopPaid)).decision).toEqual({ kind: 'desktop-install' });

    const open = run([tap(0, iphone), { type: 'popup', popup: 'ios' }]);
    expect(open.popup).toBe('ios');
    expect(downloadReducer(open, tap(5000, iphone))).toBe(open);
    const closed = downloadReducer(open, { type: 'popup', popup: null });
    expect(closed.popup).toBeNull();
    expect(downloadReducer(closed, tap(5000, iphone)).decision).toEqual({ kind: 'ios-popup' });
  });

  it('guards the desktop popup\'s direct download like a tap that downloads', () => {
    const direct = run([tap(0, desktopPaid), { type: 'popup', popup: 'pc' }, { type: 'popup', popup: null }, { type: 'start', now: 700 }]);
    expect(direct.busy).toBe(700 + REPEAT_GUARD_MS);
    expect(downloadReducer(direct, tap(800, desktopPaid))).toBe(direct);
  });

  it('downloads natively before any status or rule, then follows the statuses the bridge reports', () => {
    const first = downloadReducer(initialDownloadState, tap(0, androidClient));
    expect(first.decision).toEqual({ kind: 'native', action: 'download' });
    expect(first.busy).toBe(NATIVE_GUARD_MS);

    // A status without the rule still downloads (as for status Unknown).
    const statusOnly = run([{ type: 'status', status: AppStatus.Downloading }]);
    expect(statusOnly.status).toBe(AppStatus.Downloading);
    expect(downloadReducer(statusOnly, tap(0, androidClient)).decision).toEqual({ kind: 'native', action: 'download' });

    // The rule arriving: the tap takes the action for the status.
    const ruled = downloadReducer(statusOnly, { type: 'rule', rule: actionForStatus });
    expect(ruled.rule).toBe(actionForStatus);
    expect(downloadReducer(ruled, tap(0, androidClient)).decision).toEqual({ kind: 'native', action: 'pause' });

    // A later status changes the action; installing makes a tap do nothing natively (null).
    const paused = downloadReducer(ruled, { type: 'status', status: AppStatus.DownloadPause });
    expect(downloadReducer(paused, tap(0, androidClient)).decision).toEqual({ kind: 'native', action: 'continue' });
    const installing = downloadReducer(ruled, { type: 'status', status: AppStatus.Installing });
    expect(downloadReducer(installing, tap(0, androidClient)).decision).toEqual({ kind: 'native', action: null });
  });

  it('guards a native action for NATIVE_GUARD_MS only, so a pause then a resume need two separate taps', () => {
    const ruled = run([{ type: 'rule', rule: actionForStatus }, { type: 'status', status: AppStatus.Downloading }]);
    const paused = downloadReducer(ruled, tap(0, androidClient));
    expect(downloadReducer(paused, tap(NATIVE_GUARD_MS - 1, androidClient))).toBe(paused);
    const next = downloadReducer(downloadReducer(paused, { type: 'status', status: AppStatus.DownloadPause }), tap(NATIVE_GUARD_MS, androidClient));
    expect(next.decision).toEqual({ kind: 'native', action: 'continue' });
  });

  it('opens the failure popup after a native action fails, and a tap waits for it to close', () => {
    const failed = run([tap(0, androidClient), { type: 'popup', popup: 'failed' }]);
    expect(failed.popup).toBe('failed');
    expect(downloadReducer(failed, tap(10_000, androidClient))).toBe(failed);
  });

  it('ignores taps while the real-name step is open; its end keeps the guard, leaving the page lifts it', () => {
    const entered = run([tap(0), { type: 'realname', realname: true }]);
    expect(entered.realname).toBe(true);
    expect(downloadReducer(entered, tap(REPEAT_GUARD_MS + 1))).toBe(entered);

    const ended = downloadReducer(entered, { type: 'realname', realname: false });
    expect(ended).toMatchObject({ realname: false, busy: REPEAT_GUARD_MS });

    const dropped = downloadReducer(entered, { type: 'realname', realname: false, drop: true });
    expect(dropped).toMatchObject({ realname: false, busy: 0 });
    expect(downloadReducer(dropped, tap(1)).decision).toEqual({ kind: 'download' });
  });

  it('after unmount ignores every tap, whatever was open (the widget closes it)', () => {
    const gone = run([{ type: 'unmount' }]);
    expect(gone.unmounted).toBe(true);
    expect(downloadReducer(gone, tap(0))).toBe(gone);
    const open = run([tap(0, iphone), { type: 'popup', popup: 'ios' }, { type: 'unmount' }, { type: 'popup', popup: null }]);
    expect(downloadReducer(open, tap(REPEAT_GUARD_MS * 10, iphone))).toBe(open);
  });

  it('never changes the state it is given', () => {
    const before = { ...initialDownloadState };
    run([tap(0), { type: 'status', status: 4 }, { type: 'popup', popup: 'chat' }, { type: 'realname', realname: true }, { type: 'fail' }, { type: 'unmount' }]);
    expect(initialDownloadState).toEqual(before);
  });
});
