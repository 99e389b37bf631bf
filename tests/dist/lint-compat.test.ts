/**
 * The static check of `npm run lint:compat` (eslint.dist.config.js) reports what it exists for,
 * so a change of the config or of a plugin that made it blind would fail here: each snippet is
 * linted as a shipped chunk would be, minified style.
 */
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.dist.config.js'), allowInlineConfig: false });

async function problems(code: string, file = 'dist/chunks/probe-00000000.js'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('eslint.dist.config.js', () => {
  it.each([
    ['queueMicrotask(function(){})', /queueMicrotask/],
    ['var o=new ResizeObserver(function(){})', /ResizeObserver/],
    ['structuredClone({})', /structuredClone/],
    ['navigator.sendBeacon("/l")', /sendBeacon/],
    ['Object.fromEntries([])', /fromEntries/],
    ['Promise.allSettled([])', /allSettled/],
    ['var s=Symbol.asyncIterator', /asyncIterator/],
    ['var g=globalThis', /globalThis/],
    ['function f(p){return p.finally(function(){})}', /finally/],
    ['function f(a){return a.flat()}', /flat/],
    ['function f(s){return s.replaceAll("a","b")}', /replaceAll/],
    ['function f(s){return s.trimStart()}', /trimStart/],
    ['var o={...a}', /Parsing error|spread/],
    ['async function*f(){}', /Parsing error|async/],
  ])('reports %s', async (code, expected) => {
    const found = await problems(code);
    expect(found.join('\n')).toMatch(expected);
  });

  it('lets a listed guarded API pass (AbortController; see GUARDED there)', async () => {
    expect(await problems('var c="function"==typeof AbortController?new AbortController:null')).toEqual([]);
  });

  it('reads the ESM build as modules with import() and checks it all the same', async () => {
    expect(await problems('export const f=()=>import("./x.js")', 'dist/esm/probe.js')).toEqual([]);
    expect((await problems('export const f=(a)=>a.flatMap(String)', 'dist/esm/probe.js')).join('\n')).toMatch(/flatMap/);
  });
});
