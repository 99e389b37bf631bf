import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minify } from 'terser';
import { coreParts, compareParts } from '../core-parts.js';

// Two sources minified into one file with its source map, as the build makes the core.
async function built(table = 'ad-slot Bqcb app-list,api BX4t,app-list Dbhi download-link content', extra = {}) {
  const files = {
    'src/env/detect.js': 'export function detect(ua) { return { wechat: /MicroMessenger/i.test(ua), android: /Android/.test(ua) }; }\n',
    ...extra,
    'src/runtime/start.js':
      `const TABLE = "${table}";\n` +
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
  it('compares two builds part by part: the whole file first, then the largest growth, a part one build lacks at 0, the hashes last', async () => {
    const parts = [['environment', /\/env\//], ['images', /\/image-load\//], ['runtime', /\/runtime\//]];
    // An older build: six-character hashes, no images part.
    const old = await built('ad-slot DbAIzV app-list,api DGaIdI');
    const now = await built(undefined, {
      'src/image-load/first.js': 'export function first(doc) { for (const img of doc.querySelectorAll("img[data-src]")) img.src = img.getAttribute("data-src"); }\n',
    });
    const before = coreParts(old.code, old.map, parts);
    const after = coreParts(now.code, now.map, parts);
    assert.equal(before.hashes.chars, 2 * 7);
    const rows = compareParts(before, after);
    assert.deepEqual(rows[0], { name: 'the whole file', before: before.total, after: after.total, gzip: after.total.gzip - before.total.gzip, brotli: after.total.brotli - before.total.brotli });
    const images = rows.find((r) => r.name === 'images');
    assert.deepEqual([images.before.chars, images.before.gzip, images.before.brotli], [0, 0, 0]);
    assert.ok(images.gzip > 0 && images.gzip === images.after.gzip);
    assert.equal(rows[1], images, 'the largest growth after the whole file');
    const changes = rows.slice(1, -1).map((r) => r.gzip);
    assert.deepEqual(changes, [...changes].sort((a, b) => b - a));
    const last = rows[rows.length - 1];
    assert.equal(last.name, "of which the chunks' hashes");
    assert.equal(last.gzip, after.hashes.gzip - before.hashes.gzip);
  });
});
