// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sanitizeHtml from 'sanitize-html';
import xss from 'xss';
import { checkCmsOutput, type CmsWidget } from '../../bin/lib/check-cms.js';

const dir = join(__dirname, 'cms');
const pasted = (name: string) => readFileSync(join(dir, 'pasted', name + '.html'), 'utf8');
const savedBy = (party: string, name: string) => readFileSync(join(dir, 'saved', party, name + '.html'), 'utf8');
const brief = (w: CmsWidget) => [w.widget, w.form, w.status, w.removed];
const check = (name: string, saved: string, config?: { links?: unknown }) => checkCmsOutput({ pasted: pasted(name), saved, config });

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
/** The real sanitizers, each with its default options. */
const REAL: Record<string, (html: string) => string> = {
  'js-xss': (html) => xss(html),
  'sanitize-html': (html) => sanitizeHtml(html),
  dompurify: (html) => purify.sanitize(html),
};
const SNIPPETS = readdirSync(join(dir, 'pasted')).map((f) => f.replace(/\.html$/, '')).sort();

/** The gallery's snippets (examples/gallery/gallery-data.js, a browser script), by widget name. */
function gallerySnippets(): [string, string][] {
  const win: { PPGallery?: { widgets: { name: string; snippet: string }[] } } = {};
  new Function('window', readFileSync(join(__dirname, '..', '..', 'examples', 'gallery', 'gallery-data.js'), 'utf8'))(win);
  return (win.PPGallery as { widgets: { name: string; snippet: string }[] }).widgets.map((w) => [w.name, w.snippet]);
}

describe('checkCmsOutput with the real sanitizers (default options)', () => {
  it('names each widget js-xss broke, what it removed, and the fix', () => {
    const run = (name: string) => check(name, REAL['js-xss'](pasted(name)));
    // js-xss drops every data-*: the download link still works as the link form.
    expect(run('download').widgets.map(brief)).toEqual([['download', 'data-widget', 'intact',
      ['data-widget', 'data-id', 'data-version-id', 'data-name', 'data-package-name', 'data-resource-type', 'data-require-id', 'data-tips']]]);
    const comments = run('comments').widgets;
    expect(comments.map(brief)).toEqual([['comments', 'data-widget', 'broken', ['data-widget', 'data-app-id']]]);
    expect(comments[0].fix).toBe('use the link form: <a href="/comments?appId=1001#ppw=comments&app-id=1001">全部评论</a>; ' +
      'or keep the data-widget form with the allowlist recipe: docs/cms.md#html-purifier or docs/cms.md#sanitize-html or docs/cms.md#bleach or docs/cms.md#js-xss');
    // Unknown tags (<form>, <input>) are escaped into visible text.
    const search = run('search');
    expect(search.widgets.map(brief)).toEqual([['search', 'data-widget', 'broken', ['the markup (escaped, shown as text)']]]);
    expect(search.widgets[0].fix).toMatch(/^place the search in the page template, not in content; or allow its markup: docs\/cms\.md#bleach or docs\/cms\.md#js-xss$/);
    expect(search.traces.map((t) => [t.kind, t.line])).toEqual([['escaped-markup', 1]]);
    expect(run('realname').traces.map((t) => t.kind)).toEqual(['escaped-markup']);
    const realname = run('realname').widgets[0];
    expect(realname.status).toBe('broken');
    expect(realname.removed).toContain('<script id="pp-widgets-config">');
    expect(realname.fix).toContain('move the config into the page template');
  });

  it('says sanitize-html dropped the lazy image and what to paste instead', () => {
    const { widgets } = check('lazy-images', REAL['sanitize-html'](pasted('lazy-images')));
    expect(widgets.map(brief)).toEqual([['lazy-image', 'data-widget', 'broken', ['<img>']]]);
    expect(widgets[0].fix).toMatch(/^use the link form: <a href="\/img\/shot-1.svg#ppw=lazy-image&src=\/img\/shot-1.svg">游戏截图 1<\/a>; /);
    expect(widgets[0].fix).toContain('docs/cms.md#sanitize-html');
  });

  it('finds every widget intact after DOMPurify but the one whose config it removed', () => {
    for (const name of SNIPPETS) {
      const { widgets, traces } = check(name, REAL.dompurify(pasted(name)));
      expect(widgets.length).toBeGreaterThan(0);
      for (const w of widgets) {
        if (name === 'realname') {
          expect(brief(w)).toEqual(['download', 'data-widget', 'broken', ['<script id="pp-widgets-config">']]);
        } else {
          expect([name, w.status, w.removed]).toEqual([name, 'intact', []]);
          expect(w.fix).toBe('');
        }
      }
      expect(traces).toEqual([]);
    }
  });

  it.each(Object.keys(REAL))('keeps every link form intact through %s', (party) => {
    const { widgets } = check('links', REAL[party](pasted('links')));
    expect(widgets.map(brief)).toEqual([
      ['download', 'link', 'intact', []],
      ['comments', 'link', 'intact', []],
      ['lucky', 'link', 'intact', []],
    ]);
  });

  it('keeps the lazy image\'s link form intact through every sanitizer', () => {
    const link = '<p><a href="/img/shot-1.svg#ppw=lazy-image">游戏截图 1</a></p>';
    for (const party of Object.keys(REAL)) {
      expect(checkCmsOutput({ pasted: link, saved: REAL[party](link) }).widgets.map(brief)).toEqual([['lazy-image', 'link', 'intact', []]]);
    }
    expect(checkCmsOutput({ pasted: link, saved: '<p><a href="/img/shot-1.svg">游戏截图 1</a></p>' }).widgets.map((w) => w.status)).toEqual(['broken']);
    // TinyMCE's relative rewrite moves the image's address, unless the fragment carries it.
    const moved = checkCmsOutput({ pasted: link, saved: '<p><a href="../img/shot-1.svg#ppw=lazy-image">游戏截图 1</a></p>' }).widgets[0];
    expect([moved.status, moved.removed]).toEqual(['broken', ['href made relative (../img/shot-1.svg#ppw=lazy-image)']]);
    expect(moved.fix).toContain('#ppw=lazy-image&src=/img/shot-1.svg');
    const carried = '<a href="/img/shot-1.svg#ppw=lazy-image&amp;src=/img/shot-1.svg">游戏截图 1</a>';
    expect(checkCmsOutput({ pasted: carried, saved: carried.replace('"/img', '"../img') }).widgets.map((w) => w.status)).toEqual(['intact']);
  });

  it('given the page\'s config, a config script removed from the pasted content is no breakage', () => {
    const saved = REAL.dompurify(pasted('realname'));
    expect(check('realname', saved).widgets.map((w) => w.status)).toEqual(['broken']);
    expect(check('realname', saved, {}).widgets.map(brief)).toEqual([['download', 'data-widget', 'intact', []]]);
  });

  it('the header\'s hidden (its runtime closes the menu itself) and a valued data-menu-toggle are no breakage; a lost toggle is', () => {
    const header = pasted('header');
    const valued = header.replace(/ hidden(?=[ >])/g, '').replace('data-menu-toggle', 'data-menu-toggle="data-menu-toggle"');
    expect(check('header', valued).widgets.map(brief)).toEqual([['header', 'data-widget', 'intact', ['hidden']]]);
    expect(check('header', header.replace('data-menu-toggle', '')).widgets.map((w) => w.status)).toEqual(['broken']);
  });

  it('counts a fallback link as the widget when config links maps its URL, and never when link forms are off', () => {
    const saved = REAL['js-xss'](pasted('comments'));
    expect(check('comments', saved, { links: { comments: ['/comments?appId={appId}'] } }).widgets.map((w) => w.status)).toEqual(['intact']);
    expect(check('comments', saved, { links: { comments: ['/app/*/comments'] } }).widgets.map((w) => w.status)).toEqual(['broken']);
    expect(checkCmsOutput({ saved: '<a href="../app/7/comments?x=1&appId=1001">评论</a>', config: { links: { comments: ['/app/*/comments?appId={appId}'] } } })
      .widgets.map((w) => [w.widget, w.form, w.status])).toEqual([['comments', 'link', 'intact']]);
    expect(check('download', REAL['js-xss'](pasted('download')), { links: false }).widgets.map((w) => w.status)).toEqual(['broken']);
  });
});

describe('checkCmsOutput on every gallery snippet through the real sanitizers', () => {
  const gallery = gallerySnippets();

  it('reads all of them', () => {
    expect(gallery.length).toBeGreaterThanOrEqual(17);
  });

  it.each(gallery)('%s: every placed widget is accounted for, intact after DOMPurify unless its pasted config went', (_name, snippet) => {
    const withConfig = snippet.indexOf('id="pp-widgets-config"') !== -1;
    const placed = checkCmsOutput({ saved: snippet }).widgets;
    for (const party of Object.keys(REAL)) {
      const { widgets } = checkCmsOutput({ pasted: snippet, saved: REAL[party](snippet) });
      expect(widgets.map((w) => w.widget)).toEqual(placed.map((w) => w.widget));
      for (const w of widgets) {
        expect(w.status === 'broken').toBe(w.fix !== '');
        if (party === 'dompurify') expect([w.widget, w.status]).toEqual([w.widget, withConfig ? 'broken' : 'intact']);
        // js-xss and sanitize-html drop every data-*: a download survives as its link; a list in a <div> does not.
        if (party !== 'dompurify' && w.form === 'data-widget' && ['comments', 'score', 'recs', 'lucky', 'specials', 'game-news'].indexOf(w.widget) !== -1) {
          expect([w.widget, w.status]).toEqual([w.widget, 'broken']);
        }
        if (w.form === 'link' || (w.widget === 'download' && !withConfig)) expect([party, w.widget, w.status]).toEqual([party, w.widget, 'intact']);
      }
    }
  });
});

describe('checkCmsOutput on what the other parties save (fixtures from the party table)', () => {
  it('WordPress kses: names the header\'s aria-controls and hidden, the search form, and the config left as text', () => {
    expect(check('header', savedBy('wordpress', 'header')).widgets.map(brief)).toEqual([['header', 'data-widget', 'broken', ['aria-controls', 'hidden']]]);
    const search = check('search', savedBy('wordpress', 'search')).widgets[0];
    expect(brief(search)).toEqual(['search', 'data-widget', 'broken', ['<form>', '<input>']]);
    expect(search.fix).toBe('place the search in the page template, not in content; or allow its markup: docs/cms.md#wordpress');
    const realname = check('realname', savedBy('wordpress', 'realname'));
    expect(realname.widgets.map(brief)).toEqual([['download', 'data-widget', 'broken', ['<script id="pp-widgets-config">']]]);
    expect(realname.traces.map((t) => [t.kind, t.line])).toEqual([['config-as-text', 1]]);
    expect(check('download', savedBy('wordpress', 'download')).widgets.map((w) => w.status)).toEqual(['intact']);
    expect(check('comments', savedBy('wordpress', 'comments')).widgets.map((w) => w.status)).toEqual(['intact']);
  });

  it('HTML Purifier: the lists lose their data-*, the image goes, the links survive', () => {
    expect(check('comments', savedBy('html-purifier', 'comments')).widgets.map(brief)).toEqual([['comments', 'data-widget', 'broken', ['data-widget', 'data-app-id']]]);
    expect(check('lazy-images', savedBy('html-purifier', 'lazy-images')).widgets.map(brief)).toEqual([['lazy-image', 'data-widget', 'broken', ['<img>']]]);
    expect(check('download', savedBy('html-purifier', 'download')).widgets.map((w) => w.status)).toEqual(['intact']);
    expect(check('links', savedBy('html-purifier', 'links')).widgets.map((w) => w.status)).toEqual(['intact', 'intact', 'intact']);
    expect(check('header', savedBy('html-purifier', 'header')).widgets.map((w) => w.status)).toEqual(['broken']);
  });

  it('bleach: escaped markup is broken and shown where it is', () => {
    const score = check('score', savedBy('bleach', 'score'));
    expect(score.widgets.map((w) => [...brief(w), w.line])).toEqual([['score', 'data-widget', 'broken', ['the markup (escaped, shown as text)'], 1]]);
    expect(score.widgets[0].fix).toBe('use the link form: <a href="#ppw=score&app-id=1001&version-id=53003">score</a>; ' +
      'or keep the data-widget form with the allowlist recipe: docs/cms.md#bleach or docs/cms.md#js-xss');
    expect(score.traces.map((t) => t.kind)).toEqual(['escaped-markup']);
    expect(check('comments', savedBy('bleach', 'comments')).widgets.map((w) => w.status)).toEqual(['broken']);
  });

  it('CKEditor 5, Quill: the <div> and empty elements go; the download link and the link forms stay', () => {
    const comments = check('comments', savedBy('ckeditor-5', 'comments')).widgets[0];
    expect(brief(comments)).toEqual(['comments', 'data-widget', 'broken', ['<div>', 'data-widget', 'data-app-id']]);
    expect(comments.fix).toContain('docs/cms.md#ckeditor-5 or docs/cms.md#quill or docs/cms.md#wangeditor');
    expect(check('score', savedBy('ckeditor-5', 'score')).widgets.map(brief)).toEqual([['score', 'data-widget', 'broken', ['<div> (empty)']]]);
    expect(check('search', savedBy('ckeditor-5', 'search')).widgets.map(brief)).toEqual([['search', 'data-widget', 'broken', ['<form>', '<label>', '<input>', '<button>']]]);
    expect(check('download', savedBy('ckeditor-5', 'download')).widgets.map((w) => w.status)).toEqual(['intact']);
    expect(check('links', savedBy('ckeditor-5', 'links')).widgets.map((w) => w.status)).toEqual(['intact', 'intact', 'intact']);
    expect(check('comments', savedBy('quill', 'comments')).widgets.map((w) => w.status)).toEqual(['broken']);
    expect(check('header', savedBy('quill', 'header')).widgets.map(brief)).toEqual([['header', 'data-widget', 'broken', ['<header>', 'data-widget', '<button>', '<nav>']]]);
  });

  it('CKEditor 5 with General HTML Support: <p> wrapping is harmless, the empty <div> is not', () => {
    expect(check('comments', savedBy('ckeditor-5-ghs', 'comments')).widgets.map(brief)).toEqual([['comments', 'data-widget', 'intact', []]]);
    expect(check('download', savedBy('ckeditor-5-ghs', 'download')).widgets.map(brief)).toEqual([['download', 'data-widget', 'intact', []]]);
    expect(check('score', savedBy('ckeditor-5-ghs', 'score')).widgets.map(brief)).toEqual([['score', 'data-widget', 'broken', ['<div> (empty)']]]);
  });

  it('TinyMCE: a download URL made relative still works; the removed config does not', () => {
    expect(check('download', savedBy('tinymce', 'download')).widgets.map(brief)).toEqual([
      ['download', 'data-widget', 'intact', ['href made relative (../download/apk?appId=1003)']],
    ]);
    expect(check('links', savedBy('tinymce', 'links')).widgets.map((w) => w.status)).toEqual(['intact', 'intact', 'intact']);
    const realname = check('realname', savedBy('tinymce', 'realname')).widgets[0];
    expect(realname.status).toBe('broken');
    expect(realname.fix).toBe('move the config into the page template (page-wide settings never live in pasted content)');
  });

  it('names the link\'s lost query or fragment when a sanitizer cuts it', () => {
    const { widgets } = checkCmsOutput({
      pasted: '<a href="/comments?appId=1001#ppw=comments&amp;app-id=1001">全部评论</a> <a href="/download/apk?appId=7">下载</a>',
      saved: '<a href="/comments?appId=1001">全部评论</a> <a href="/download/apk">下载</a>',
    });
    expect(widgets.map(brief)).toEqual([
      ['comments', 'link', 'broken', ["the href's #ppw= fragment (#ppw=comments&app-id=1001)"]],
      ['download', 'link', 'broken', ["the href's query (?appId=7)"]],
    ]);
  });
});

describe('checkCmsOutput on saved HTML alone', () => {
  it('lists the widgets still recognisable, in document order', () => {
    const { widgets, traces } = checkCmsOutput({ saved: pasted('links') + pasted('comments') });
    expect(widgets.map((w) => [w.widget, w.form, w.status, w.line])).toEqual([
      ['download', 'link', 'intact', 1], ['comments', 'link', 'intact', 2], ['lucky', 'link', 'intact', 3], ['comments', 'data-widget', 'intact', 4],
    ]);
    expect(traces).toEqual([]);
  });

  it('reports the traces of damage', () => {
    const saved = [
      '&lt;div data-widget="score" data-app-id="1001"&gt;&lt;/div&gt;',
      '<p>{ "realname": { "enabled": true } }</p>',
      '<a href="/download/apk">下载</a>',
      '<a href="/c#ppw">评论</a>',
      '<div data-widget="comments" data-app-id="1001"></div>',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==" alt="截图">',
      '<form action="/search"><input name="q"></form>',
    ].join('\n');
    expect(checkCmsOutput({ saved }).traces.map((t) => [t.kind, t.line])).toEqual([
      ['escaped-markup', 1], ['config-as-text', 2], ['cut-link', 3], ['cut-link', 4], ['lost-fallback', 5], ['stripped-widget', 6], ['stripped-widget', 7],
    ]);
  });

  it('finds no damage in intact markup (a relative download URL is not damage)', () => {
    expect(checkCmsOutput({ saved: savedBy('tinymce', 'links') + pasted('header') + pasted('search') }).traces).toEqual([]);
  });
});
