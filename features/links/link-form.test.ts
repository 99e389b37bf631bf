import { describe, expect, it, vi } from 'vitest';
import { appSchema } from '../../src/attribute-names/app-attributes';
import { features } from '../../app/widgets';
import { defaultConfig } from '../../src/runtime/config';
import { attributeOf, compilePatterns, linkSelector, parseLink, type LinkRules } from './link-form';

const names: string[] = [appSchema.tips, 'data-download-tips'];
for (const key of Object.keys(appSchema.app) as (keyof typeof appSchema.app)[]) names.push(...appSchema.app[key]);

function rules(extra: Partial<LinkRules> = {}): LinkRules {
  return { base: 'https://www.example.com/news/2024/article.html', origins: ['https://www.example.com', 'https://dl.example.com'], patterns: [], downloadNames: names, ...extra };
}

describe('attributeOf', () => {
  it('turns kebab-case and camelCase names into data attributes, legacy lowercase as it is', () => {
    expect(attributeOf('app-id')).toBe('data-app-id');
    expect(attributeOf('appId')).toBe('data-app-id');
    expect(attributeOf('packageName')).toBe('data-package-name');
    expect(attributeOf('versionid')).toBe('data-versionid');
  });

  it('refuses what is no attribute name, and the runtime own names', () => {
    for (const bad of ['', '1a', 'a b', 'a--b', '-a', 'on"x', 'widget', 'ppw-state']) expect(attributeOf(bad), bad).toBeNull();
  });
});

describe('parseLink', () => {
  it('reads a download link on the page origin, its query fields as the button attributes', () => {
    const form = parseLink('/download/apk?appId=1001&name=%E6%98%9F%E6%B5%B7&packageName=com.x&versionid=9&ch=cms', rules());
    expect(form).toEqual({
      widget: 'download',
      attrs: [['data-app-id', '1001'], ['data-name', '星海'], ['data-package-name', 'com.x'], ['data-versionid', '9']],
      problems: [],
    });
  });

  it('reads the download host of config hosts, and an editor relative rewrite into another folder', () => {
    expect(parseLink('https://dl.example.com/download/apk?appId=7', rules())!.widget).toBe('download');
    // TinyMCE relative_urls: /download/apk?appId=7 saved as ../download/apk?appId=7.
    expect(parseLink('../download/apk?appId=7', rules())).toMatchObject({ widget: 'download', attrs: [['data-app-id', '7']] });
    expect(parseLink('download/apk?id=7', rules())).toMatchObject({ attrs: [['data-id', '7']] });
  });

  it('leaves links to other origins and other paths alone', () => {
    expect(parseLink('https://evil.example.net/download/apk?appId=7', rules())).toBeNull();
    expect(parseLink('/download/apk-list?appId=7', rules())).toBeNull();
    expect(parseLink('/apps/7', rules())).toBeNull();
    expect(parseLink('http://[bad', rules())).toBeNull();
  });

  it('reads a #ppw= fragment: the widget and its attributes, kebab or camelCase', () => {
    expect(parseLink('/comments?appId=1001#ppw=comments&app-id=1001&count=5', rules())).toEqual({
      widget: 'comments',
      attrs: [['data-app-id', '1001'], ['data-count', '5']],
      problems: [],
    });
    expect(parseLink('/lucky/42#ppw=lucky&activityId=42', rules())!.attrs).toEqual([['data-activity-id', '42']]);
  });

  it('takes a download URL query with #ppw=download, the fragment winning', () => {
    expect(parseLink('/download/apk?appId=7&name=a#ppw=download&name=b', rules())!.attrs).toEqual([
      ['data-app-id', '7'], ['data-name', 'a'], ['data-name', 'b'],
    ]);
  });

  it('names what is malformed and keeps the rest', () => {
    const form = parseLink('/x#ppw=comments&app-id=1001&bad%E0=1&on click=1&count=%E0', rules())!;
    expect(form.widget).toBe('comments');
    expect(form.attrs).toEqual([['data-app-id', '1001']]);
    expect(form.problems).toHaveLength(3);
    expect(parseLink('/x#ppw=', rules())).toEqual({ widget: '', attrs: [], problems: ['"#ppw=" does not name a widget'] });
    expect(parseLink('/x#ppw=<b>', rules())!.widget).toBe('');
  });

  it('reads the URLs of config links patterns, with {name} captures and * wildcards', () => {
    const patterns = compilePatterns({ download: ['/dl/{appId}.html'], comments: ['/comments?appId=*'], score: ['/app/*/score?appId={appId}'] }, () => {});
    const r = rules({ patterns });
    expect(parseLink('/dl/1001.html?name=x&ch=1', r)).toMatchObject({ widget: 'download', attrs: [['data-name', 'x'], ['data-app-id', '1001']] });
    expect(parseLink('../dl/1001.html', r)).toMatchObject({ widget: 'download' });
    expect(parseLink('/comments?from=a&appId=1001', r)).toMatchObject({ widget: 'comments', attrs: [['data-from', 'a'], ['data-app-id', '1001']] });
    expect(parseLink('/comments?from=a', r)).toBeNull();
    expect(parseLink('/app/x/score?appId=9', r)).toMatchObject({ widget: 'score', attrs: [['data-app-id', '9'], ['data-app-id', '9']] });
    expect(parseLink('/dl/a/b.html', r)).toBeNull();
    expect(parseLink('https://other.example.org/dl/1.html', r)).toBeNull();
  });
});

describe('compilePatterns', () => {
  it('warns about each bad entry, saying what is wrong, and keeps the good ones', () => {
    const warn = vi.fn();
    const list = compilePatterns({ download: '/dl/*', 'no good': ['/x/*'], comments: ['*', 5, '/c/{', '/c#x', '/c/{appId}'] }, warn);
    expect(list.map((p) => p.widget)).toEqual(['comments']);
    const messages = warn.mock.calls.map((c) => c[0]).join('\n');
    expect(messages).toContain('config "links.download" must be a list of URL patterns');
    expect(messages).toContain('"no good" is not a widget name');
    expect(messages).toContain('"*" has no literal part');
    expect(messages).toContain('5 is not a string');
    expect(messages).toContain('"/c/{" has a "{" or "}"');
    expect(messages).toContain('"/c#x" has a "#"');
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it('gives no patterns for true, false and nothing', () => {
    for (const value of [true, false, undefined, null]) expect(compilePatterns(value, () => {})).toEqual([]);
  });
});

describe('linkSelector', () => {
  it('is the download URL and #ppw= (never an element that already is a widget) by default, and adds each pattern longest literal part', () => {
    expect(linkSelector({ links: true })).toBe('a[href*="download/apk"]:not([data-widget]),a[href*="#ppw="]:not([data-widget])');
    expect(linkSelector({ links: { download: ['/dl/{appId}.html'], comments: ['/comments?appId=*'] } })).toBe(
      'a[href*="download/apk"]:not([data-widget]),a[href*="#ppw="]:not([data-widget]),a[href*=".html"],a[href*="comments?appId="]',
    );
  });

  it('is the core selector of the links feature, which any link matches once config links has patterns', () => {
    const def = features.find((f) => f.name === 'links')!;
    expect(def.selector).toBe(linkSelector({ links: true }));
    expect(def.selectorFor!(defaultConfig())).toBe(def.selector);
    expect(def.selectorFor!({ ...defaultConfig(), links: { download: ['/dl/*'] } })).toBe('a[href]');
    expect(def.when!({} as never, { ...defaultConfig(), links: false }, {} as never)).toBe(false);
  });

  it('stays a valid selector whatever the config holds', () => {
    const odd = linkSelector({ links: { x: ['a"]b\\', 7 as unknown as string, '*'] } as never });
    expect(() => document.querySelector(odd)).not.toThrow();
  });
});
