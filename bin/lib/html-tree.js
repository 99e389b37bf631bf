/**
 * parse5 glue: parse a template or page with source locations, walk its elements (template
 * contents included), read attributes and locations. Structure always comes from the parser.
 */
import { parse, parseFragment } from 'parse5';

/**
 * @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element
 * @typedef {import('parse5').DefaultTreeAdapterMap['parentNode']} ParentNode
 * @typedef {{ line: number, column: number }} Location
 * @typedef {Location & { offset: number }} Position
 */

// A whole page starts with a doctype or <html> (after comments and masked template code such as
// `<?php require 'init.php'; ?>` or `<%@ page … %>`); anything else is a template partial.
const WHOLE_PAGE = /^[\s\uE000\uE001]*(?:<!--[\s\S]*?-->[\s\uE000\uE001]*)*<(?:!doctype|html[\s>])/i;

/**
 * Parses `source` as a page or, when it does not start like one, as a fragment (a partial),
 * so a partial's markup is not moved around by the document rules.
 * @param {string} source
 * @returns {{ root: ParentNode, isPage: boolean, duplicateAttributes: Position[] }}
 */
export function parseMarkup(source) {
  /** @type {Position[]} */
  const duplicateAttributes = [];
  const options = {
    sourceCodeLocationInfo: true,
    /** @param {import('parse5').ParserError} error */
    onParseError: (error) => {
      if (error.code === 'duplicate-attribute') {
        duplicateAttributes.push({ line: error.startLine, column: error.startCol, offset: error.startOffset });
      }
    },
  };
  const isPage = WHOLE_PAGE.test(source);
  const root = isPage ? parse(source, options) : parseFragment(source, options);
  return { root, isPage, duplicateAttributes };
}

/**
 * Calls `visit` for every element in document order, descending into `<template>` contents.
 * @param {ParentNode} node
 * @param {(el: Element) => void} visit
 */
export function walk(node, visit) {
  const children = /** @type {any} */ (node).childNodes || [];
  for (const child of children) {
    if (!child.tagName) continue;
    visit(child);
    walk(child, visit);
    if (child.content) walk(child.content, visit);
  }
}

/**
 * An attribute's value, or null when absent.
 * @param {Element} el
 * @param {string} name
 * @returns {string | null}
 */
export function attr(el, name) {
  for (const a of el.attrs) if (a.name === name) return a.value;
  return null;
}

/**
 * The first present alias, kebab-case first (like `readAttr` in src/attribute-names/widget-attributes.ts).
 * @param {Element} el
 * @param {readonly string[]} names
 * @returns {{ name: string, value: string } | null}
 */
export function firstAttr(el, names) {
  for (const name of names) {
    const value = attr(el, name);
    if (value !== null) return { name, value };
  }
  return null;
}

/**
 * Where an attribute (or, without a name or when absent, the element's start tag) begins.
 * @param {Element} el
 * @param {string} [name]
 * @returns {Location}
 */
export function locate(el, name) {
  const loc = el.sourceCodeLocation;
  const at = loc && name && loc.attrs ? loc.attrs[name] : undefined;
  const from = at || loc;
  return from ? { line: from.startLine, column: from.startCol } : { line: 1, column: 1 };
}

/**
 * The nearest ancestor (or the element itself) for which `test` holds.
 * @param {Element} el
 * @param {(el: Element) => boolean} test
 * @returns {Element | null}
 */
export function closest(el, test) {
  /** @type {any} */
  let node = el;
  while (node && node.tagName) {
    if (test(node)) return node;
    node = node.parentNode;
  }
  return null;
}

/**
 * The text inside an element (script and style bodies included).
 * @param {Element} el
 * @returns {string}
 */
export function textOf(el) {
  let out = '';
  for (const child of /** @type {any[]} */ (el.childNodes)) {
    if (child.nodeName === '#text') out += child.value;
    else if (child.tagName) out += textOf(child);
  }
  return out;
}

/**
 * The line and column where an element's content starts (after its start tag).
 * @param {Element} el
 * @returns {Location}
 */
export function contentStart(el) {
  const loc = el.sourceCodeLocation;
  const tag = loc && loc.startTag;
  return tag ? { line: tag.endLine, column: tag.endCol } : locate(el);
}

/**
 * A short description for messages: `<a data-widget="download">`.
 * @param {Element} el
 * @returns {string}
 */
export function describe(el) {
  const widget = attr(el, 'data-widget');
  return '<' + el.tagName + (widget !== null ? ' data-widget="' + widget + '"' : '') + '>';
}
