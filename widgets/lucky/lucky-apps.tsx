/**
 * The activity's apps, each with the download widget's own button (`DownloadLink`), so the
 * click follows the download flow of CONTRACT §5; a completed download earns a chance
 * (`use-app-downloads.ts`).
 */
import { useId } from 'react';
import type { I18n } from '../../src/types';
import { DownloadLink } from '../download/download-link';
import type { LuckyApp } from './lucky-types';

export interface LuckyAppsProps {
  apps: LuckyApp[];
  downloaded: Record<string, boolean>;
  earned: string | null;
  activityId: string;
  i18n: I18n;
}

export function LuckyApps(props: LuckyAppsProps) {
  const { apps, i18n } = props;
  const t = i18n.t;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  if (!apps.length) return null;
  return (
    <section className="ppw-lucky-apps" aria-labelledby={'ppw-lucky-apps-' + uid}>
      <h3 id={'ppw-lucky-apps-' + uid} className="ppw-lucky-heading">
        {t('lucky.apps.title')}
      </h3>
      <ul className="ppw-lucky-app-list">
        {apps.map((app) => (
          <li key={app.id} className="ppw-lucky-app">
            {app.iconUrl ? <img className="ppw-lucky-app-icon" src={app.iconUrl} alt="" width={48} height={48} /> : null}
            <span className="ppw-lucky-app-name">{app.name}</span>
            {props.downloaded[app.id] ? <span className="ppw-lucky-app-done">{t('lucky.apps.downloaded')}</span> : null}
            <DownloadLink
              app={app}
              i18n={i18n}
              className="ppw-lucky-button ppw-lucky-app-download"
              downloadTips={false}
              space={{ type: 'lucky', id: props.activityId }}
            />
          </li>
        ))}
      </ul>
      <p className="ppw-lucky-note" role="status">
        {props.earned ? t('lucky.apps.earned') : ''}
      </p>
    </section>
  );
}
