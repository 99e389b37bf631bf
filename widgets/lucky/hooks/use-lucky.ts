/**
 * The panel's effects around the pure reducer: loads the activity, follows the session's
 * auth, refreshes the chances left, ticks the clock so a window that opens or closes while
 * the page is open is noticed. Everything the server says goes through the tolerant readers.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Dispatch } from 'react';
import { initialLuckyState, luckyReducer, type LuckyAction, type LuckyState } from '../state/lucky';
import { warnFailed } from '../state/lucky-errors';
import { parseActivity, parseUserPrizeInfo } from '../state/lucky-parse';
import { parseUserInfo, type LuckyUserInfo } from '../state/account-parse';
import { useLuckyContext } from '../lucky-context';
import { postTask } from '../../../src/runtime/scheduler';

/** How often the activity's status is checked against the clock. */
export const LUCKY_TICK_MS = 30000;

export interface LuckyModel {
  state: LuckyState;
  dispatch: Dispatch<LuckyAction>;
  /** Loads the activity again (after a failure). */
  reload(): void;
  /** Asks the server for the chances left and the user's info; never rejects. */
  refreshInfo(): Promise<void>;
  /** The user's info (nickname, score, cash), once known. */
  userInfo: LuckyUserInfo | null;
}

/** Runs the activity's state machine for one mounted panel. */
export function useLucky(activityId: string): LuckyModel {
  const [state, dispatch] = useReducer(luckyReducer, undefined, initialLuckyState);
  const { services, session, call, win } = useLuckyContext();
  const { api, logger, clock } = services;
  const loadSeq = useRef(0);

  useEffect(() => {
    const off = session.subscribe((auth) => dispatch({ type: 'auth', auth }));
    session.start().catch((error: unknown) => logger.handleError(error, 'lucky: session start'));
    return off;
  }, [session, logger]);

  const reload = useCallback(() => {
    const seq = ++loadSeq.current;
    dispatch({ type: 'load' });
    api.lucky
      .activity({ activityId })
      .then((data) => {
        if (seq !== loadSeq.current) return;
        const activity = parseActivity(data, activityId);
        if (!activity) throw { code: -4, msg: 'no activity id' };
        // The banner is asked for as soon as the answer names it, not after the panel renders
        // (README "Reserved space": the first screen's image starts with the page).
        const Img = (win as Window & typeof globalThis).Image;
        if (activity.imageUrl && Img) new Img().src = activity.imageUrl;
        // The panel is drawn in a task of its own: the answer's task (its text, the JSON, the
        // reading above) and the first draw are not one long task on a slow phone.
        postTask(win, () => {
          if (seq === loadSeq.current) dispatch({ type: 'loaded', activity, now: clock.now() });
        });
      })
      .catch((error: unknown) => {
        if (seq !== loadSeq.current) return;
        warnFailed(logger, 'the activity', error, activityId);
        dispatch({ type: 'loadFailed', error });
      });
  }, [api, logger, clock, win, activityId]);

  useEffect(() => {
    reload();
    return () => {
      loadSeq.current++;
    };
  }, [reload]);

  const [userInfo, setUserInfo] = useState<LuckyUserInfo | null>(null);
  // Chances come from `userPrizeInfo` where the server puts them there, else from `userInfo`
  // (the fixture server's reading: docs/fixtures.md); both are asked at once.
  const refreshInfo = useCallback(() => {
    const failed = (method: string) => (error: unknown) => {
      warnFailed(logger, method, error);
      return null;
    };
    return Promise.all([
      call('userPrizeInfo', { activityId, count: 20 }, true).catch(failed('userPrizeInfo')),
      call('userInfo', { activityId }).catch(failed('userInfo')),
    ]).then(([prizeInfo, rawUser]) => {
      const user = parseUserInfo(rawUser);
      if (user) setUserInfo(user);
      const fromPrizeInfo = prizeInfo === null ? null : parseUserPrizeInfo(prizeInfo).chances;
      const chances = fromPrizeInfo !== null ? fromPrizeInfo : user ? user.chances : null;
      if (chances !== null) dispatch({ type: 'chances', chances });
    });
  }, [call, logger, activityId]);

  const ready = state.phase === 'ready';
  useEffect(() => {
    if (ready && state.auth === 'loggedIn') void refreshInfo();
  }, [ready, state.auth, refreshInfo]);

  useEffect(() => {
    const timer = setInterval(() => dispatch({ type: 'tick', now: clock.now() }), LUCKY_TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);

  return { state, dispatch, reload, refreshInfo, userInfo };
}
