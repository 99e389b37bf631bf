/**
 * Props to attributes for the React components (product-rules §17): a prop in camelCase is the
 * widget's `data-*` attribute in kebab-case (`appId` → `data-app-id`). Every name produced is one
 * src/attribute-names/widget-attributes.ts lists (app/react/attributes.test.ts checks the tables below against it).
 * Pure: no React, no DOM.
 */
import { schema } from '../../src/attribute-names/widget-attributes';
import type { AppFields, AttrValue } from '../../src/react-props';

export type { AppFields, AttrValue } from '../../src/react-props';

/** `appId` → `data-app-id`. */
export function dataName(prop: string): string {
  return 'data-' + prop.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

/** An attribute's text: lists joined by commas, `true` as "1". */
export function attrText(value: AttrValue): string | null {
  if (value === null || value === undefined || value === false) return null;
  if (value === true) return '1';
  if (typeof value === 'object') return value.join(',');
  return String(value);
}

/** Attributes every widget takes: the wake-up and the space fields of its logs. */
export const COMMON_PROPS = ['hydrate', 'spaceType', 'spaceRType', 'spaceId', 'spaceName', 'track'] as const;
const NAME_OF: Record<string, string> = { hydrate: schema.wake, track: schema.track };

/** The attribute of a prop: the schema's own for the two whose names differ from the rule. */
export function attrOf(prop: string): string {
  return NAME_OF[prop] || dataName(prop);
}

/**
 * The `data-*` attributes of `props` among `names`, in the order of `names` (so server markup is
 * the same on every render).
 * @example toAttributes({ appId: 7, count: 3 }, ['appId', 'count']) // { 'data-app-id': '7', 'data-count': '3' }
 */
export function toAttributes(props: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const text = attrText(props[name] as AttrValue);
    if (text !== null) out[attrOf(name)] = text;
  }
  return out;
}

/** The product-rules §3 fields, in the order the download README writes them. */
export const APP_FIELDS = [
  'id', 'versionId', 'name', 'packageName', 'versionCode', 'versionName', 'iconUrl',
  'resourceType', 'categoryId', 'subCategoryId', 'requireId', 'appOpExtInfo',
] as const;

/** A download button's app as its attributes (the schema's first, kebab-case, name of each). */
export function appAttributes(app: Partial<AppFields> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!app) return out;
  for (const field of APP_FIELDS) {
    const text = attrText(app[field] as AttrValue);
    if (text !== null) out[schema.app[field][0]] = text;
  }
  return out;
}

/** A stable text of attributes: the React key that remounts a widget when one changes. */
export function attributesKey(attrs: Record<string, string>): string {
  return Object.keys(attrs).map((k) => k + '=' + attrs[k]).join('\n');
}
