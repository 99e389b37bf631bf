import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error plain JavaScript module without declarations
import { BUILT, MANIFEST, diffChunks, readJson } from '../../scripts/chunk-manifest.mjs';

// Each chunk's modules, as the build made them (dist/chunk-modules.json, written by
// scripts/rollup-chunk-modules.mjs), against tests/dist/chunks.manifest.json. A module in
// another chunk than the manifest says changes what some page loads: move it back, or, if the
// move is meant, run `node scripts/chunk-manifest.mjs --write` and commit the manifest with it.
describe('chunks', () => {
  it('hold the modules the manifest lists (tests/dist/chunks.manifest.json)', () => {
    const lines: string[] = diffChunks(readJson(MANIFEST), readJson(BUILT));
    expect(lines.join('\n'), 'differences (manifest → build); after a deliberate move: node scripts/chunk-manifest.mjs --write').toBe('');
  });
});

// A page view (src/visit/) runs at the first idle moment of every page: it must load the
// visit chunk and nothing else, never the rest of the log (clicks, search, analytics).
describe('the visit chunk', () => {
  const dist = join(__dirname, '..', '..', 'dist');
  const chunkFile = (name: string) => readdirSync(join(dist, 'chunks')).find((f) => new RegExp(`^${name}-[\\w-]{6}\\.js$`).test(f));

  it('holds what a page view needs and none of the rest of the log', () => {
    const built: Record<string, string[]> = readJson(BUILT);
    for (const m of ['src/visit/fields/visit-log.ts', 'src/log/base/base-log.ts', 'src/log/base/deliver.ts', 'src/log/base/pii-guard.ts', 'src/log/base/cookie-store.ts']) {
      expect(built.visit, m).toContain(m);
    }
    expect(built.visit.filter((m) => /^src\/log\/[^/]+$/.test(m))).toEqual([]);
    expect(built.log).toEqual(expect.arrayContaining(['src/log/create-log.ts', 'src/log/analytics.ts']));
  });

  it('is loaded alone: it needs no other chunk, and the runtime asks for it without the log chunk', () => {
    const visit = chunkFile('visit');
    expect(visit, 'dist/chunks/visit-*.js').toBeDefined();
    const deps = JSON.parse(/^[^[]*(\[[^\]]*\])/.exec(readFileSync(join(dist, 'chunks', visit!), 'utf8'))![1]) as string[];
    expect(deps.filter((d) => d !== 'require' && d !== 'exports' && d !== '')).toEqual([]);
    // The entry's chunk table (scripts/rollup-chunk-ids.mjs) gives the visit chunk no
    // dependency, so the loader fetches it alone.
    const entry = readFileSync(join(dist, 'pp-widgets.js'), 'utf8');
    expect(entry).toMatch(new RegExp(`[",]visit ${visit!.slice('visit-'.length, -'.js'.length)}[,"]`));
    // The visit's fields and the log's base (src/visit/visit.ts, src/services/services.ts).
    expect(entry.match(/\("visit"\)/g)!.length).toBeGreaterThanOrEqual(2);
  });
});

describe('diffChunks', () => {
  it('names a module that moved, appeared or went, and chunks added or gone', () => {
    const manifest = { a: ['src/x.ts', 'src/y.ts'], b: ['src/z.ts'] };
    const built = { a: ['src/x.ts'], b: ['src/y.ts', 'src/w.ts'], c: ['src/v.ts'] };
    expect(diffChunks(manifest, built)).toEqual([
      'chunk   c: built, not in the manifest',
      'gone    src/z.ts: in chunk b in the manifest, in no chunk of the build',
      'moved   src/y.ts: chunk a (manifest) → chunk b (build)',
      'new     src/v.ts: in chunk c (build), not in the manifest',
      'new     src/w.ts: in chunk b (build), not in the manifest',
    ]);
  });
});
