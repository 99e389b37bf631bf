/**
 * One activity, whole: header, how to take part, the draw, the apps, scores, my prizes,
 * the winners roll, and the prize-info dialog. State lives in `hooks/use-lucky.ts`; each part
 * is its own component and takes what every part needs from `LuckyContext`.
 */
import { useEffect, useState } from 'react';
import { ActivityHeader } from './parts/activity-header';
import { JoinPath } from './parts/join-path';
import { LuckyApps } from './parts/lucky-apps';
import { LuckyDraw } from './parts/lucky-draw';
import { LuckyScores } from './parts/lucky-scores';
import { MyPrizes } from './parts/my-prizes';
import { WinnersRoll } from './parts/winners-roll';
import { useAppDownloads } from './hooks/use-app-downloads';
import { useDraw } from './hooks/use-draw';
import { useDrawAnimation } from './hooks/use-draw-animation';
import { useLucky } from './hooks/use-lucky';
import { useMyPrizes } from './hooks/use-my-prizes';
import { useLuckyDialogs, usePreloadDialogs } from './hooks/use-lucky-dialogs';
import { useLuckyContext } from './lucky-context';
import { postTask } from '../../src/runtime/scheduler';
import { Btn, Note } from './parts/lucky-ui';

export interface LuckyPanelProps {
  activityId: string;
}

/** The prize whose delivery details the form asks for. */
interface FormTarget {
  recordId: string;
  name: string;
  activityId: string;
}

/**
 * The panel while its activity loads. Busy until the activity is drawn, as a list's loading
 * rows are: assistive technology waits for the panel, and so does whoever waits for the page to
 * have settled.
 */
export function LuckyLoading() {
  const { t } = useLuckyContext();
  return (
    <div className="ppw-lucky ppw-lucky-loading" aria-busy="true">
      <p role="status">{t('lucky.loading')}</p>
    </div>
  );
}

/**
 * The loading state in the mount's task, the panel (the first run of its hooks) in a task after
 * it, once that frame is painted: on a slow phone the two were one task of up to 64 ms at 4x CPU.
 */
export function LuckyPanelLater(props: LuckyPanelProps) {
  const [now, setNow] = useState(false);
  useEffect(() => setNow(true), []);
  return now ? <LuckyPanel activityId={props.activityId} /> : <LuckyLoading />;
}

export function LuckyPanel(props: LuckyPanelProps) {
  const { activityId } = props;
  const { services, session, t, call, emit, track, win } = useLuckyContext();
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
  const lit = useDrawAnimation(state, dispatch, activity ? activity.prizes : [], win);
  const downloads = useAppDownloads(activity, state.auth, model.refreshInfo);
  const loggedIn = state.auth === 'loggedIn';
  const myPrizes = useMyPrizes(activityId, loggedIn && state.phase === 'ready', prizesVersion);
  usePreloadDialogs(loggedIn);
  const dialogs = useLuckyDialogs(!!form, () => setForm(null));
  // The prize whose form was asked for while the dialogs' code is still coming: its button says so.
  const opening = form && !dialogs ? form.recordId : null;

  // The answer's task draws the panel's top (header, how to take part, the draw); the parts
  // below it (apps, scores, my prizes, winners) come after that frame, one a task, in that
  // order (`below` counts the parts drawn), so neither the first answer nor the parts under it
  // are one long render on a slow phone. (A part posted after an unmount sets nothing.)
  const [below, setBelow] = useState(0);
  useEffect(() => {
    if (activity && below < 4) postTask(win, () => setBelow(below + 1));
  }, [activity, below, win]);

  const login = () => {
    setLoginFailed(false);
    void session.login().then((ok) => setLoginFailed(!ok));
  };

  if (state.phase === 'loading' && !activity) return <LuckyLoading />;
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
      <ActivityHeader activity={activity} status={state.status} />
      {running ? <JoinPath auth={state.auth} clientUrl={services.api.ppApkUrl()} onLogin={login} loginFailed={loginFailed} /> : null}
      <LuckyDraw
        state={state}
        lit={lit}
        onStart={draw.start}
        onDismiss={() => dispatch({ type: 'dismiss' })}
        onFillInfo={(p) => setForm({ recordId: p.recordId || '', name: p.name, activityId: open })}
        opening={opening}
      />
      {below > 0 && running ? <LuckyApps apps={activity.apps} downloaded={downloads.downloaded} earned={downloads.earned} activityId={open} /> : null}
      {below > 1 && loggedIn && state.status === 'running' ? (
        <LuckyScores
          activity={activity}
          checkedInToday={!!model.userInfo && model.userInfo.checkedInToday}
          onScored={() => void model.refreshInfo()}
        />
      ) : null}
      {below > 2 && loggedIn ? (
        <MyPrizes
          activityId={open}
          model={myPrizes}
          userInfo={model.userInfo}
          onFillInfo={(p) => setForm({ recordId: p.recordId, name: p.name, activityId: p.activityId || open })}
          opening={opening}
        />
      ) : null}
      <Note>{saved}</Note>
      {below > 3 ? <WinnersRoll activityId={open} /> : null}
      {form && dialogs ? (
        <dialogs.PrizeForm
          prizeName={form.name}
          submit={(userData) => call('updatePrizeInfo', { activityId: form.activityId, recordId: form.recordId, userData })}
          onDone={() => {
            setForm(null);
            setSaved(t('lucky.form.saved'));
            refreshPrizes();
            emit('prizeinfo', { activityId: form.activityId, recordId: form.recordId });
            track('prizeinfo', form.activityId);
          }}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
