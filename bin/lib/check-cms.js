/**
 * What a CMS did to widget markup (docs/cms.md): given the markup an editor pasted and the HTML
 * the CMS saved, each pasted widget is found again in the saved HTML and judged as the runtime
 * would see it; given the saved HTML alone, the traces of damage are reported. Pure: text in,
 * report out.
 */
import { fixFor, guessRecipes, joinFix, linkFix } from './cms-fixes.js';
import { PLACEHOLDER_SRC, identity, isEmpty, lineOf, norm } from './cms-nodes.js';
import { escapedStarts, savedTraces } from './cms-traces.js';
import { CONFIG_SCRIPT_ID } from './contract.js';
import { attr, parseMarkup, textOf, walk } from './html-tree.js';
import { linkWidget, ppwFragment, splitHref } from './link-form.js';
import { checkWidget } from './widget-rules.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {{ widget: string, form: 'data-widget' | 'link', status: 'intact' | 'broken', removed: string[], fix: string, line?: number, pastedLine?: number }} CmsWidget
 * @typedef {{ kind: string, message: string, line?: number }} CmsTrace
 * @typedef {import('./cms-nodes.js').Placed} Placed
 */

/** Attributes whose loss changes nothing a widget does. */
const HARMLESS = /^(?:class|style|role|title|alt|width|height|autocomplete|placeholder|type|for|target|rel|lang|dir|loading|decoding)$/;

/**
 * Attributes a widget's runtime sets itself at start, so their loss breaks nothing: the header
 * closes its menu, mask and tag popups with `hidden` (widgets/header/parts.ts `setStart`).
 * @type {Record<string, string[]>}
 */
const RUNTIME_SETS = { header: ['hidden'] };

/** Attributes the runtime reads by presence only (`[data-menu-toggle]`): a CMS that writes a value in keeps them. */
const PRESENCE = ['data-menu-toggle'];

/**
 * @param {{ pasted?: string, saved: string, config?: { links?: unknown } }} input
 * @returns {{ widgets: CmsWidget[], traces: CmsTrace[] }}
 * @example checkCmsOutput({ pasted: '<div data-widget="score" data-app-id="1" data-version-id="2"></div>', saved: '' })
 * // { widgets: [{ widget: 'score', form: 'data-widget', status: 'broken', removed: ['<div> (empty)'], fix: '<a href="#ppw=score&app-id=1&version-id=2">score</a> …' }], traces: [] }
 */
export function checkCmsOutput({ pasted, saved, config }) {
  const savedRoot = parseMarkup(saved).root;
  /** @type {Element[]} */
  const savedEls = [];
  walk(savedRoot, (el) => savedEls.push(el));
  let traces = savedTraces(savedRoot, savedEls, config);
  if (pasted === undefined) return { widgets: placedIn(savedEls, config).map((p) => judgeAlone(p, config)), traces };

  /** @type {Element[]} */
  const pastedEls = [];
  walk(parseMarkup(pasted).root, (el) => pastedEls.push(el));
  // An element pasted empty and saved empty lost nothing to the CMS.
  traces = traces.filter((t) => t.kind !== 'lost-fallback' || pastedEls.some((el) => attr(el, 'data-widget') !== null && !isEmpty(el) && t.message.indexOf('"' + attr(el, 'data-widget') + '"') !== -1));
  const configPasted = pastedEls.some((el) => attr(el, 'id') === CONFIG_SCRIPT_ID);
  const configKept = savedEls.some((el) => el.tagName === 'script' && attr(el, 'id') === CONFIG_SCRIPT_ID);
  const recipe = guessRecipes(pastedEls, savedEls, saved);
  /** @type {Set<Element>} */
  const used = new Set();
  const escaped = escapedStarts(savedRoot);
  const widgets = placedIn(pastedEls, config).map((p) => {
    const entry = judge(p, savedEls, used, escaped, config, recipe);
    // Given the page's config (the template carries it), a config script the CMS removed from
    // the pasted content breaks nothing: page-wide settings belong in the template anyway.
    if (configPasted && !configKept && !config) {
      entry.removed.push('<script id="' + CONFIG_SCRIPT_ID + '">');
      entry.status = 'broken';
      entry.fix = joinFix(entry.fix, 'move the config into the page template (page-wide settings never live in pasted content)');
    }
    return entry;
  });
  return { widgets, traces };
}

/** Widgets placed in a tree, in document order: data-widget elements, link forms, lazy images. */
function placedIn(/** @type {Element[]} */ els, /** @type {any} */ config) {
  /** @type {Placed[]} */
  const out = [];
  for (const el of els) {
    const name = attr(el, 'data-widget');
    if (name !== null) {
      out.push({ el, widget: name.trim(), form: 'data-widget', kind: 'element' });
      continue;
    }
    const href = attr(el, 'href');
    if (el.tagName === 'a' && href !== null && !insideWidget(el)) {
      const link = linkWidget(href, config);
      if (link) out.push({ el, widget: link.widget, form: 'link', kind: 'link' });
    }
    if (el.tagName === 'img' && (attr(el, 'data-src') !== null || attr(el, 'data-srcset') !== null)) {
      out.push({ el, widget: 'lazy-image', form: 'data-widget', kind: 'image' });
    }
  }
  return out;
}

function insideWidget(/** @type {Element} */ el) {
  for (let node = /** @type {any} */ (el.parentNode); node && node.tagName; node = node.parentNode) {
    if (attr(node, 'data-widget') !== null) return true;
  }
  return false;
}

/** Whether a saved element still works as the widget `p` (and, when not, what the rules say). */
function works(/** @type {Placed} */ p, /** @type {Element} */ el, /** @type {any} */ config) {
  if (p.kind === 'image') return attr(el, 'data-src') !== null || attr(el, 'data-srcset') !== null || !PLACEHOLDER_SRC.test(attr(el, 'src') || '');
  if (attr(el, 'data-widget') !== null && attr(el, 'data-widget') === p.widget) {
    let errors = 0;
    checkWidget(el, (severity) => {
      if (severity === 'error') errors++;
    });
    return errors === 0;
  }
  const href = attr(el, 'href');
  if (el.tagName !== 'a' || href === null) return false;
  const link = linkWidget(href, config);
  if (!link || link.widget !== p.widget) return false;
  if (link.via === 'download') return link.attrs.some((a) => a.name === 'data-id' && /^\d+$/.test(a.value));
  if (p.kind === 'link' && link.via === 'ppw') {
    // The pasted pairs must all still be there.
    const before = ppwFragment(attr(p.el, 'href') || '');
    return !!before && before.attrs.every((a) => link.attrs.some((b) => b.name === a.name && b.value === a.value));
  }
  return true;
}

/** A saved-only widget: intact unless the rules find an error in what is left. */
function judgeAlone(/** @type {Placed} */ p, /** @type {any} */ config) {
  const ok = works(p, p.el, config);
  const link = ok ? '' : linkFix(p);
  /** @type {CmsWidget} */
  const entry = { widget: p.widget, form: p.form, status: ok ? 'intact' : 'broken', removed: [], fix: link ? 'use the link form: ' + link : '', line: lineOf(p.el) };
  return entry;
}

/**
 * Finds a pasted widget again in the saved HTML and says what the CMS removed.
 * @returns {CmsWidget}
 */
function judge(/** @type {Placed} */ p, /** @type {Element[]} */ savedEls, /** @type {Set<Element>} */ used, /** @type {Map<string, Element[]>} */ escaped,
  /** @type {any} */ config, /** @type {string[]} */ recipe) {
  const pastedLine = lineOf(p.el);
  const found = find(p, savedEls, used);
  /** @type {CmsWidget} */
  const entry = { widget: p.widget, form: p.form, status: 'broken', removed: [], fix: '', pastedLine };
  if (!found) {
    const shown = escaped.get(p.el.tagName + ' ' + (attr(p.el, 'data-widget') || attr(p.el, 'href') || attr(p.el, 'data-src') || ''));
    if (shown && shown.length) {
      const node = /** @type {Element} */ (shown.shift());
      entry.removed.push('the markup (escaped, shown as text)');
      entry.line = lineOf(node);
    } else {
      entry.removed.push('<' + p.el.tagName + '>' + (p.kind !== 'image' && isEmpty(p.el) ? ' (empty)' : ''));
      lostInside(p.el, savedEls.filter((s) => !used.has(s)), entry.removed);
    }
    entry.fix = fixFor(p, recipe);
    return entry;
  }
  const { match, container } = found;
  used.add(match);
  entry.line = lineOf(container || match);
  if (container) diff(p.el, container, entry.removed);
  else {
    entry.removed.push('<' + p.el.tagName + '>');
    for (const a of p.el.attrs) if (!HARMLESS.test(a.name)) entry.removed.push(a.name);
    lostInside(p.el, savedEls.filter((s) => !used.has(s) || s === match), entry.removed);
  }
  const own = RUNTIME_SETS[p.widget] || [];
  // A relative rewrite (TinyMCE) is harmless to a link the runtime matches by its path's end,
  // not to a lazy image's address, unless its fragment carries the address (`&src=`).
  const fetched = p.widget === 'lazy-image' && p.kind === 'link' && !((ppwFragment(attr(p.el, 'href') || '') || { attrs: [] }).attrs.some((a) => a.name === 'data-src'));
  const harmful = entry.removed.filter((r) => (fetched || !/^href made relative/.test(r)) && own.indexOf(r) === -1);
  const kept = container && attr(container, 'data-widget') === p.widget ? container : null;
  const ok = kept ? works(p, kept, config) && !harmful.length : fetched && harmful.length ? false : p.kind === 'image' ? works(p, match, config) && !harmful.some((r) => r === '<img>') : works(p, match, config);
  if (ok) entry.status = 'intact';
  else entry.fix = fixFor(p, recipe);
  return entry;
}

/**
 * The saved element that is the pasted widget, and the saved element that stands for the pasted
 * element itself (null when only its fallback link is left).
 * @returns {{ match: Element, container: Element | null } | null}
 */
function find(/** @type {Placed} */ p, /** @type {Element[]} */ savedEls, /** @type {Set<Element>} */ used) {
  const free = savedEls.filter((el) => !used.has(el));
  const el = p.el;
  if (p.kind === 'element') {
    const same = free.filter((s) => attr(s, 'data-widget') === attr(el, 'data-widget'));
    const id = identity(el);
    const byId = same.filter((s) => identity(s) === id)[0] || (id === null ? same[0] : undefined);
    if (byId) return { match: byId, container: byId };
  }
  const href = attr(el, 'href');
  if (href !== null) {
    const byHref = free.filter((s) => s.tagName === el.tagName && attr(s, 'href') !== null && hrefKey(/** @type {string} */ (attr(s, 'href'))) === hrefKey(href))[0];
    if (byHref) return { match: byHref, container: byHref };
  }
  if (p.kind === 'image') {
    const img = free.filter((s) => s.tagName === 'img' && ['data-src', 'alt', 'src'].some((n) => attr(el, n) !== null && attr(s, n) === attr(el, n)))[0];
    return img ? { match: img, container: img } : null;
  }
  // Only the fallback link inside is left, maybe with the element around it.
  /** @type {Element | null} */
  let inner = null;
  walk(el, (d) => {
    if (!inner && d.tagName === 'a' && attr(d, 'href') !== null) inner = d;
  });
  if (inner) {
    const innerHref = /** @type {string} */ (attr(inner, 'href'));
    const link = free.filter((s) => s.tagName === 'a' && attr(s, 'href') !== null && hrefKey(/** @type {string} */ (attr(s, 'href'))) === hrefKey(innerHref))[0];
    if (link) return { match: link, container: ancestorLike(link, inner, el) };
  }
  // The same element stripped of its attributes (an empty one too): same tag, same text.
  const text = norm(textOf(el));
  const byText = free.filter((s) => s.tagName === el.tagName && norm(textOf(s)) === text && (text !== '' || attr(s, 'data-widget') === null))[0];
  return byText ? { match: byText, container: byText } : null;
}

/** The saved ancestor of `savedLink` that sits where `pastedEl` sat above `pastedLink`, if it is still that element. */
function ancestorLike(/** @type {Element} */ savedLink, /** @type {Element} */ pastedLink, /** @type {Element} */ pastedEl) {
  /** @type {any} */
  let s = savedLink;
  /** @type {any} */
  let p = pastedLink;
  while (p !== pastedEl) {
    p = p.parentNode;
    s = s && s.parentNode;
    if (!s || !s.tagName) return null;
  }
  return s.tagName === pastedEl.tagName ? s : null;
}

/** An href without its host, leading `../` or `./`, and fragment: the same link before and after an editor. */
function hrefKey(/** @type {string} */ href) {
  const { path, query } = splitHref(href);
  return path.replace(/^(?:\.\.?\/)+/, '').replace(/^\//, '') + '?' + query.map(([k, v]) => k + '=' + v).join('&');
}

/** What the CMS took from a pasted element (and everything inside it) compared with its saved counterpart. */
function diff(/** @type {Element} */ pasted, /** @type {Element} */ saved, /** @type {string[]} */ removed) {
  attrDiff(pasted, saved, removed);
  /** @type {Element[]} */
  const inside = [];
  walk(saved, (el) => inside.push(el));
  /** @type {Set<Element>} */
  const taken = new Set();
  walk(pasted, (d) => {
    const twin = inside.filter((s) => !taken.has(s) && s.tagName === d.tagName && sameOne(d, s))[0];
    if (!twin) {
      const what = '<' + d.tagName + '>';
      if (removed.indexOf(what) === -1) removed.push(what);
      return;
    }
    taken.add(twin);
    attrDiff(d, twin, removed);
  });
}

/** The elements inside a pasted element that are nowhere in the saved HTML. */
function lostInside(/** @type {Element} */ pasted, /** @type {Element[]} */ saved, /** @type {string[]} */ removed) {
  /** @type {Set<Element>} */
  const taken = new Set();
  walk(pasted, (d) => {
    const twin = saved.filter((s) => !taken.has(s) && s.tagName === d.tagName && sameOne(d, s))[0];
    if (twin) taken.add(twin);
    else if (removed.indexOf('<' + d.tagName + '>') === -1) removed.push('<' + d.tagName + '>');
  });
}

function sameOne(/** @type {Element} */ a, /** @type {Element} */ b) {
  for (const name of ['id', 'href', 'name', 'data-menu-toggle', 'data-tag-popup', 'data-src']) {
    if (attr(a, name) !== null) return attr(b, name) !== null ? attr(b, name) === attr(a, name) || name === 'href' || PRESENCE.indexOf(name) !== -1 : name !== 'href' && norm(textOf(a)) === norm(textOf(b));
  }
  return true;
}

function attrDiff(/** @type {Element} */ pasted, /** @type {Element} */ saved, /** @type {string[]} */ removed) {
  for (const a of pasted.attrs) {
    const now = attr(saved, a.name);
    if (now === null) {
      if (!HARMLESS.test(a.name) && removed.indexOf(a.name) === -1) removed.push(a.name);
      continue;
    }
    if (a.name !== 'href' || now === a.value) continue;
    const before = splitHref(a.value);
    const after = splitHref(now);
    if (before.query.length && !after.query.length) removed.push("the href's query (?" + a.value.split('?')[1].split('#')[0] + ')');
    if (before.fragment !== null && /^ppw=/.test(before.fragment) && (after.fragment === null || after.fragment !== before.fragment)) {
      removed.push("the href's #ppw= fragment (#" + before.fragment + ')');
    }
    if (!/^\.\.?\//.test(a.value.trim()) && /^\.\.?\//.test(now.trim())) removed.push('href made relative (' + now + ')');
  }
}
