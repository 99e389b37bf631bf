/**
 * The role of one control placeholder of a server template language (template-syntax.js), in
 * each language's own words: what opens branches, what starts another, what closes them.
 */

/** @typedef {'if' | 'loop' | 'switch' | 'elif' | 'case' | 'else' | 'end' | 'ignore' | 'other'} ControlKind */

/**
 * What a control placeholder does to the markup around it: opens branches (`if`, a loop, a
 * `switch`), starts another branch (`elif`, `case`, `else`), closes (`end`), nothing (`ignore`:
 * `</c:when>`, `@break`), or something else (`other`: an include, an assignment), in each
 * language's words.
 * @param {string} t the placeholder as written
 * @returns {ControlKind}
 */
export function controlKind(t) {
  /** @type {RegExpExecArray | null} */
  let m;
  // JSP / JSTL
  if ((m = /^<(\/?)c:(\w+)/.exec(t))) {
    const [, close, name] = m;
    if (name === 'if') return close ? 'end' : 'if';
    if (name === 'forEach' || name === 'forTokens') return close ? 'end' : 'loop';
    if (name === 'choose') return close ? 'end' : 'switch';
    if (name === 'when') return close ? 'ignore' : 'case';
    if (name === 'otherwise') return close ? 'ignore' : 'else';
    return 'other';
  }
  // FreeMarker
  if ((m = /^<(\/?)#(\w+)/.exec(t))) {
    const [, close, name] = m;
    if (close) return name === 'items' || name === 'sep' ? 'ignore' : 'end';
    return ({ if: 'if', elseif: 'elif', else: 'else', list: 'loop', switch: 'switch', case: 'case', on: 'case', default: 'else', break: 'ignore', sep: 'ignore', items: 'ignore' })[name] || 'other';
  }
  // PHP, ERB/EJS/ASP scriptlets
  if (/^<[?%]/.test(t)) {
    const body = t.replace(/^<\?(?:php\b)?|^<%-?/, '').replace(/-?[?%]>$/, '').trim();
    if (/^(?:if|unless)\b/.test(body)) return 'if';
    if (/^\}?\s*(?:elseif|elsif|else\s+if)\b/.test(body)) return 'elif';
    if (/^\}?\s*else\b/.test(body)) return 'else';
    if (/^(?:foreach|for|while)\b/.test(body) || /\bdo(?:\s*\|[^|]*\|)?$/.test(body) || /\.(?:forEach|map)\s*\(.*\{$/.test(body)) return 'loop';
    if (/^switch\b/.test(body) || /^case\b.*[^:]$/.test(body)) return 'switch';
    if (/^case\b/.test(body) || /^when\b/.test(body)) return 'case';
    if (/^default\s*:$/.test(body)) return 'else';
    if (/^break\s*;?$/.test(body)) return 'ignore';
    if (/^(?:end(?:if|foreach|for|while|switch)?\b\s*;?|\}[\s)};]*)$/.test(body)) return 'end';
    return 'other';
  }
  // Jinja, Django, Twig, Nunjucks, Liquid
  if ((m = /^\{%[-+~]?\s*(\w+)/.exec(t))) {
    const word = m[1];
    if (/^(?:if|unless|ifequal|ifnotequal|ifchanged)$/.test(word)) return 'if';
    if (word === 'for' || word === 'tablerow') return 'loop';
    if (/^(?:elif|elseif|elsif)$/.test(word)) return 'elif';
    if (word === 'else' || word === 'empty') return 'else';
    if (word === 'case') return 'switch';
    if (word === 'when') return 'case';
    if (/^end(?:if|unless|for|ifequal|ifnotequal|ifchanged|case|tablerow)$/.test(word)) return 'end';
    return 'other';
  }
  // Smarty
  if ((m = /^\{(\/?)(\w+)/.exec(t)) && !/^\{\{/.test(t)) {
    const [, close, word] = m;
    if (close) return 'end';
    if (word === 'if') return 'if';
    if (word === 'elseif') return 'elif';
    if (/^(?:else|foreachelse|sectionelse|forelse)$/.test(word)) return 'else';
    if (/^(?:foreach|section|for|while)$/.test(word)) return 'loop';
    return 'other';
  }
  // Handlebars, Mustache, Go
  if ((m = /^\{\{[-~]?\s*([#^/]?)\s*(\w+)?(?:\s+(\w+))?/.exec(t))) {
    const [, sigil, word, second] = m;
    if (sigil === '/') return 'end';
    if (sigil === '^') return 'if';
    if (sigil === '#') return word === 'each' ? 'loop' : 'if';
    if (word === 'else') return second === 'if' || second === 'with' ? 'elif' : 'else';
    if (word === 'if' || word === 'with') return 'if';
    if (word === 'range') return 'loop';
    if (word === 'end') return 'end';
    return 'other';
  }
  // Velocity
  if ((m = /^#\{?(\w+)/.exec(t))) {
    return ({ if: 'if', elseif: 'elif', else: 'else', end: 'end', foreach: 'loop', break: 'ignore', stop: 'ignore' })[m[1]] || 'other';
  }
  // Blade
  if ((m = /^@(\w+)/.exec(t))) {
    const word = m[1];
    if (word === 'empty') return /\(/.test(t) ? 'if' : 'else';
    if (/^(?:if|unless|isset|auth|guest|can|cannot|env|production|once)$/.test(word)) return 'if';
    if (word === 'elseif') return 'elif';
    if (word === 'else' || word === 'default') return 'else';
    if (/^(?:for|foreach|forelse|while)$/.test(word)) return 'loop';
    if (word === 'switch') return 'switch';
    if (word === 'case') return 'case';
    if (word === 'break') return 'ignore';
    if (/^end/.test(word)) return 'end';
    return 'other';
  }
  return 'other';
}
