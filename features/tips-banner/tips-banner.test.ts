import { describe, expect, it } from 'vitest';
import { bannerAllowed, bannerApp, bannerIcon, buttonEligible, firstEligibleButton, SHOWN_KEY, tipsKind } from './tips-banner';
import { clientLink } from './banner-open/open-client';
import { bannerMayShow } from './gate/gate';
import { createMemoryKV } from '../../tests/helpers/context';

const env = { isMobile: true, inAppBrowser: null, isHarmony: false, client: null, hasBridge: false } as const;

function page(html: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('bannerAllowed', () => {
  it('allows mobile browsers only', () => {
    expect(bannerAllowed(env)).toBe(true);
    expect(bannerAllowed({ ...env, isMobile: false })).toBe(false);
  });

  it('refuses chat apps and every client webview', () => {
    expect(bannerAllowed({ ...env, inAppBrowser: 'wechat' })).toBe(false);
    expect(bannerAllowed({ ...env, inAppBrowser: 'qq' })).toBe(false);
    for (const client of ['android', 'ppzb', 'ppyy', 'desktop', 'wdj', 'reader'] as const) {
      expect(bannerAllowed({ ...env, client })).toBe(false);
    }
    expect(bannerAllowed({ ...env, hasBridge: true })).toBe(false);
  });
});

describe('bannerMayShow (the gate in pp-widgets.js)', () => {
  it('says yes where the banner is allowed until it has shown this session', () => {
    const session = createMemoryKV();
    expect(bannerMayShow(env, session)).toBe(true);
    session.set(SHOWN_KEY, 1);
    expect(bannerMayShow(env, session)).toBe(false);
  });

  it('says no where the banner is not allowed, whatever the session holds', () => {
    expect(bannerMayShow({ ...env, inAppBrowser: 'wechat' }, createMemoryKV())).toBe(false);
  });

  it('says yes when the session store throws (the banner then shows once per page)', () => {
    const broken = {
      get(): never {
        throw new Error('SecurityError');
      },
    };
    expect(bannerMayShow(env, broken)).toBe(true);
  });
});

describe('firstEligibleButton', () => {
  it('skips buttons with data-download-tips="0" and buttons inside [data-download-common]', () => {
    const root = page(
      '<div data-download-common><a data-widget="download" data-id="1"></a></div>' +
        '<a data-widget="download" data-id="2" data-download-tips="0"></a>' +
        '<a data-widget="other" data-id="3"></a>' +
        '<a data-widget="download" data-id="4" data-download-tips="1"></a>' +
        '<a data-widget="download" data-id="5"></a>',
    );
    expect(firstEligibleButton(root)!.getAttribute('data-id')).toBe('4');
  });

  it('returns null when no button is eligible', () => {
    expect(firstEligibleButton(page('<div data-download-common><a data-widget="download" data-id="1"></a></div>'))).toBeNull();
  });

  it('lets the caller reject buttons (e.g. malformed ones)', () => {
    const root = page('<a data-widget="download"></a><a data-widget="download" data-id="9"></a>');
    expect(firstEligibleButton(root, (el) => el.hasAttribute('data-id'))!.getAttribute('data-id')).toBe('9');
  });
});

describe('buttonEligible', () => {
  it('accepts missing and non-zero data-download-tips', () => {
    expect(buttonEligible(page('<a data-id="1"></a>').firstElementChild!)).toBe(true);
    expect(buttonEligible(page('<a data-download-tips=" 0 "></a>').firstElementChild!)).toBe(false);
  });
});

describe('tipsKind', () => {
  it('picks install, reserve or gift, defaulting to install', () => {
    expect([tipsKind('install'), tipsKind('reserve'), tipsKind('GIFT'), tipsKind(null), tipsKind('x')]).toEqual([
      'install', 'reserve', 'gift', 'install', 'install',
    ]);
  });
});

describe('clientLink', () => {
  it('fills the placeholders, encoded', () => {
    expect(clientLink('pp25://app/detail?appId={id}&pkg={packageName}&n={name}', { id: '12', packageName: 'com.a', name: '王 者' })).toBe(
      'pp25://app/detail?appId=12&pkg=com.a&n=%E7%8E%8B%20%E8%80%85',
    );
  });
});

describe('bannerApp and bannerIcon (the download button’s readApp and iconUrl, without their chunk)', () => {
  const cases = [
    'data-id="1004" data-name=" 极速赛车手 " data-package-name="com.a" data-icon-url="/i.png"',
    'data-app-id="7" data-appname="x" data-packagename="p" data-iconurl="u"',
    'data-appid="a_b-9" data-app-name="" data-name="n"',
    'data-id=""',
    'data-id="a b"',
    'data-id="' + 'x'.repeat(65) + '"',
    'data-id="1" data-resource-type="GAME"',
    'data-id="1" data-resourcetype=" 1 "',
    'data-id="1" data-resource-type="2"',
    'data-id="1" data-resource-type="constructor"',
    'data-id="1" data-app-op-ext-info=\'{"misc":{"requireID":1}}\'',
    'data-id="1" data-app-op-ext-info="[]"',
    'data-id="1" data-appopextinfo=" "',
    'data-id="1" data-app-op-ext-info="null"',
    'data-id="1" data-app-op-ext-info="3"',
    'data-id="1" data-app-op-ext-info="{oops"',
  ];
  it('accepts and reads the same buttons as readApp', async () => {
    const { readApp } = await import('../../src/app-link/app-data');
    for (const attrs of cases) {
      const el = page(`<a ${attrs}>x</a>`).firstElementChild!;
      const read = readApp(el);
      const expected = 'error' in read ? null : { id: read.app.id, name: read.app.name, packageName: read.app.packageName, iconUrl: read.app.iconUrl };
      expect(bannerApp(el), attrs).toEqual(expected);
    }
  });

  it('asks for the same icon URL as iconUrl(url, chooseIconSize(48, dpr))', async () => {
    const { chooseIconSize, iconUrl } = await import('../../src/app-link/icon-size');
    const urls = [
      'https://img.example/a/icon.png',
      '/img/icon_65x65.JPG?v=2#x',
      'icon.webp',
      'https://img.png',
      '//cdn.example',
      'data:image/png;base64,AAAA.png',
      'blob:https://a/b.png',
      '/a/b.png_.webp',
      '/a/b.svg',
      '/a/b.jpeg?x=1.png',
      'https://a.com/x/Y_1x1.PNG#f.png',
      '/x.png?y=/z.png',
      'https://host/dir.png/',
      'HTTPS://IMG.GIF',
      'DATA:x/a.png',
      '_65x65.png',
      '',
    ];
    for (const url of urls) {
      for (const dpr of [1, 1.5, 2, 2.75, 3, 4, 6, 0, -1, NaN, Infinity, undefined, '2']) {
        expect(bannerIcon(url, dpr), `${url} @${String(dpr)}`).toBe(iconUrl(url, chooseIconSize(48, dpr)));
      }
    }
  });
});
