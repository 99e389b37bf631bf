/**
 * Tolerant readers for answers of the store's servers (product-rules §15): lists may arrive in
 * several wrappers and apps under several field names. Pure: no DOM, no I/O.
 */

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
  /** Number of downloads (format with src/format for display). */
  downloadCount?: number;
  /** Package size in bytes. */
  size?: number;
  /** The object as received, for fields not listed here. */
  raw: Record<string, unknown>;
}

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The list in an answer: `data` itself when it is an array, else its `list`, `items` or
 * `content` array (product-rules §15). Anything else gives `[]`, never throws.
 * @example toList({ content: [{ name: 'key_web_realname' }] }) // → [{ name: 'key_web_realname' }]
 */
export function toList<T = unknown>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (isObj(data)) {
    const keys = ['list', 'items', 'content'];
    for (const k of keys) {
      const v = data[k];
      if (Array.isArray(v)) return v as T[];
    }
  }
  return [];
}

function str(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && isFinite(v)) return String(v);
  return undefined;
}

function num(v: unknown): number | undefined {
  if (typeof v === 'number') return isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return isFinite(n) ? n : undefined;
  }
  return undefined;
}

function first(o: Obj, keys: string[]): unknown {
  for (const k of keys) {
    if (o[k] !== undefined && o[k] !== null && o[k] !== '') return o[k];
  }
  return undefined;
}

function requireIdOf(o: Obj): number | undefined {
  const direct = num(first(o, ['requireId', 'requireID']));
  if (direct !== undefined) return direct;
  // product-rules §3: some pages carry it as appOpExtInfo.misc.requireID.
  const ext = o.appOpExtInfo;
  if (isObj(ext) && isObj(ext.misc)) return num(first(ext.misc, ['requireID', 'requireId']));
  return undefined;
}

/**
 * Reads an app from a server object. Returns null when `raw` is not an object or has no
 * `id`/`appId`; every other field is optional and a missing or malformed one is left out.
 * @example normalizeApp({ appId: 7, appName: '王者荣耀' }) // → { id: '7', name: '王者荣耀', raw }
 */
export function normalizeApp(raw: unknown): App | null {
  if (!isObj(raw)) return null;
  const id = str(first(raw, ['id', 'appId']));
  if (id === undefined) return null;
  const app: App = { id, name: str(first(raw, ['name', 'appName'])) || '', raw };
  const set = <K extends keyof App>(key: K, value: App[K] | undefined): void => {
    if (value !== undefined) app[key] = value;
  };
  set('iconUrl', str(first(raw, ['iconUrl', 'icon'])));
  set('packageName', str(raw.packageName));
  set('versionId', str(raw.versionId));
  set('versionCode', num(raw.versionCode));
  set('versionName', str(raw.versionName));
  set('resourceType', num(raw.resourceType));
  set('categoryId', str(raw.categoryId));
  set('subCategoryId', str(raw.subCategoryId));
  set('requireId', requireIdOf(raw));
  set('downloadCount', num(first(raw, ['downloadCount', 'downloads', 'dCount'])));
  set('size', num(first(raw, ['size', 'fileSize'])));
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
