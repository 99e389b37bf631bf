// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules without declarations
import { chunkOf, globToRegExp } from '../../rollup.config.mjs';
// @ts-expect-error plain JavaScript module without declarations
import { modulePath, sourcePath } from '../../scripts/rollup-chunk-modules.mjs';

describe('the chunk table (rollup.config.mjs CHUNK_GROUPS)', () => {
  it('reads a glob as a folder, a folder tree or one file', () => {
    expect(globToRegExp('src/bridge/*').test('src/bridge/create-bridge.ts')).toBe(true);
    expect(globToRegExp('src/bridge/*').test('src/bridge/status-codes/app-status.ts')).toBe(false);
    expect(globToRegExp('src/api/**').test('src/api/calls/search.ts')).toBe(true);
    expect(globToRegExp('src/schema.ts').test('src/schema-core.ts')).toBe(false);
  });

  it('puts a module in its group, and a dependency in its group wherever node_modules is', () => {
    expect(chunkOf('src/bridge/create-bridge.ts')).toBe('bridge');
    expect(chunkOf('src/bridge/app-status/app-status-batch.ts')).toBe('app-status');
    expect(chunkOf('src/bridge/status-codes/app-status.ts')).toBe('status-codes');
    expect(chunkOf('widgets/search/index.tsx')).toBeUndefined();
    const root = '/work/app';
    for (const id of ['/work/app/node_modules/preact/dist/preact.mjs', '/work/node_modules/preact/dist/preact.mjs', '/elsewhere/store/node_modules/preact/compat/dist/compat.mjs']) {
      expect(chunkOf(sourcePath(id, root)), id).toBe('preact');
      expect(modulePath(id, root), id).toBe('node_modules/preact');
    }
    expect(modulePath('\0virtual', root)).toBeNull();
    expect(sourcePath('/work/app/src/ui/render/render-root.tsx?x=1', root)).toBe('src/ui/render/render-root.tsx');
  });
});
