// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript modules without declarations
import { chunkOf } from '../../rollup.config.mjs';
// @ts-expect-error plain JavaScript module without declarations
import { modulePath, sourcePath } from '../../scripts/rollup-chunk-modules.mjs';

describe('the chunk table (rollup.config.mjs CHUNK_GROUPS)', () => {
  it('reads a row as a folder with its subfolders, the deepest row winning', () => {
    expect(chunkOf('src/bridge/create-bridge.ts')).toBe('bridge');
    expect(chunkOf('src/api/calls/search.ts')).toBe('api');
    expect(chunkOf('src/api/content/store.ts')).toBe('api-content');
    expect(chunkOf('src/log/base/visit-log.ts')).toBe('visit');
    expect(chunkOf('src/log/base/channels/send.ts')).toBe('log-send');
    expect(chunkOf('src/bridgework/x.ts')).toBeUndefined();
  });

  it('puts a module in its group, and a dependency in its group wherever node_modules is', () => {
    expect(chunkOf('src/bridge/create-bridge.ts')).toBe('bridge');
    expect(chunkOf('src/bridge/app-status/app-status-batch.ts')).toBe('app-status');
    expect(chunkOf('src/bridge/status-codes/status-codes.ts')).toBe('status-codes');
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
