/**
 * Rules that look at the whole file rather than one widget: ids and the references that need
 * them (`aria-controls`, `data-tag-popup`), header parts outside a header, the tips
 * banner candidate inside `[data-download-common]` (product-rules §14), and real-name buttons on a
 * page whose config leaves the real-name step off.
 */
import { APP_ALIASES, CONFIG_SCRIPT_ID } from './contract.js';
import { attr, closest, describe, firstAttr, textOf } from './html-tree.js';
import { hasPlaceholder, placeholderPattern, replacePlaceholders } from './placeholders.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {import('./widget-rules.js').Report} Report
 * @typedef {{ elements: Element[], isPage: boolean, controlFlow: boolean, report: Report }} Page
 */

const isHeader = (/** @type {Element} */ el) => attr(el, 'data-widget') === 'header';
const isDownload = (/** @type {Element} */ el) => attr(el, 'data-widget') === 'download';
const inCommon = (/** @type {Element} */ el) => closest(el, (e) => attr(e, 'data-download-common') !== null) !== null;
const ids = (/** @type {string | null} */ value) => (value || '').split(/\s+/).filter(Boolean);

/**
 * Runs every page-wide rule.
 * @param {Page} page
 */
export function checkPage(page) {
  checkReferences(page);
  checkTipsBanner(page);
  checkRealnameOff(page);
}

function checkReferences(/** @type {Page} */ page) {
  const { elements, report } = page;
  /** @type {Map<string, Element[]>} */
  const byId = new Map();
  /** @type {RegExp[]} */
  const templated = [];
  for (const el of elements) {
    const id = attr(el, 'id');
    if (id === null || id === '') continue;
    if (hasPlaceholder(id)) {
      templated.push(placeholderPattern(id));
      continue;
    }
    const list = byId.get(id) || [];
    list.push(el);
    byId.set(id, list);
  }
  /** @type {Map<string, { el: Element, attrName: string }>} */
  const referenced = new Map();
  const exists = (/** @type {string} */ id) => byId.has(id) || templated.some((re) => re.test(id));
  // A partial may rely on an element of another include; a whole page may not.
  const missing = page.isPage ? 'error' : 'warning';
  const where = page.isPage ? 'on this page' : 'in this file';

  for (const el of elements) {
    const toggle = attr(el, 'data-menu-toggle') !== null;
    const popup = attr(el, 'data-tag-popup');
    const header = closest(el, isHeader);
    if ((toggle || popup !== null) && !header) {
      const what = toggle ? '[data-menu-toggle]' : '[data-tag-popup]';
      report('warning', 'outside-header', what + ' does nothing outside a data-widget="header" element', el);
    }
    const controls = attr(el, 'aria-controls');
    if (controls !== null && !hasPlaceholder(controls)) {
      for (const id of ids(controls)) {
        if (!referenced.has(id)) referenced.set(id, { el, attrName: 'aria-controls' });
        if (toggle && header && !exists(id)) {
          report(missing, 'broken-reference', 'header: aria-controls="' + id + '" names no element ' + where, el, 'aria-controls');
        }
      }
    }
    if (popup !== null && !hasPlaceholder(popup)) {
      if (!referenced.has(popup)) referenced.set(popup, { el, attrName: 'data-tag-popup' });
      if (header && !exists(popup)) {
        report(missing, 'broken-reference', 'header: data-tag-popup="' + popup + '" names no element ' + where, el, 'data-tag-popup');
      }
    }
  }

  for (const [id, list] of byId) {
    if (list.length < 2) continue;
    const first = list[0].sourceCodeLocation;
    const firstLine = first ? first.startLine : 1;
    const ref = referenced.get(id);
    for (const el of list.slice(1)) {
      if (id === CONFIG_SCRIPT_ID) {
        report('error', 'duplicate-id', 'a second #' + CONFIG_SCRIPT_ID + ' (first on line ' + firstLine + '): the runtime reads only the first', el, 'id');
      } else if (ref) {
        // Branches of `{% if %} … {% else %}` may each hold the id once.
        const severity = page.controlFlow ? 'warning' : 'error';
        const refLine = ref.el.sourceCodeLocation ? ref.el.sourceCodeLocation.startLine : 1;
        report(severity, 'duplicate-id', 'duplicate id "' + id + '" (first on line ' + firstLine + '): ' + ref.attrName +
          ' on line ' + refLine + ' reaches only the first', el, 'id');
      } else if (!page.controlFlow) {
        report('warning', 'duplicate-id', 'duplicate id "' + id + '" (first on line ' + firstLine + ')', el, 'id');
      }
    }
  }
}

/**
 * The banner goes to the first download button that allows it outside `[data-download-common]`.
 * A button inside one that explicitly asks for tips, on a page with no eligible button, looks
 * like it expects a banner that will never show.
 */
function checkTipsBanner(/** @type {Page} */ page) {
  const buttons = page.elements.filter(isDownload);
  const allowsTips = (/** @type {Element} */ el) => (attr(el, 'data-download-tips') || '').trim() !== '0';
  if (buttons.some((el) => allowsTips(el) && !inCommon(el))) return;
  const asking = buttons.filter((el) => inCommon(el) && allowsTips(el) &&
    (attr(el, 'data-tips') !== null || attr(el, 'data-download-tips') !== null))[0];
  if (!asking) return;
  const why = attr(asking, 'data-tips') !== null ? 'data-tips' : 'data-download-tips';
  page.report('warning', 'tips-in-common', describe(asking) + ' asks for the tips banner (' + why +
    ') but is inside [data-download-common], and no other button can carry it: the page never shows the banner', asking, why);
}

/**
 * `data-require-id="1"` (any value but empty or 0) asks for the real-name step, which runs only with config
 * `realname.enabled: true` (default false): without it the button downloads at once and
 * nothing says so. Whole pages only (a partial's page may hold the config), and not when the
 * page may set the config from script (`PPWidgetsConfig`) or a template fills it in.
 */
function checkRealnameOff(/** @type {Page} */ page) {
  if (!page.isPage) return;
  const buttons = page.elements.filter((el) => {
    if (!isDownload(el)) return false;
    // As the download widget reads it: anything but empty or 0 asks for the step.
    const found = firstAttr(el, APP_ALIASES.requireId);
    return found !== null && found.value.trim() !== '' && found.value.trim() !== '0' && !hasPlaceholder(found.value);
  });
  if (!buttons.length) return;
  let enabled = false;
  for (const el of page.elements) {
    if (el.tagName !== 'script') continue;
    const text = textOf(el);
    if (/PPWidgetsConfig/.test(text)) return;
    if (attr(el, 'id') !== CONFIG_SCRIPT_ID || enabled) continue;
    let config;
    try {
      config = JSON.parse(replacePlaceholders(text, 'null'));
    } catch {
      return; // reported as config-json
    }
    const realname = config && config.realname;
    if (realname === null || (realname && realname.enabled === null)) return; // filled in by the server
    enabled = !!realname && realname.enabled === true;
  }
  if (enabled) return;
  const first = buttons[0];
  const more = buttons.length > 1 ? ' (and ' + (buttons.length - 1) + ' more)' : '';
  const at = /** @type {{ name: string, value: string }} */ (firstAttr(first, APP_ALIASES.requireId));
  page.report('warning', 'realname-off', describe(first) + ' has ' + at.name + '="' + at.value + '"' + more +
    ' but config realname.enabled is off (the default): the real-name step never runs; set "realname": { "enabled": true } in #' +
    CONFIG_SCRIPT_ID, first, at.name);
}
