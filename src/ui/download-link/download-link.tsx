/**
 * A plain download link that the runtime wakes as a `download` widget (product-rules §14).
 * Other widgets (content lists, lucky) render it instead of spelling the attributes.
 * Without script it is an ordinary link to `/download/apk?appId=…`.
 */
import type { ReactNode } from 'react';
import { schema } from '../../attribute-names/widget-attributes';
import { downloadAttributes, fallbackHref, type DownloadLinkApp, type DownloadSpace } from '../download-attributes/download-attributes';

export { downloadAttributes, fallbackHref, type DownloadLinkApp, type DownloadSpace };
import type { I18n } from '../../types';
import { downloadMessages, registerDownloadMessages } from '../download-texts/messages';

export interface DownloadLinkProps {
  app: DownloadLinkApp;
  /** Written on the link itself; otherwise the nearest ancestor's space fields are used. */
  space?: DownloadSpace;
  /** Visible text. @default i18n `download.label` (下载) */
  label?: ReactNode;
  /** Translates the default label when given. */
  i18n?: I18n;
  /** `data-tips` for the tips banner. */
  tips?: 'install' | 'reserve' | 'gift';
  /** `false` writes `data-download-tips="0"` (never the banner's button). */
  downloadTips?: boolean;
  /** `data-download-mode`: how the download URL is obtained. @default 'apk' */
  mode?: 'apk' | 'url' | 'dot';
  /** Extra classes (host or `ppw-` ones). */
  className?: string;
}

/**
 * Renders `<a data-widget="download" href="/download/apk?appId=…" data-id=… …>`.
 *
 * @example
 * <DownloadLink app={app} space={{ type: 'list', id: 12 }} i18n={services.i18n} />
 */
export function DownloadLink(props: DownloadLinkProps) {
  const attrs = downloadAttributes(props.app, props.space);
  if (props.tips) attrs[schema.tips] = props.tips;
  if (props.downloadTips === false) attrs[schema.downloadTips] = '0';
  if (props.mode && props.mode !== 'apk') attrs[schema.downloadMode] = props.mode;
  let label = props.label;
  if (label === undefined || label === null) {
    if (props.i18n) {
      registerDownloadMessages(props.i18n);
      label = props.i18n.t('download.label');
    } else {
      label = downloadMessages['zh-CN']['download.label'];
    }
  }
  return (
    <a {...attrs} href={fallbackHref(props.app.id)} className={props.className}>
      {label}
    </a>
  );
}
