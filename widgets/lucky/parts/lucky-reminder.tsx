/**
 * "Remind me when it starts" for an activity that has not started (product-rules §7 reminder add:
 * objectId, objectType, remindTime; the API client adds channel and source).
 */
import { useState } from 'react';
import type { Activity } from '../state/lucky-types';
import { Btn, Note, useAction } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

/** `objectType` of an activity reminder when the activity does not name one. */
export const LUCKY_REMINDER_OBJECT_TYPE = 1;

/** Local-store key remembering a reminder already set for an activity, so the button says so. */
export function reminderKey(activityId: string): string {
  return 'ppw-lucky-remind-' + activityId;
}

export interface LuckyReminderProps {
  activity: Activity;
}

export function LuckyReminder(props: LuckyReminderProps) {
  const { activity } = props;
  const { services, t, emit, track } = useLuckyContext();
  const { api, local, clock } = services;
  const key = reminderKey(activity.id);
  const start = activity.startTime;
  const [done, setDone] = useState(() => local.get(key) === activity.id);
  const action = useAction('reminder');

  const remind = () =>
    done ||
    action.run(() =>
      api
        .addReminder({
          objectId: activity.id,
          objectType: activity.reminderObjectType !== undefined ? activity.reminderObjectType : LUCKY_REMINDER_OBJECT_TYPE,
          remindTime: start !== null ? start : '',
        })
        .then(() => {
          setDone(true);
          local.set(key, activity.id, start !== null ? Math.max(60, (start - clock.now()) / 1000) : undefined);
          emit('remind', { activityId: activity.id });
          track('remind', activity.id);
        }),
    );

  return (
    <div className="ppw-lucky-reminder">
      <Btn pressed={done} off={action.busy} onClick={remind}>
        {t(done ? 'lucky.remind.done' : 'lucky.remind')}
      </Btn>
      <Note>{action.note}</Note>
    </div>
  );
}
