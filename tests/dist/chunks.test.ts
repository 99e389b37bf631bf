import { describe, expect, it } from 'vitest';
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
