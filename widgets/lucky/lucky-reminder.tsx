/**
 * "Remind me when it starts" for an activity that has not started (SPEC §7 reminder add:
 * objectId, objectType, remindTime; the API client adds channel and source).
 */
import { useState } from 'react';
import type { I18n, WidgetContext } from '../../src/types';
import { codeOf, errorKind } from './lucky-errors';
import type { Activity } from './lucky-types';
import { trackLucky } from './lucky-track';

/** `objectType` of an activity reminder when the activity does not name one. */
export const LUCKY_REMINDER_OBJECT_TYPE = 1;

export interface LuckyReminderProps {
  activity: Activity;
  t: I18n['t'];
  context: WidgetContext;
  /** Remembers a reminder already set for this activity (local store), so the button says so. */
  storageKey: string;
}

export function LuckyReminder(props: LuckyReminderProps) {
  const { activity, t, context } = props;
  const { api, local, logger } = context.services;
  const [done, setDone] = useState(() => local.get(props.storageKey) === activity.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const remind = () => {
    if (busy || done) return;
    setBusy(true);
    setError('');
    api
      .addReminder({
        objectId: activity.id,
        objectType: activity.reminderObjectType !== undefined ? activity.reminderObjectType : LUCKY_REMINDER_OBJECT_TYPE,
        remindTime: activity.startTime !== null ? activity.startTime : '',
      })
      .then(() => {
        setDone(true);
        const ttl = activity.startTime !== null ? Math.max(60, (activity.startTime - context.services.clock.now()) / 1000) : undefined;
        local.set(props.storageKey, activity.id, ttl);
        context.emit('remind', { activityId: activity.id });
        trackLucky(context, 'remind', activity.id);
      })
      .catch((e: unknown) => {
        logger.warn('lucky: reminder failed', codeOf(e));
        setError(t('lucky.error.' + errorKind(e)));
      })
      .then(() => setBusy(false));
  };

  return (
    <div className="ppw-lucky-reminder">
      <button type="button" className="ppw-lucky-button" aria-pressed={done ? 'true' : 'false'} aria-disabled={busy ? 'true' : undefined} onClick={remind}>
        {done ? t('lucky.remind.done') : t('lucky.remind')}
      </button>
      <p className="ppw-lucky-note" role="status">
        {error}
      </p>
    </div>
  );
}
