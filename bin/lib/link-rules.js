/**
 * The link form (docs/cms.md) is checked like the data-widget form: a `#ppw=<widget>` link must
 * name a registered widget, its `&name=value` pairs are the widget's attributes (their names
 * without `data-`, kebab-case or camelCase) with the same rules; a link to the download URL takes
 * its app fields from the query (`appId`, `name`, `resourceType`, …).
 */
import { attr } from './html-tree.js';
import { isDownloadHref, linkWidget, ppwFragment } from './link-form.js';
import { hasPlaceholder } from './placeholders.js';
import { checkWidget } from './widget-rules.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {import('./widget-rules.js').Report} Report
 */

/** Query names of the download link, by the attribute they stand for. */
const QUERY_NAMES = { 'data-id': 'appId' };

/**
 * Checks one `<a href>` that is not itself a data-widget element.
 * @param {Element} el
 * @param {Report} report
 */
export function checkLink(el, report) {
  const href = attr(el, 'href');
  if (el.tagName !== 'a' || href === null || attr(el, 'data-widget') !== null) return;
  const ppw = ppwFragment(href);
  if (!ppw && !isDownloadHref(href)) return;
  const link = /** @type {import('./link-form.js').LinkWidget} */ (linkWidget(href, {}));
  const loc = el.sourceCodeLocation;
  const at = loc && loc.attrs ? loc.attrs.href : undefined;
  /** @type {Record<string, any>} */
  const attrs = {};
  const names = ['data-widget'].concat(link.attrs.map((a) => a.name));
  for (const name of names.concat('href')) if (at) attrs[name] = at;
  const virtual = /** @type {any} */ ({
    ...el,
    attrs: [{ name: 'data-widget', value: link.widget }].concat(link.attrs.filter((a) => !hasPlaceholder(a.name))),
    sourceCodeLocation: loc ? { ...loc, attrs } : loc,
    branchOf: el,
  });
  const say = ppw
    ? (/** @type {string} */ m) => '#ppw link: ' + m.replace(/^unknown data-widget/, 'unknown widget').replace(/^data-widget is empty/, '#ppw= names no widget')
      .replace(/\bdata-([a-z][a-z0-9-]*)/g, '$1')
    : (/** @type {string} */ m) => 'download link: ' + m.replace(/^download: /, '').replace(/\bdata-([a-z][a-z0-9-]*)/g, (_m, n) =>
      /** @type {Record<string, string>} */ (QUERY_NAMES)['data-' + n] || n.replace(/-([a-z])/g, (/** @type {string} */ _x, /** @type {string} */ c) => c.toUpperCase()));
  checkWidget(virtual, (severity, rule, message, _el, _attrName, line) => {
    // A query carries the server's own parameters too: only the fields' values are checked there.
    if (!ppw && rule === 'unknown-attribute') return;
    report(severity, rule, say(message), virtual, 'href', line);
  }, { link: true });
}
