/**
 * The JavaScript sanitizers with their default configuration, as a Node.js CMS calls them:
 * js-xss `filterXSS(html)`, sanitize-html `sanitizeHtml(html)`, DOMPurify `sanitize(html)` on
 * jsdom's window. The recipes (tests/cms/recipes/*.mjs) export the same `save(html)`.
 */
import { filterXSS } from 'xss';
import sanitizeHtml from 'sanitize-html';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const DOMPurify = createDOMPurify(new JSDOM('').window);

export const defaults = {
  'js-xss': (html) => filterXSS(html),
  'sanitize-html': (html) => sanitizeHtml(html),
  dompurify: (html) => DOMPurify.sanitize(html),
};
