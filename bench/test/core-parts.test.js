import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minify } from 'terser';
import { coreParts } from '../core-parts.js';

// Two sources minified into one file with its source map, as the build makes the core.
async function built() {
  const files = {
    'src/env/detect.js': 'export function detect(ua) { return { wechat: /MicroMessenger/i.test(ua), android: /Android/.test(ua) }; }\n',
    'src/runtime/start.js':
      'const TABLE = "ad-slot Bqcb app-list,api BX4t,app-list Dbhi download-link content";\n' +
      'export function start(win) { const env = detect(win.navigator.userAgent); return TABLE.split(",").map((row) => row.split(" ")[0] + (env.wechat ? "!" : "")); }\n',
  };
  const out = await minify(files, { module: true, compress: false, mangle: false, sourceMap: { includeSources: false } });
  return { code: out.code, map: JSON.parse(out.map) };
}

describe('coreParts', () => {
  it("gives each part its minified code and what the file weighs without it, and the chunk table and its hashes apart", async () => {
    const { code, map } = await built();
    const { total, parts, hashes } = coreParts(code, map, [['environment', /\/env\//], ['runtime', /\/runtime\//]]);
    const byName = Object.fromEntries(parts.map((p) => [p.name, p]));
    const env = byName.environment;
    assert.ok(code.includes('MicroMessenger'));
    // The environment's function is its part, and nothing of the runtime's.
    assert.ok(env.chars > 40 && env.chars < 120, `environment: ${env.chars} characters`);
    assert.ok(env.gzip > 0 && env.gzip < total.gzip);
    assert.ok(env.brotli > 0 && env.brotli < total.brotli);
    const table = byName['the chunk table (every chunk: name, hash, imports)'];
    assert.equal(table.chars, '"ad-slot Bqcb app-list,api BX4t,app-list Dbhi download-link content"'.length);
    assert.equal(byName.runtime.chars + env.chars + table.chars + byName['not in the source map (the chunk loader, the wrappers)'].chars, code.length);
    // Three four-character hashes and their spaces.
    assert.equal(hashes.chars, 15);
    assert.ok(hashes.gzip > 0);
  });
  it('has no table and no hashes where the file has none', async () => {
    const { code, map } = await built();
    const plain = code.replace(/"ad-slot[^"]*"/, '"x"');
    const { parts, hashes } = coreParts(plain, map, [['environment', /\/env\//]]);
    assert.equal(hashes, null);
    assert.equal(parts.find((p) => p.name.startsWith('the chunk table')).chars, 0);
  });
});
