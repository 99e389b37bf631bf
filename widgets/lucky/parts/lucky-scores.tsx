/**
 * Earning chances without a download: the daily check-in (`addScore` type checkin = 1) and
 * sharing through the native client (`share`, then type share = 2). Shown only in the client,
 * where the user can be identified; each success refreshes the chances shown.
 */
import { useState } from 'react';
import type { Activity } from '../state/lucky-types';
import { SCORE_TYPE } from '../hooks/use-app-downloads';
import { chinaDate } from '../../../src/lists/mount/time';
import { Btn, Note, Section, useAction } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

export interface LuckyScoresProps {
  activity: Activity;
  /** The server already counted today's check-in. */
  checkedInToday: boolean;
  onScored(): void;
}

/** Local-store key of today's check-in for an activity (no personal data in it). */
export function checkinKey(activityId: string): string {
  return 'ppw-lucky-checkin-' + activityId;
}

export function LuckyScores(props: LuckyScoresProps) {
  const { activity } = props;
  const { services, t, call, emit, track, win } = useLuckyContext();
  const { bridge, local, clock } = services;
  const activityId = activity.id;
  const today = chinaDate(clock.now());
  const [checkedInHere, setCheckedIn] = useState(() => local.get(checkinKey(activityId)) === today);
  const checkedIn = checkedInHere || props.checkedInToday;
  const [shared, setShared] = useState(false);
  const { busy, note, setNote, run } = useAction('score');

  /** Scores `type`, then says `done` and tells the page and analytics about `what`. */
  const score = (type: number, what: 'checkin' | 'share', done: string, first: () => Promise<unknown> = () => Promise.resolve()) =>
    run(() =>
      first()
        .then(() => call('addScore', { activityId, type }))
        .then(() => {
          if (what === 'checkin') {
            setCheckedIn(true);
            local.set(checkinKey(activityId), today, 86400);
          } else setShared(true);
          setNote(t(done));
          emit(what, { activityId });
          track(what, activityId);
        })
        .then(props.onScored),
    );

  const share = () =>
    score(SCORE_TYPE.share, 'share', 'lucky.scores.shared', () =>
      bridge.call('share', {
        title: t('lucky.scores.shareTitle', { title: activity.title }),
        url: win.location.href,
      }),
    );

  return (
    <Section name="scores" title={t('lucky.scores.title')}>
      <p className="ppw-lucky-actions">
        <Btn off={busy || checkedIn} onClick={() => checkedIn || score(SCORE_TYPE.checkin, 'checkin', 'lucky.scores.checkedIn')}>
          {t(checkedIn ? 'lucky.scores.checkedIn' : 'lucky.scores.checkin')}
        </Btn>{' '}
        <Btn off={busy} onClick={share}>
          {t(shared ? 'lucky.scores.shared' : 'lucky.scores.share')}
        </Btn>
      </p>
      <Note>{note}</Note>
    </Section>
  );
}
