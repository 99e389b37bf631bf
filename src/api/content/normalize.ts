/**
 * Apps in answers of the store's servers (product-rules §15): apps under several field names,
 * read with the one set of tolerant readers (src/api/content/fields.ts). Pure: no DOM, no I/O.
 */
import { asText, isObj, pick, readNumber, toList, type Obj } from './fields';

export { toList };

/** An app as widgets use it: product-rules §3 fields plus `downloadCount` and `size`. */
export interface App {
  /** `id` or `appId`, always a string (data attributes and JSON disagree on the type). */
  id: string;
  /** `name` or `appName`; `''` when the server sent none. */
  name: string;
  iconUrl?: string;
  packageName?: string;
  versionId?: string;
  versionCode?: number;
  versionName?: string;
  /** product-rules §3: soft = 0, game = 1. */
  resourceType?: number;
  categoryId?: string;
  subCategoryId?: string;
  /** `requireId`, or `appOpExtInfo.misc.requireID` (product-rules §3). */
  requireId?: number;
  /** Number of downloads (format with src/lists/format-count.ts for display). */
  downloadCount?: number;
  /** Package size in bytes. */
  size?: number;
  /** The object as received, for fields not listed here. */
  raw: Record<string, unknown>;
}

/** A number, or `undefined` (which `set` leaves out). */
function number(v: unknown): number | undefined {
  const n = readNumber(v);
  return n === null ? undefined : n;
}

function requireIdOf(o: Obj): number | undefined {
  const direct = number(pick(o, ['requireId', 'requireID']));
  if (direct !== undefined) return direct;
  // product-rules §3: some pages carry it as appOpExtInfo.misc.requireID.
  const ext = o.appOpExtInfo;
  if (isObj(ext) && isObj(ext.misc)) return number(pick(ext.misc, ['requireID', 'requireId']));
  return undefined;
}

/**
 * Reads an app from a server object. Returns null when `raw` is not an object or has no
 * `id`/`appId`; every other field is optional and a missing or malformed one is left out.
 * @example normalizeApp({ appId: 7, appName: '王者荣耀' }) // → { id: '7', name: '王者荣耀', raw }
 */
export function normalizeApp(raw: unknown): App | null {
  if (!isObj(raw)) return null;
  const id = asText(pick(raw, ['id', 'appId']));
  if (id === undefined) return null;
  const app: App = { id, name: asText(pick(raw, ['name', 'appName'])) || '', raw };
  const set = <K extends keyof App>(key: K, value: App[K] | undefined): void => {
    if (value !== undefined) app[key] = value;
  };
  set('iconUrl', asText(pick(raw, ['iconUrl', 'icon'])));
  set('packageName', asText(raw.packageName));
  set('versionId', asText(raw.versionId));
  set('versionCode', number(raw.versionCode));
  set('versionName', asText(raw.versionName));
  set('resourceType', number(raw.resourceType));
  set('categoryId', asText(raw.categoryId));
  set('subCategoryId', asText(raw.subCategoryId));
  set('requireId', requireIdOf(raw));
  set('downloadCount', number(pick(raw, ['downloadCount', 'downloads', 'dCount'])));
  set('size', number(pick(raw, ['size', 'fileSize'])));
  return app;
}

/** `toList` then `normalizeApp`, dropping entries that are not apps. */
export function toAppList(data: unknown): App[] {
  const out: App[] = [];
  for (const item of toList(data)) {
    const app = normalizeApp(item);
    if (app) out.push(app);
  }
  return out;
}
