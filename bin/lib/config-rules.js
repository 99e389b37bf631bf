/**
 * `<script type="application/json" id="pp-widgets-config">` (product-rules §11, §3): valid JSON,
 * an object, known keys of the right type. The runtime falls back to the defaults for a
 * malformed script, so a typo there silently turns a page's settings off.
 */
import { CONFIG_ENVS, CONFIG_KEY_TYPES, CONFIG_LOCALES, CONFIG_SCRIPT_ID } from './contract.js';
import { attr, contentStart, textOf } from './html-tree.js';
import { closestName } from './similar.js';
import { OUTPUT } from './template-syntax.js';
import { hasControlFlow, hasPlaceholder, replacePlaceholders } from './placeholders.js';

/**
 * @typedef {import('./html-tree.js').Element} Element
 * @typedef {import('./widget-rules.js').Report} Report
 */

const KEYS = Object.keys(CONFIG_KEY_TYPES);

/**
 * Checks one element whose id is `pp-widgets-config`.
 * @param {Element} el
 * @param {Report} report
 */
export function checkConfigScript(el, report) {
  if (el.tagName !== 'script') {
    report('error', 'config-json', '#' + CONFIG_SCRIPT_ID + ' must be a <script type="application/json">, not <' + el.tagName + '>', el);
    return;
  }
  const type = attr(el, 'type');
  if (type === null || type.trim().toLowerCase() !== 'application/json') {
    // Without the JSON type the browser runs the object literal as script.
    report('error', 'config-json', '#' + CONFIG_SCRIPT_ID + ' needs type="application/json"', el, type === null ? undefined : 'type');
  }
  const text = textOf(el);
  if (!text.trim() || hasControlFlow(text)) return;
  // The whole body is written by the server (`<?= json_encode($c) ?>`, `@json($c)`,
  // `{{ c|tojson }}`, `<%= c.to_json %>`, `${c}`, or Thymeleaf's th:text / th:utext): unknown here.
  if (new RegExp('^\\s*' + OUTPUT + '+\\s*$').test(text) || ['th:text', 'th:utext', 'data-th-text', 'data-th-utext'].some((n) => attr(el, n) !== null)) return;
  // `"{{ value }}"` stays a string, a bare `{{ flag }}` becomes null: both parse, and a
  // null then stands for "filled in by the server" (a literal null is checked as usual).
  const templated = hasPlaceholder(text);
  const json = replacePlaceholders(text, 'null');
  let config;
  try {
    config = JSON.parse(json);
  } catch (error) {
    // Engines word the error differently; the position they give is what we explain.
    const at = /position (\d+)/.exec(error instanceof Error ? error.message : String(error));
    const pos = at ? Number(at[1]) : json.length;
    const line = contentStart(el).line + (json.slice(0, pos).match(/\n/g) || []).length;
    report('error', 'config-json', '#' + CONFIG_SCRIPT_ID + ' is not valid JSON (' + explain(json, pos) + '); the runtime ignores all of it', el, undefined, line);
    return;
  }
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    report('error', 'config-json', '#' + CONFIG_SCRIPT_ID + ' must hold a JSON object', el);
    return;
  }
  for (const key of Object.keys(config)) {
    const expected = /** @type {Record<string, string>} */ (CONFIG_KEY_TYPES)[key];
    const value = config[key];
    if (!expected) {
      const near = closestName(key, KEYS);
      report('warning', 'config-key', 'config key "' + key + '" is not one the library reads' + (near ? ' (did you mean "' + near + '"?)' : ''), el);
      continue;
    }
    const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    if (templated && (value === null || typeof value === 'string')) continue;
    if (expected.split(' ').indexOf(actual) === -1) {
      report('error', 'config-value', 'config "' + key + '" should be ' + (expected === 'object' ? 'an object' : 'a ' + expected.replace(' ', ' or a ')) +
        ', got ' + actual + '; the runtime ignores it', el);
    } else if (key === 'env' && CONFIG_ENVS.indexOf(value) === -1) {
      report('error', 'config-value', 'config "env" must be one of ' + CONFIG_ENVS.join(', ') + ', got "' + value + '"', el);
    } else if (key === 'locale' && CONFIG_LOCALES.indexOf(value) === -1) {
      report('error', 'config-value', 'config "locale" must be zh-CN or en, got "' + value + '"', el);
    }
  }
}

/** What went wrong at `pos`, in words that stay the same across JavaScript engines. */
function explain(/** @type {string} */ json, /** @type {number} */ pos) {
  if (pos >= json.trimEnd().length) return 'it ends too early';
  const char = json.charAt(pos);
  const before = json.slice(0, pos).trimEnd().slice(-1);
  if (before === ',' && (char === '}' || char === ']')) return 'a comma before "' + char + '"';
  if (char === "'") return 'single quotes; JSON needs double quotes';
  return 'unexpected "' + char + '"';
}
