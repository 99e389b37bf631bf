// @vitest-environment node
// The modern half of the V8 5.8 check (tests/old-engines/v8-parse.mjs), which needs no old
// engine: which regular expressions it finds, and how a module becomes a script body. The
// half that runs in Node 8 has its own self-test in every `npm run test:old-engines`.
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'acorn';

interface V8Parse {
  regexesOf(source: string, name: string, sourceType?: 'script' | 'module'): { where: string; pattern: string; flags: string }[];
  moduleBody(source: string): string;
}

const load = async () => (await import(pathToFileURL(join(__dirname, '..', 'old-engines', 'v8-parse.mjs')).href)) as V8Parse;

describe('regexesOf', () => {
  it('finds literals where a slash starts a regular expression, not where it divides', async () => {
    const { regexesOf } = await load();
    const found = regexesOf('var a = b / c / d; var r = x ? /(?<=\\$)\\d+/g : /a.b/s; f(a / 2, /\\//);', 'f.js');
    expect(found.map((r) => [r.pattern, r.flags])).toEqual([
      ['(?<=\\$)\\d+', 'g'],
      ['a.b', 's'],
      ['\\/', ''],
    ]);
    expect(found[0].where).toBe('f.js:1:32');
  });

  it('finds RegExp calls with literal strings and leaves computed ones alone', async () => {
    const { regexesOf } = await load();
    const found = regexesOf('new RegExp("(?<y>\\\\d)", "u"); RegExp("a"); new RegExp(x, "g"); RegExp("b", f);', 'f.js');
    expect(found.map((r) => [r.pattern, r.flags])).toEqual([
      ['(?<y>\\d)', 'u'],
      ['a', ''],
    ]);
  });
});

describe('moduleBody', () => {
  it('takes import and export statements out and keeps what they declare', async () => {
    const { moduleBody } = await load();
    const body = moduleBody(
      [
        "import { a } from './a.js';",
        "import * as b from './b.js';",
        'export const c = /x/y;',
        'export function d() { return import("./e.js").then(() => import.meta); }',
        'export default function () { return 1; }',
        "export { c as f };",
        "export * from './g.js';",
      ].join('\n'),
    );
    expect(() => parse(body, { ecmaVersion: 2017, sourceType: 'script' })).not.toThrow();
    expect(body).toContain('const c = /x/y;');
    expect(body).toContain('function d() { return __import("./e.js").then(() => ({})); }');
    expect(body).toContain('var __default = (function () { return 1; })');
    expect(body).not.toMatch(/\b(import|export)\b/);
  });
});
