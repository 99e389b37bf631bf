/**
 * The activity's apps, each with the download widget's own link (`data-widget="download"`, the
 * attributes `DownloadLink` writes), so the click follows the download flow of product-rules
 * §14; a completed download earns a chance (`use-app-downloads.ts`). Drawn here with the panel's
 * own label rather than through `DownloadLink`: the apps are below a phone's first screen, and
 * its chunks (download-link, download-texts) are not loaded for them before the first tap; a tap
 * before the download widget's code is held and replayed by the runtime. A page's
 * `download.label` in config `messages` is their label too, as it is every download button's.
 */
import { downloadAttributes, fallbackHref } from '../../../src/ui/download-attributes/download-attributes';
import { schema } from '../../../src/attribute-names/widget-attributes';
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
  const { t, config } = useLuckyContext();
  if (!apps.length) return null;
  // A page's own label for the download buttons (config `messages['download.label']`) is this
  // button's too, unless the page names the panel's (`lucky.apps.download`) apart.
  // (The merged config's `messages` is a plain object whose keys hold dots: `in` is enough.)
  const own = config.messages;
  const label = t('download.label' in own && !('lucky.apps.download' in own) ? 'download.label' : 'lucky.apps.download');
  return (
    <Section name="apps" title={t('lucky.apps.title')}>
      <ul className="ppw-lucky-app-list">
        {apps.map((app) => (
          <li key={app.id} className="ppw-lucky-app">
            {app.iconUrl ? <img className="ppw-lucky-app-icon" src={app.iconUrl} alt="" width={48} height={48} /> : null}
            <span className="ppw-lucky-app-name">{app.name}</span>
            {props.downloaded[app.id] ? <span className="ppw-lucky-app-done">{t('lucky.apps.downloaded')}</span> : null}
            <a
              {...downloadAttributes(app, { type: 'lucky', id: props.activityId })}
              {...{ [schema.downloadTips]: '0' }}
              href={fallbackHref(app.id)}
              className="ppw-lucky-button ppw-lucky-app-download"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
      <Note>{props.earned ? t('lucky.apps.earned') : ''}</Note>
    </Section>
  );
}
