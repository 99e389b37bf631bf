/**
 * The gallery's snippets (examples/gallery/gallery-data.js, the one source of what an editor
 * copies), read as the gallery page reads them, so the CMS matrix follows the gallery.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const FILE = new URL('../../examples/gallery/gallery-data.js', import.meta.url);

/**
 * Each widget of the gallery with its two forms: `data-widget` (the template form, `snippet`)
 * and `link` (the link form a CMS editor pastes; null where the gallery has none).
 * @returns {{ name: string, forms: { 'data-widget': string, link: string | null } }[]}
 */
export function galleryWidgets() {
  const win = {};
  vm.runInNewContext(readFileSync(FILE, 'utf8'), { window: win });
  return win.PPGallery.widgets.map((w) => ({
    name: w.name,
    forms: { 'data-widget': w.snippet, link: w.linkSnippet || w.link || null },
  }));
}
