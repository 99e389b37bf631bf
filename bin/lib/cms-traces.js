/**
 * Traces of damage a CMS leaves in the HTML it saved (docs/checker.md, "What a CMS did"), read
 * without the pasted markup: widget markup or config JSON shown as text, cut links, empty widget
 * elements, stripped images and forms.
 */
import { CONFIG_KEY_TYPES } from './contract.js';
import { PLACEHOLDER_SRC, isEmpty, lineOf, norm } from './cms-nodes.js';
import { attr, textOf, walk } from './html-tree.js';
import { isDownloadHref, ppwFragment, splitHref } from './link-form.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {import('./check-cms.js').CmsTrace} CmsTrace
 */

/** Escaped start tags shown as text in the saved HTML, keyed by `tag data-widget|href`. */
export function escapedStarts(/** @type {any} */ root) {
  /** @type {Map<string, Element[]>} */
  const map = new Map();
  const visit = (/** @type {any} */ parent) => {
    for (const child of parent.childNodes || []) {
      if (child.nodeName === '#text' && parent.tagName !== 'script' && parent.tagName !== 'style') {
        const re = /<([a-z][a-z0-9]*)\b([^<>]*)/gi;
        let m;
        while ((m = re.exec(child.value))) {
          const tag = m[1].toLowerCase();
          const key = /\b(?:data-widget|href|data-src)\s*=\s*["']([^"']*)["']/.exec(m[2]);
          if (!key) continue;
          const k = tag + ' ' + key[1];
          const list = map.get(k) || [];
          list.push(parent.tagName ? parent : { sourceCodeLocation: child.sourceCodeLocation });
          map.set(k, list);
        }
      }
      if (child.childNodes) visit(child);
    }
  };
  visit(root);
  return map;
}

/**
 * Traces of damage in saved HTML: widget markup or config JSON shown as text, link forms cut,
 * widget elements left empty, images that lost their lazy source.
 * @returns {CmsTrace[]}
 */
export function savedTraces(/** @type {any} */ root, /** @type {Element[]} */ els, /** @type {any} */ config) {
  /** @type {CmsTrace[]} */
  const traces = [];
  const visit = (/** @type {any} */ parent) => {
    for (const child of parent.childNodes || []) {
      if (child.nodeName === '#text' && parent.tagName !== 'script' && parent.tagName !== 'style' && parent.tagName !== 'textarea') {
        const line = child.sourceCodeLocation ? child.sourceCodeLocation.startLine : undefined;
        const text = child.value;
        const tag = /<[a-z][a-z0-9]*\b[^<>]*\b(?:data-widget|data-id|data-app-id|data-activity-id|id\s*=\s*["']pp-widgets-config)[^<>]*>?/i.exec(text);
        if (tag) traces.push({ kind: 'escaped-markup', message: 'widget markup shown as text: ' + tag[0].slice(0, 80) + ' (the CMS escaped it)', line });
        const json = configText(text);
        if (json) traces.push({ kind: 'config-as-text', message: 'config JSON shown as visible text: ' + json.slice(0, 60) + ' (the config <script> was removed)', line });
      }
      if (child.childNodes) visit(child);
    }
  };
  visit(root);
  for (const el of els) {
    const line = lineOf(el);
    const href = attr(el, 'href');
    if (el.tagName === 'a' && href !== null && !(config && config.links === false)) {
      const { fragment, query } = splitHref(href);
      if (isDownloadHref(href) && !query.some(([k]) => k === 'appId' || k === 'appid')) {
        traces.push({ kind: 'cut-link', message: 'a download link without its appId query (' + href + '): it is no download button', line });
      }
      if (fragment !== null && /^ppw\b/.test(fragment)) {
        const ppw = ppwFragment(href);
        if (!ppw || !ppw.widget) traces.push({ kind: 'cut-link', message: 'a #ppw link without its widget name (' + href + ')', line });
        else if (ppw.attrs.some((a) => /^data-amp;/.test(a.name))) {
          traces.push({ kind: 'cut-link', message: 'a #ppw link whose & were escaped twice (' + href + '): its pairs are lost', line });
        }
      } else if (/(?:^|[?&#])(?:ppw|appId)$/.test(href.trim())) traces.push({ kind: 'cut-link', message: 'a widget link cut short (' + href + ')', line });
    }
    if (attr(el, 'data-widget') !== null && isEmpty(el) && !el.childNodes.some((c) => /** @type {any} */ (c).tagName)) {
      traces.push({ kind: 'lost-fallback', message: 'data-widget="' + attr(el, 'data-widget') + '" is empty: no fallback link inside (editors delete empty elements, and without script it shows nothing)', line });
    }
    if (el.tagName === 'img' && PLACEHOLDER_SRC.test(attr(el, 'src') || '') && attr(el, 'data-src') === null && attr(el, 'data-srcset') === null) {
      traces.push({ kind: 'stripped-widget', message: '<img> shows only its placeholder: it lost data-src (a lazy image stripped of its data-*)', line });
    }
    if (el.tagName === 'form' && attr(el, 'data-widget') === null && el.attrs.every((a) => a.name.indexOf('data-') !== 0)) {
      let q = false;
      walk(el, (d) => {
        if (d.tagName === 'input' && attr(d, 'name') === 'q') q = true;
      });
      if (q) traces.push({ kind: 'stripped-widget', message: 'a search <form> without data-widget: it looks like a search widget stripped of its data-*', line });
    }
    if (el.tagName === 'button' && attr(el, 'aria-controls') === null && /^(?:菜单|menu)$/i.test(norm(textOf(el)))) {
      traces.push({ kind: 'stripped-widget', message: 'a menu <button> without aria-controls or data-menu-toggle: it looks like a stripped header', line });
    }
  }
  return traces;
}

/** The text of a config JSON object shown as text, or null. */
function configText(/** @type {string} */ text) {
  const t = text.trim();
  if (t.charAt(0) !== '{') return null;
  const end = t.lastIndexOf('}');
  try {
    const value = JSON.parse(t.slice(0, end + 1));
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((k) => k in CONFIG_KEY_TYPES || k === 'links')) return t.slice(0, end + 1);
  } catch (_e) {
    return null;
  }
  return null;
}
