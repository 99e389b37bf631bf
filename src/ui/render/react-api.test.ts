// @vitest-environment node
/**
 * The script tag's React (react-api.js) gives only the React behaviours our widgets rely on,
 * not all of preact/compat's. This fails when the markup of a widget starts to use one that
 * compat would have given and react-api.js does not: add it there (with a case in
 * react-api.dom.test.ts) first, or the script tag and the ESM build would differ.
 * Spread attributes (`<a {...attrs}>`) cannot be read here; their keys are checked by review.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

/** The script tag's sources (app/react/ is the ESM build's alone), tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(ROOT, 'app', 'react') ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** preact/compat's list of SVG presentation attributes it hyphenates (strokeWidth → stroke-width). */
const SVG_CAMEL =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
/** Props of an element that compat rewrites and react-api.js does not. */
const LEFT_OUT_PROPS = new Set(['onDoubleClick', 'defaultValue', 'download', 'translate']);
/** Event members that only compat's event wrapper gives, and React component features it shims. */
const LEFT_OUT_CODE = /\.(persist|isDefaultPrevented|isPropagationStopped)\(|\.nativeEvent\b|\bdefaultProps\b|\bUNSAFE_/;

/** A `style` value that React would give `px` to or that cannot be read: anything but a string. */
function stringLike(node: ts.Expression): boolean {
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isParenthesizedExpression(node)) return stringLike(node.expression);
  if (ts.isConditionalExpression(node)) return stringLike(node.whenTrue) && stringLike(node.whenFalse);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && (stringLike(node.left) || stringLike(node.right));
}

function leftOut(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${relative(ROOT, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^[a-z]/.test(node.tagName.getText())) {
      const tag = node.tagName.getText();
      if (tag === 'svg' || tag === 'noscript') at(node, `<${tag}>`);
      for (const attr of node.attributes.properties) {
        if (!ts.isJsxAttribute(attr)) continue;
        const name = attr.name.getText();
        if (LEFT_OUT_PROPS.has(name) || (SVG_CAMEL.test(name) && !tag.includes('-')) || (tag === 'select' && name === 'multiple')) at(attr, `<${tag} ${name}>`);
        const value = attr.initializer && ts.isJsxExpression(attr.initializer) ? attr.initializer.expression : undefined;
        if (name === 'style' && value) {
          const props = ts.isObjectLiteralExpression(value) ? value.properties : undefined;
          if (!props || props.some((p) => !ts.isPropertyAssignment(p) || !stringLike(p.initializer))) at(attr, '`style` with a value that is not a string');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  text.split('\n').forEach((line, i) => {
    if (LEFT_OUT_CODE.test(line) && !/^\s*(\/\/|\*)/.test(line)) found.push(`${relative(ROOT, path)}:${i + 1} ${line.trim()}`);
  });
  return found;
}

describe('react-api.js', () => {
  it('gives every React behaviour the script-tag sources rely on', () => {
    const files = ['app', 'src', 'widgets', 'features'].flatMap((folder) => sources(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(leftOut)).toEqual([]);
  });
});
