import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toEsm } from '../lib/cjs-shim.js';

describe('toEsm', () => {
  it('imports each distinct require once and exports module.exports as default', () => {
    const esm = toEsm('var a = require("react"), b = require(\'scheduler\'); var c = require("react"); exports.x = 1;');
    assert.equal((esm.match(/^import /gm) || []).length, 2);
    assert.ok(esm.includes('import __req0 from "react";'));
    assert.ok(esm.includes('import __req1 from "scheduler";'));
    assert.ok(esm.includes('var c = __req0;'));
    assert.ok(esm.trim().endsWith('export default module.exports;'));
  });
  it('gives a module whose default export is what the CommonJS code exported', async () => {
    const esm = toEsm('exports.answer = 42; module.exports.name = "cjs";');
    const mod = await import(`data:text/javascript,${encodeURIComponent(esm)}`);
    assert.deepEqual({ ...mod.default }, { answer: 42, name: 'cjs' });
  });
});
