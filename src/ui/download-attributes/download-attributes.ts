/**
 * The attributes of a download link (`<a data-widget="download" …>`), which the runtime wakes as
 * the `download` widget: here, beside the names, so that a widget drawing such a link (the lucky
 * panel's apps) needs neither the download link's chunk nor its label's (src/ui/download-link/ adds the label).
 */
import { schema } from '../../attribute-names/widget-attributes';

export type Field = string | number | null | undefined;

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

