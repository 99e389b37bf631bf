// @vitest-environment node
/**
 * Comments give the reason or link a file in the repo: every repo-relative path a comment of
 * app/, src/, widgets/, features/, bin/ or scripts/ names must exist, and no comment cites what a
 * reader of the repo cannot open (a numbered habit of a style guide kept elsewhere, a numbered
 * point or issue, sections of SPEC.md or CONTRACT.md, "the brief"). docs/product-rules.md is the
 * spec in the repo: cite its sections (`product-rules §13`) instead.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
// The tests too: their comments are read as much as the code's.
const FOLDERS = ['app', 'src', 'widgets', 'features', 'bin', 'scripts', 'tests'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

function filesIn(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'results') continue;
    if (statSync(path).isDirectory()) out.push(...filesIn(path));
    else if (SOURCE.test(name) && !/\.generated\./.test(name)) out.push(path);
  }
  return out;
}

/**
 * A file's comments, with their line numbers, and its code without them, read by TypeScript's
 * scanner (so text in strings is code, not a comment).
 */
function split(path: string): { comments: { line: number; text: string }[]; code: string } {
  const text = readFileSync(path, 'utf8');
  const jsx = /\.(tsx|jsx)$/.test(path) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, jsx, text);
  const comments: { line: number; text: string }[] = [];
  let code = '';
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      const line = text.slice(0, scanner.getTokenStart()).split('\n').length;
      comments.push({ line, text: scanner.getTokenText() });
    } else code += scanner.getTokenText();
  }
  return { comments, code };
}

const SELF = join(__dirname, 'comment-links.test.ts');
const files = FOLDERS.flatMap((folder) => filesIn(join(ROOT, folder))).filter((path) => path !== SELF);
const parts = files.map((path) => ({ path, ...split(path) }));
const comments = parts.flatMap(({ path, comments }) => comments.map((c) => ({ ...c, where: `${relative(ROOT, path)}:${c.line}` })));
/** Every `data-*` name the code (not its comments) spells: the schema, the checker, the runtime's own. */
const attributesInCode = new Set(parts.flatMap(({ code }) => code.match(/\bdata-[a-z0-9]+(?:-[a-z0-9]+)*/g) || []));

/** Citations a reader of the repo cannot follow. */
const BANNED: [string, RegExp][] = [
  ['a style guide that is not in the repo', /\bSTYLE\.md\b/],
  ['a numbered habit', /\bhabit \d+/i],
  ['a numbered point', /\bpoint \d+\b/i],
  ['an issue by number', /\bissues? #?\d+/i],
  ['SPEC or CONTRACT (not in the repo)', /\b(SPEC|CONTRACT)(\.md)?\b/],
  ['"the brief"', /\bthe brief\b/i],
];

/** A repo-relative path: a top folder, then at least one more segment. */
const PATH = /(?:^|[\s(`'"[])((?:docs|src|widgets|features|tests|bin|scripts|server|examples|bench)\/[A-Za-z0-9_.\-/]*[A-Za-z0-9_\-/])/g;

describe('comments', () => {
  it('finds the comments to check', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(comments.length).toBeGreaterThan(500);
  });

  it('cite nothing that is not in the repo', () => {
    const found: string[] = [];
    for (const c of comments) {
      for (const [what, pattern] of BANNED) {
        const m = pattern.exec(c.text);
        if (m) found.push(`${c.where}: ${what} ("${m[0]}")`);
      }
    }
    expect(found).toEqual([]);
  });

  it('name only files and folders that exist', () => {
    const missing: string[] = [];
    for (const c of comments) {
      for (const m of c.text.matchAll(PATH)) {
        // A glob or a pattern (`tests/browser/hostile-*.spec.ts`, `widgets/<name>/`) names no one file.
        if (/^[*<{]/.test(c.text.slice((m.index || 0) + m[0].length))) continue;
        const path = m[1].replace(/\/$/, '');
        if (!existsSync(join(ROOT, path))) missing.push(`${c.where}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('name only data-* attributes that the code still reads or writes', () => {
    // Names of the pages and templates the checker reads, not the library's own.
    const foreign = ['data-pos', 'data-th-data-id'];
    const gone: string[] = [];
    for (const c of comments) {
      for (const name of c.text.match(/\bdata-[a-z0-9]+(?:-[a-z0-9]+)*(?![a-z0-9*-])/g) || []) {
        if (!attributesInCode.has(name) && foreign.indexOf(name) === -1) gone.push(`${c.where}: ${name}`);
      }
    }
    expect(gone).toEqual([]);
  });
});
