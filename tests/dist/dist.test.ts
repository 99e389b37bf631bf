import { describe, it, expect } from 'vitest';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';

const dist = join(__dirname, '..', '..', 'dist');
const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));

const scripts = ['pp-widgets.js', 'pp-widgets.all.js'];

describe('dist', () => {
  it('ships every file of product-rules §10', () => {
    for (const f of [...scripts, 'pp-widgets.js.map', 'pp-widgets.css', 'esm/index.js', 'types/app/index.d.ts']) {
      expect(existsSync(join(dist, f)), f).toBe(true);
    }
  });

  it.each(scripts)('%s parses as ES2017 (Chrome 58, iOS Safari 11)', (file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    expect(() => parse(code, { ecmaVersion: 2017, sourceType: 'script' })).not.toThrow();
  });

  it('asks for a widget chunk and the chunks it needs in one go (no request waterfall)', () => {
    // The entry's chunk table (scripts/rollup-chunk-ids.mjs): `name hash dep…` per chunk. The
    // loader fetches a chunk and, beside it, every chunk the table says it needs.
    const entry = readFileSync(join(dist, 'pp-widgets.js'), 'utf8');
    const table = /"([a-z][a-z-]* [\w-]{4}[a-z -]*(?:,[a-z][a-z-]* [\w-]{4}[a-z -]*)+)"/.exec(entry);
    expect(table, 'the chunk table in dist/pp-widgets.js').not.toBeNull();
    const rows = new Map(table![1].split(',').map((row) => {
      const [name, hash, ...deps] = row.split(' ');
      return [name, { file: `${name}-${hash}.js`, deps }] as const;
    }));
    const closure = (name: string, seen = new Set<string>()): Set<string> => {
      for (const dep of rows.get(name)!.deps) if (!seen.has(dep)) closure(dep, seen.add(dep));
      return seen;
    };
    const files = readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
    expect([...rows.values()].map((r) => r.file).sort()).toEqual(files.sort());
    for (const [name, row] of rows) {
      const chunk = readFileSync(join(dist, 'chunks', row.file), 'utf8');
      const deps = JSON.parse(/^[^[]*(\[[^\]]*\])/.exec(chunk)![1]) as string[];
      const needed = deps.filter((d) => d !== 'require' && d !== 'exports' && d !== '');
      for (const dep of needed) expect([...closure(name)], `${name} needs ${dep}`).toContain(dep);
    }
    // The entry asks for the download widget by name; Preact and the dialog come with it.
    expect(entry).toMatch(/\("download"\)/);
    expect([...closure('download')]).toEqual(expect.arrayContaining(['preact', 'dialog']));
  });

  it('holds no eval or new Function anywhere (strict CSP)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (p.endsWith('.js')) files.push(p);
      }
    };
    walk(dist);
    expect(files.length).toBeGreaterThan(2);
    for (const f of files) {
      const code = readFileSync(f, 'utf8');
      expect(/\beval\s*\(/.test(code), f).toBe(false);
      expect(/new\s+Function\s*\(/.test(code), f).toBe(false);
    }
  });

  it('keeps react and react-dom out of the ESM build (peers)', () => {
    const code = readFileSync(join(dist, 'esm', 'index.js'), 'utf8');
    expect(code).not.toMatch(/node_modules\/react/);
    expect(pkg.peerDependencies.react).toBe('>=18');
  });

  it('has an exports map whose targets exist', () => {
    const targets: string[] = [];
    const collect = (v: unknown) => {
      if (typeof v === 'string') targets.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    };
    collect(pkg.exports);
    for (const t of targets) expect(existsSync(join(__dirname, '..', '..', t)), t).toBe(true);
  });

  it('version in the build equals package.json', () => {
    const code = readFileSync(join(dist, 'pp-widgets.js'), 'utf8');
    expect(code).toContain(JSON.stringify(pkg.version).slice(1, -1));
  });
});
