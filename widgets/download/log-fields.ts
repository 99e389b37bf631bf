/**
 * The fields of the download logs (`/log/activity`, `/log/click`; product-rules §7, product-rules §14).
 * `ppz`, `ch_src` and `ch` are added by the log service. Never any personal data.
 */
import { readAttr, schema } from '../../src/attribute-names/widget-attributes';
import type { DownloadApp } from '../../src/app-link/app-data';

export interface SpaceFields {
  spaceType: string;
  spaceRType: string;
  spaceId: string;
  spaceName: string;
}

const SPACE_ATTRS = [schema.space.type, schema.space.rType, schema.space.id, schema.space.name];

/**
 * Space fields from the button, or else from its nearest ancestor that has any of them.
 *
 * @example spaceFieldsOf(button) // { spaceType: 'list', spaceRType: '', spaceId: '12', spaceName: '热门' }
 */
export function spaceFieldsOf(button: Element): SpaceFields {
  let el: Element | null = button;
  while (el) {
    for (const name of SPACE_ATTRS) {
      if (el.hasAttribute(name)) return read(el);
    }
    el = el.parentElement;
  }
  return { spaceType: '', spaceRType: '', spaceId: '', spaceName: '' };
}

function read(el: Element): SpaceFields {
  const v = (name: string) => (readAttr(el, name) || '').trim();
  return {
    spaceType: v(schema.space.type),
    spaceRType: v(schema.space.rType),
    spaceId: v(schema.space.id),
    spaceName: v(schema.space.name),
  };
}

/**
 * The download log fields of an app. `packageId` is the app's `versionId`: the id of the
 * package (apk) being downloaded.
 */
export function downloadLogFields(app: DownloadApp, space: SpaceFields): Record<string, string | number> {
  return {
    appId: app.id,
    appName: app.name,
    resourceType: app.resourceType,
    packageId: app.versionId,
    categoryId: app.categoryId,
    subCategoryId: app.subCategoryId,
    spaceType: space.spaceType,
    spaceRType: space.spaceRType,
    spaceId: space.spaceId,
    spaceName: space.spaceName,
  };
}
