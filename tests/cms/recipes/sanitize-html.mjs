// pp-widgets markup through sanitize-html: the widgets' elements, their data-* attributes (a
// wildcard) and the header menu's, search form's and lazy images' attributes.
import sanitizeHtml from 'sanitize-html';

const options = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'header', 'button', 'form', 'label', 'input', 'img'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['data-*', 'id', 'hidden', 'class', 'title'],
    a: ['href', 'name', 'target'],
    button: ['type', 'aria-controls'],
    form: ['action', 'method', 'role'],
    label: ['for'],
    input: ['name', 'type', 'autocomplete', 'placeholder'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
};

export const save = (html) => sanitizeHtml(html, options);
