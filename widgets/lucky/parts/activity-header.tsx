/**
 * The activity's title, status, time window and rules, with "remind me" while it has not
 * started yet (product-rules §7 reminder add).
 */
import type { I18n } from '../../../src/types';
import type { ActivityStatus, Activity } from '../state/lucky-types';
import { formatChinaTime } from '../../../src/lists/mount/time';
import { LuckyReminder } from './lucky-reminder';
import { useUid } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

export interface ActivityHeaderProps {
  activity: Activity;
  status: ActivityStatus | null;
}

function timeText(a: Activity, t: I18n['t']): string {
  const start = a.startTime !== null ? formatChinaTime(a.startTime) : '';
  const end = a.endTime !== null ? formatChinaTime(a.endTime) : '';
  return start && end ? t('lucky.time', { start, end }) : start ? t('lucky.time.from', { start }) : end ? t('lucky.time.until', { end }) : '';
}

export function ActivityHeader(props: ActivityHeaderProps) {
  const { activity, status } = props;
  const { t } = useLuckyContext();
  const rulesId = 'ppw-lucky-rules-' + useUid();
  const time = timeText(activity, t);
  return (
    <header className="ppw-lucky-header">
      {/* The store's banners are 640 × 240: the box holds that shape before the image comes. */}
      {activity.imageUrl ? <img className="ppw-lucky-banner" src={activity.imageUrl} alt="" width="640" height="240" /> : null}
      <h2 className="ppw-lucky-title">{activity.title || t('lucky.label')}</h2>
      {status ? <p className={'ppw-lucky-badge ppw-lucky-badge-' + status}>{t('lucky.status.' + status)}</p> : null}
      {time ? <p className="ppw-lucky-time">{time}</p> : null}
      {activity.rules.length ? (
        <details className="ppw-lucky-rules">
          <summary id={rulesId}>{t('lucky.rules')}</summary>
          <ol aria-labelledby={rulesId}>
            {activity.rules.map((r, i) => (
              <li key={i}>{r}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {status === 'notStarted' ? <LuckyReminder activity={activity} /> : null}
    </header>
  );
}
