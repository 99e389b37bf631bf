import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { feelChecks, renderFeel, spliceSection, FEEL_START, FEEL_END, lcpText, longestText, longestMedian, longLoadsSpread, tapText } from '../lib/report-feel.js';

const load = (over = {}) => ({ cls: 0, clsOurs: 0, shifts: [], lcp: { time: 1234, label: 'img(shot-1.svg)' }, fcp: 500, tbt: 12, longest: null, tap: { delay: 8, duration: 96, name: 'pointerdown' }, ...over });
const feel = {
  pages: [
    { page: 'home', device: 'phone', ours: load(), none: load({ lcp: { time: 800, label: 'p' } }), native: load() },
    {
      page: 'content',
      device: 'desktop',
      ours: load({ cls: 0.4, clsOurs: 0.36, shifts: [{ startTime: 2800, value: 0.313, sources: ['section', 'section'], cause: 'div#score 21 → 185 px' }], longest: { duration: 172, invoker: 'IntersectionObserverCallback', file: 'pp-widgets.js' } }),
      none: { note: 'net::ERR_TIMED_OUT' },
      native: load(),
    },
  ],
  gallery: [{ page: 'gallery: score', device: 'phone', ours: load({ tap: null }) }],
  long: [{ label: 'N = 10000, mobile browser', load: { duration: 49, invoker: 'TimerHandler:setTimeout', file: 'pp-widgets.js' }, scroll: null, mounted: 1 }],
};

describe('feelChecks', () => {
  it('names every page whose shift of ours is above 0 and every task of ours of 50 ms or more', () => {
    const [shift, tasks] = feelChecks(feel);
    assert.equal(shift.ok, false);
    assert.equal(shift.shown, '1 of 3 above 0: content desktop 0.360');
    assert.equal(tasks.ok, false);
    assert.equal(tasks.shown, 'content desktop 172 ms');
  });
  it('passes when nothing of ours moved or ran long, and is n/a without figures', () => {
    const calm = { pages: [feel.pages[0]], gallery: feel.gallery, long: feel.long };
    assert.deepEqual(feelChecks(calm).map((c) => c.ok), [true, true]);
    assert.deepEqual(feelChecks({ pages: [], gallery: [] }).map((c) => c.ok), [null, null]);
  });
});

describe('several loads a cell (--feel-loads)', () => {
  const several = (longestLoads, clsOursLoads = longestLoads.map(() => 0)) => load({ longest: { duration: 77, invoker: 'SchedulerPostTaskCallback' }, longestLoads, clsOursLoads });
  it('gives the first load and the median with its range, and the goal counts the median', () => {
    assert.equal(longestMedian(several([77, 20, 0])), 20);
    assert.equal(longestMedian(several([77, 0, 30, 60])), 45);
    assert.equal(longestMedian(load()), null);
    assert.equal(longestText(several([77, 20, 0])), '77 ms (SchedulerPostTaskCallback); 3 loads: median **20 ms** (none – 77 ms)');
    const one = (ours) => ({ pages: [{ page: 'download', device: 'phone', ours }], gallery: [] });
    assert.equal(feelChecks(one(several([77, 20, 0])))[1].ok, true);
    const [, tasks] = feelChecks(one(several([77, 60, 0])));
    assert.equal(tasks.ok, false);
    assert.equal(tasks.shown, 'download phone (median) 60 ms');
  });
  it('names where a later load ran a task of ours of 50 ms or more', () => {
    const r = { ...several([0, 51, 20, 52]), longest: null, longestWhere: [null, 'TimerHandler:setTimeout, header-Aa.js', 'SchedulerPostTaskCallback, lucky-B7.js', 'Response.text.then, api-C1.js'] };
    assert.equal(
      longestText(r),
      '< 50 ms frame; 4 loads: median **36 ms** (none – 52 ms); 50 ms or more in a later load: 51 ms (TimerHandler:setTimeout, header-Aa.js), 52 ms (Response.text.then, api-C1.js)',
    );
    // Without the places (a run before they were kept), the text is as it was.
    assert.equal(longestText({ ...r, longestWhere: undefined }), '< 50 ms frame; 4 loads: median **36 ms** (none – 52 ms)');
  });
  it('gives the 10 000-button page its median too, which the goal counts', () => {
    const long = [{ label: 'N = 10000, mobile browser', load: { duration: 66, invoker: 'SchedulerPostTaskCallback' }, scroll: null, mounted: 1, loadLoads: [66, 30, 35], scrollLoads: [0, 0, 12] }];
    const md = renderFeel({ pages: [], gallery: [], long });
    assert.match(md, /\| N = 10000, mobile browser \| 66 ms \(SchedulerPostTaskCallback\); 3 loads: median \*\*35 ms\*\* \(30 ms – 66 ms\) \| < 50 ms frame; 3 loads: median \*\*none\*\* \(none – 12 ms\) \| 1 \|/);
    const slow = [{ ...long[0], loadLoads: [66, 60, 35] }];
    const [, tasks] = feelChecks({ pages: [feel.pages[0]], gallery: [], long: slow });
    assert.equal(tasks.shown, 'N = 10000, mobile browser, load (median) 60 ms');
    assert.equal(feelChecks({ pages: [feel.pages[0]], gallery: [], long })[1].ok, true);
  });
  it('tells how the loads over 50 ms spread over the cells, and which cells had one in every load', () => {
    const cell = (page, device, longestLoads) => ({ page, device, ours: several(longestLoads) });
    const spread = {
      pages: [cell('home', 'phone', [12, 51, 20]), cell('lucky', 'phone', [55, 60, 52])],
      gallery: [cell('gallery: score', 'desktop', [0, 0, 0]), { page: 'gallery: recs', device: 'phone', ours: { note: 'timeout' } }],
      long: [{ label: 'N = 10000, mobile browser', load: null, scroll: null, mounted: 1, loadLoads: [70, 20, 0], scrollLoads: [0, 0, 0] }],
    };
    assert.deepEqual(longLoadsSpread(spread), { loads: 15, over: 5, cells: 5, overCells: 3, everyLoad: ['lucky phone'] });
    assert.match(renderFeel(spread), /Loads with a task of ours of 50 ms or more: 5 of 15, in 3 of 5 cells; in every load of a cell: lucky phone\./);
    // One load a cell: no spread to tell, and no line.
    assert.equal(longLoadsSpread(feel), null);
    assert.doesNotMatch(renderFeel(feel), /Loads with a task of ours/);
  });
  it('counts a shift of ours in any load', () => {
    const [shift] = feelChecks({ pages: [{ page: 'lucky', device: 'phone', ours: several([0, 0, 0], [0, 0.02, 0]) }], gallery: [] });
    assert.equal(shift.ok, false);
    assert.equal(shift.shown, '1 of 1 above 0: lucky phone 0.020');
  });
});

describe('renderFeel', () => {
  it('renders a row per page and device, the three LCPs, the sources of our shifts, and the goals', () => {
    const md = renderFeel(feel, 'Run alone on today.');
    assert.ok(md.startsWith(FEEL_START));
    assert.ok(md.trimEnd().endsWith(FEEL_END));
    assert.match(md, /Run alone on today\./);
    assert.match(md, /\| `home\.html` \| phone \| \*\*0\.000\*\* \/ 0\.000 \|  \| 1 234 ms `img\(shot-1\.svg\)` \| 800 ms `p` \| 1 234 ms `img\(shot-1\.svg\)` \| 12 ms \/ 12 ms \| < 50 ms frame \| 8 ms \/ 96 ms \|/);
    assert.match(md, /0\.313 at 2 800 ms: `section`, `section` \(moved by `div#score 21 → 185 px`\)/);
    // A variant that failed says so instead of a figure.
    assert.match(md, /\| 1 234 ms `img\(shot-1\.svg\)` \| n\/a \| 1 234 ms/);
    assert.match(md, /\| gallery: score \| phone \|.*\| – \|/);
    assert.match(md, /\| N = 10000, mobile browser \| 49 ms \(TimerHandler:setTimeout\) \| < 50 ms frame \| 1 \|/);
    assert.match(md, /\| no task of ours reaches 50 ms at 4x CPU \| content desktop 172 ms \| \*\*no\*\* \|/);
  });
  it('escapes a pipe in an element label so the table keeps its columns', () => {
    assert.equal(lcpText(load({ lcp: { time: 5, label: 'a|b' } })), '5 ms `a\\|b`');
    assert.equal(longestText(load({ longest: undefined })), 'n/a (no Long Animation Frames API)');
    assert.equal(tapText({ note: 'x' }), 'n/a');
  });
});

describe('spliceSection', () => {
  it('replaces the section between its markers and keeps the rest', () => {
    const md = `# R\n\nbefore\n\n${FEEL_START}\nold\n${FEEL_END}\n\nafter\n`;
    assert.equal(spliceSection(md, `${FEEL_START}\nnew\n${FEEL_END}\n`), `# R\n\nbefore\n\n${FEEL_START}\nnew\n${FEEL_END}\n\nafter\n`);
  });
  it('adds it before the notes, else at the end, when there is none yet', () => {
    assert.equal(spliceSection('# R\n\n## Notes\n\n- n\n', 'S\n'), '# R\n\nS\n\n## Notes\n\n- n\n');
    assert.equal(spliceSection('# R\n', 'S\n'), '# R\n\nS\n');
  });
});
