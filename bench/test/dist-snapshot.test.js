import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotDist } from '../lib/dist-snapshot.js';

function tree() {
  const root = mkdtempSync(join(tmpdir(), 'bench-snap-'));
  return { root, built: join(root, 'dist'), copy: join(root, 'copy') };
}

describe('snapshotDist', () => {
  it('copies a complete, quiet build with its chunks', async () => {
    const t = tree();
    mkdirSync(join(t.built, 'chunks'), { recursive: true });
    writeFileSync(join(t.built, 'pp-widgets.js'), 'main');
    writeFileSync(join(t.built, 'chunks', 'a.js'), 'chunk');
    assert.equal(await snapshotDist({ builtDir: t.built, toDir: t.copy, quietMs: 0, timeoutMs: 2000 }), true);
    assert.equal(readFileSync(join(t.copy, 'chunks', 'a.js'), 'utf8'), 'chunk');
    rmSync(t.root, { recursive: true });
  });
  it('gives up, leaving no copy, when the build never appears', async () => {
    const t = tree();
    mkdirSync(t.built);
    assert.equal(await snapshotDist({ builtDir: t.built, toDir: t.copy, quietMs: 0, timeoutMs: 1200 }), false);
    assert.equal(existsSync(t.copy), false);
    rmSync(t.root, { recursive: true });
  });
  it('waits for a build that is still being written', async () => {
    const t = tree();
    mkdirSync(t.built);
    setTimeout(() => writeFileSync(join(t.built, 'pp-widgets.js'), 'late'), 300);
    assert.equal(await snapshotDist({ builtDir: t.built, toDir: t.copy, quietMs: 200, timeoutMs: 5000 }), true);
    assert.equal(readFileSync(join(t.copy, 'pp-widgets.js'), 'utf8'), 'late');
    rmSync(t.root, { recursive: true });
  });
});
