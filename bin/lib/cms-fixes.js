/**
 * The fix for a widget a CMS broke: the link form that does its job (a snippet built from the
 * pasted attributes), and the docs/cms.md sections whose allowlist recipe keeps the data-widget
 * form, guessed from the damage (the saved HTML does not say which CMS made it).
 */
import { identity, norm } from './cms-nodes.js';
import { attr, textOf, walk } from './html-tree.js';
import { linkWidget } from './link-form.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {import('./cms-nodes.js').Placed} Placed
 */

/** Widgets that have no link form: they belong in the page template (back-to-top: config `backToTop`). */
const TEMPLATE_ONLY = ['header', 'search', 'back-to-top'];
const RECIPES = ['wordpress', 'html-purifier', 'bleach', 'js-xss', 'sanitize-html', 'dompurify', 'ckeditor-5', 'tinymce', 'quill', 'wangeditor'];

/** Link form snippet that does the pasted widget's job, or null when the widget has none. */
export function linkFix(/** @type {Placed} */ p) {
  const el = p.el;
  const text = norm(textOf(el)) || p.widget;
  if (TEMPLATE_ONLY.indexOf(p.widget) !== -1) return '';
  if (p.kind === 'image') {
    // A link to the image: links survive every party, `<img>` does not (sanitize-html's defaults).
    const src = attr(el, 'data-src') || '';
    return '<a href="' + src + '#ppw=lazy-image&src=' + src + '">' + (attr(el, 'alt') || 'image') + '</a>';
  }
  if (p.widget === 'download') {
    const id = identity(el) || (linkWidget(attr(el, 'href') || '', {}) || { attrs: [] }).attrs.filter((a) => a.name === 'data-id').map((a) => a.value)[0] || 'ID';
    return '<a href="/download/apk?appId=' + id + '">' + text + '</a>';
  }
  /** @type {string[]} */
  const pairs = [];
  for (const a of el.attrs) {
    if (a.name.indexOf('data-') !== 0 || a.name === 'data-widget' || a.name === 'data-hydrate') continue;
    pairs.push(a.name.slice(5) + '=' + encodeURIComponent(a.value));
  }
  /** @type {string} */
  let base = '';
  let label = text;
  walk(el, (d) => {
    if (!base && d.tagName === 'a' && attr(d, 'href') !== null) {
      base = /** @type {string} */ (attr(d, 'href')).split('#')[0];
      label = norm(textOf(d)) || label;
    }
  });
  if (p.kind === 'link') base = (attr(el, 'href') || '').split('#')[0];
  return '<a href="' + base + '#ppw=' + [p.widget].concat(pairs).join('&') + '">' + label + '</a>';
}

/** The fix: the link form when the widget has one, then the recipe that keeps the data-widget form. */
export function fixFor(/** @type {Placed} */ p, /** @type {string[]} */ recipe) {
  if (p.widget === 'lazy-image' && p.kind === 'link') {
    // Its href was made relative (TinyMCE): the fragment's src is never rewritten.
    const href = attr(p.el, 'href') || '';
    return 'give the image\'s address in the fragment too: <a href="' + href + '&src=' + href.split('#')[0] + '">…</a>; or docs/cms.md#tinymce';
  }
  const link = p.kind === 'link' ? '' : linkFix(p);
  const recipes = recipe.map((r) => 'docs/cms.md#' + r).join(' or ');
  const keep = p.kind === 'link'
    ? 'allow the link\'s query and fragment through: ' + recipes
    : p.widget === 'back-to-top'
      ? 'set "backToTop": true in the page template\'s config (a page-wide setting, not content)'
      : TEMPLATE_ONLY.indexOf(p.widget) !== -1
        ? 'place the ' + p.widget + ' in the page template, not in content; or allow its markup: ' + recipes
        : 'or keep the data-widget form with the allowlist recipe: ' + recipes;
  return joinFix(link ? 'use the link form: ' + link : '', keep);
}

export function joinFix(/** @type {string} */ a, /** @type {string} */ b) {
  return a && b ? a + '; ' + b : a || b;
}

/**
 * The docs/cms.md sections whose party leaves these marks (the saved HTML does not say which CMS
 * made it; its damage mostly does).
 * @returns {string[]}
 */
export function guessRecipes(/** @type {Element[]} */ pastedEls, /** @type {Element[]} */ savedEls, /** @type {string} */ saved) {
  const pastedData = pastedEls.some((el) => el.attrs.some((a) => a.name.indexOf('data-') === 0));
  const savedData = savedEls.some((el) => el.attrs.some((a) => a.name.indexOf('data-') === 0));
  const escaped = /&lt;[a-z]/i.test(saved);
  const relative = savedEls.some((el) => /^\.\.\//.test(attr(el, 'href') || ''));
  const hadDiv = pastedEls.some((el) => el.tagName === 'div');
  const hasDiv = savedEls.some((el) => el.tagName === 'div');
  const wrappedP = savedEls.some((el) => el.tagName === 'p') && !pastedEls.some((el) => el.tagName === 'p');
  const lost = (/** @type {string} */ tag) => pastedEls.some((el) => el.tagName === tag) && !savedEls.some((el) => el.tagName === tag);
  if (relative) return ['tinymce'];
  if (escaped) return ['bleach', 'js-xss'];
  if (pastedData && savedData && wrappedP) return ['ckeditor-5'];
  if (pastedData && savedData) {
    const lostAria = pastedEls.some((el) => attr(el, 'aria-controls') !== null) && !savedEls.some((el) => attr(el, 'aria-controls') !== null);
    return lost('form') || lostAria || /"[a-zA-Z]+"\s*:/.test(saved) ? ['wordpress'] : ['dompurify', 'wordpress'];
  }
  // No data-* left, or none was pasted: the editors also drop <div>, <button>, <form> and wrap in <p>.
  if (wrappedP || lost('button') || (hadDiv && !hasDiv)) return ['ckeditor-5', 'quill', 'wangeditor'];
  if (lost('form') && !lost('label')) return ['wordpress'];
  if (lost('img')) return ['html-purifier', 'sanitize-html'];
  if (pastedData && !savedData) return ['html-purifier', 'sanitize-html', 'bleach', 'js-xss'];
  return RECIPES.slice();
}