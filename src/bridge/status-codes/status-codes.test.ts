import { describe, expect, it } from 'vitest';
import { AppStatus, NativeAction, actionForStatus, parseAppStatus } from './status-codes';

describe('AppStatus', () => {
  it('has the codes of product-rules §4', () => {
    expect([
      AppStatus.Unknown, AppStatus.Undownload, AppStatus.Downloading, AppStatus.DownloadPause,
      AppStatus.DownloadComplete, AppStatus.Installing, AppStatus.LatestInstalled, AppStatus.OldVerInstalled,
      AppStatus.PatchInstalled, AppStatus.Uncompressable, AppStatus.Uncompressing,
    ]).toEqual([0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]);
  });
});

describe('parseAppStatus', () => {
  it('reads numbers and numeric strings', () => {
    expect(parseAppStatus(16)).toBe(AppStatus.DownloadComplete);
    expect(parseAppStatus('128')).toBe(AppStatus.OldVerInstalled);
  });

  it('turns anything else into Unknown', () => {
    for (const v of [3, -2, '', ' ', 'abc', null, undefined, {}, NaN, 2048]) expect(parseAppStatus(v)).toBe(AppStatus.Unknown);
  });
});

describe('actionForStatus', () => {
  it('maps each install status to the native action of its download button', () => {
    const table: Array<[AppStatus, NativeAction | null]> = [
      [AppStatus.Unknown, NativeAction.Download],
      [AppStatus.Undownload, NativeAction.Download],
      [AppStatus.Downloading, NativeAction.Pause],
      [AppStatus.DownloadPause, NativeAction.Continue],
      [AppStatus.DownloadComplete, NativeAction.Install],
      [AppStatus.Installing, null],
      [AppStatus.LatestInstalled, NativeAction.Open],
      [AppStatus.OldVerInstalled, NativeAction.Update],
      [AppStatus.PatchInstalled, NativeAction.Open],
      [AppStatus.Uncompressable, NativeAction.Uncompress],
      [AppStatus.Uncompressing, null],
    ];
    for (const [status, action] of table) expect([status, actionForStatus(status)]).toEqual([status, action]);
  });

  it('treats an unknown code as a plain download', () => {
    expect(actionForStatus(3)).toBe(NativeAction.Download);
  });
});

describe('NativeAction', () => {
  it('names bridge methods of product-rules §13', () => {
    expect(Object.values(NativeAction)).toEqual([
      'download', 'pause', 'continue', 'install', 'open', 'uncompress', 'update',
      'ignoreUpdate', 'unignoreUpdate', 'follow', 'unfollow', 'collect', 'order',
    ]);
  });
});
