// pp-widgets markup through js-xss: the widgets' elements and attributes added to the default
// whitelist, and every data-* attribute kept through onIgnoreTagAttr.
import xss from 'xss';

const { FilterXSS, getDefaultWhiteList, safeAttrValue, escapeAttrValue } = xss;

const whiteList = getDefaultWhiteList();
const add = (tag, names) => (whiteList[tag] = [...(whiteList[tag] || []), ...names]);
add('header', ['id', 'hidden']);
add('nav', ['id', 'hidden']);
add('div', ['id', 'hidden']);
add('button', ['type', 'aria-controls']);
add('form', ['action', 'method', 'role']);
add('label', ['for']);
add('input', ['id', 'name', 'type', 'autocomplete', 'placeholder']);

const filter = new FilterXSS({
  whiteList,
  onIgnoreTagAttr(tag, name, value) {
    if (name.startsWith('data-')) return `${name}="${escapeAttrValue(safeAttrValue(tag, name, value))}"`;
  },
});

export const save = (html) => filter.process(html);
