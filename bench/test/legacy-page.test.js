import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legacyPage } from '../lib/legacy-page.js';

const urls = { ours: '/dist/pp-widgets.js', react: '/bench-out/react.js', preact: '/bench-out/preact.js' };
const count = (html, re) => (html.match(re) || []).length;

describe('legacyPage', () => {
  it('has exactly N download buttons, a header and a search form', () => {
    for (const n of [1, 100, 1000]) {
      const html = legacyPage({ n, approach: 'preact', urls });
      assert.equal(count(html, /data-widget="download"/g), n);
      assert.equal(count(html, /data-widget="header"/g), 1);
      assert.equal(count(html, /data-widget="search"/g), 1);
    }
  });
  it('makes the first button, and only it, the tips-banner candidate', () => {
    const html = legacyPage({ n: 50, approach: 'ours', urls });
    assert.equal(count(html, /data-download-tips="1"/g), 1);
    assert.equal(count(html, /data-download-tips="0"/g), 49);
    assert.ok(html.indexOf('data-download-tips="1"') < html.indexOf('data-download-tips="0"'));
  });
  it('marks the time right before the script under test and loads ours without autostart', () => {
    const html = legacyPage({ n: 3, approach: 'ours', urls });
    const mark = html.indexOf("__bench.done('script-start')");
    const script = html.indexOf('<script src="/dist/pp-widgets.js" data-autostart="false">');
    assert.ok(mark > 0 && script > mark);
    assert.ok(html.indexOf('PPWidgets.start()') > script);
  });
  it('preloads the script under test from the head', () => {
    const html = legacyPage({ n: 3, approach: 'preact', urls });
    assert.ok(html.indexOf('<link rel="preload" as="script" href="/bench-out/preact.js">') < html.indexOf('</head>'));
  });
  it('gives the control page no script to load, only the mark', () => {
    const html = legacyPage({ n: 3, approach: 'none', urls });
    assert.ok(!/<script src=|rel="preload"/.test(html));
    assert.ok(html.includes("__bench.done('script-start')"));
  });
  it('loads the baseline bundle of the approach asked for', () => {
    assert.ok(legacyPage({ n: 3, approach: 'react', urls }).includes('<script src="/bench-out/react.js">'));
    assert.ok(!legacyPage({ n: 3, approach: 'react', urls }).includes('pp-widgets.js'));
  });
});
