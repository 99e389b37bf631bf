/**
 * The activities of a page that lists several (`getActivityList`, offset 0, count 20 of
 * SPEC §9), optionally limited to `data-activity-ids`; choosing one opens its panel.
 */
import { useEffect, useId, useState } from 'react';
import type { WidgetContext } from '../../src/types';
import { codeOf } from './lucky-errors';
import { activityStatus, parseActivityList } from './lucky-parse';
import type { LuckySession } from './lucky-session';
import type { Activity } from './lucky-types';
import { LuckyPanel } from './lucky-panel';

/** SPEC §9 defaults of the activity list. */
export const ACTIVITY_LIST_PAGE = { offset: 0, count: 20 } as const;

export interface ActivityListProps {
  context: WidgetContext;
  session: LuckySession;
  /** Only these activities, in the server's order; empty: all. */
  only: string[];
}

export function ActivityList(props: ActivityListProps) {
  const { context, session, only } = props;
  const { api, i18n, logger, clock } = context.services;
  const t = i18n.t;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [list, setList] = useState<Activity[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const onlyKey = only.join(',');

  useEffect(() => {
    let live = true;
    api.lucky
      .getActivityList({ offset: ACTIVITY_LIST_PAGE.offset, count: ACTIVITY_LIST_PAGE.count })
      .then((data) => {
        if (!live) return;
        const all = parseActivityList(data);
        setList(onlyKey ? all.filter((a) => onlyKey.split(',').indexOf(a.id) !== -1) : all);
      })
      .catch((e: unknown) => {
        logger.warn('lucky: getActivityList failed', codeOf(e));
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, logger, onlyKey]);

  if (chosen) {
    return (
      <div className="ppw-lucky-chosen">
        <button type="button" className="ppw-lucky-link" onClick={() => setChosen(null)}>
          {t('lucky.list')}
        </button>
        <LuckyPanel context={context} session={session} activityId={chosen} />
      </div>
    );
  }
  if (failed) return <p className="ppw-lucky-note" role="alert">{t('lucky.loadFailed')}</p>;
  if (!list) return <p className="ppw-lucky-note" role="status">{t('lucky.loading')}</p>;
  return (
    <section className="ppw-lucky-list" aria-labelledby={'ppw-lucky-list-' + uid}>
      <h2 id={'ppw-lucky-list-' + uid} className="ppw-lucky-title">
        {t('lucky.list')}
      </h2>
      <ul>
        {list.map((a) => (
          <li key={a.id} className="ppw-lucky-list-item">
            <button type="button" className="ppw-lucky-link" onClick={() => setChosen(a.id)}>
              {a.title || a.id}
            </button>{' '}
            <span className="ppw-lucky-badge">{t('lucky.status.' + activityStatus(a, clock.now()))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
