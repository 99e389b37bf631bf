/**
 * The activity's title, status, time window and rules, with "remind me" while it has not
 * started yet (SPEC §7 reminder add).
 */
import { useId } from 'react';
import type { I18n } from '../../src/types';
import type { ActivityStatus, Activity } from './lucky-types';
import { formatChinaTime } from './format-time';
import { LuckyReminder, type LuckyReminderProps } from './lucky-reminder';

export interface ActivityHeaderProps {
  activity: Activity;
  status: ActivityStatus | null;
  t: I18n['t'];
  reminder: Omit<LuckyReminderProps, 'activity' | 't'>;
}

function timeText(a: Activity, t: I18n['t']): string {
  if (a.startTime !== null && a.endTime !== null) {
    return t('lucky.time', { start: formatChinaTime(a.startTime), end: formatChinaTime(a.endTime) });
  }
  if (a.startTime !== null) return t('lucky.time.from', { start: formatChinaTime(a.startTime) });
  if (a.endTime !== null) return t('lucky.time.until', { end: formatChinaTime(a.endTime) });
  return '';
}

export function ActivityHeader(props: ActivityHeaderProps) {
  const { activity, status, t } = props;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const time = timeText(activity, t);
  return (
    <header className="ppw-lucky-header">
      {activity.imageUrl ? <img className="ppw-lucky-banner" src={activity.imageUrl} alt="" /> : null}
      <h2 className="ppw-lucky-title">{activity.title || t('lucky.label')}</h2>
      {status ? (
        <p className={'ppw-lucky-badge ppw-lucky-badge-' + status}>{t('lucky.status.' + status)}</p>
      ) : null}
      {time ? <p className="ppw-lucky-time">{time}</p> : null}
      {activity.rules.length ? (
        <details className="ppw-lucky-rules">
          <summary id={'ppw-lucky-rules-' + uid}>{t('lucky.rules')}</summary>
          <ol aria-labelledby={'ppw-lucky-rules-' + uid}>
            {activity.rules.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {status === 'notStarted' ? <LuckyReminder activity={activity} t={t} {...props.reminder} /> : null}
    </header>
  );
}
