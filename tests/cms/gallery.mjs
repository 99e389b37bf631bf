/**
 * The gallery's snippets (examples/gallery/gallery-data.js, the one source of what an editor
 * copies), read as the gallery page reads them, so the CMS matrix follows the gallery.
 */
import { readFileSync } from 'node:fs';
import vm from 'node:vm';

const FILE = new URL('../../examples/gallery/gallery-data.js', import.meta.url);

/**
 * Each widget of the gallery with its template form (`snippet`, the `data-widget` form). The
 * link form is derived by the gallery page itself (examples/gallery/gallery.js) and read from it
 * in Chromium (tests/cms/matrix.ts).
 * @returns {{ name: string, forms: { 'data-widget': string, link: string | null } }[]}
 */
export function galleryWidgets() {
  const win = {};
  vm.runInNewContext(readFileSync(FILE, 'utf8'), { window: win });
  return win.PPGallery.widgets.map((w) => ({
    name: w.name,
    forms: { 'data-widget': w.snippet, link: null },
  }));
}
