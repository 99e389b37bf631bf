/**
 * Server template syntaxes, read before the HTML parser sees the file.
 *
 * A placeholder is filled in on the server, so its value is unknown here; worse, its own quotes
 * and `>` (`data-id="<?= $app["id"] ?>"`, `<c:out value="${app.id}"/>`, `{{ a > b }}`) would
 * mislead an HTML parser. `maskTemplates` therefore replaces each placeholder, character for
 * character, with a private-use marker (newlines kept), so that parse5 reads the page's real
 * structure with unchanged lines and columns, and the rules see a marker where a value is not
 * known: an output placeholder becomes OUTPUT, control flow (if, loops, else, end) CONTROL.
 *
 * Languages: PHP, Smarty, Blade, Twig, Jinja/Django/Nunjucks/Liquid, Handlebars/Mustache,
 * ERB/EJS/ASP, JSP (EL, JSTL and other tag libraries), FreeMarker, Velocity, Thymeleaf (inline
 * `[[…]]` and `[(…)]` here, `th:*` attributes in html-tree.js) and Go templates.
 * Each matcher looks for the language's own delimiters; the ambiguous short forms of Velocity
 * (`$name`, `#if(…)`, `#end`) are read only in a Velocity file (`.vm`, `.vtl`, or one that uses
 * `#set(`, `#foreach(`, `$!name`, …), so a `$5` or `href="#end"` elsewhere stays literal.
 *
 * A template comment (`{# #}`, `{% comment %}…{% endcomment %}`, `{* *}`, `<%-- --%>`,
 * `{{-- --}}`, `<#-- -->`, `{{!-- --}}`, `<%# %>`, Go's `{{/*` … `*\/}}`, `@* *@`, Thymeleaf's
 * parser-level comment block (`<!--/*-->` … `<!--*\/-->`), Velocity's `##` and `#* *#`) renders as nothing, so it becomes spaces:
 * the markup inside is not checked and it hides nothing around it. Each control placeholder's
 * role (an `if` that opens branches, `else`, `end`, a loop, …) is kept beside the masked text
 * (`maskWithControls`), so that a condition inside a start tag is checked branch by branch.
 */

import { controlKind } from './control-kind.js';

export { controlKind };

/** Marker of an output placeholder (`{{ x }}`, `<?= $x ?>`, `${x}`, …). */
export const OUTPUT = '\uE000';
/** Marker of template control flow (`{% if %}`, `<?php foreach … ?>`, `#end`, `<c:if>`, …). */
export const CONTROL = '\uE001';
/** A comment: masked as spaces. */
const COMMENT = ' ';

/**
 * @typedef {import('./control-kind.js').ControlKind} ControlKind
 * @typedef {{ start: number, end: number, kind: ControlKind }} Control
 */

const VELOCITY_FILE = /\.(?:vm|vtl|vsl)$/i;
const VELOCITY_SOURCE = /#(?:set|foreach|if|macro|parse)\s*\(|\$!\{?[A-Za-z]|#\{(?:end|else)\}/;

/** Blade directives that branch or loop (the rest output something: `@csrf`, `@include(…)`). */
const BLADE_CONTROL = 'if|elseif|else|endif|unless|endunless|isset|endisset|empty|endempty|auth|endauth|guest|endguest|' +
  'switch|case|break|default|endswitch|for|endfor|foreach|endforeach|forelse|endforelse|while|endwhile|can|endcan|' +
  'cannot|endcannot|env|endenv|production|endproduction|once|endonce';
const BLADE_OUTPUT = 'csrf|method|include|includeIf|includeWhen|includeFirst|each|json|yield|section|endsection|show|' +
  'extends|push|endpush|prepend|endprepend|stack|lang|choice|class|style|props|aware|php|endphp|verbatim|endverbatim|' +
  'component|endcomponent|slot|endslot|error|enderror|checked|selected|disabled|readonly|required|vite|livewire';
const BLADE = new RegExp('@(' + BLADE_CONTROL + '|' + BLADE_OUTPUT + ')(?![\\w-])', 'y');
const BLADE_IS_CONTROL = new RegExp('^(?:' + BLADE_CONTROL + ')$');

const SMARTY_CONTROL = /^\{\/?(?:if|elseif|else|foreach|foreachelse|section|sectionelse|for|forelse|while)\b/;
const SMARTY_TAG = /\{\/?(?:if|elseif|else|foreach|foreachelse|section|sectionelse|for|forelse|while|capture|block|function|literal|strip|nocache|include|assign|extends|html_options|mailto|cycle)\b[^}\n]*\}/y;
const SMARTY_VAR = /\{\$[^}\n]*\}/y;

const GO_OR_HANDLEBARS_CONTROL = /^\{\{-?\s*(?:[#/^]|else\b|if\b|range\b|with\b|end\b|block\b|define\b|template\b|each\b|unless\b)/;
const FREEMARKER_CONTROL = /^<\/?#(?:if|elseif|else|list|items|sep|switch|case|default|on|attempt|recover)\b/;
const JSP_CONTROL = /^<\/?(?:c:(?:if|forEach|forTokens|choose|when|otherwise)|th:block)\b/;
/** `<prefix:name …>` or `</prefix:name>`: JSTL, Spring, custom tag libraries, `<th:block>`. */
const PREFIXED_TAG = /<\/?[A-Za-z][\w-]*:[A-Za-z][\w.-]*(?:\s+(?:[^"'>]|"[^"]*"|'[^']*')*)?\/?>/y;
/** FreeMarker directives and macro calls: `<#if x>`, `</#list>`, `<@layout.page title="…">`. */
const FREEMARKER_TAG = /<\/?[#@][\w.]*(?:[^"'>]|"[^"]*"|'[^']*')*>/y;

const VELOCITY_WORDS = 'if|elseif|foreach|set|macro|define|parse|include|evaluate|else|end|break|stop';
/** `#if`, `#end`, or the braced `#{else}` (which may touch the next word: `#{else}data-x`). */
const VELOCITY_DIRECTIVE = new RegExp('#(?:\\{(' + VELOCITY_WORDS + ')\\}|(' + VELOCITY_WORDS + ')(?![\\w]))', 'y');
const VELOCITY_IS_CONTROL = /^(?:if|elseif|foreach|else|end|break|stop)$/;
const VELOCITY_REFERENCE = /\$!?[A-Za-z][\w-]*/y;

/**
 * The end (exclusive) of a bracketed run that opens at `start` (`(`, `{` or `[`), honouring
 * nested brackets and quoted strings; -1 when it never closes.
 * @param {string} s
 * @param {number} start
 * @returns {number}
 */
function balanced(s, start) {
  const open = s.charAt(start);
  const close = open === '(' ? ')' : open === '{' ? '}' : ']';
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === '"' || c === "'") {
      const end = s.indexOf(c, i + 1);
      if (end === -1) return -1;
      i = end;
    } else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The end of a delimited run `open … close` starting at `i`, or -1 when `open` is not at `i` or
 * the run is never closed (then it is not a placeholder, and nothing after it is hidden).
 * @param {string} s
 * @param {number} i
 * @param {string} open
 * @param {string} close
 * @returns {number}
 */
function delimited(s, i, open, close) {
  if (!s.startsWith(open, i)) return -1;
  const end = s.indexOf(close, i + open.length);
  return end === -1 ? -1 : end + close.length;
}

/**
 * @param {RegExp} re a sticky regular expression
 * @param {string} s
 * @param {number} i
 * @returns {RegExpExecArray | null}
 */
function stickyAt(re, s, i) {
  re.lastIndex = i;
  return re.exec(s);
}

/**
 * The placeholder that starts at `i`, as `[end, marker]`, or null.
 * @param {string} s
 * @param {number} i
 * @param {boolean} velocity
 * @returns {[number, string] | null}
 */
function placeholderAt(s, i, velocity) {
  const c = s.charAt(i);
  const next = s.charAt(i + 1);
  let end = -1;
  /** @type {RegExpExecArray | null} */
  let m = null;
  if (c === '<') {
    // PHP: <?= … ?>, <?php … ?>, <? … ?> (not an <?xml … ?> declaration).
    if (next === '?' && !/^<\?xml\b/i.test(s.slice(i, i + 6))) {
      // A PHP file may end inside PHP (no closing ?>, as PSR-12 recommends).
      end = phpEnd(s, i + 2);
      // A block that holds only comments renders nothing.
      const code = s.slice(i, end).replace(/^<\?(?:php\b)?/, '').replace(/\?>$/, '').replace(/\/\*[\s\S]*?(?:\*\/|$)|(?:\/\/|#)[^\n]*/g, '');
      if (!code.trim()) return [end, COMMENT];
      const head = s.slice(i, i + 40);
      return [end, /^<\?(?:=|php\s+(?:echo|print)\b)/.test(head) ? OUTPUT : CONTROL];
    }
    // ERB, EJS, ASP, JSP scriptlets and comments: <%= … %>, <%- … %>, <% … %>, <%-- … --%>, <%# … %>.
    if (next === '%') {
      if (s.startsWith('<%--', i)) return [delimited(s, i, '<%--', '--%>'), COMMENT];
      if (s.startsWith('<%#', i)) return [delimited(s, i, '<%#', '%>'), COMMENT];
      end = delimited(s, i, '<%', '%>');
      return [end, /^<%[=-]/.test(s.slice(i, i + 3)) ? OUTPUT : CONTROL];
    }
    // Thymeleaf parser-level comment blocks, `<!--/*-->` … `<!--*` + `/-->`: the prototype shows
    // what is inside, the server removes it (the one-piece form is an HTML comment anyway).
    if (s.startsWith('<!--/*-->', i)) {
      const close = s.indexOf('<!--*/-->', i + 9);
      return close === -1 ? null : [close + 9, COMMENT];
    }
    // FreeMarker: <#-- … -->, <#if …>, </#list>, <@macro …/>.
    if (s.startsWith('<#--', i)) return [delimited(s, i, '<#--', '-->'), COMMENT];
    if (next === '#' || next === '@' || (next === '/' && (s.charAt(i + 2) === '#' || s.charAt(i + 2) === '@'))) {
      m = stickyAt(FREEMARKER_TAG, s, i);
      if (m) return [i + m[0].length, FREEMARKER_CONTROL.test(m[0]) ? CONTROL : OUTPUT];
    }
    // JSP tag libraries and Thymeleaf's <th:block>: <c:out value="${x}"/>, <c:if test="…">, </c:if>.
    m = stickyAt(PREFIXED_TAG, s, i);
    if (m) return [i + m[0].length, JSP_CONTROL.test(m[0]) ? CONTROL : OUTPUT];
    return null;
  }
  if (c === '{') {
    // Blade {!! … !!}; Handlebars/Mustache {{{ … }}}; {{ … }} (Twig, Jinja, Django, Blade,
    // Handlebars, Mustache, Go, Liquid); {% … %}; comments {# … #}, Smarty {* … *}.
    if (s.startsWith('{!!', i)) return [delimited(s, i, '{!!', '!!}'), OUTPUT];
    if (s.startsWith('{{{', i)) return [delimited(s, i, '{{{', '}}}'), OUTPUT];
    if (s.startsWith('{{', i)) {
      // Comments: Blade / Handlebars {{-- --}}, Handlebars {{!-- --}} and {{! }}, Go {{/* */}}.
      if (s.startsWith('{{--', i)) return [delimited(s, i, '{{--', '--}}'), COMMENT];
      if (s.startsWith('{{!--', i)) return [delimited(s, i, '{{!--', '--}}'), COMMENT];
      if (s.startsWith('{{!', i)) return [delimited(s, i, '{{!', '}}'), COMMENT];
      const go = /^\{\{-?\s*\/\*/.exec(s.slice(i, i + 8));
      if (go) {
        const close = s.indexOf('*/', i + go[0].length);
        const tail = close === -1 ? null : /^\s*-?\}\}/.exec(s.slice(close + 2, close + 8));
        return [close === -1 || !tail ? -1 : close + 2 + tail[0].length, COMMENT];
      }
      end = delimited(s, i, '{{', '}}');
      return end === -1 ? [-1, OUTPUT] : [end, GO_OR_HANDLEBARS_CONTROL.test(s.slice(i, i + 20)) ? CONTROL : OUTPUT];
    }
    if (next === '%') {
      // Django / Liquid {% comment %} … {% endcomment %} (Django's note form too).
      const open = /^\{%-?\s*comment\b[^%]*%\}/.exec(s.slice(i, i + 200));
      if (open) {
        const close = /\{%-?\s*endcomment\s*-?%\}/g;
        close.lastIndex = i + open[0].length;
        const m2 = close.exec(s);
        if (m2) return [m2.index + m2[0].length, COMMENT];
      }
      return [delimited(s, i, '{%', '%}'), CONTROL];
    }
    // Smarty's config variables {#name#} are output; any other {# … #} is a Twig/Jinja comment.
    if (next === '#') {
      end = delimited(s, i, '{#', '#}');
      return [end, /^\{#\$?[A-Za-z_][\w.]*#\}$/.test(s.slice(i, end)) ? OUTPUT : COMMENT];
    }
    if (next === '*') return [delimited(s, i, '{*', '*}'), COMMENT];
    // Smarty: {$app.id}, {$app|escape}, {if …}, {/foreach}, {include file="…"}.
    m = stickyAt(SMARTY_VAR, s, i) || stickyAt(SMARTY_TAG, s, i);
    if (m) return [i + m[0].length, SMARTY_CONTROL.test(m[0]) ? CONTROL : OUTPUT];
    return null;
  }
  if (c === '$' || c === '#') {
    // EL, FreeMarker, Velocity, template literals: ${ … }, #{ … }, $!{ … }.
    if (next === '{') {
      end = balanced(s, i + 1);
      if (end !== -1 && !(c === '#' && velocity && /^#\{(?:end|else)\}/.test(s.slice(i, i + 7)))) return [end, OUTPUT];
    }
    if (c === '$' && next === '!' && s.charAt(i + 2) === '{') {
      end = balanced(s, i + 2);
      if (end !== -1) return [end, OUTPUT];
    }
    if (!velocity) return null;
    if (c === '#') {
      if (s.startsWith('#*', i)) return [delimited(s, i, '#*', '*#'), COMMENT];
      if (next === '#') {
        const eol = s.indexOf('\n', i);
        return [eol === -1 ? s.length : eol, COMMENT];
      }
      m = stickyAt(VELOCITY_DIRECTIVE, s, i);
      if (!m) return null;
      end = i + m[0].length;
      const paren = /^\s*\(/.exec(s.slice(end, end + 20));
      if (paren) {
        const close = balanced(s, end + paren[0].length - 1);
        if (close !== -1) end = close;
      }
      return [end, VELOCITY_IS_CONTROL.test(m[1] || m[2]) ? CONTROL : OUTPUT];
    }
    // Velocity references: $name, $!name, $app.name, $app.getName(), $map["k"], $list[0].
    m = stickyAt(VELOCITY_REFERENCE, s, i);
    if (!m) return null;
    end = i + m[0].length;
    for (;;) {
      const member = /^\.[A-Za-z_][\w-]*/.exec(s.slice(end, end + 80));
      if (member) {
        end += member[0].length;
        if (s.charAt(end) === '(') {
          const close = balanced(s, end);
          if (close === -1) break;
          end = close;
        }
      } else if (s.charAt(end) === '[') {
        const close = balanced(s, end);
        if (close === -1) break;
        end = close;
      } else break;
    }
    return [end, OUTPUT];
  }
  if (c === '[' && (next === '[' || next === '(')) {
    // Thymeleaf inline expressions: [[${app.name}]], [(${html})].
    return s.startsWith('[[', i) ? [delimited(s, i, '[[', ']]'), OUTPUT] : [delimited(s, i, '[(', ')]'), OUTPUT];
  }
  if (c === '@' && next === '*') {
    // Razor: @* … *@.
    return [delimited(s, i, '@*', '*@'), COMMENT];
  }
  if (c === '@' && !/[\w@.]/.test(s.charAt(i - 1))) {
    // Blade directives: @if($x), @foreach($apps as $app), @endif, @csrf, @json($config).
    m = stickyAt(BLADE, s, i);
    if (!m) return null;
    end = i + m[0].length;
    const paren = /^[ \t]*\(/.exec(s.slice(end, end + 20));
    if (paren) {
      const close = balanced(s, end + paren[0].length - 1);
      if (close !== -1) end = close;
    }
    return [end, BLADE_IS_CONTROL.test(m[1]) ? CONTROL : OUTPUT];
  }
  return null;
}

/**
 * The end of a PHP block whose code starts at `from`: the first `?>` outside strings and
 * block comments (`/*` … `*\/`) (a `//` or `#` comment ends at the line or at `?>`, as PHP reads it); the end of
 * the file when PHP is never closed.
 * @param {string} s
 * @param {number} from
 * @returns {number}
 */
function phpEnd(s, from) {
  for (let i = from; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === '?' && s.charAt(i + 1) === '>') return i + 2;
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < s.length && s.charAt(i) !== c; i++) if (s.charAt(i) === '\\') i++;
    } else if (c === '/' && s.charAt(i + 1) === '*') {
      const close = s.indexOf('*/', i + 2);
      if (close === -1) return s.length;
      i = close + 1;
    } else if ((c === '/' && s.charAt(i + 1) === '/') || (c === '#' && s.charAt(i + 1) !== '[')) {
      for (; i < s.length && s.charAt(i) !== '\n'; i++) if (s.charAt(i) === '?' && s.charAt(i + 1) === '>') return i + 2;
    }
  }
  return s.length;
}

/**
 * Replaces every template placeholder in `source` with markers of the same length (newlines
 * kept), so line and column numbers stay those of the file.
 * @param {string} source
 * @param {{ file?: string }} [options] the file name tells a Velocity template by its extension
 * @returns {string}
 * @example maskTemplates('<a data-id="<?= $id ?>">') // '<a data-id="\uE000\uE000…">' (as many markers as `<?= $id ?>` has characters)
 */
export function maskTemplates(source, options = {}) {
  return maskWithControls(source, options).masked;
}

/**
 * `maskTemplates`, and where each control placeholder is with its role (`controlKind`).
 * @param {string} source
 * @param {{ file?: string }} [options]
 * @returns {{ masked: string, controls: Control[] }}
 */
export function maskWithControls(source, options = {}) {
  const velocity = (options.file !== undefined && VELOCITY_FILE.test(options.file)) || VELOCITY_SOURCE.test(source);
  // Thymeleaf's prototype-only blocks (`<!--/*/` … `/*` + `/-->`) are live markup once processed.
  source = source.replace(/<!--\/\*\/|\/\*\/-->/g, (m) => ' '.repeat(m.length));
  let out = '';
  let copied = 0;
  /** @type {Control[]} */
  const controls = [];
  for (let i = 0; i < source.length; ) {
    const c = source.charAt(i);
    const found = c === '<' || c === '{' || c === '$' || c === '#' || c === '[' || c === '@' ? placeholderAt(source, i, velocity) : null;
    if (!found || (found[0] !== -1 && found[0] <= i)) {
      i++;
      continue;
    }
    const [end, marker] = found;
    if (end === -1) {
      i++;
      continue;
    }
    if (marker === CONTROL) controls.push({ start: i, end, kind: controlKind(source.slice(i, end)) });
    out += source.slice(copied, i) + source.slice(i, end).replace(/[^\r\n]/g, marker);
    copied = i = end;
  }
  return { masked: out + source.slice(copied), controls };
}
