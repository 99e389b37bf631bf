/**
 * The draw call: picks the call the activity asks for (product-rules §7 draw / drawFromMulPrizes /
 * drawByAppId / drawAll), checks the Taobao account first where the activity requires one,
 * and goes through the session so USER_UNAUTHENTICATED logs in and retries once.
 * The request starts when the reducer enters `drawing`, so a double click starts one draw.
 */
import { useEffect, useRef } from 'react';
import { drawBlock } from '../state/lucky';
import { LUCKY_CODES, warnFailed } from '../state/lucky-errors';
import { parseDrawResult, readChances, toList } from '../state/lucky-parse';
import type { Activity, Prize } from '../state/lucky-types';
import type { LuckyCall } from '../session/lucky-call';
import { isObj } from '../../../src/api/content/fields';
import type { LuckyModel } from './use-lucky';
import { useLuckyContext } from '../lucky-context';

/** Answers of `isTbId` that mean "not a Taobao account" (it may also reject NOT_TAOBAO). */
const NOT_TB: unknown[] = [false, 0, '0', 'false'];

function isTaobaoAnswer(data: unknown): boolean {
  if (isObj(data)) for (const k of ['isTbId', 'isTb', 'result', 'tb']) if (k in data) return NOT_TB.indexOf(data[k]) < 0;
  return NOT_TB.indexOf(data) < 0;
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

/**
 * The draw call the activity asks for. `drawFromMulPrizes` and `drawByAppId` name the app
 * (the one picked, else the first); `drawFromMulPrizes` takes no `utdid`.
 */
function callFor(call: LuckyCall, activity: Activity, appId: string | undefined): Promise<unknown> {
  const mode = activity.drawMode;
  const params: { activityId: string; appId?: string } = { activityId: activity.id };
  if (mode === 'drawFromMulPrizes' || mode === 'drawByAppId') params.appId = appId || (activity.apps[0] && activity.apps[0].id) || '';
  else if (mode === 'draw' && appId) params.appId = appId;
  return call(mode, params, mode !== 'drawFromMulPrizes');
}

export interface DrawControls {
  /** Starts a draw (logging in first when needed); ignored while one is running. */
  start(appId?: string): void;
}

/** Wires the draw request to the model; `onDrawn` runs after each prize the server returned. */
export function useDraw(
  model: LuckyModel,
  onDrawn: (prizes: Prize[]) => void,
  onLoginFailed: () => void = () => undefined,
): DrawControls {
  const { state, dispatch } = model;
  const { services, session, call } = useLuckyContext();
  const appIdRef = useRef<string | undefined>(undefined);

  const start = (appId?: string) => {
    appIdRef.current = appId;
    if (state.auth === 'loggedOut' && drawBlock({ ...state, auth: 'loggedIn' }) === null) {
      // One click: log in, then draw.
      void session.login().then((ok) => (ok ? dispatch({ type: 'drawStart' }) : onLoginFailed()));
      return;
    }
    dispatch({ type: 'drawStart' });
  };

  const drawing = state.draw.phase === 'drawing';
  const seq = state.drawSeq;
  useEffect(() => {
    // The activity and `onDrawn` of the render that entered `drawing`: neither changes mid-draw.
    const activity = state.activity;
    if (!drawing || !activity) return;
    const { api, logger } = services;
    const appId = appIdRef.current;
    const check = activity.requiresTaobao
      ? session
          .run((id) => api.lucky.isTbId({ userToken: id.userToken }))
          .then((data) => {
            if (!isTaobaoAnswer(data)) throw { code: LUCKY_CODES.NOT_TAOBAO, msg: 'not a Taobao account' };
          })
      : Promise.resolve();
    check
      .then(() => callFor(call, activity, appId))
      .then((data) => {
        const { prizes, chances } = prizesOfAnswer(data);
        dispatch({ type: 'drawResolved', seq, prizes, chances });
        if (prizes.length) onDrawn(prizes);
        else logger.warn('lucky: the draw answer named no prize');
      })
      .catch((error: unknown) => {
        warnFailed(logger, 'draw', error);
        dispatch({ type: 'drawFailed', seq, error });
      });
  }, [drawing, seq, services, session, call, dispatch]);

  return { start };
}
