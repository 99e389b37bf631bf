/**
 * The activities of a page that lists several (`getActivityList`, offset 0, count 20 of
 * product-rules §9), optionally limited to `data-activity-ids`; choosing one opens its panel.
 */
import { useState } from 'react';
import { activityStatus, parseActivityList } from './state/lucky-parse';
import { useLuckyContext } from './lucky-context';
import { LuckyPanel } from './lucky-panel';
import { Btn, Note, useLoad, useUid } from './parts/lucky-ui';

/** product-rules §9 defaults of the activity list. */
export const ACTIVITY_LIST_PAGE = { offset: 0, count: 20 } as const;

export interface ActivityListProps {
  /** Only these activities, in the server's order; empty: all. */
  only: string[];
}

export function ActivityList(props: ActivityListProps) {
  const { only } = props;
  const { services, t } = useLuckyContext();
  const { api, clock } = services;
  const uid = useUid();
  const [chosen, setChosen] = useState<string | null>(null);
  const onlyKey = only.join(',');
  const { data: list, error } = useLoad(
    'getActivityList',
    () =>
      api.lucky.getActivityList({ offset: ACTIVITY_LIST_PAGE.offset, count: ACTIVITY_LIST_PAGE.count }).then((data) => {
        const all = parseActivityList(data);
        return onlyKey ? all.filter((a) => onlyKey.split(',').indexOf(a.id) !== -1) : all;
      }),
    [api, onlyKey],
  );

  if (chosen) {
    return (
      <div className="ppw-lucky-chosen">
        <Btn link onClick={() => setChosen(null)}>
          {t('lucky.list')}
        </Btn>
        <LuckyPanel activityId={chosen} />
      </div>
    );
  }
  if (error) return <p className="ppw-lucky-note" role="alert">{t('lucky.loadFailed')}</p>;
  // Busy until the list is drawn, as the panel's loading line is.
  if (!list)
    return (
      <div aria-busy="true">
        <Note>{t('lucky.loading')}</Note>
      </div>
    );
  return (
    <section className="ppw-lucky-list" aria-labelledby={'ppw-lucky-list-' + uid}>
      <h2 id={'ppw-lucky-list-' + uid} className="ppw-lucky-title">
        {t('lucky.list')}
      </h2>
      <ul>
        {list.map((a) => (
          <li key={a.id} className="ppw-lucky-list-item">
            <Btn link onClick={() => setChosen(a.id)}>
              {a.title || a.id}
            </Btn>{' '}
            <span className="ppw-lucky-badge">{t('lucky.status.' + activityStatus(a, clock.now()))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
