/**
 * One activity, whole: header, how to take part, the draw, the apps, scores, my prizes,
 * the winners roll, and the prize-info dialog. State lives in `use-lucky.ts`; each part is
 * its own component.
 */
import { useState } from 'react';
import type { WidgetContext } from '../../src/types';
import { ActivityHeader } from './parts/activity-header';
import { JoinPath } from './parts/join-path';
import { LuckyApps } from './parts/lucky-apps';
import { LuckyDraw } from './parts/lucky-draw';
import { LuckyScores } from './parts/lucky-scores';
import type { LuckySession } from './session/lucky-session';
import { MyPrizes } from './parts/my-prizes';
import { PrizeForm } from './parts/prize-form';
import { WinnersRoll } from './parts/winners-roll';
import { useAppDownloads } from './hooks/use-app-downloads';
import { useDraw } from './hooks/use-draw';
import { useDrawAnimation } from './hooks/use-draw-animation';
import { useLucky } from './hooks/use-lucky';
import { useMyPrizes } from './hooks/use-my-prizes';
import { trackLucky } from './session/lucky-track';
import { callAs } from './session/lucky-call';
import { Btn, Note } from './parts/lucky-ui';

export interface LuckyPanelProps {
  context: WidgetContext;
  session: LuckySession;
  activityId: string;
}

/** The prize whose delivery details the form asks for. */
interface FormTarget {
  recordId: string;
  name: string;
  activityId: string;
}

export function LuckyPanel(props: LuckyPanelProps) {
  const { context, session, activityId } = props;
  const { api, i18n } = context.services;
  const t = i18n.t;
  const model = useLucky(context, activityId, session);
  const { state, dispatch } = model;
  const [prizesVersion, setPrizesVersion] = useState(0);
  const [form, setForm] = useState<FormTarget | null>(null);
  const [loginFailed, setLoginFailed] = useState(false);
  const [saved, setSaved] = useState('');
  const refreshPrizes = () => setPrizesVersion((v) => v + 1);

  const draw = useDraw(
    context,
    session,
    model,
    (prizes) => {
      refreshPrizes();
      // Prize ids and names only: nothing personal goes into events.
      context.emit('draw', { activityId, prizes: prizes.map((p) => ({ id: p.id, name: p.name })) });
      trackLucky(context, 'draw', activityId + '_' + prizes.map((p) => p.id).join(','));
    },
    () => setLoginFailed(true),
  );
  const activity = state.activity;
  const lit = useDrawAnimation(state, dispatch, activity ? activity.prizes : []);
  const downloads = useAppDownloads(context, session, activity, state.auth, model.refreshInfo);
  const loggedIn = state.auth === 'loggedIn';
  const myPrizes = useMyPrizes(context, session, activityId, loggedIn && state.phase === 'ready', prizesVersion);

  const login = () => {
    setLoginFailed(false);
    void session.login().then((ok) => setLoginFailed(!ok));
  };

  if (state.phase === 'loading' && !activity) {
    return (
      <div className="ppw-lucky ppw-lucky-loading">
        <p role="status">{t('lucky.loading')}</p>
      </div>
    );
  }
  if (state.phase === 'failed' || !activity) {
    return (
      <div className="ppw-lucky ppw-lucky-failed">
        <p role="alert">{t('lucky.loadFailed')}</p>
        <Btn onClick={model.reload}>{t('lucky.reload')}</Btn>
      </div>
    );
  }
  const open = activity.id;
  const running = state.status !== 'ended';
  return (
    <div className="ppw-lucky">
      <ActivityHeader activity={activity} status={state.status} t={t} context={context} />
      {running ? <JoinPath auth={state.auth} t={t} clientUrl={api.ppApkUrl()} onLogin={login} loginFailed={loginFailed} /> : null}
      <LuckyDraw
        state={state}
        t={t}
        lit={lit}
        onStart={draw.start}
        onDismiss={() => dispatch({ type: 'dismiss' })}
        onFillInfo={(p) => setForm({ recordId: p.recordId || '', name: p.name, activityId: open })}
      />
      {running ? <LuckyApps apps={activity.apps} downloaded={downloads.downloaded} earned={downloads.earned} activityId={open} i18n={i18n} /> : null}
      {loggedIn && state.status === 'running' ? (
        <LuckyScores
          context={context}
          session={session}
          activity={activity}
          t={t}
          checkedInToday={!!model.userInfo && model.userInfo.checkedInToday}
          onScored={() => void model.refreshInfo()}
        />
      ) : null}
      {loggedIn ? (
        <MyPrizes
          context={context}
          session={session}
          activityId={open}
          model={myPrizes}
          userInfo={model.userInfo}
          t={t}
          onFillInfo={(p) => setForm({ recordId: p.recordId, name: p.name, activityId: p.activityId || open })}
        />
      ) : null}
      <Note>{saved}</Note>
      <WinnersRoll context={context} activityId={open} t={t} />
      {form ? (
        <PrizeForm
          t={t}
          prizeName={form.name}
          phoneCheck={context.config.realname.phoneCheck}
          submit={(userData) => callAs(context, session, 'updatePrizeInfo', { activityId: form.activityId, recordId: form.recordId, userData })}
          onDone={() => {
            setForm(null);
            setSaved(t('lucky.form.saved'));
            refreshPrizes();
            context.emit('prizeinfo', { activityId: form.activityId, recordId: form.recordId });
            trackLucky(context, 'prizeinfo', form.activityId);
          }}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
