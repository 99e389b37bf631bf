/**
 * One activity, whole: header, how to take part, the draw, the apps, scores, my prizes,
 * the winners roll, and the prize-info dialog. What it shows and does comes from
 * `hooks/use-lucky-panel.ts`; each part is its own component and takes what every part needs
 * from `LuckyContext`.
 */
import { ActivityHeader } from './parts/activity-header';
import { JoinPath } from './parts/join-path';
import { LuckyApps } from './parts/lucky-apps';
import { LuckyDraw } from './parts/lucky-draw';
import { LuckyScores } from './parts/lucky-scores';
import { MyPrizes } from './parts/my-prizes';
import { PrizeForm } from './parts/prize-form';
import { WinnersRoll } from './parts/winners-roll';
import { Btn, Note } from './parts/lucky-ui';
import { useLuckyPanel } from './hooks/use-lucky-panel';
import { useLuckyContext } from './lucky-context';

export interface LuckyPanelProps {
  activityId: string;
}

export function LuckyPanel(props: LuckyPanelProps) {
  const { services, t } = useLuckyContext();
  const panel = useLuckyPanel(props.activityId);
  const { model, downloads, form, setForm, loggedIn } = panel;
  const { state, dispatch } = model;
  const activity = state.activity;

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
      <ActivityHeader activity={activity} status={state.status} />
      {running ? <JoinPath auth={state.auth} clientUrl={services.api.ppApkUrl()} onLogin={panel.login} loginFailed={panel.loginFailed} /> : null}
      <LuckyDraw
        state={state}
        lit={panel.lit}
        onStart={panel.draw.start}
        onDismiss={() => dispatch({ type: 'dismiss' })}
        onFillInfo={(p) => setForm({ recordId: p.recordId || '', name: p.name, activityId: open })}
      />
      {running ? <LuckyApps apps={activity.apps} downloaded={downloads.downloaded} earned={downloads.earned} activityId={open} /> : null}
      {loggedIn && state.status === 'running' ? (
        <LuckyScores
          activity={activity}
          checkedInToday={!!model.userInfo && model.userInfo.checkedInToday}
          onScored={() => void model.refreshInfo()}
        />
      ) : null}
      {loggedIn ? (
        <MyPrizes
          activityId={open}
          model={panel.myPrizes}
          userInfo={model.userInfo}
          onFillInfo={(p) => setForm({ recordId: p.recordId, name: p.name, activityId: p.activityId || open })}
        />
      ) : null}
      <Note>{panel.saved}</Note>
      <WinnersRoll activityId={open} />
      {form ? (
        <PrizeForm
          prizeName={form.name}
          submit={(userData) => panel.submitForm(form, userData)}
          onDone={() => panel.formSaved(form)}
          onClose={() => setForm(null)}
        />
      ) : null}
    </div>
  );
}
