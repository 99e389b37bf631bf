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
    expect(lines.join('\n'), 'differences (manifest → build); after a deliberate move or a widget added: npm run generate (or node scripts/chunk-manifest.mjs --write after a build)').toBe('');
  });
});

// A page view (src/plugins/visit-when-idle.ts) runs at the first idle moment of every page: it must load the
// visit chunk and nothing else, never the rest of the log (clicks, search, analytics).
describe('the visit chunk', () => {
  const dist = join(__dirname, '..', '..', 'dist');
  const chunkFile = (name: string) => readdirSync(join(dist, 'chunks')).find((f) => new RegExp(`^${name}-[\\w-]{4}\\.js$`).test(f));

  it('holds what a page view needs and none of the rest of the log', () => {
    const built: Record<string, string[]> = readJson(BUILT);
    // The beacon is the visit chunk's (beacon.ts, through send-lazy.ts); the channels after it
    // (deliver.ts, image-ping.ts) are log-send's, loaded only when the beacon is not the channel.
    for (const m of ['src/log/base/visit-log.ts', 'src/log/base/base-log.ts', 'src/log/base/beacon.ts', 'src/log/base/pii-guard.ts', 'src/log/base/cookie-store.ts']) {
      expect(built.visit, m).toContain(m);
    }
    expect(built['log-send']).toEqual(expect.arrayContaining(['src/log/base/channels/deliver.ts', 'src/log/base/channels/image-ping.ts']));
    expect(built.visit).not.toContain('src/log/base/channels/deliver.ts');
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
    // The visit's fields and the log's base (src/plugins/visit-when-idle.ts, src/services/services.ts).
    expect(entry.match(/\("visit"\)/g)!.length).toBeGreaterThanOrEqual(2);
  });
});

// The webp code (src/webp/) runs only where config `webp.hosts` lists hosts (empty by default):
// the lazy-images chunk, loaded on every page with images, neither holds nor requests it; the
// runtime requests it beside lazy images, or beside a content list (recs, specials, beta-list,
// app-feed, ad-slot: their app icons), when hosts are set (app/widgets.ts, whose unit tests
// app/lazy-images-webp.test.ts and app/lists-webp.test.ts check it is not requested otherwise).
describe('the webp chunk', () => {
  const dist = join(__dirname, '..', '..', 'dist');
  const chunkFile = (name: string) => readdirSync(join(dist, 'chunks')).find((f) => new RegExp(`^${name}-[\\w-]{4}\\.js$`).test(f));
  const table = () => {
    const entry = readFileSync(join(dist, 'pp-widgets.js'), 'utf8');
    const rows = /"([a-z][a-z-]* [\w-]{4}[a-z -]*(?:,[a-z][a-z-]* [\w-]{4}[a-z -]*)+)"/.exec(entry)![1].split(',');
    return new Map(rows.map((row) => [row.split(' ')[0]!, row.split(' ').slice(2)]));
  };

  it('holds src/webp/, which the lazy-images chunk neither holds nor imports nor requests', () => {
    const built: Record<string, string[]> = readJson(BUILT);
    expect(built.webp).toEqual(expect.arrayContaining(['src/webp/to-webp.ts', 'src/webp/webp-support.ts', 'src/webp/webp-srcset.ts']));
    expect(built['lazy-images'].filter((m) => m.startsWith('src/webp/'))).toEqual([]);
    const lazy = readFileSync(join(dist, 'chunks', chunkFile('lazy-images')!), 'utf8');
    expect(lazy).not.toMatch(/"webp"/);
    expect(table().get('lazy-images')).toEqual([]);
  });

  it('is asked for by the runtime by name, and the lists\' app rows come with neither it nor lazy images', () => {
    const entry = readFileSync(join(dist, 'pp-widgets.js'), 'utf8');
    expect(entry).toMatch(/\("webp"\)/);
    expect(table().get('app-list')).not.toContain('webp');
    expect(table().get('app-list')).not.toContain('lazy-images');
  });

  it('is not among the chunks a content list page loads with webp.hosts empty', () => {
    const rows = table();
    for (const list of ['recs', 'specials', 'beta-list', 'app-feed', 'ad-slot']) {
      const loaded = new Set<string>();
      const add = (name: string): void => {
        if (loaded.has(name)) return;
        loaded.add(name);
        for (const dep of rows.get(name) || []) add(dep);
      };
      add(list);
      expect(loaded.has('app-list'), list).toBe(true);
      expect([...loaded], list).not.toContain('webp');
      for (const name of loaded) expect(readFileSync(join(dist, 'chunks', chunkFile(name)!), 'utf8'), name).not.toMatch(/"webp"/);
    }
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
