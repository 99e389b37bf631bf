/**
 * The activity's apps, each with the download widget's own button (`DownloadLink`), so the
 * click follows the download flow of product-rules §14; a completed download earns a chance
 * (`use-app-downloads.ts`).
 */
import { DownloadLink } from '../../../src/ui/download-link/download-link';
import type { LuckyApp } from '../state/lucky-types';
import { Note, Section } from './lucky-ui';
import { useLuckyContext } from '../lucky-context';

export interface LuckyAppsProps {
  apps: LuckyApp[];
  downloaded: Record<string, boolean>;
  earned: string | null;
  activityId: string;
}

export function LuckyApps(props: LuckyAppsProps) {
  const { apps } = props;
  const { services, t } = useLuckyContext();
  const { i18n } = services;
  if (!apps.length) return null;
  return (
    <Section name="apps" title={t('lucky.apps.title')}>
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
      <Note>{props.earned ? t('lucky.apps.earned') : ''}</Note>
    </Section>
  );
}
