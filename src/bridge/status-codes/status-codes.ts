/**
 * Install statuses the native client reports and the native actions a download button
 * triggers (product-rules §4). Rules are data: the tables below are the spec's tables.
 */
import { readNumber } from '../../read-field/read-field';

/**
 * App install status codes of the native client (product-rules §4 "App install status codes").
 * Bit-like values, exactly as the client sends them in `key_status`.
 */
export enum AppStatus {
  Unknown = 0,
  Undownload = 2,
  Downloading = 4,
  DownloadPause = 8,
  DownloadComplete = 16,
  Installing = 32,
  LatestInstalled = 64,
  OldVerInstalled = 128,
  PatchInstalled = 256,
  Uncompressable = 512,
  Uncompressing = 1024,
}

/**
 * Native actions of product-rules §4. Each value is also the bridge method name that performs it
 * (product-rules §13), so `bridge.call(action, payload)` works directly.
 */
export enum NativeAction {
  Download = 'download',
  Pause = 'pause',
  Continue = 'continue',
  Install = 'install',
  Open = 'open',
  Uncompress = 'uncompress',
  Update = 'update',
  IgnoreUpdate = 'ignoreUpdate',
  UnignoreUpdate = 'unignoreUpdate',
  Follow = 'follow',
  Unfollow = 'unfollow',
  Collect = 'collect',
  Order = 'order',
}

// product-rules §4: which action the download button performs in each status.
// null: the client is busy with the app (installing, uncompressing) and a tap does nothing.
// patchInstalled: the patch is already applied, so the app is current and the button opens it.
// unknown: treated like undownload, the safe default of a plain download button.
const ACTION_BY_STATUS: Record<AppStatus, NativeAction | null> = {
  [AppStatus.Unknown]: NativeAction.Download,
  [AppStatus.Undownload]: NativeAction.Download,
  [AppStatus.Downloading]: NativeAction.Pause,
  [AppStatus.DownloadPause]: NativeAction.Continue,
  [AppStatus.DownloadComplete]: NativeAction.Install,
  [AppStatus.Installing]: null,
  [AppStatus.LatestInstalled]: NativeAction.Open,
  [AppStatus.OldVerInstalled]: NativeAction.Update,
  [AppStatus.PatchInstalled]: NativeAction.Open,
  [AppStatus.Uncompressable]: NativeAction.Uncompress,
  [AppStatus.Uncompressing]: null,
};

/**
 * Reads a status the client sent (number or numeric string) tolerantly.
 * Anything that is not one of the product-rules §4 codes becomes `AppStatus.Unknown`.
 *
 * @example parseAppStatus('16') // AppStatus.DownloadComplete
 */
export function parseAppStatus(value: unknown): AppStatus {
  const n = readNumber(value);
  return n !== null && Object.prototype.hasOwnProperty.call(ACTION_BY_STATUS, n) ? (n as AppStatus) : AppStatus.Unknown;
}

/**
 * The native action a download button triggers for an install status, or null when a tap
 * should do nothing (the client is installing or uncompressing).
 *
 * @example actionForStatus(AppStatus.Downloading) // NativeAction.Pause
 */
export function actionForStatus(status: AppStatus | number): NativeAction | null {
  return ACTION_BY_STATUS[parseAppStatus(status)];
}
