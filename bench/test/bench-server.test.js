import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer, EXEC_PROBE, EXEC_END_PROBE } from '../lib/bench-server.js';

describe('startBenchServer', () => {
  it('serves a script under test between the start and end probes, and other files as they are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'main.js'), 'console.log(1);');
    writeFileSync(join(dir, 'dist', 'other.js'), 'console.log(2);');
    const server = await startBenchServer({ distDir: join(dir, 'dist'), outDir: dir, upstream: 'http://127.0.0.1:9', probed: { '/dist/main.js': join(dir, 'dist', 'main.js') } });
    try {
      const probed = await fetch(`${server.url}/dist/main.js`);
      assert.equal(probed.headers.get('content-type'), 'text/javascript; charset=utf-8');
      assert.equal(await probed.text(), `${EXEC_PROBE}console.log(1);${EXEC_END_PROBE}`);
      assert.equal(await (await fetch(`${server.url}/dist/other.js`)).text(), 'console.log(2);');
    } finally {
      await server.close();
    }
  });
});
