/**
 * Thymeleaf writes values through attributes: `th:data-id="${app.id}"` (or `data-th-data-id`)
 * and `th:attr="data-id=${app.id},data-name=${app.name}"` set `data-id` on the served page,
 * replacing any prototype value in the file. `applyThymeleaf` gives the element those attributes
 * as placeholders, so a required attribute set this way is present and never judged as a
 * literal; processors that only branch or loop (`th:if`, `th:each`, …) mark control flow.
 */
import { OUTPUT } from './template-syntax.js';

/** `th:*` names that are processors, not attributes of the served element. */
const PROCESSORS = /^(?:text|utext|each|if|unless|switch|case|with|object|field|attr|attrappend|attrprepend|classappend|styleappend|fragment|insert|replace|include|remove|block|inline|assert|ref|errors|errorclass|remove)$/;
const BRANCHES = /^(?:each|if|unless|switch|case)$/;
const TH = /^(?:th:|data-th-)(.+)$/;

/**
 * Splits a `th:attr` list on its top-level commas: `a=${x},b=${f(1,2)}` → ['a=${x}', 'b=${f(1,2)}'].
 * @param {string} list
 * @returns {string[]}
 */
function splitTop(list) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.charAt(i);
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

/**
 * Adds to `el` the attributes its `th:*` attributes set, each valued as a placeholder.
 * @param {import('./html-tree.js').Element} el
 * @returns {boolean} whether the element branches or loops (`th:if`, `th:each`, …)
 */
export function applyThymeleaf(el) {
  let branches = false;
  /** @type {Array<[string, string]>} name set, th: attribute that sets it */
  const sets = [];
  for (const a of el.attrs) {
    const m = TH.exec(a.name);
    if (!m) continue;
    const name = m[1];
    if (BRANCHES.test(name)) branches = true;
    if (name === 'attr') {
      for (const pair of splitTop(a.value)) {
        const eq = pair.indexOf('=');
        if (eq > 0) sets.push([pair.slice(0, eq).trim().toLowerCase(), a.name]);
      }
    } else if (!PROCESSORS.test(name)) sets.push([name, a.name]);
  }
  const locations = el.sourceCodeLocation && el.sourceCodeLocation.attrs;
  /** @type {string[]} */
  const optional = [];
  for (const [name, from] of sets) {
    const source = el.attrs.filter((a) => a.name === from)[0];
    if (from !== 'th:attr' && from !== 'data-th-attr' && source && mayBeNull(source.value)) optional.push(name);
    const existing = el.attrs.filter((a) => a.name === name)[0];
    if (existing) existing.value = OUTPUT;
    else {
      el.attrs.push({ name, value: OUTPUT });
      if (locations && locations[from]) locations[name] = locations[from];
    }
  }
  if (optional.length) /** @type {any} */ (el).optionalAttrs = optional;
  return branches;
}

/**
 * Whether an expression is a condition without an else (`${named} ? ${name}`): null when false,
 * and Thymeleaf then leaves the attribute out.
 * @param {string} value
 * @returns {boolean}
 */
function mayBeNull(value) {
  const bare = value.replace(/[$*#@~]\{[^}]*\}|'[^']*'|"[^"]*"/g, 'x');
  return /\?(?![:.])/.test(bare) && bare.indexOf(':') === -1;
}
