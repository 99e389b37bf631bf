/**
 * Apps of the activity and the chances their downloads earn: `getAppState` says which the
 * user already downloaded; when the native client reports a download complete
 * (`appStatus` event, status downloadComplete of product-rules §4) for one of them, the panel calls
 * `setAppDownload`, then `addScore` (firstApp = 3 for the user's first app, else app = 0),
 * then refreshes the chances shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { warnFailed } from '../state/lucky-errors';
import { parseAppStates } from '../state/lucky-parse';
import type { Activity, LuckyApp } from '../state/lucky-types';
import type { AuthState } from '../state/lucky';
import { useLuckyContext } from '../lucky-context';
import { lazyModule } from './lazy-module';

/** The `appStatus` reader with the status codes (src/bridge/app-status/, the `app-status` chunk). */
type StatusReader = typeof import('../../../src/bridge/app-status/app-status-event');
/**
 * The app's events come only through its bridge: outside the app none can come, so a panel
 * there never loads the reader. The first event waits for it (in the Android client the
 * download buttons' install status has usually loaded it already); every later one is read
 * at once.
 */
const reader = lazyModule(() => import('../../../src/bridge/app-status/app-status-event'));

/**
 * How long after a failed load of the reader the event that needed it is read again, and how
 * many times at most: a completed download reported while the network failed is credited, not lost.
 */
export const READER_RETRY_MS = 2000;
const READER_RETRIES = 2;

/** product-rules §3 score types. */
export const SCORE_TYPE = { app: 0, checkin: 1, share: 2, firstApp: 3 } as const;

export interface AppDownloads {
  /** App id → downloaded for this activity. */
  downloaded: Record<string, boolean>;
  /** Id of the app whose download just earned a chance, for the notice. */
  earned: string | null;
}

export function useAppDownloads(activity: Activity | null, auth: AuthState, refreshInfo: () => Promise<void>): AppDownloads {
  const { services, session, call, emit, track, win } = useLuckyContext();
  const { api, bridge, logger } = services;
  const [downloaded, setDownloaded] = useState<Record<string, boolean>>({});
  const [earned, setEarned] = useState<string | null>(null);
  const credited = useRef<Record<string, boolean>>({});
  const downloadedRef = useRef(downloaded);
  downloadedRef.current = downloaded;
  const activityId = activity ? activity.id : '';
  const apps = activity ? activity.apps : [];

  useEffect(() => {
    if (!activityId || !apps.length || auth !== 'loggedIn') return;
    let live = true;
    // product-rules §7 names activityId and appIds; the user's token goes along so a server can say
    // what this user downloaded (the fixture server does).
    const id = session.identity();
    const params = { activityId, appIds: apps.map((a) => a.id), userToken: id.userToken, userIdType: id.userIdType };
    api.lucky
      .getAppState(params)
      .then((data) => {
        if (live) setDownloaded((old) => ({ ...old, ...parseAppStates(data) }));
      })
      .catch((e: unknown) => warnFailed(logger, 'getAppState', e));
    return () => {
      live = false;
    };
    // apps belong to the activity: its id says when they change.
  }, [activityId, auth, session, api, logger]);

  const credit = useCallback(
    (app: LuckyApp) => {
      if (!activityId || credited.current[app.id]) return;
      credited.current[app.id] = true;
      const first = !Object.keys(downloadedRef.current).some((k) => downloadedRef.current[k]);
      const appId = app.id;
      call('setAppDownload', { activityId, appId })
        .then(() => {
          setDownloaded((old) => ({ ...old, [appId]: true }));
          setEarned(appId);
          emit('chance', { activityId, appId });
          track('download', activityId + '_' + appId);
          // Score for the app (app = 0), and the first app's bonus (firstApp = 3) once.
          // product-rules §7 addScore {activityId, type, appId, appString}: appString names the app
          // downloaded, its package name (the app id when the activity gave none).
          const appString = app.packageName || appId;
          return Promise.all(
            (first ? [SCORE_TYPE.app, SCORE_TYPE.firstApp] : [SCORE_TYPE.app]).map((type) =>
              call('addScore', { activityId, type, appId, appString }).catch((e: unknown) => warnFailed(logger, 'addScore after download', e, type)),
            ),
          );
        })
        .catch((e: unknown) => {
          // Not credited: a later completion may try again.
          credited.current[appId] = false;
          warnFailed(logger, 'setAppDownload', e);
        })
        .then(() => refreshInfo());
    },
    [activityId, call, emit, track, logger, refreshInfo],
  );

  const creditRef = useRef(credit);
  creditRef.current = credit;
  // One subscription per activity (its apps come with it); the latest `credit` via a ref.
  useEffect(() => {
    if (!apps.length) return;
    let live = true;
    const onStatus = (m: StatusReader, payload: Record<string, unknown>) => {
      const event = m.readAppStatusEvent(payload);
      if (!live || !event || event.status !== m.AppStatus.DownloadComplete) return;
      for (const app of apps) {
        if (app.packageName && app.packageName === event.packageName && !downloadedRef.current[app.id]) {
          creditRef.current(app);
        }
      }
    };
    const timers: number[] = [];
    const readLater = (payload: Record<string, unknown>, retries: number) =>
      reader.load().then(
        (m) => onStatus(m, payload),
        (e: unknown) => {
          warnFailed(logger, 'reading appStatus', e);
          if (retries > 0 && live) timers.push(win.setTimeout(() => live && readLater(payload, retries - 1), READER_RETRY_MS));
        },
      );
    const off = bridge.on('appStatus', (payload) => {
      const m = reader.current();
      if (m) onStatus(m, payload);
      else readLater(payload, READER_RETRIES);
    });
    return () => {
      live = false;
      timers.forEach((t) => win.clearTimeout(t));
      off();
    };
  }, [bridge, activityId]);

  return { downloaded, earned };
}
