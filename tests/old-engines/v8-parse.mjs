// The V8 5.8 check: every shipped script of dist/ must compile in Node 8.0.0's V8 5.8 (Chrome
// 58's engine), and every regular expression in it must compile there too. V8 compiles a
// regular expression only when the code that makes it runs, so a script can parse in Chrome 58
// and still throw there later on a lookbehind or an `s` flag: the regular expressions are found
// on the modern side with a real tokenizer (acorn, which knows where a `/` starts a regular
// expression and where it divides) and constructed one by one inside Node 8 (v8-check.cjs).
//
// What is checked:
// - dist/pp-widgets.js, dist/pp-widgets.all.js and dist/chunks/*.js as classic scripts, as
//   browsers load them;
// - dist/esm/**/*.js, the bundlers' build, as module bodies: its import/export statements and
//   import() calls are taken out first (Chrome 58 runs no modules, so these are always the
//   consumer's bundler's to rewrite), and everything else must compile in V8 5.8 as it is,
//   because a bundler that keeps a dependency's syntax (most do, by default) ships it so.
// - regular expression literals, and `RegExp(…)` / `new RegExp(…)` called with literal strings.
//
// A self-test runs first: snippets that V8 5.8 must reject (a lookbehind, the `s` flag, named
// groups, Unicode property escapes, optional catch binding, object spread, async iteration) and
// one it must accept. If any goes the wrong way the check itself is broken, and the run fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'acorn';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

/**
 * Every node of an acorn tree, depth first (a plain walk over the node's fields, so no
 * node type is missed).
 */
function* nodes(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const key of Object.keys(node)) {
    if (key === 'regex' || key === 'loc') continue;
    const v = node[key];
    if (Array.isArray(v)) for (const x of v) yield* nodes(x);
    else if (v && typeof v === 'object' && typeof v.type === 'string') yield* nodes(v);
  }
}

/**
 * The regular expressions of `source`: literals, and RegExp(…) with a literal pattern.
 * @returns {{ where: string, pattern: string, flags: string }[]}
 */
export function regexesOf(source, name, sourceType = 'script') {
  const tree = parse(source, { ecmaVersion: 'latest', sourceType, locations: true });
  const out = [];
  for (const n of nodes(tree)) {
    const at = `${name}:${n.loc.start.line}:${n.loc.start.column + 1}`;
    if (n.type === 'Literal' && n.regex) out.push({ where: at, pattern: n.regex.pattern, flags: n.regex.flags });
    if ((n.type === 'NewExpression' || n.type === 'CallExpression') && n.callee.type === 'Identifier' && n.callee.name === 'RegExp') {
      const [p, f] = n.arguments;
      if (p && p.type === 'Literal' && typeof p.value === 'string' && (!f || (f.type === 'Literal' && typeof f.value === 'string'))) {
        out.push({ where: at, pattern: p.value, flags: f ? f.value : '' });
      }
    }
  }
  return out;
}

/**
 * A module's code as a script body: import and export statements out (an exported declaration
 * stays, without `export`), `import(x)` calls become `__import(x)`, `import.meta` becomes an
 * object. Offsets come from acorn's tree, so nothing else changes.
 */
export function moduleBody(source) {
  const tree = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const edits = [];
  for (const n of tree.body) {
    if (n.type === 'ImportDeclaration' || n.type === 'ExportAllDeclaration' || (n.type === 'ExportNamedDeclaration' && !n.declaration)) {
      edits.push([n.start, n.end, '']);
    } else if (n.type === 'ExportNamedDeclaration') {
      edits.push([n.start, n.declaration.start, '']);
    } else if (n.type === 'ExportDefaultDeclaration') {
      edits.push([n.start, n.declaration.start, 'var __default = ']);
      const d = n.declaration;
      // `export default function () {}` (a declaration without a name) as an expression.
      if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && !d.id) {
        edits.push([d.start, d.start, '(']);
        edits.push([d.end, d.end, ')']);
      }
    }
  }
  for (const n of nodes(tree)) {
    if (n.type === 'ImportExpression') edits.push([n.start, n.start + 'import'.length, '__import']);
    if (n.type === 'MetaProperty' && n.meta.name === 'import') edits.push([n.start, n.end, '({})']);
  }
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let out = source;
  for (const [s, e, text] of edits) out = out.slice(0, s) + text + out.slice(e);
  return out;
}

/** Runs v8-check.cjs in Node 8 over `scripts` and `regexes`. */
export function runInV8(node8, scripts, regexes) {
  const dir = mkdtempSync(join(tmpdir(), 'ppw-v8-'));
  try {
    const job = join(dir, 'job.json');
    writeFileSync(job, JSON.stringify({ scripts, regexes }));
    const r = spawnSync(node8, ['--no-lazy', join(here, 'v8-check.cjs'), job], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.error) throw new Error(`Node 8 did not run: ${r.error.message}`);
    if (r.status !== 0) throw new Error(`Node 8 exited with ${r.status}: ${(r.stderr || '').trim().split('\n').slice(0, 5).join(' | ')}`);
    return JSON.parse(r.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Snippets V8 5.8 must reject (each a syntax or regular expression of ES2018+) and accept. */
export const SELF_TEST = {
  rejectScripts: {
    'optional catch binding (ES2019, Chrome 66)': 'try { f(); } catch { g(); }',
    'object spread (ES2018, Chrome 60)': 'var a = { ...b };',
    'object rest (ES2018, Chrome 60)': 'var { a, ...rest } = b;',
    'async iteration (ES2018, Chrome 63)': 'async function f(xs) { for await (const x of xs) g(x); }',
    'a lookbehind in a nested function (ES2018, Chrome 62)': 'function outer() { return function inner() { return /(?<=a)b/; }; }',
  },
  rejectRegexes: {
    'lookbehind (ES2018, Chrome 62)': ['(?<=\\$)\\d+', ''],
    'the s flag (ES2018, Chrome 62)': ['a.b', 's'],
    'named groups (ES2018, Chrome 64)': ['(?<year>\\d{4})', ''],
    'Unicode property escapes (ES2018, Chrome 64)': ['\\p{L}+', 'u'],
  },
  acceptScripts: {
    'ES2017 (async functions, trailing commas, exponent, classes)': 'class A { async m(a, b,) { return await a ** 2; } } var r = /a(?=b)/gimuy;',
  },
};

/**
 * The self-test: every reject snippet is rejected, every accept one accepted. A snippet's
 * literal regular expression counts as rejected when its script compiles but its regex does
 * not (that is the case the separate regex pass exists for).
 * @returns {string[]} what went the wrong way (empty: the check works)
 */
export function selfTest(node8) {
  const scripts = [];
  const regexes = [];
  for (const [name, source] of Object.entries({ ...SELF_TEST.rejectScripts, ...SELF_TEST.acceptScripts })) {
    scripts.push({ name, source });
    let found = [];
    try {
      found = regexesOf(source, name);
    } catch {}
    regexes.push(...found.map((r) => ({ ...r, where: name })));
  }
  for (const [name, [pattern, flags]] of Object.entries(SELF_TEST.rejectRegexes)) regexes.push({ where: name, pattern, flags });
  const r = runInV8(node8, scripts, regexes);
  const failedScript = new Map(r.scripts.map((s) => [s.name, s.error]));
  const failedRegex = new Map();
  for (const x of r.regexes) if (x.error) failedRegex.set(x.where, x.error);
  const wrong = [];
  for (const name of Object.keys(SELF_TEST.rejectScripts)) if (!failedScript.get(name) && !failedRegex.get(name)) wrong.push(`accepted: ${name}`);
  for (const name of Object.keys(SELF_TEST.rejectRegexes)) if (!failedRegex.get(name)) wrong.push(`accepted: ${name}`);
  for (const name of Object.keys(SELF_TEST.acceptScripts)) {
    const e = failedScript.get(name) || failedRegex.get(name);
    if (e) wrong.push(`rejected: ${name} (${e})`);
  }
  return wrong;
}

/** The shipped scripts: classic scripts first, then the ESM build. */
export function shippedScripts(dist = join(root, 'dist')) {
  const classic = ['pp-widgets.js', 'pp-widgets.all.js', ...readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js')).map((f) => `chunks/${f}`)];
  const esm = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) esm.push(relative(dist, p));
    }
  };
  walk(join(dist, 'esm'));
  return { classic, esm: esm.sort() };
}

/**
 * The check over dist/.
 * @returns {{ v8: string, node: string, scripts: number, esm: number, regexes: number, errors: string[] }}
 */
export function checkDist(node8, dist = join(root, 'dist')) {
  const { classic, esm } = shippedScripts(dist);
  const scripts = [];
  const regexes = [];
  const errors = [];
  for (const file of [...classic, ...esm]) {
    const isModule = file.startsWith('esm/');
    const source = readFileSync(join(dist, file), 'utf8');
    try {
      regexes.push(...regexesOf(source, `dist/${file}`, isModule ? 'module' : 'script'));
      scripts.push({ name: `dist/${file}`, source: isModule ? moduleBody(source) : source });
    } catch (e) {
      errors.push(`dist/${file}: acorn cannot parse it: ${e.message}`);
    }
  }
  const r = runInV8(node8, scripts, regexes);
  for (const s of r.scripts) if (s.error) errors.push(`${s.name}: does not compile in V8 ${r.v8}: ${s.error}`);
  const byWhere = new Map(regexes.map((x) => [x.where, x]));
  for (const x of r.regexes) {
    if (!x.error) continue;
    const re = byWhere.get(x.where);
    errors.push(`${x.where}: /${re.pattern}/${re.flags} does not compile in V8 ${r.v8}: ${x.error}`);
  }
  return { v8: r.v8, node: r.node, scripts: classic.length, esm: esm.length, regexes: regexes.length, errors };
}
