/**
 * What one activity's panel shows and does, in one hook, so `lucky-panel.tsx` only lays out
 * the parts: the activity's model (`use-lucky.ts`), the draw and its animation, the downloads
 * that earn chances, my prizes (reloaded after a draw and after the prize form is saved), the
 * login of the join path, and the prize-info form.
 */
import { useState } from 'react';
import { useLuckyContext } from '../lucky-context';
import { useAppDownloads } from './use-app-downloads';
import { useDraw } from './use-draw';
import { useDrawAnimation } from './use-draw-animation';
import { useLucky } from './use-lucky';
import { useMyPrizes } from './use-my-prizes';

/** The prize whose delivery details the form asks for. */
export interface FormTarget {
  recordId: string;
  name: string;
  activityId: string;
}

/** Runs one activity's panel; see `LuckyPanel`. */
export function useLuckyPanel(activityId: string) {
  const { session, t, call, emit, track } = useLuckyContext();
  const model = useLucky(activityId);
  const { state, dispatch } = model;
  const [prizesVersion, setPrizesVersion] = useState(0);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [loginFailed, setLoginFailed] = useState(false);
  const [saved, setSaved] = useState('');
  const refreshPrizes = () => setPrizesVersion((v) => v + 1);

  const draw = useDraw(
    model,
    (prizes) => {
      refreshPrizes();
      // Prize ids and names only: nothing personal goes into events.
      emit('draw', { activityId, prizes: prizes.map((p) => ({ id: p.id, name: p.name })) });
      track('draw', activityId + '_' + prizes.map((p) => p.id).join(','));
    },
    () => setLoginFailed(true),
  );
  const activity = state.activity;
  const lit = useDrawAnimation(state, dispatch, activity ? activity.prizes : []);
  const downloads = useAppDownloads(activity, state.auth, model.refreshInfo);
  const loggedIn = state.auth === 'loggedIn';
  const myPrizes = useMyPrizes(activityId, loggedIn && state.phase === 'ready', prizesVersion);

  return {
    model,
    draw,
    lit,
    downloads,
    myPrizes,
    loggedIn,
    loginFailed,
    login() {
      setLoginFailed(false);
      void session.login().then((ok) => setLoginFailed(!ok));
    },
    /** The prize-info form's target, null while closed; `setForm` opens and closes it. */
    form,
    setForm,
    /** What the status line says after the form was saved. */
    saved,
    submitForm: (target: FormTarget, userData: string) => call('updatePrizeInfo', { activityId: target.activityId, recordId: target.recordId, userData }),
    formSaved(target: FormTarget) {
      setForm(null);
      setSaved(t('lucky.form.saved'));
      refreshPrizes();
      emit('prizeinfo', { activityId: target.activityId, recordId: target.recordId });
      track('prizeinfo', target.activityId);
    },
  };
}
