/**
 * Small readings of parsed nodes shared by the CMS check (check-cms.js) and its parts.
 */
import { attr, textOf } from './html-tree.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {{ el: Element, widget: string, form: 'data-widget' | 'link', kind: 'element' | 'link' | 'image' }} Placed a widget placed in markup
 */

/** Attributes that say which instance a widget is, most telling first. */
const IDENTITY = ['data-id', 'data-app-id', 'data-appid', 'data-activity-id', 'data-activity-ids', 'data-space-id', 'data-app-ids', 'data-special-id', 'data-q'];
/** The 1×1 image a lazy image shows until it loads. */
export const PLACEHOLDER_SRC = /^data:image\//;

/** Text with its runs of white space made one space. */
export const norm = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();

/** The element's line in its file. */
export const lineOf = (/** @type {Element} */ el) => (el.sourceCodeLocation ? el.sourceCodeLocation.startLine : undefined);

/** The value of the attribute that says which instance a widget is (its app id, activity id, …), or null. */
export function identity(/** @type {Element} */ el) {
  for (const name of IDENTITY) {
    const v = attr(el, name);
    if (v !== null) return v.trim();
  }
  return null;
}

/** No text and no image inside: what editors delete. */
export function isEmpty(/** @type {Element} */ el) {
  return !norm(textOf(el)) && !el.childNodes.some((c) => /** @type {any} */ (c).tagName === 'img');
}
