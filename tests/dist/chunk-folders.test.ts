import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without declarations
import { BUILT, MANIFEST, readJson } from '../../scripts/chunk-manifest.mjs';

/** The script tag's entry: the runtime, whose folders (src/runtime/, src/env/, app/…) are many. */
const ENTRY = 'pp-widgets';

const dirOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/**
 * A chunk's folder: the folder of its shallowest `index` module, else the folder holding most of
 * its modules (the deepest on a tie).
 */
function folderOf(modules: string[]): string {
  const index = modules.filter((m) => /\/index\.[jt]sx?$/.test(m)).map(dirOf).sort((a, b) => a.length - b.length)[0];
  if (index !== undefined) return index;
  const count = new Map<string, number>();
  for (const m of modules) count.set(dirOf(m), (count.get(dirOf(m)) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0][0];
}

/**
 * The modules that sit outside their chunk's folder, one line each: a chunk's modules are under
 * its one folder (a subfolder may be another chunk), and the files of one folder are in one chunk
 * (the entry's included). Packages (`node_modules/<name>`) are not our folders and are left out.
 */
export function offenders(chunks: Record<string, string[]>): string[] {
  const lines: string[] = [];
  const chunksOfDir = new Map<string, Map<string, string[]>>();
  for (const [name, all] of Object.entries(chunks)) {
    const modules = all.filter((m) => !m.startsWith('node_modules/'));
    for (const m of modules) {
      const byChunk = chunksOfDir.get(dirOf(m)) ?? new Map<string, string[]>();
      byChunk.set(name, [...(byChunk.get(name) ?? []), m]);
      chunksOfDir.set(dirOf(m), byChunk);
    }
    if (name === ENTRY || !modules.length) continue;
    const folder = folderOf(modules);
    for (const m of modules) if (!m.startsWith(`${folder}/`)) lines.push(`${m}: in chunk ${name}, outside its folder ${folder}/`);
  }
  for (const [dir, byChunk] of chunksOfDir) {
    if (byChunk.size < 2) continue;
    // The folder is the chunk's that holds most of its files
    // (a chunk's rather than the entry's on a tie); the others' files are listed.
    const [owner] = [...byChunk].sort((a, b) => b[1].length - a[1].length || Number(a[0] === ENTRY) - Number(b[0] === ENTRY))[0];
    for (const [name, modules] of byChunk) {
      if (name === owner) continue;
      for (const m of modules) lines.push(`${m}: in chunk ${name}, while ${dir}/ is chunk ${owner}'s`);
    }
  }
  // One line a module (the first reason found).
  const byModule = new Map<string, string>();
  for (const line of lines) if (!byModule.has(line.slice(0, line.indexOf(':')))) byModule.set(line.slice(0, line.indexOf(':')), line);
  return [...byModule.values()].sort();
}

// A chunk is a folder (rollup.config.mjs CHUNK_GROUPS): what loads together lives together, so
// a file's folder says which chunk brings it. After a build (dist/chunk-modules.json).
describe('chunks are folders', () => {
  it('every module of a chunk sits under that chunk\'s folder, and a folder is one chunk', () => {
    const lines = offenders(readJson(BUILT));
    expect(lines.join('\n'), `${lines.length} files in another folder's chunk`).toBe('');
  });

  it('the checked-in manifest agrees (tests/dist/chunks.manifest.json)', () => {
    expect(offenders(readJson(MANIFEST))).toEqual([]);
  });

  it('finds a file in another folder\'s chunk', () => {
    expect(
      offenders({
        [ENTRY]: ['src/runtime/island.ts', 'src/speculate/may-speculate.ts'],
        speculate: ['src/speculate/speculate.ts'],
        visit: ['src/log/base/index.ts', 'src/log/base/beacon.ts', 'src/visit/fields/visit-log.ts'],
        'log-send': ['src/log/base/send.ts'],
        preact: ['node_modules/preact', 'src/ui/render/render-root.tsx'],
      }),
    ).toEqual([
      "src/log/base/send.ts: in chunk log-send, while src/log/base/ is chunk visit's",
      "src/speculate/may-speculate.ts: in chunk pp-widgets, while src/speculate/ is chunk speculate's",
      'src/visit/fields/visit-log.ts: in chunk visit, outside its folder src/log/base/',
    ]);
  });
});
