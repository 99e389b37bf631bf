/**
 * A plain download link that the runtime wakes as a `download` widget (product-rules §14).
 * Other widgets (content lists, lucky) render it instead of spelling the attributes.
 * Without script it is an ordinary link to `/download/apk?appId=…`.
 */
import type { ReactNode } from 'react';
import { schema } from '../../attribute-names/widget-attributes';
import type { I18n } from '../../types';
import { downloadMessages, registerDownloadMessages } from '../download-texts/messages';

type Field = string | number | null | undefined;

/** The app fields a link carries; matches the normalised `App` of src/api structurally. */
export interface DownloadLinkApp {
  id: Field;
  name?: Field;
  versionId?: Field;
  packageName?: Field;
  versionCode?: Field;
  versionName?: Field;
  iconUrl?: Field;
  /** 0 soft, 1 game (product-rules §3). */
  resourceType?: Field;
  categoryId?: Field;
  subCategoryId?: Field;
  requireId?: Field | boolean;
}

/** Space fields of the download logs (product-rules §14). */
export interface DownloadSpace {
  type?: Field;
  rType?: Field;
  id?: Field;
  name?: Field;
}

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
 * The app attributes of a download link (first, kebab-case names of `schema`).
 * Empty fields are left out.
 *
 * @example
 * downloadAttributes({ id: 1, name: 'App' }) // { 'data-widget': 'download', 'data-id': '1', … }
 */
export function downloadAttributes(app: DownloadLinkApp, space?: DownloadSpace): Record<string, string> {
  const a = schema.app;
  const out: Record<string, string> = { [schema.widget]: 'download' };
  const put = (name: string, value: Field | boolean) => {
    if (value === null || value === undefined || value === '') return;
    out[name] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  };
  put(a.id[0], app.id);
  put(a.versionId[0], app.versionId);
  put(a.name[0], app.name);
  put(a.packageName[0], app.packageName);
  put(a.versionCode[0], app.versionCode);
  put(a.versionName[0], app.versionName);
  put(a.iconUrl[0], app.iconUrl);
  put(a.resourceType[0], app.resourceType);
  put(a.categoryId[0], app.categoryId);
  put(a.subCategoryId[0], app.subCategoryId);
  put(a.requireId[0], app.requireId);
  if (space) {
    put(schema.space.type, space.type);
    put(schema.space.rType, space.rType);
    put(schema.space.id, space.id);
    put(schema.space.name, space.name);
  }
  return out;
}

/** The no-script fallback href: same-origin `/download/apk?appId=…`. */
export function fallbackHref(appId: Field): string {
  return '/download/apk?appId=' + encodeURIComponent(String(appId === null || appId === undefined ? '' : appId));
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
