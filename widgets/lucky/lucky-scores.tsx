/**
 * Earning chances without a download: the daily check-in (`addScore` type checkin = 1) and
 * sharing through the native client (`share`, then type share = 2). Shown only in the client,
 * where the user can be identified; each success refreshes the chances shown.
 */
import { useId, useState } from 'react';
import type { I18n, WidgetContext } from '../../src/types';
import { codeOf, errorKind } from './lucky-errors';
import type { LuckySession } from './lucky-session';
import type { Activity } from './lucky-types';
import { SCORE_TYPE } from './use-app-downloads';
import { chinaDate } from './format-time';
import { trackLucky } from './lucky-track';

export interface LuckyScoresProps {
  context: WidgetContext;
  session: LuckySession;
  activity: Activity;
  t: I18n['t'];
  /** The server already counted today's check-in. */
  checkedInToday: boolean;
  onScored(): void;
}

/** Local-store key of today's check-in for an activity (no personal data in it). */
export function checkinKey(activityId: string): string {
  return 'ppw-lucky-checkin-' + activityId;
}

export function LuckyScores(props: LuckyScoresProps) {
  const { context, session, activity, t } = props;
  const { api, bridge, local, clock, logger } = context.services;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const today = chinaDate(clock.now());
  const [checkedInHere, setCheckedIn] = useState(() => local.get(checkinKey(activity.id)) === today);
  const checkedIn = checkedInHere || props.checkedInToday;
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');

  const score = (type: number) =>
    session.run((id) =>
      api.lucky.addScore({ activityId: activity.id, type, userToken: id.userToken, userIdType: id.userIdType }),
    );

  const guard = (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setNote('');
    work()
      .then(
        () => props.onScored(),
        (e: unknown) => {
          logger.warn('lucky: score failed', codeOf(e));
          setNote(t('lucky.error.' + errorKind(e)));
        },
      )
      .then(() => setBusy(false));
  };

  const checkin = () =>
    guard(() =>
      score(SCORE_TYPE.checkin).then(() => {
        setCheckedIn(true);
        local.set(checkinKey(activity.id), today, 86400);
        setNote(t('lucky.scores.checkedIn'));
        context.emit('checkin', { activityId: activity.id });
        trackLucky(context, 'checkin', activity.id);
      }),
    );

  const share = () =>
    guard(() =>
      bridge
        .call('share', {
          title: t('lucky.scores.shareTitle', { title: activity.title }),
          // Support: location is always there in a browser; the guard is for non-DOM hosts.
          url: typeof location !== 'undefined' ? location.href : '',
        })
        .then(() => score(SCORE_TYPE.share))
        .then(() => {
          setShared(true);
          setNote(t('lucky.scores.shared'));
          context.emit('share', { activityId: activity.id });
          trackLucky(context, 'share', activity.id);
        }),
    );

  return (
    <section className="ppw-lucky-scores" aria-labelledby={'ppw-lucky-scores-' + uid}>
      <h3 id={'ppw-lucky-scores-' + uid} className="ppw-lucky-heading">
        {t('lucky.scores.title')}
      </h3>
      <p className="ppw-lucky-actions">
        <button type="button" className="ppw-lucky-button" aria-disabled={busy || checkedIn ? 'true' : undefined} onClick={() => !checkedIn && checkin()}>
          {checkedIn ? t('lucky.scores.checkedIn') : t('lucky.scores.checkin')}
        </button>{' '}
        <button type="button" className="ppw-lucky-button" aria-disabled={busy ? 'true' : undefined} onClick={share}>
          {shared ? t('lucky.scores.shared') : t('lucky.scores.share')}
        </button>
      </p>
      <p className="ppw-lucky-note" role="status">
        {note}
      </p>
    </section>
  );
}
