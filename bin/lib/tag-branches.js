/**
 * A template condition inside a start tag (`<a data-widget="download" {% if x %}data-id="1"{% else %}data-name="n"{% endif %}>`)
 * gives the served element different attributes in each branch. `tagVariants` lists them: one
 * copy of the element per combination of branches, each with the attributes that branch adds,
 * so every rule runs on each; a tag whose control flow is not plain branching (an include, an
 * assignment) gives null and stays opaque, as before.
 */
import { parseFragment } from 'parse5';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {import('./template-syntax.js').Control} Control
 * @typedef {{ start: number, end: number } | { branches: Item[][], exhaustive: boolean }} Item
 */

/** Most combinations checked per tag; beyond that the tag stays opaque. */
const MAX_VARIANTS = 64;

/**
 * The controls of `controls` that sit between attributes of the start tag [from, to) of `masked`
 * (not inside a quoted value).
 * @param {string} masked
 * @param {number} from
 * @param {number} to
 * @param {Control[]} controls sorted by start
 * @returns {Control[]}
 */
function inTag(masked, from, to, controls) {
  const within = controls.filter((c) => c.start > from && c.end <= to);
  if (!within.length) return [];
  /** @type {Set<number>} */
  const quoted = new Set();
  let quote = '';
  for (let i = from; i < to; i++) {
    const c = masked.charAt(i);
    if (quote) {
      if (c === quote) quote = '';
      else quoted.add(i);
    } else if ((c === '"' || c === "'") && /=\s*$/.test(masked.slice(Math.max(from, i - 20), i))) quote = c;
  }
  return within.filter((c) => !quoted.has(c.start));
}

/**
 * The branch structure of a tag's controls, or null when it is not plain branching.
 * @param {Control[]} list
 * @param {number} from
 * @param {number} to
 * @returns {Item[] | null}
 */
function structure(list, from, to) {
  /** @type {Item[]} */
  const root = [];
  /** @type {Array<{ cond: { branches: Item[][], exhaustive: boolean } | null, items: Item[] }>} */
  const stack = [{ cond: null, items: root }];
  let at = from;
  for (const c of list) {
    const top = stack[stack.length - 1];
    if (c.start > at) top.items.push({ start: at, end: c.start });
    at = c.end;
    if (c.kind === 'ignore') continue;
    if (c.kind === 'if' || c.kind === 'loop' || c.kind === 'switch') {
      const cond = { branches: /** @type {Item[][]} */ ([]), exhaustive: false };
      top.items.push(cond);
      /** @type {Item[]} */
      const first = [];
      // A switch's text before its first case is never served.
      if (c.kind !== 'switch') cond.branches.push(first);
      stack.push({ cond, items: first });
    } else if (c.kind === 'elif' || c.kind === 'case' || c.kind === 'else') {
      if (!top.cond) return null;
      /** @type {Item[]} */
      const next = [];
      top.cond.branches.push(next);
      if (c.kind === 'else') top.cond.exhaustive = true;
      top.items = next;
    } else if (c.kind === 'end') {
      if (!top.cond) return null;
      stack.pop();
    } else return null;
  }
  if (stack.length !== 1) return null;
  if (to > at) root.push({ start: at, end: to });
  return root;
}

/**
 * Every combination of branches of `items`, as lists of kept ranges; null when there are too many.
 * @param {Item[]} items
 * @returns {Array<Array<{ start: number, end: number }>> | null}
 */
function combinations(items) {
  /** @type {Array<Array<{ start: number, end: number }>>} */
  let out = [[]];
  for (const item of items) {
    if ('start' in item) {
      out = out.map((kept) => kept.concat([item]));
      continue;
    }
    /** @type {Array<Array<{ start: number, end: number }>>} */
    const choices = item.exhaustive ? [] : [[]];
    for (const branch of item.branches) {
      const inner = combinations(branch);
      if (!inner) return null;
      choices.push(...inner);
    }
    /** @type {Array<Array<{ start: number, end: number }>>} */
    const next = [];
    for (const kept of out) for (const choice of choices) next.push(kept.concat(choice));
    if (next.length > MAX_VARIANTS) return null;
    out = next;
  }
  return out;
}

/**
 * One copy of `el` per combination of the branches written inside its start tag, each with the
 * attributes that combination serves and their places in the file; [] when the tag holds no
 * condition, null when its control flow is not plain branching.
 * @param {Element} el
 * @param {string} masked the whole masked source
 * @param {Control[]} controls
 * @param {(offset: number) => { line: number, column: number }} position
 * @returns {Array<Element & { branchOf: Element, duplicates: number[] }> | null} `duplicates`: offsets just past an
 *   attribute name repeated within that branch (parse5's duplicate-attribute error)
 */
export function tagVariants(el, masked, controls, position) {
  const loc = el.sourceCodeLocation;
  const tag = loc && loc.startTag;
  if (!tag) return [];
  const from = tag.startOffset;
  const to = tag.endOffset;
  const list = inTag(masked, from, to, controls);
  if (!list.length) return [];
  const items = structure(list, from, to);
  const combos = items && combinations(items);
  if (!combos) return null;
  return combos.map((kept) => {
    let text = '';
    for (let i = from; i < to; i++) {
      const c = masked.charAt(i);
      text += c === '\n' || c === '\r' || kept.some((k) => i >= k.start && i < k.end) ? c : ' ';
    }
    /** @type {number[]} */
    const duplicates = [];
    const options = {
      sourceCodeLocationInfo: true,
      onParseError: (/** @type {import('parse5').ParserError} */ e) => {
        if (e.code === 'duplicate-attribute') duplicates.push(from + e.startOffset);
      },
    };
    const parsed = /** @type {any} */ (parseFragment(text, options)).childNodes.filter((/** @type {any} */ n) => n.tagName)[0];
    /** @type {Record<string, any>} */
    const attrs = {};
    const at = (parsed && parsed.sourceCodeLocation && parsed.sourceCodeLocation.attrs) || {};
    for (const name of Object.keys(at)) {
      const start = position(from + at[name].startOffset);
      attrs[name] = { startLine: start.line, startCol: start.column, startOffset: from + at[name].startOffset, endOffset: from + at[name].endOffset };
    }
    return /** @type {any} */ ({ ...el, attrs: parsed ? parsed.attrs : [], sourceCodeLocation: { ...loc, attrs }, branchOf: el, duplicates });
  });
}
