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
  it('checks the tap goals (the every-page row n/a without the pages)', () => {
    assert.deepEqual(tapChecks(tap).map((c) => c.ok), [true, true, null, false]);
    assert.equal(tapChecks(tap)[3].shown, '50.0 KB in 2 files');
    assert.equal(tapChecks(tap)[1].shown, 'wechat 13.7 KB');
  });
  it('fails Save-Data when any flow is above 16 KB', () => {
    const t = { ...tap, cells: [...tap.cells, cell('android', 'savedata', 500, 17100)] };
    assert.equal(tapChecks(t)[1].ok, false);
    assert.equal(tapChecks(t)[1].shown, 'wechat 13.7 KB, android 17.1 KB');
  });
  it('says n/a when a figure is missing', () => {
    assert.deepEqual(tapChecks({ cells: [] }).map((c) => c.ok), [null, null, null, null]);
  });
  it('checks Save-Data on every example page, naming the pages above 16 KB', () => {
    const row = (page, flow, wire) => ({ page, flow, wire, files: ['pp-widgets.js', 'visit-a.js'] });
    const within = { ...tap, pages: [row('home', 'wechat', 15000), row('home', 'android', 15900)] };
    assert.equal(tapChecks(within)[2].ok, true);
    assert.equal(tapChecks(within)[2].shown, 'all 2 within');
    const above = { ...tap, pages: [row('home', 'wechat', 15000), row('content', 'android', 41200), { page: 'lucky', flow: 'iphone', wire: null, files: [], note: 'timeout' }] };
    assert.equal(tapChecks(above)[2].ok, false);
    assert.equal(tapChecks(above)[2].shown, '1 of 2 above: content android 41.2 KB');
  });
});

describe('renderTap', () => {
  it('renders the every-page table, a row per page, a column per flow, and the files', () => {
    const row = (page, flow, wire, files) => ({ page, flow, wire, files });
    const md = renderTap({
      ...tap,
      pages: [row('home', 'wechat', 15000, ['pp-widgets.js']), row('home', 'android', 17500, ['pp-widgets.js', 'tips-banner-x.js']), { page: 'lucky', flow: 'wechat', wire: null, files: [], note: 'timeout' }],
    });
    assert.ok(md.includes('| page | wechat | android |'));
    assert.ok(md.includes('| `home.html` | 15.0 KB (1 files) | 17.5 KB (2 files) |'));
    assert.ok(md.includes('| `lucky.html` | n/a (timeout) | n/a |'));
    assert.ok(md.includes('- `home.html` (android): `pp-widgets.js`, `tips-banner-x.js`'));
  });
  it('leaves the table out without pages', () => {
    assert.ok(!renderTap(tap).includes('| page |'));
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
