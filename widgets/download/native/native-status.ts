/**
 * What a download button says inside the Android client for each install status
 * (product-rules §4), and the extra native actions a page may ask for. Pure tables.
 */
import { AppStatus, NativeAction, parseAppStatus } from '../../../src/bridge/status-codes/status-codes';

// product-rules §4 status → i18n key of the button label (the action a tap performs, or the busy state).
const LABEL_BY_STATUS: Record<AppStatus, string> = {
  [AppStatus.Unknown]: 'download.status.download',
  [AppStatus.Undownload]: 'download.status.download',
  [AppStatus.Downloading]: 'download.status.downloading',
  [AppStatus.DownloadPause]: 'download.status.pause',
  [AppStatus.DownloadComplete]: 'download.status.install',
  [AppStatus.Installing]: 'download.status.installing',
  [AppStatus.LatestInstalled]: 'download.status.open',
  [AppStatus.OldVerInstalled]: 'download.status.update',
  [AppStatus.PatchInstalled]: 'download.status.open',
  [AppStatus.Uncompressable]: 'download.status.uncompress',
  [AppStatus.Uncompressing]: 'download.status.uncompressing',
};

/**
 * The label key and its parameters for a status (progress shown while downloading).
 *
 * @example statusLabel(4, 37) // { key: 'download.status.downloading', params: { progress: 37 } }
 */
export function statusLabel(status: number, progress: number | null): { key: string; params?: { progress: number } } {
  const s = parseAppStatus(status);
  const key = LABEL_BY_STATUS[s];
  if (s === AppStatus.Downloading) {
    const p = typeof progress === 'number' && isFinite(progress) ? Math.round(Math.max(0, Math.min(100, progress))) : 0;
    return { key, params: { progress: p } };
  }
  return { key };
}

/** Extra native actions a page may put next to the button (`data-native-actions`). */
export type ExtraAction = NativeAction.IgnoreUpdate | NativeAction.Follow | NativeAction.Collect | NativeAction.Order;

// Toggle pairs: after a successful call the button offers the opposite action.
export const TOGGLES: Partial<Record<NativeAction, NativeAction>> = {
  [NativeAction.IgnoreUpdate]: NativeAction.UnignoreUpdate,
  [NativeAction.UnignoreUpdate]: NativeAction.IgnoreUpdate,
  [NativeAction.Follow]: NativeAction.Unfollow,
  [NativeAction.Unfollow]: NativeAction.Follow,
};

const EXTRAS: readonly NativeAction[] = [NativeAction.IgnoreUpdate, NativeAction.Follow, NativeAction.Collect, NativeAction.Order];

/**
 * Parses `data-native-actions` (comma list); unknown names are dropped, order kept, no duplicates.
 *
 * @example parseExtraActions('follow, order,foo') // ['follow', 'order']
 */
export function parseExtraActions(value: string | null): NativeAction[] {
  if (!value) return [];
  const out: NativeAction[] = [];
  for (const part of value.split(',')) {
    const name = part.trim() as NativeAction;
    if (EXTRAS.indexOf(name) !== -1 && out.indexOf(name) === -1) out.push(name);
  }
  return out;
}
