/**
 * One activity, whole: header, how to take part, the draw, the apps, scores, my prizes,
 * the winners roll, and the prize-info dialog. State lives in `use-lucky.ts`; each part is
 * its own component.
 */
import { useState } from 'react';
import type { WidgetContext } from '../../src/types';
import { ActivityHeader } from './activity-header';
import { JoinPath } from './join-path';
import { LuckyApps } from './lucky-apps';
import { LuckyDraw } from './lucky-draw';
import { LuckyScores } from './lucky-scores';
import type { LuckySession } from './lucky-session';
import { MyPrizes } from './my-prizes';
import { PrizeForm } from './prize-form';
import { WinnersRoll } from './winners-roll';
import { useAppDownloads } from './use-app-downloads';
import { useDraw } from './use-draw';
import { useDrawAnimation } from './use-draw-animation';
import { useLucky } from './use-lucky';
import { useMyPrizes } from './use-my-prizes';
import { trackLucky } from './lucky-track';

export interface LuckyPanelProps {
  context: WidgetContext;
  session: LuckySession;
  activityId: string;
}

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

  const draw = useDraw(
    context,
    session,
    model,
    (prizes) => {
      setPrizesVersion((v) => v + 1);
      // Prize ids and names only: nothing personal goes into events.
      context.emit('draw', { activityId, prizes: prizes.map((p) => ({ id: p.id, name: p.name })) });
      trackLucky(context, 'draw', activityId + '_' + prizes.map((p) => p.id).join(','));
    },
    () => setLoginFailed(true),
  );
  const lit = useDrawAnimation(state, dispatch, state.activity ? state.activity.prizes : []);
  const downloads = useAppDownloads(context, session, state.activity, state.auth, model.refreshInfo);
  const loggedIn = state.auth === 'loggedIn';
  const myPrizes = useMyPrizes(context, session, activityId, loggedIn && state.phase === 'ready', prizesVersion);

  const login = () => {
    setLoginFailed(false);
    void session.login().then((ok) => setLoginFailed(!ok));
  };

  if (state.phase === 'loading' && !state.activity) {
    return (
      <div className="ppw-lucky ppw-lucky-loading">
        <p role="status">{t('lucky.loading')}</p>
      </div>
    );
  }
  if (state.phase === 'failed' || !state.activity) {
    return (
      <div className="ppw-lucky ppw-lucky-failed">
        <p role="alert">{t('lucky.loadFailed')}</p>
        <button type="button" className="ppw-lucky-button" onClick={model.reload}>
          {t('lucky.reload')}
        </button>
      </div>
    );
  }
  const activity = state.activity;
  return (
    <div className="ppw-lucky">
      <ActivityHeader
        activity={activity}
        status={state.status}
        t={t}
        reminder={{ context, storageKey: 'ppw-lucky-remind-' + activity.id }}
      />
      {state.status !== 'ended' ? (
        <JoinPath auth={state.auth} t={t} clientUrl={api.ppApkUrl()} onLogin={login} loginFailed={loginFailed} />
      ) : null}
      <LuckyDraw
        state={state}
        t={t}
        lit={lit}
        onStart={draw.start}
        onDismiss={() => dispatch({ type: 'dismiss' })}
        onFillInfo={(p) => setForm({ recordId: p.recordId || '', name: p.name, activityId: activity.id })}
      />
      {state.status !== 'ended' ? (
        <LuckyApps apps={activity.apps} downloaded={downloads.downloaded} earned={downloads.earned} activityId={activity.id} i18n={i18n} />
      ) : null}
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
          activityId={activity.id}
          model={myPrizes}
          userInfo={model.userInfo}
          t={t}
          onFillInfo={(p) => setForm({ recordId: p.recordId, name: p.name, activityId: p.activityId || activity.id })}
        />
      ) : null}
      <p className="ppw-lucky-note" role="status">
        {saved}
      </p>
      <WinnersRoll context={context} activityId={activity.id} t={t} />
      {form ? (
        <PrizeForm
          t={t}
          prizeName={form.name}
          phoneCheck={context.config.realname.phoneCheck}
          submit={(userData) =>
            session.run((id) =>
              api.lucky.updatePrizeInfo({
                activityId: form.activityId,
                recordId: form.recordId,
                userData,
                userToken: id.userToken,
                userIdType: id.userIdType,
              }),
            )
          }
          onDone={() => {
            setForm(null);
            setSaved(t('lucky.form.saved'));
            setPrizesVersion((v) => v + 1);
            context.emit('prizeinfo', { activityId: form.activityId, recordId: form.recordId });
            trackLucky(context, 'prizeinfo', form.activityId);
          }}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
