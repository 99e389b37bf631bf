/**
 * Reads the app a download button stands for from its attributes (product-rules §14, product-rules §3):
 * kebab-case names first, then the legacy all-lowercase forms, all spelled in src/attribute-names/app-attributes.ts.
 */
import { appSchema as schema, readAttr } from '../attribute-names/app-attributes';

/** 0 = soft (app), 1 = game (product-rules §3). */
export type ResourceType = 0 | 1;

/** The app of a download button, as strings the logs and URLs use unchanged. */
export interface DownloadApp {
  id: string;
  name: string;
  versionId: string;
  packageName: string;
  versionCode: string;
  versionName: string;
  iconUrl: string;
  resourceType: ResourceType;
  categoryId: string;
  subCategoryId: string;
  /** The real-name check applies: `requireId` not 0, or `appOpExtInfo.misc.requireID` of 1. */
  requireId: boolean;
}

/** Either the app, or why the button is malformed (the caller warns once and leaves the link). */
export type ReadAppResult = { app: DownloadApp } | { error: string };

// product-rules §3: "resourceType (soft=0, game=1)"; numbers and names are both seen in templates.
const RESOURCE_TYPES: Record<string, ResourceType> = { '0': 0, soft: 0, '1': 1, game: 1 };

const ID_PATTERN = /^[0-9A-Za-z_-]{1,64}$/;

/**
 * Reads and checks a button's app attributes.
 *
 * @example
 * const result = readApp(button);
 * if ('error' in result) logger.warnOnce(button, result.error, button);
 * else start(result.app);
 */
export function readApp(el: Element): ReadAppResult {
  const a = schema.app;
  const text = (names: readonly string[]) => (readAttr(el, names) || '').trim();

  const id = text(a.id);
  if (!id) return { error: 'download button has no app id (' + a.id[0] + ')' };
  if (!ID_PATTERN.test(id)) return { error: 'download button has a malformed app id (' + a.id[0] + ')' };

  const rawType = text(a.resourceType).toLowerCase();
  // A number or nothing: a name the table inherits (`constructor`, `__proto__`) is malformed too.
  const resourceType: ResourceType | undefined = rawType ? RESOURCE_TYPES[rawType] : 0;
  if (typeof resourceType !== 'number') {
    return { error: 'download button has a malformed ' + a.resourceType[0] + ' (soft/0 or game/1)' };
  }

  const ext = readExtRequireId(readAttr(el, a.appOpExtInfo));
  if (ext === 'malformed') return { error: 'download button has malformed JSON in ' + a.appOpExtInfo[0] };
  const rawRequire = text(a.requireId);
  // product-rules §4: "requireID of 1, or requireId not 0"; an empty attribute says nothing.
  const requireId = ext === true || (rawRequire !== '' && rawRequire !== '0');

  return {
    app: {
      id,
      name: text(a.name),
      versionId: text(a.versionId),
      packageName: text(a.packageName),
      versionCode: text(a.versionCode),
      versionName: text(a.versionName),
      iconUrl: text(a.iconUrl),
      resourceType,
      categoryId: text(a.categoryId),
      subCategoryId: text(a.subCategoryId),
      requireId,
    },
  };
}

/** `appOpExtInfo` JSON: true when `misc.requireID` is 1, false when absent, or 'malformed'. */
function readExtRequireId(raw: string | null): boolean | 'malformed' {
  if (raw === null || raw.trim() === '') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'malformed';
  }
  if (!parsed || typeof parsed !== 'object') return 'malformed';
  const misc = (parsed as { misc?: unknown }).misc;
  if (!misc || typeof misc !== 'object') return false;
  const flag = (misc as { requireID?: unknown }).requireID;
  return flag === 1 || flag === '1' || flag === true;
}
