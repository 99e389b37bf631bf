// @vitest-environment node
/**
 * Every relative link of the documentation resolves: README.md, docs/**\/*.md, each widget's
 * or page feature's README (widgets/<folder>/README.md, features/<folder>/README.md, the one
 * page of each) and the lists' (src/lists/README.md, which the list widgets' pages link). A link to a file must name one
 * that exists; a `#fragment` into a Markdown file (or the same page) must name one of its
 * headings, slugged as GitHub does. Links inside code (fenced blocks, `inline code`) are text.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

function markdownIn(dir: string, pick: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) out.push(...markdownIn(path, pick));
    else if (pick(path)) out.push(path);
  }
  return out;
}

const files = [
  join(ROOT, 'README.md'),
  ...markdownIn(join(ROOT, 'docs'), (p) => p.endsWith('.md')),
  ...markdownIn(join(ROOT, 'widgets'), (p) => p.endsWith('README.md')),
  ...markdownIn(join(ROOT, 'features'), (p) => p.endsWith('README.md')),
  ...markdownIn(join(ROOT, 'src', 'lists'), (p) => p.endsWith('README.md')),
];

/** The text outside fenced code blocks and inline code. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  const plain = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, (c) => (c === '_' ? c : ''))
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** Every heading anchor of a Markdown file, duplicates numbered `-1`, `-2` as GitHub does. */
function anchors(path: string): Set<string> {
  let found = anchorCache.get(path);
  if (found) return found;
  found = new Set();
  const seen = new Map<string, number>();
  const text = readFileSync(path, 'utf8').replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  anchorCache.set(path, found);
  return found;
}

/** The relative links of a Markdown file: `[text](target)` and `![alt](target)`. */
function links(path: string): string[] {
  const out: string[] = [];
  for (const m of prose(readFileSync(path, 'utf8')).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    out.push(target);
  }
  return out;
}

function broken(path: string, target: string): string | null {
  const [file, fragment] = target.split('#', 2) as [string, string | undefined];
  const resolved = file === '' ? path : file.startsWith('/') ? join(ROOT, file) : resolve(dirname(path), decodeURI(file));
  if (!existsSync(resolved)) return 'no such file';
  if (fragment !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(decodeURIComponent(fragment).toLowerCase())) {
    return `no heading #${fragment}`;
  }
  return null;
}

describe('documentation links', () => {
  it('finds the pages and their links', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(links).length).toBeGreaterThan(100);
  });

  it('resolve: every relative link names a file that exists, and a heading of it when it has a #fragment', () => {
    const bad: string[] = [];
    for (const path of files) {
      for (const target of links(path)) {
        const why = broken(path, target);
        if (why) bad.push(`${relative(ROOT, path)}: (${target}) ${why}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
