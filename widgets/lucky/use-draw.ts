/**
 * The draw call: picks the call the activity asks for (SPEC §7 draw / drawFromMulPrizes /
 * drawByAppId / drawAll), checks the Taobao account first where the activity requires one,
 * and goes through the session so USER_UNAUTHENTICATED logs in and retries once.
 * The request starts when the reducer enters `drawing`, so a double click starts one draw.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { WidgetContext } from '../../src/types';
import { drawBlock } from './lucky';
import { codeOf, LUCKY_CODES } from './lucky-errors';
import { parseDrawResult, readChances, toList } from './lucky-parse';
import type { LuckySession } from './lucky-session';
import type { Activity, LuckyIdentity, Prize } from './lucky-types';
import type { LuckyModel } from './use-lucky';

/** `isTbId` answers either by rejecting NOT_TAOBAO or with a false-ish flag; both mean "no". */
function isTaobaoAnswer(data: unknown): boolean {
  if (data === false || data === 0 || data === '0' || data === 'false') return false;
  if (typeof data === 'object' && data !== null) {
    const d = data as Record<string, unknown>;
    for (const k of ['isTbId', 'isTb', 'result', 'tb']) {
      if (k in d) return !(d[k] === false || d[k] === 0 || d[k] === '0' || d[k] === 'false');
    }
  }
  return true;
}

/** The prizes a draw answer names: one for a single draw, one per chance for `drawAll`. */
export function prizesOfAnswer(data: unknown): { prizes: Prize[]; chances: number | null } {
  const single = parseDrawResult(data);
  if (single) return { prizes: [single.prize], chances: single.chances };
  const prizes: Prize[] = [];
  for (const item of toList(data, ['prizes', 'records', 'results'])) {
    const r = parseDrawResult(item);
    if (r) prizes.push(r.prize);
  }
  return { prizes, chances: readChances(data) };
}

function callFor(context: WidgetContext, activity: Activity, id: LuckyIdentity, appId: string | undefined) {
  const lucky = context.services.api.lucky;
  const who = { userToken: id.userToken, userIdType: id.userIdType, utdid: id.utdid };
  const firstApp = appId || (activity.apps[0] && activity.apps[0].id) || '';
  switch (activity.drawMode) {
    case 'drawFromMulPrizes':
      return lucky.drawFromMulPrizes({ activityId: activity.id, appId: firstApp, userToken: id.userToken, userIdType: id.userIdType });
    case 'drawByAppId':
      return lucky.drawByAppId({ activityId: activity.id, appId: firstApp, ...who });
    case 'drawAll':
      return lucky.drawAll({ activityId: activity.id, ...who });
    default:
      return lucky.draw(appId ? { activityId: activity.id, appId, ...who } : { activityId: activity.id, ...who });
  }
}

export interface DrawControls {
  /** Starts a draw (logging in first when needed); ignored while one is running. */
  start(appId?: string): void;
}

/** Wires the draw request to the model; `onDrawn` runs after each prize the server returned. */
export function useDraw(
  context: WidgetContext,
  session: LuckySession,
  model: LuckyModel,
  onDrawn: (prizes: Prize[]) => void,
  onLoginFailed: () => void = () => undefined,
): DrawControls {
  const { state, dispatch } = model;
  const appIdRef = useRef<string | undefined>(undefined);
  const stateRef = useRef(state);
  stateRef.current = state;
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  const start = useCallback(
    (appId?: string) => {
      const s = stateRef.current;
      appIdRef.current = appId;
      if (s.auth === 'loggedOut' && drawBlock({ ...s, auth: 'loggedIn' }) === null) {
        // One click: log in, then draw.
        void session.login().then((ok) => {
          if (ok) dispatch({ type: 'drawStart' });
          else onLoginFailed();
        });
        return;
      }
      dispatch({ type: 'drawStart' });
    },
    // onLoginFailed only sets state in the panel; a stale one does the same thing.
    [session, dispatch],
  );

  const drawing = state.draw.phase === 'drawing';
  const seq = state.drawSeq;
  useEffect(() => {
    const activity = stateRef.current.activity;
    if (!drawing || !activity) return;
    const { api, logger } = context.services;
    const appId = appIdRef.current;
    const check = activity.requiresTaobao
      ? session
          .run((id) => api.lucky.isTbId({ userToken: id.userToken }))
          .then((data) => {
            if (!isTaobaoAnswer(data)) throw { code: LUCKY_CODES.NOT_TAOBAO, msg: 'not a Taobao account' };
          })
      : Promise.resolve();
    check
      .then(() => session.run((id) => callFor(context, activity, id, appId)))
      .then((data) => {
        const { prizes, chances } = prizesOfAnswer(data);
        dispatch({ type: 'drawResolved', seq, prizes, chances });
        if (prizes.length) onDrawnRef.current(prizes);
        else logger.warn('lucky: the draw answer named no prize');
      })
      .catch((error: unknown) => {
        logger.warn('lucky: draw failed', codeOf(error));
        dispatch({ type: 'drawFailed', seq, error });
      });
  }, [drawing, seq, context, session, dispatch]);

  return { start };
}
