/**
 * The app detail call (product-rules §7 `appDetail`) for download links whose URL lacks a field
 * the flow needs: once per app, the apps asked for in one task requested together (the call
 * takes one app: deduplicated and concurrent), each answer kept for the page's life.
 */
import { appSchema } from '../../src/attribute-names/app-attributes';

/** `[attribute, value]` pairs of a download button. */
export type Attrs = [string, string][];

const a = appSchema.app;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' && isFinite(v) ? String(v) : '');

/**
 * A detail answer as the download button's attributes (the field names of product-rules §3,
 * read tolerantly as every answer is: `name` or `appName`, `requireId` or
 * `appOpExtInfo.misc.requireID`); fields the answer lacks are left out.
 * @example detailAttributes({ appId: 7, packageName: 'com.x', resourceType: 1, requireId: 1 })
 * // [['data-package-name', 'com.x'], ['data-resource-type', '1'], ['data-require-id', '1']]
 */
export function detailAttributes(raw: unknown): Attrs {
  const out: Attrs = [];
  if (!isObj(raw)) return out;
  const put = (attr: string, value: unknown) => {
    const t = text(value);
    if (t) out.push([attr, t]);
  };
  put(a.name[0], raw.name || raw.appName);
  put(a.packageName[0], raw.packageName);
  put(a.versionId[0], raw.versionId);
  put(a.versionCode[0], raw.versionCode);
  put(a.versionName[0], raw.versionName);
  put(a.iconUrl[0], raw.iconUrl);
  put(a.resourceType[0], raw.resourceType);
  put(a.categoryId[0], raw.categoryId);
  put(a.subCategoryId[0], raw.subCategoryId);
  const ext = isObj(raw.appOpExtInfo) && isObj(raw.appOpExtInfo.misc) ? raw.appOpExtInfo.misc.requireID : undefined;
  const require = raw.requireId !== undefined ? raw.requireId : raw.requireID !== undefined ? raw.requireID : ext;
  if (require !== undefined && require !== null) put(a.requireId[0], require === true ? 1 : require === false ? 0 : require);
  return out;
}

/** Asks for one app's fields; resolves null when the call failed (the link works without). */
export type AppDetails = (appId: string) => Promise<Attrs | null>;

/**
 * @param fetchDetail the API client's `getAppDetail` for one app
 * @example const details = createAppDetails((id) => api.getAppDetail({ appId: id }), warn);
 * details('1001').then((attrs) => attrs && write(attrs));
 */
export function createAppDetails(fetchDetail: (appId: string) => Promise<unknown>, warn: (message: string, detail?: unknown) => void): AppDetails {
  const cache: Record<string, Promise<Attrs | null>> = {};
  let batch: string[] | null = null;
  const starters: Record<string, (value: Promise<Attrs | null>) => void> = {};
  return (appId) => {
    const key = 'i' + appId;
    const known = cache[key] as Promise<Attrs | null> | undefined;
    if (known) return known;
    cache[key] = new Promise<Attrs | null>((resolve) => (starters[key] = resolve));
    if (!batch) {
      batch = [];
      // The apps of one task (a screen of links) go out together, each once.
      Promise.resolve().then(() => {
        const ids = batch!;
        batch = null;
        for (const id of ids) {
          const k = 'i' + id;
          starters[k](
            Promise.resolve()
              .then(() => fetchDetail(id))
              .then(detailAttributes, (error: unknown) => {
                warn('links: the detail of app ' + id + ' failed; its links download with what their URL says', error);
                return null;
              }),
          );
          delete starters[k];
        }
      });
    }
    batch.push(appId);
    return cache[key];
  };
}
