/**
 * Rules for one `[data-widget]` element (product-rules §11, §5): known name, `data-hydrate`, legacy
 * aliases that disagree, typos of known attributes, and each widget's required and
 * well-formed attributes, as its own reader in widgets/<name>/ checks them at run time.
 */
import {
  APP_ALIASES, APP_ID, DOWNLOAD_MODES, DOWNLOAD_TIPS, HYDRATE_VALUES, ID, INT_LIMITS, MAX_APP_IDS,
  MAX_Q, NATIVE_EXTRAS, OTHER_ATTRIBUTES, RESOURCE_TYPES, SPECIAL_SOURCES, TIPS_KINDS, WIDGET_NAMES,
} from './contract.js';
import { attr, describe, firstAttr, walk } from './html-tree.js';
import { closestName } from './similar.js';
import { hasPlaceholder, isPlaceholderPiece } from './placeholders.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {(severity: 'error' | 'warning', rule: string, message: string, el: Element, attrName?: string, line?: number) => void} Report
 * @typedef {{ report: Report, opaque: boolean, link?: boolean }} Ctx
 */

const KNOWN_ATTRIBUTES = Object.keys(APP_ALIASES)
  .reduce((all, key) => all.concat(APP_ALIASES[/** @type {keyof typeof APP_ALIASES} */ (key)]), /** @type {string[]} */ ([]))
  .concat(OTHER_ATTRIBUTES);
const KNOWN_SUFFIXES = KNOWN_ATTRIBUTES.map((n) => n.slice(5));

const or = (/** @type {string[]} */ list) => list.slice(0, -1).join(', ') + ' or ' + list[list.length - 1];

/**
 * Checks one element that has `data-widget`.
 * @param {Element} el
 * @param {Report} report
 * @param {{ opaque?: boolean, link?: boolean }} [options] `opaque`: the template may supply any
 *   attribute (control flow in the tag that is not plain branching); `link`: the link form
 *   (`#ppw=`, a download URL), whose label is its text
 */
export function checkWidget(el, report, options = {}) {
  const name = /** @type {string} */ (attr(el, 'data-widget'));
  if (hasPlaceholder(name)) return;
  if (name.trim() === '') {
    report('error', 'unknown-widget', 'data-widget is empty', el, 'data-widget');
    return;
  }
  if (WIDGET_NAMES.indexOf(name) === -1) {
    const near = closestName(name.trim().toLowerCase(), WIDGET_NAMES);
    report('error', 'unknown-widget', 'unknown data-widget "' + name + '"' +
      (near ? ' (did you mean "' + near + '"?)' : '; known: ' + WIDGET_NAMES.join(', ')), el, 'data-widget');
    return;
  }
  const hydrate = attr(el, 'data-hydrate');
  if (hydrate !== null && !hasPlaceholder(hydrate) && HYDRATE_VALUES.indexOf(hydrate.trim().toLowerCase()) === -1) {
    report('error', 'bad-hydrate', 'data-hydrate="' + hydrate + '" is not one of ' + HYDRATE_VALUES.join(', '), el, 'data-hydrate');
  }
  checkConflicts(el, report);
  checkTypos(el, report);
  // `<a {{ attrs }}>`: the template may supply any attribute, so none is reported missing.
  const ctx = { report, opaque: !!options.opaque || el.attrs.some((a) => isPlaceholderPiece(a.name)), link: !!options.link };
  const check = CHECKS[name];
  if (check) check(el, ctx, name);
}

/** Kebab and legacy forms both present with different values: the kebab one silently wins. */
function checkConflicts(/** @type {Element} */ el, /** @type {Report} */ report) {
  for (const key of Object.keys(APP_ALIASES)) {
    const names = APP_ALIASES[/** @type {keyof typeof APP_ALIASES} */ (key)];
    const present = names.filter((n) => attr(el, n) !== null);
    if (present.length < 2) continue;
    const first = present[0];
    const firstValue = /** @type {string} */ (attr(el, first));
    for (const other of present.slice(1)) {
      const value = /** @type {string} */ (attr(el, other));
      if (hasPlaceholder(value) || hasPlaceholder(firstValue) || value.trim() === firstValue.trim()) continue;
      report('error', 'conflicting-attributes', attr(el, 'data-widget') + ': ' + first + '="' + firstValue + '" and ' + other + '="' + value +
        '" disagree; the widget reads ' + first, el, other);
    }
  }
}

/** A `data-*` name one or two letters away from one the library reads is most likely a typo. */
function checkTypos(/** @type {Element} */ el, /** @type {Report} */ report) {
  for (const a of el.attrs) {
    if (a.name.indexOf('data-') !== 0 || KNOWN_ATTRIBUTES.indexOf(a.name) !== -1) continue;
    // Compared without the `data-` prefix, so short host names (data-pos) are not "typos".
    const near = closestName(a.name.slice(5), KNOWN_SUFFIXES);
    if (near) report('warning', 'unknown-attribute', a.name + ' is not read by the library (did you mean data-' + near + '?)', el, a.name);
  }
}

/**
 * The first present alias; reports it missing (unless the template may supply it).
 * @returns {{ name: string, value: string } | null} null when missing or a placeholder
 */
function required(/** @type {Element} */ el, /** @type {Ctx} */ ctx, /** @type {string[]} */ names, /** @type {string} */ widget, /** @type {string} */ what, label = names[0]) {
  const found = firstAttr(el, names);
  if (!found || found.value.trim() === '') {
    const how = found ? ' is empty (' + found.name + ')' : what === label ? ' is missing' : ' is missing (' + label + ')';
    if (found || !ctx.opaque) ctx.report('error', 'missing-attribute', widget + ': ' + what + how, el, found ? found.name : undefined);
    return null;
  }
  return hasPlaceholder(found.value) ? null : found;
}

/** Present, not a placeholder: the attribute's trimmed value, else null. */
function optional(/** @type {Element} */ el, /** @type {string[] | string} */ names) {
  const found = firstAttr(el, typeof names === 'string' ? [names] : names);
  return found && !hasPlaceholder(found.value) ? { name: found.name, value: found.value.trim() } : null;
}

function malformed(/** @type {Ctx} */ ctx, /** @type {Element} */ el, /** @type {string} */ widget, /** @type {{ name: string, value: string }} */ found, /** @type {string} */ expected) {
  ctx.report('error', 'malformed-attribute', widget + ': ' + found.name + '="' + found.value + '" ' + expected, el, found.name);
}

function oneOf(/** @type {Ctx} */ ctx, /** @type {Element} */ el, /** @type {string} */ widget, /** @type {string[] | string} */ names, /** @type {string[]} */ values, /** @type {string} */ expected) {
  const found = optional(el, names);
  if (found && values.indexOf(found.value) === -1) malformed(ctx, el, widget, found, expected);
}

function appId(/** @type {Element} */ el, /** @type {Ctx} */ ctx, /** @type {string} */ widget, /** @type {boolean} */ isRequired) {
  // The download contract spells it data-id; the content widgets' data-app-id (product-rules §14).
  const label = widget === 'download' ? 'data-id' : 'data-app-id';
  const found = isRequired ? required(el, ctx, APP_ALIASES.id, widget, 'the app id', label) : optional(el, APP_ALIASES.id);
  if (found && !APP_ID.test(found.value.trim())) malformed(ctx, el, widget, found, 'must be a number (the app id)');
}

function ints(/** @type {Element} */ el, /** @type {Ctx} */ ctx, /** @type {string} */ widget) {
  const limits = INT_LIMITS[/** @type {keyof typeof INT_LIMITS} */ (widget)] || {};
  for (const name of Object.keys(limits)) {
    const max = /** @type {Record<string, number>} */ (limits)[name];
    const found = optional(el, name);
    if (found && found.value !== '' && (!/^\d+$/.test(found.value) || Number(found.value) > max)) {
      malformed(ctx, el, widget, found, 'must be a whole number from 0 to ' + max);
    }
  }
}

function idAttr(/** @type {Element} */ el, /** @type {Ctx} */ ctx, /** @type {string} */ widget, /** @type {string[]} */ names, /** @type {boolean} */ isRequired) {
  const found = isRequired ? required(el, ctx, names, widget, names[0]) : optional(el, names);
  if (found && !ID.test(found.value.trim())) malformed(ctx, el, widget, found, 'is not a valid id (letters, digits, - and _)');
}

/** @type {Record<string, (el: Element, ctx: Ctx, widget: string) => void>} */
const CHECKS = {
  download(el, ctx, w) {
    appId(el, ctx, w, true);
    // The link form's label is its text; the name comes from the query or the detail call.
    if (!ctx.link) required(el, ctx, APP_ALIASES.name, w, 'the app name');
    oneOf(ctx, el, w, APP_ALIASES.resourceType, RESOURCE_TYPES, 'must be 0 (soft) or 1 (game)');
    oneOf(ctx, el, w, 'data-download-tips', DOWNLOAD_TIPS, 'must be 0 or 1');
    oneOf(ctx, el, w, 'data-tips', TIPS_KINDS, 'must be ' + or(TIPS_KINDS));
    oneOf(ctx, el, w, 'data-download-mode', DOWNLOAD_MODES, 'must be ' + or(DOWNLOAD_MODES));
    const extras = optional(el, 'data-native-actions');
    if (extras) {
      const unknown = extras.value.split(',').map((s) => s.trim()).filter((s) => s && NATIVE_EXTRAS.indexOf(s) === -1);
      if (unknown.length) malformed(ctx, el, w, extras, 'names ' + unknown.join(', ') + ', not one of ' + NATIVE_EXTRAS.join(', '));
    }
    const ext = optional(el, APP_ALIASES.appOpExtInfo);
    if (ext && ext.value !== '') {
      let parsed;
      try {
        parsed = JSON.parse(ext.value);
      } catch (_) {
        parsed = undefined;
      }
      if (!parsed || typeof parsed !== 'object') malformed(ctx, el, w, ext, 'is not a JSON object');
    }
    // Progressive enhancement (product-rules §11): without script the button must still download.
    if (!ctx.opaque && !ctx.link && (el.tagName !== 'a' || attr(el, 'href') === null)) {
      ctx.report('warning', 'no-fallback', w + ': ' + describe(el) + ' has no href, so it does nothing without script; use <a href="/download/apk?appId=…">', el);
    }
  },

  lucky(el, ctx, w) {
    const one = firstAttr(el, ['data-activity-id']);
    const many = firstAttr(el, ['data-activity-ids']);
    if (!one && !many && attr(el, 'data-mode') !== 'list') {
      if (!ctx.opaque) ctx.report('error', 'missing-attribute', w + ': the activity id is missing (data-activity-id)', el);
      return;
    }
    if (one) idAttr(el, ctx, w, ['data-activity-id'], true);
    else if (many && !hasPlaceholder(many.value)) {
      const ids = many.value.split(',').map((s) => s.trim()).filter(Boolean);
      if (!ids.length || !ids.every((id) => ID.test(id))) malformed(ctx, el, w, many, 'must be a comma list of activity ids');
    }
  },

  search(el, ctx, w) {
    if (el.tagName !== 'form') {
      ctx.report('error', 'search-form', w + ': data-widget="search" must be on the <form>, not on ' + describe(el), el);
      return;
    }
    required(el, ctx, ['data-ctoken'], w, 'data-ctoken');
    let input = false;
    walk(el, (child) => {
      if (child.tagName !== 'input') return;
      const type = (attr(child, 'type') || '').toLowerCase();
      if (attr(child, 'name') === 'q' || type === 'search') input = true;
    });
    if (!input && !ctx.opaque) ctx.report('error', 'search-form', w + ': the form has no <input name="q"> (or type="search")', el);
  },

  header(el, ctx, w) {
    // References are checked page-wide (page-rules.js); here only what the header needs.
    let toggles = 0;
    let popups = 0;
    walk(el, (child) => {
      if (attr(child, 'data-menu-toggle') !== null) {
        toggles++;
        if (toggles === 1 && attr(child, 'aria-controls') === null) {
          ctx.report('error', 'missing-attribute', w + ': [data-menu-toggle] needs aria-controls naming the menu\'s id', child);
        }
      }
      if (attr(child, 'data-tag-popup') !== null) popups++;
    });
    if (!toggles && !popups && !ctx.opaque) {
      ctx.report('warning', 'empty-header', w + ': nothing to enhance (no [data-menu-toggle] or [data-tag-popup] inside)', el);
    }
  },

  score(el, ctx, w) {
    appId(el, ctx, w, true);
    idAttr(el, ctx, w, APP_ALIASES.versionId, true);
  },

  comments(el, ctx, w) {
    appId(el, ctx, w, true);
    ints(el, ctx, w);
  },

  recs(el, ctx, w) {
    ints(el, ctx, w);
    const q = optional(el, 'data-q');
    const mode = optional(el, 'data-mode');
    if (mode && mode.value !== 'subcates' && mode.value !== 'recs') malformed(ctx, el, w, mode, 'must be recs or subcates');
    if (q && q.value !== '' && (!mode || mode.value !== 'subcates')) {
      if (q.value.length > MAX_Q) malformed(ctx, el, w, q, 'is longer than ' + MAX_Q + ' characters');
      return;
    }
    if (firstAttr(el, ['data-q']) && !q) return; // a placeholder query
    if (!firstAttr(el, APP_ALIASES.id)) {
      if (!ctx.opaque) ctx.report('error', 'missing-attribute', w + ': data-q or the app id (data-app-id) is required', el);
      return;
    }
    appId(el, ctx, w, false);
  },

  specials(el, ctx, w) {
    idAttr(el, ctx, w, ['data-special-id'], false);
    oneOf(ctx, el, w, 'data-special-source', SPECIAL_SOURCES, 'must be ' + or(SPECIAL_SOURCES));
    appId(el, ctx, w, false);
    ints(el, ctx, w);
  },

  'beta-list': (el, ctx, w) => ints(el, ctx, w),
  'personal-list': (el, ctx, w) => ints(el, ctx, w),
  'uc-rec': (el, ctx, w) => ints(el, ctx, w),

  'ad-slot'(el, ctx, w) {
    idAttr(el, ctx, w, ['data-space-id'], true);
    ints(el, ctx, w);
  },

  'game-news'(el, ctx, w) {
    ints(el, ctx, w);
    const ids = required(el, ctx, ['data-app-ids'], w, 'data-app-ids');
    if (!ids) return;
    const list = ids.value.split(/[\s,]+/).filter(Boolean);
    if (list.length > MAX_APP_IDS) malformed(ctx, el, w, ids, 'holds more than ' + MAX_APP_IDS + ' ids');
    else if (!list.every((id) => APP_ID.test(id))) malformed(ctx, el, w, ids, 'must be a comma list of numeric app ids');
  },
};
