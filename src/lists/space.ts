/**
 * The space fields every content log carries (product-rules §7 /log/activity: `spaceType`,
 * `spaceRType`, `spaceId`, `spaceName`), read from the widget element or its nearest ancestor
 * that has them (product-rules §14), with per-widget defaults.
 */
import { schema } from '../attribute-names/widget-attributes';

export interface Space {
  spaceType: string;
  spaceRType: string;
  spaceId: string;
  spaceName: string;
}

function nearest(el: Element, name: string): string | null {
  const owner = el.closest('[' + name + ']');
  const v = owner ? owner.getAttribute(name) : null;
  return v !== null && v.trim() !== '' ? v.trim() : null;
}

/**
 * The element's space: its own or nearest ancestor's attributes, else `defaults`, else ''.
 * @example readSpace(el, { spaceType: 'comments' }) // { spaceType: 'comments', spaceRType: '', … }
 */
export function readSpace(el: Element, defaults: Partial<Space> = {}): Space {
  const s = schema.space;
  return {
    spaceType: nearest(el, s.type) || defaults.spaceType || '',
    spaceRType: nearest(el, s.rType) || defaults.spaceRType || '',
    spaceId: nearest(el, s.id) || defaults.spaceId || '',
    spaceName: nearest(el, s.name) || defaults.spaceName || '',
  };
}

/** The space in the shape `DownloadLink` writes on a button (so its download logs carry it). */
export function downloadSpace(space: Space): { type: string; rType: string; id: string; name: string } {
  return { type: space.spaceType, rType: space.spaceRType, id: space.spaceId, name: space.spaceName };
}

/**
 * Log fields: the space plus `extra`, leaving out empty values so beacons stay short.
 * Never pass personal data here: these go to logs and beacons.
 * @example logFields(space, { appId: '7', position: 0 })
 */
export function logFields(space: Space, extra: Record<string, string | number | undefined> = {}): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const all: Record<string, string | number | undefined> = { ...space, ...extra };
  for (const key of Object.keys(all)) {
    const v = all[key];
    if (v !== undefined && v !== '') out[key] = v;
  }
  return out;
}
