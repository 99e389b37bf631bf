/**
 * Checks one template or page against the markup contract (product-rules §11, §3, §5) and returns
 * its findings, sorted by position. Pure: text in, findings out; no file system.
 */
import { CONFIG_SCRIPT_ID } from './contract.js';
import { checkConfigScript } from './config-rules.js';
import { attr, locate, parseMarkup, walk } from './html-tree.js';
import { checkPage } from './page-rules.js';
import { hasControlFlow } from './placeholders.js';
import { tagVariants } from './tag-branches.js';
import { maskWithControls } from './template-syntax.js';
import { applyThymeleaf } from './thymeleaf.js';
import { checkLink } from './link-rules.js';
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
  const masked = maskWithControls(source, options);
  source = masked.masked;
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const position = (/** @type {number} */ offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo] + 1 };
  };
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
    const skip = ignored.get(/** @type {any} */ (el).branchOf || el);
    if (skip === true || (skip && skip.indexOf(rule) !== -1)) return;
    const at = locate(el, attrName);
    findings.push({ line: line || at.line, column: line ? 1 : at.column, severity, rule, message: message.replace(MARKERS, '…') });
  };

  /** @type {Array<[number, number]>} start tags read branch by branch: their duplicates are per branch */
  const branched = [];
  /** @type {Set<number>} */
  const branchDuplicates = new Set();
  for (const el of elements) {
    const variants = tagVariants(el, source, masked.controls, position);
    const tag = el.sourceCodeLocation && el.sourceCodeLocation.startTag;
    if (variants && variants.length && tag) {
      branched.push([tag.startOffset, tag.endOffset]);
      for (const v of variants) for (const at of /** @type {any} */ (v).duplicates) branchDuplicates.add(at);
    }
    if (attr(el, 'data-widget') !== null) checkBranches(el, variants, report);
    else if (el.tagName === 'a') checkLink(el, report);
    if (attr(el, 'id') === CONFIG_SCRIPT_ID) checkConfigScript(el, report);
  }
  checkPage({ elements, isPage, controlFlow: thymeleafBranches || hasControlFlow(source), report });
  const perBranch = (/** @type {number} */ offset) => branched.some(([from, to]) => offset >= from && offset < to);
  const repeated = duplicateAttributes.filter((at) => !perBranch(at.offset)).concat(Array.from(branchDuplicates).map((offset) => ({ ...position(offset), offset })));
  for (const at of repeated) {
    // parse5 points just past the repeated name.
    const name = /[^\s=>/"']+$/.exec(source.slice(0, at.offset));
    if (name && WATCHED_DUPLICATE.test(name[0])) {
      findings.push({ line: at.line, column: Math.max(1, at.column - name[0].length), severity: 'error', rule: 'duplicate-attribute',
        message: name[0] + ' appears twice on one element; browsers keep the first value and drop this one' });
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Checks a widget element once, or, when its start tag holds a template condition, once per
 * branch with the attributes that branch serves: a mistake found in every branch is reported as
 * is, one found in some branches says so.
 * @param {Element} el
 * @param {Element[] | null} variants
 * @param {import('./widget-rules.js').Report} report
 */
function checkBranches(el, variants, report) {
  const optional = /** @type {string[] | undefined} */ (/** @type {any} */ (el).optionalAttrs);
  if (variants && !variants.length && optional && optional.length <= 6) {
    // Thymeleaf leaves out an attribute whose expression is null (`th:data-name="${a} ? ${b}"`).
    for (let mask = 0; mask < 1 << optional.length; mask++) {
      const attrs = el.attrs.filter((a) => {
        const i = optional.indexOf(a.name);
        return i === -1 || (mask & (1 << i)) !== 0;
      });
      variants.push(/** @type {any} */ ({ ...el, attrs, branchOf: el }));
    }
  }
  if (!variants || !variants.length) {
    checkWidget(el, report, { opaque: variants === null });
    return;
  }
  /** @type {Map<string, { args: Parameters<import('./widget-rules.js').Report>, count: number }>} */
  const seen = new Map();
  for (const variant of variants) {
    /** @type {Set<string>} */
    const once = new Set();
    checkWidget(variant, (severity, rule, message, at, attrName, line) => {
      const key = rule + '\n' + message;
      if (once.has(key)) return;
      once.add(key);
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { args: [severity, rule, message, at, attrName, line], count: 1 });
    });
  }
  for (const { args, count } of seen.values()) {
    const [severity, rule, message, at, attrName, line] = args;
    report(severity, rule, count === variants.length ? message : message + ' in one branch of the template condition in its tag', at, attrName, line);
  }
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
