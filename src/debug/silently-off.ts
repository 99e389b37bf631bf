import type { ResolvedConfig } from '../types';
import { coreSchema } from '../schema-core';
import { appSchema, readAttr } from '../attribute-names/app-attributes';

/**
 * Markup that asks for something the config leaves off, so it silently does nothing:
 * the overlay lists these. Today: `data-require-id="1"` while `realname.enabled` is off.
 * @example silentlyOff(document, config) // ['2 download buttons asking for the real-name step …']
 */
export function silentlyOff(doc: ParentNode, config: ResolvedConfig): string[] {
  const notes: string[] = [];
  if (!config.realname.enabled) {
    const selector = appSchema.app.requireId.map((name) => `[${coreSchema.widget}="download"][${name}]`).join(',');
    // As the download widget reads it (src/app-link/app-data.ts): anything but empty or 0.
    let count = 0;
    const list = doc.querySelectorAll(selector);
    for (let i = 0; i < list.length; i++) {
      const value = (readAttr(list[i], appSchema.app.requireId) || '').trim();
      if (value !== '' && value !== '0') count++;
    }
    if (count) {
      notes.push(
        `${count} download button${count > 1 ? 's' : ''} asking for the real-name step (${appSchema.app.requireId[0]}): it never runs, as config realname.enabled is off`,
      );
    }
  }
  return notes;
}
