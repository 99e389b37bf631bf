import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { attributeShifts, firstTap, isOursUrl, largestPaint, longestOurs, nativeLazy, totalBlockingTime } from '../lib/feel-stats.js';

describe('isOursUrl', () => {
  it('knows our scripts by their folder, whatever the query', () => {
    assert.equal(isOursUrl('http://x/dist/pp-widgets.js'), true);
    assert.equal(isOursUrl('http://x/dist/chunks/visit-B5tkEF.js?v=1'), true);
    assert.equal(isOursUrl('http://x/static/chunks/a.js'), true);
    assert.equal(isOursUrl('http://x/detail.html'), false);
    assert.equal(isOursUrl('http://x/gallery/frame.js'), false);
    assert.equal(isOursUrl(''), false);
    assert.equal(isOursUrl(undefined), false);
  });
});

describe('totalBlockingTime', () => {
  it('counts what each long task spends beyond 50 ms, from first contentful paint on', () => {
    const tasks = [
      { startTime: 0, duration: 120 }, // 30 ms after FCP at 90: not beyond 50
      { startTime: 200, duration: 80 }, // 30
      { startTime: 400, duration: 49 }, // 0
      { startTime: 500, duration: 150 }, // 100
    ];
    assert.equal(totalBlockingTime(tasks, 90), 130);
    assert.equal(totalBlockingTime(tasks, 0), 70 + 30 + 100);
  });
  it('clips tasks at the end of the window', () => {
    assert.equal(totalBlockingTime([{ startTime: 100, duration: 200 }], 0, 200), 50);
    assert.equal(totalBlockingTime([{ startTime: 300, duration: 200 }], 0, 200), 0);
  });
});

describe('longestOurs', () => {
  const frames = [
    { scripts: [{ sourceURL: 'http://x/dist/pp-widgets.js', duration: 40, invoker: 'TimerHandler:setTimeout', startTime: 10 }] },
    {
      scripts: [
        { sourceURL: 'http://x/page.html', duration: 300, invoker: 'inline', startTime: 20 },
        { sourceURL: 'http://x/dist/chunks/lucky-AbC123.js', duration: 90, invoker: 'Response.text.then', startTime: 500 },
      ],
    },
  ];
  it('is the longest script entry of a file of ours, the page\'s own scripts left out', () => {
    assert.deepEqual(longestOurs(frames), { duration: 90, invoker: 'Response.text.then', file: 'lucky-AbC123.js', startTime: 500 });
  });
  it('only before a moment (the tap), and null when none of ours ran in a long frame', () => {
    assert.equal(longestOurs(frames, 100).duration, 40);
    assert.equal(longestOurs([{ scripts: [{ sourceURL: 'http://x/page.html', duration: 300, startTime: 0 }] }]), null);
    assert.equal(longestOurs([]), null);
  });
});

describe('attributeShifts', () => {
  const src = (label, ours, top) => ({ label, ours, top });
  it('counts a shift whose source is ours, and one that moved the page below an element of ours that changed height', () => {
    const shifts = [
      { startTime: 1000, value: 0.1, hadRecentInput: false, sources: [src('div#score > span', true, 300)] },
      { startTime: 2000, value: 0.3, hadRecentInput: false, sources: [src('section', false, 600)] },
      // The page's own: nothing of ours changed near it.
      { startTime: 5000, value: 0.05, hadRecentInput: false, sources: [src('footer', false, 900)] },
      // After an input: never counted.
      { startTime: 6000, value: 0.5, hadRecentInput: true, sources: [src('div#score', true, 300)] },
    ];
    const changes = [{ time: 1950, label: 'div#score', top: 280, from: 22, to: 186 }];
    const r = attributeShifts(shifts, changes);
    assert.equal(r.total.toFixed(2), '0.45');
    assert.equal(r.ours.toFixed(2), '0.40');
    assert.deepEqual(
      r.entries.map((e) => [e.value, e.cause]),
      [
        [0.1, null],
        [0.3, 'div#score 22 → 186 px'],
      ],
    );
  });
  it('does not blame an element of ours below the moved node, or a change long before the shift', () => {
    const shifts = [{ startTime: 2000, value: 0.2, hadRecentInput: false, sources: [src('header', false, 10)] }];
    assert.equal(attributeShifts(shifts, [{ time: 1990, label: 'div#comments', top: 800, from: 0, to: 300 }]).ours, 0);
    assert.equal(attributeShifts(shifts, [{ time: 1000, label: 'div#top', top: 0, from: 0, to: 300 }]).ours, 0);
    assert.equal(attributeShifts(shifts, [{ time: 1000, label: 'div#top', top: 0, from: 0, to: 300 }]).total, 0.2);
  });
});

describe('largestPaint', () => {
  it('is the last candidate before the tap', () => {
    const c = [
      { startTime: 500, label: 'h1', size: 10 },
      { startTime: 1500, label: 'img', size: 90 },
      { startTime: 9000, label: 'dialog p', size: 99 },
    ];
    assert.equal(largestPaint(c, 8000).label, 'img');
    assert.equal(largestPaint(c).label, 'dialog p');
    assert.equal(largestPaint([], 8000), null);
  });
});

describe('firstTap', () => {
  it('gives the first input\'s delay and the longest event of its interaction', () => {
    const first = { name: 'pointerdown', startTime: 8000, processingStart: 8012, duration: 40, interactionId: 7 };
    const events = [
      { name: 'pointerup', startTime: 8050, processingStart: 8051, duration: 24, interactionId: 7 },
      { name: 'click', startTime: 8050, processingStart: 8060, duration: 96, interactionId: 7 },
      { name: 'click', startTime: 9050, processingStart: 9060, duration: 300, interactionId: 8 },
    ];
    assert.deepEqual(firstTap(first, events), { delay: 12, duration: 96, name: 'pointerdown' });
    assert.equal(firstTap(null, events), null);
  });
});

describe('nativeLazy', () => {
  it('makes data-src the src of a natively lazy image, and leaves other images alone', () => {
    assert.equal(nativeLazy('<img src="p.gif" data-src="/a.png" alt="x">'), '<img loading="lazy" src="/a.png" alt="x">');
    assert.equal(nativeLazy('<img data-srcset="/b.png 1x" alt="">'), '<img loading="lazy" srcset="/b.png 1x" alt="">');
    assert.equal(nativeLazy('<img src="/icon.png" alt="">'), '<img src="/icon.png" alt="">');
  });
});
