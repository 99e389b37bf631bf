import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renderTap, spliceTap, tapChecks, TAP_START, TAP_END } from '../lib/report-tap.js';

const cell = (flow, approach, action, wireBefore) => ({
  flow, approach, flowLabel: flow, approachLabel: approach, feedback: 5, action, wireBefore, scriptsBefore: 2, busyShown: 1, runs: [{}], note: undefined,
});
const tap = {
  runs: 1,
  cells: [cell('wechat', 'default', 60, 40000), cell('wechat', 'savedata', 500, 13700)],
  visit: { files: [{ file: 'pp-widgets.js', bytes: 1, gzip: 30000, wire: 1 }, { file: 'chunks/a.js', bytes: 1, gzip: 20000, wire: 1 }] },
};

describe('tapChecks', () => {
  it('checks the three tap goals', () => {
    assert.deepEqual(tapChecks(tap).map((c) => c.ok), [true, true, false]);
    assert.equal(tapChecks(tap)[2].shown, '50.0 KB in 2 files');
    assert.equal(tapChecks(tap)[1].shown, 'wechat 13.7 KB');
  });
  it('fails Save-Data when any flow is above 16 KB', () => {
    const t = { ...tap, cells: [...tap.cells, cell('android', 'savedata', 500, 17100)] };
    assert.equal(tapChecks(t)[1].ok, false);
    assert.equal(tapChecks(t)[1].shown, 'wechat 13.7 KB, android 17.1 KB');
  });
  it('says n/a when a figure is missing', () => {
    assert.deepEqual(tapChecks({ cells: [] }).map((c) => c.ok), [null, null, null]);
  });
});

describe('spliceTap', () => {
  const section = renderTap(tap);
  it('replaces the section between its markers and keeps the rest', () => {
    const old = `# r\n\n## (a)\nx\n\n${TAP_START}\nold\n${TAP_END}\n\n## Notes\n- n\n`;
    const out = spliceTap(old, section);
    assert.ok(out.startsWith('# r\n\n## (a)\nx\n\n' + TAP_START));
    assert.ok(!out.includes('\nold\n'));
    assert.ok(out.endsWith(`${TAP_END}\n\n## Notes\n- n\n`));
  });
  it('adds it before the notes, or at the end', () => {
    assert.ok(spliceTap('# r\n\n## Notes\n- n\n', section).indexOf(TAP_START) < spliceTap('# r\n\n## Notes\n- n\n', section).indexOf('## Notes'));
    assert.ok(spliceTap('# r\n', section).trimEnd().endsWith(TAP_END));
  });
});
