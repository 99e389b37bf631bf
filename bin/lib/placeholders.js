/**
 * Template placeholders are filled in by the server before the browser sees the page, so the
 * checker cannot know their value: an attribute holding one is tolerated, never reported as
 * missing or malformed. `checkMarkup` first replaces every placeholder of the languages of
 * template-syntax.js with its markers (OUTPUT, CONTROL); these helpers recognise the markers
 * and, for values given directly, the common delimiters (`{{ }}`, `{% %}`, `{# #}`, `<% %>`,
 * `${}`). They look at attribute values and text only; HTML structure comes from parse5.
 */

const PLACEHOLDER = /[\uE000\uE001]|\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}|<%[\s\S]*?%>|\$\{[\s\S]*?\}/;
const PLACEHOLDER_ALL = /[\uE000\uE001]+|\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}|<%[\s\S]*?%>|\$\{[\s\S]*?\}/g;
/** Characters that start or end a placeholder when a tag itself holds one (`<a {{ attrs }}>`). */
const PLACEHOLDER_PIECE = /[{}%$<>\uE000\uE001]/;
/**
 * Control flow (`{% if %}`, `<% if (…) { %>`, `{{#each}}`, `{{else}}`, `{{ range }}`, or a
 * CONTROL marker): branches may repeat markup.
 */
const CONTROL_FLOW = /\uE001|\{%[\s\S]*?%\}|<%(?![=-])[\s\S]*?%>|\{\{-?\s*[#/^]|\{\{-?\s*(?:else|if|range|with|end)\b/;

/**
 * Whether a value holds a template placeholder anywhere.
 * @param {string | null | undefined} value
 * @returns {boolean}
 * @example hasPlaceholder('{{ app.id }}') // true
 */
export function hasPlaceholder(value) {
  return typeof value === 'string' && PLACEHOLDER.test(value);
}

/**
 * Whether an attribute *name* is a piece of a placeholder written inside a tag, such as the
 * `{{`, `attrs` and `}}` parse5 reads from `<a {{ attrs }}>`.
 * @param {string} name
 * @returns {boolean}
 */
export function isPlaceholderPiece(name) {
  return PLACEHOLDER_PIECE.test(name);
}

/**
 * Whether the source uses template control flow, which can legitimately repeat an id in
 * different branches.
 * @param {string} source
 * @returns {boolean}
 */
export function hasControlFlow(source) {
  return CONTROL_FLOW.test(source);
}

/**
 * Replaces every placeholder with `replacement` (e.g. to parse JSON holding `{{ value }}`).
 * @param {string} text
 * @param {string} replacement
 * @returns {string}
 */
export function replacePlaceholders(text, replacement) {
  return text.replace(PLACEHOLDER_ALL, replacement);
}

/**
 * A RegExp matching the values a placeholder-holding id could take (`app-{{ id }}` → /^app-.*$/).
 * @param {string} value
 * @returns {RegExp}
 */
export function placeholderPattern(value) {
  const parts = value.split(PLACEHOLDER_ALL).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp('^' + parts.join('.*') + '$');
}
