/**
 * Typed reading of the `appStatus` event the app pushes (product-rules §13):
 * `{"event":"appStatus","payload":{"key_packageName","key_status","key_progress"}}`.
 */
import { AppStatus, parseAppStatus } from '../status-codes/status-codes';
import { readNumber } from '../../read-field/read-field';

// With the reader, for a caller that imports it on demand (lucky: the codes to compare with).
export { AppStatus };

export interface AppStatusEvent {
  packageName: string;
  status: AppStatus;
  /** Download progress 0..100, or null when the app sent none. */
  progress: number | null;
}

/**
 * Reads an `appStatus` payload (keys with or without `key_`). Returns null without a package name.
 *
 * @example bridge.on('appStatus', p => { const e = readAppStatusEvent(p); if (e) render(e) })
 */
export function readAppStatusEvent(payload: Record<string, unknown> | null | undefined): AppStatusEvent | null {
  if (!payload || typeof payload !== 'object') return null;
  const name = payload.key_packageName !== undefined ? payload.key_packageName : payload.packageName;
  if (typeof name !== 'string' || name === '') return null;
  const status = parseAppStatus(payload.key_status !== undefined ? payload.key_status : payload.status);
  const rawProgress = payload.key_progress !== undefined ? payload.key_progress : payload.progress;
  const n = readNumber(rawProgress);
  const progress = n !== null ? Math.max(0, Math.min(100, n)) : null;
  return { packageName: name, status, progress };
}
