/**
 * Checks one template or page against the markup contract (product-rules §11, §3, §5) and returns
 * its findings, sorted by position. Pure: text in, findings out; no file system.
 */
import { CONFIG_SCRIPT_ID } from './contract.js';
import { checkConfigScript } from './config-rules.js';
import { attr, locate, parseMarkup, walk } from './html-tree.js';
import { checkPage } from './page-rules.js';
import { hasControlFlow } from './placeholders.js';
import { maskTemplates } from './template-syntax.js';
import { applyThymeleaf } from './thymeleaf.js';
import { checkWidget } from './widget-rules.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {{ line: number, column: number, severity: 'error' | 'warning', rule: string, message: string }} Finding
 */

// `<!-- pp-widgets-check ignore -->` or `<!-- pp-widgets-check ignore rule-a, rule-b -->`
// before an element silences findings on that element (e.g. markup broken on purpose).
const IGNORE = /^\s*pp-widgets-check\s+ignore\b([\s\S]*)$/;
// Attributes whose repetition changes what the library reads (the browser keeps the first).
const WATCHED_DUPLICATE = /^(?:data-[^\s=>/]*|id|aria-controls)$/i;

/** Masked placeholders as a message shows them (a value is quoted only when it is literal, mostly). */
const MARKERS = /[\uE000\uE001]+/g;

/**
 * Finds every contract mistake in `source`. Placeholders of the server template languages
 * (template-syntax.js) are read as such: never judged as literal values, never hiding a mistake
 * elsewhere.
 * @param {string} source the file's text
 * @param {{ file?: string }} [options] the file's name, which tells some languages apart (`.vm`)
 * @returns {Finding[]}
 * @example checkMarkup('<div data-widget="lucky"></div>')
 * // [{ line: 1, column: 1, severity: 'error', rule: 'missing-attribute', message: 'lucky: the activity id is missing (data-activity-id)' }]
 */
export function checkMarkup(source, options = {}) {
  source = maskTemplates(source, options);
  const { root, isPage, duplicateAttributes } = parseMarkup(source);
  /** @type {Finding[]} */
  const findings = [];
  /** @type {Map<Element, string[] | true>} */
  const ignored = new Map();
  /** @type {Element[]} */
  const elements = [];
  collectIgnores(root, ignored);
  let thymeleafBranches = false;
  walk(root, (el) => {
    elements.push(el);
    collectIgnores(el, ignored);
    if (applyThymeleaf(el)) thymeleafBranches = true;
  });

  /** @type {import('./widget-rules.js').Report} */
  const report = (severity, rule, message, el, attrName, line) => {
    const skip = ignored.get(el);
    if (skip === true || (skip && skip.indexOf(rule) !== -1)) return;
    const at = locate(el, attrName);
    findings.push({ line: line || at.line, column: line ? 1 : at.column, severity, rule, message: message.replace(MARKERS, '…') });
  };

  for (const el of elements) {
    if (attr(el, 'data-widget') !== null) checkWidget(el, report);
    if (attr(el, 'id') === CONFIG_SCRIPT_ID) checkConfigScript(el, report);
  }
  checkPage({ elements, isPage, controlFlow: thymeleafBranches || hasControlFlow(source), report });
  for (const at of duplicateAttributes) {
    // parse5 points just past the repeated name.
    const name = /[^\s=>/"']+$/.exec(source.slice(0, at.offset));
    if (name && WATCHED_DUPLICATE.test(name[0])) {
      findings.push({ line: at.line, column: Math.max(1, at.column - name[0].length), severity: 'error', rule: 'duplicate-attribute',
        message: name[0] + ' appears twice on one element; browsers keep the first value and drop this one' });
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Marks the next element sibling after each ignore comment among `parent`'s children. */
function collectIgnores(/** @type {any} */ parent, /** @type {Map<Element, string[] | true>} */ ignored) {
  /** @type {string[] | true | null} */
  let pending = null;
  for (const child of parent.childNodes || []) {
    if (child.nodeName === '#comment') {
      const m = IGNORE.exec(child.data);
      if (m) {
        const rules = m[1].split(/[\s,]+/).filter(Boolean);
        pending = rules.length ? rules : true;
      }
    } else if (child.tagName && pending) {
      ignored.set(child, pending);
      pending = null;
    }
  }
}
