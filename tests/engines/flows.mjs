// The main flows, written once for every engine (engines.mjs). Markup, selectors, example pages
// and expected behaviour are those of the Playwright specs in tests/browser/ (named beside each
// flow); the fixture data is the fixture server's own. Every flow also ends with zero page
// errors, unhandled rejections and console errors (checked by run.mjs).
import { check } from './session.mjs';

/** User agents, the same strings as tests/browser/devices.ts. */
export const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2102J2SC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2585 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  // An app's own WebView on Android (`wv`): where an unhandled scheme shows an error page.
  androidWebView:
    'Mozilla/5.0 (Linux; Android 12; SM-G991B Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
};

/**
 * Environments, one browser session each in WebKit (its user agent is a launch argument).
 * Phones are 450 px wide: WebKitGTK's window cannot be narrower than ~447 px. The Android
 * client is the phone environment plus the fake bridge (product-rules §13: the bridge decides).
 */
export const ENVIRONMENTS = {
  desktop: { userAgent: UA.desktopChrome, width: 1024, height: 768 },
  android: { userAgent: UA.androidChrome, width: 450, height: 844 },
  wechat: { userAgent: UA.wechatAndroid, width: 450, height: 844 },
  iphone: { userAgent: UA.iphoneSafari, width: 450, height: 844 },
  androidWebView: { userAgent: UA.androidWebView, width: 450, height: 844 },
};

const DIALOG = '[role="dialog"]';
const dialogNamed = () => {
  const d = document.querySelector('[role="dialog"]');
  if (!d) return '';
  const id = d.getAttribute('aria-labelledby');
  const label = id && document.getElementById(id);
  return (label ? label.textContent : d.getAttribute('aria-label') || '').trim();
};
const pathOf = (url) => new URL(url).pathname + new URL(url).search;

/**
 * @typedef {object} FlowContext
 * @property {{ requests(path?: string): Promise<any[]>, clearRequests(): Promise<void>, reset(): Promise<void> }} server
 * @property {(path: string, params: Record<string, string|number>, method?: 'GET'|'POST') => Promise<any>} fixture
 */
/**
 * @typedef {object} Flow
 * @property {string} id
 * @property {string} title
 * @property {keyof typeof ENVIRONMENTS} env
 * @property {(s: import('./session.mjs').Session, ctx: FlowContext) => Promise<void>} run
 */

/** @type {Flow[]} */
export const FLOWS = [
  {
    // tests/browser/header-search.spec.ts › header
    id: 'header-menu',
    title: 'header menu: toggle opens menu and mask, Escape and a second toggle close',
    env: 'desktop',
    async run(s) {
      await s.goto('/home.html');
      await s.waitFor(() => document.querySelector('[data-widget="header"]').getAttribute('data-ppw-state') === 'mounted', [], 'the header to mount');
      await s.click('[data-menu-toggle]');
      await s.waitVisible('#home-nav', 'the menu');
      await s.waitVisible('[data-menu-mask]', 'the mask');
      check((await s.eval(() => document.querySelector('[data-menu-toggle]').getAttribute('aria-expanded'))) === 'true', 'aria-expanded is true while open');
      await s.press('Escape');
      await s.waitGone('#home-nav', 'the menu after Escape');
      await s.waitGone('[data-menu-mask]', 'the mask after Escape');
      await s.click('[data-menu-toggle]');
      await s.waitVisible('#home-nav', 'the menu, opened again');
      await s.click('[data-menu-toggle]');
      await s.waitGone('#home-nav', 'the menu after a second toggle');
      check((await s.eval(() => document.querySelector('[data-menu-toggle]').getAttribute('aria-expanded'))) === 'false', 'aria-expanded is false once closed');
    },
  },
  {
    // tests/browser/header-search.spec.ts › arrows move with wrap-around…
    id: 'search-keyboard',
    title: 'search suggestions: typing shows them, arrows wrap and fill the input, Enter submits',
    env: 'desktop',
    async run(s, { server }) {
      await s.goto('/home.html');
      await server.clearRequests();
      await s.type('#home-q', '王');
      await s.waitVisible('[role="option"]', 'a suggestion');
      const texts = await s.eval(() => Array.prototype.map.call(document.querySelectorAll('[role="option"]'), (o) => o.textContent));
      check(texts.length > 1, `more than one suggestion (got ${JSON.stringify(texts)})`);
      check((await s.eval(() => document.querySelector('#home-q').getAttribute('aria-expanded'))) === 'true', 'the combobox says it is expanded');
      const valueIs = (want, what) => s.waitFor((v) => document.querySelector('#home-q').value === v, [want], `${what} (input value “${want}”)`, 3000);
      await s.press('ArrowDown');
      await valueIs(texts[0], 'ArrowDown to fill the first suggestion');
      await s.press('ArrowDown');
      await valueIs(texts[1], 'a second ArrowDown to fill the second');
      await s.press('ArrowUp');
      await s.press('ArrowUp');
      const last = texts[texts.length - 1];
      await valueIs(last, 'two ArrowUp to wrap to the last');
      const active = await s.eval(() => {
        const id = document.querySelector('#home-q').getAttribute('aria-activedescendant');
        const el = id && document.getElementById(id);
        return el ? el.textContent : null;
      });
      check(active === last, `aria-activedescendant names the last suggestion (${active})`);
      check(await s.eval(() => document.activeElement === document.querySelector('#home-q')), 'focus stays in the input');
      const sugs = await server.requests('/search/sugs');
      check(sugs.length >= 1 && sugs[0].query.key === '王' && sugs[0].query.ctoken === 'home-ctoken', `suggestions were asked for 王 with the form ctoken (${JSON.stringify(sugs.map((r) => r.query))})`);
      await s.collect();
      await s.press('Enter');
      await s.until(async () => /\/search\?q=/.test(await s.url()), 'the submit to /search?q=…');
      check(new URL(await s.url()).searchParams.get('q') === last, 'the submitted query is the chosen suggestion');
      await s.until(async () => (await server.requests('/log/search')).length === 1, 'one /log/search');
    },
  },
  {
    // tests/browser/download.spec.ts › download in Android Chrome
    id: 'download-phone',
    title: 'download in a phone browser: navigates to the download, logs /log/click and /log/activity',
    env: 'android',
    async run(s, { server }) {
      await server.clearRequests();
      await s.goto('/download.html');
      await s.click('#dl-plain');
      await s.until(async () => (await server.requests('/download/apk')).some((r) => r.query.appId === '1003'), 'the download request for app 1003');
      for (const path of ['/log/click', '/log/activity']) {
        await s.until(async () => (await server.requests(path)).length === 1, `one ${path}`);
        const [r] = await server.requests(path);
        const body = Object.fromEntries(new URLSearchParams(r.body));
        check(body.appId === '1003' && body.ppz === '5' && body.spaceId === 'hot-games', `${path} carries the app and space fields (${r.body})`);
      }
      check(/\/download\.html/.test(await s.url()), 'the page is still there (the package is an attachment)');
      check((await s.eval(() => document.querySelectorAll('[role="dialog"]').length)) === 0, 'no dialog for an app without real-name');
    },
  },
  {
    // tests/browser/download.spec.ts › download in WeChat
    id: 'download-wechat',
    title: 'download in WeChat: the open-in-browser dialog, Escape closes it, never navigates',
    env: 'wechat',
    async run(s, { server }) {
      await server.clearRequests();
      await s.goto('/download.html');
      await s.click('#dl-plain');
      await s.waitVisible(DIALOG, 'the dialog');
      check((await s.eval(dialogNamed)) === '请在浏览器中打开', `the dialog is “请在浏览器中打开” (${await s.eval(dialogNamed)})`);
      await s.waitFor(() => !!document.activeElement && !!document.activeElement.closest('[role="dialog"]'), [], 'focus inside the dialog');
      await s.press('Escape');
      await s.waitFor(() => !document.querySelector('[role="dialog"]'), [], 'the dialog to close');
      await s.waitFor(() => document.activeElement === document.querySelector('#dl-plain'), [], 'focus back on the button');
      check((await server.requests('/download/apk')).length === 0, 'no download request');
      check((await server.requests('/log/click')).length === 0, 'no click log');
    },
  },
  {
    // tests/browser/download.spec.ts › download on an iPhone
    id: 'download-ios',
    title: 'download on an iPhone: the iOS store dialog; confirm opens the store search',
    env: 'iphone',
    async run(s, { server }) {
      await server.clearRequests();
      await s.goto('/download.html');
      await s.click('#dl-plain');
      await s.waitVisible(DIALOG, 'the dialog');
      check((await s.eval(dialogNamed)) === '前往 PP 助手 iOS 版', `the dialog is “前往 PP 助手 iOS 版” (${await s.eval(dialogNamed)})`);
      check(await s.eval(() => document.querySelector('[role="dialog"]').textContent.includes('天天爱消除')), 'it names the app');
      await s.collect();
      await s.clickText('[role="dialog"] button', '确定');
      await s.until(async () => new URL(await s.url()).pathname === '/ios/search', 'the iOS store search');
      check(new URL(await s.url()).search === '?q=' + encodeURIComponent('天天爱消除'), `the name is encoded into the URL (${pathOf(await s.url())})`);
      check((await server.requests('/download/apk')).length === 0, 'no APK download');
    },
  },
  {
    // tests/browser/download.spec.ts › download inside the Android client
    id: 'download-client',
    title: 'download in the Android client (fake bridge): status label, native download through postMessage',
    env: 'android',
    async run(s, { server }) {
      await server.clearRequests();
      await s.goto('/download.html', { bridge: { status: 2 } });
      await s.waitFor(() => document.querySelector('#dl-plain').textContent.trim() === '下载', [], 'the label for status 2 (下载)');
      await s.click('#dl-plain');
      const call = await s.waitFor(
        () => window.__ppwEngines.sent.filter((m) => m.method === 3).pop(),
        [],
        'a native download (method 3) through PPNativeBridge.postMessage',
      );
      check(call.payload.key_appId === '1003' && call.payload.key_packageName === 'com.tiantian.xiaochu', `the download names the app (${JSON.stringify(call.payload)})`);
      check((await server.requests('/download/apk')).length === 0, 'no browser download inside the client');
      check((await s.eval(() => document.querySelectorAll('.ppw-tips-banner').length)) === 0, 'no tips banner inside the client');
    },
  },
  {
    // tests/browser/realname.spec.ts › the whole happy path
    id: 'realname',
    title: 'real-name dialog: fill, submit, success, then the download',
    env: 'android',
    async run(s, { server }) {
      await server.clearRequests();
      await s.goto('/download.html');
      await s.click('#dl-realname');
      await s.waitVisible(DIALOG, 'the real-name dialog');
      check((await s.eval(dialogNamed)) === '用户实名登记', 'the dialog is “用户实名登记”');
      await s.waitFor(() => !!document.activeElement && !!document.activeElement.closest('[role="dialog"]'), [], 'focus inside the dialog');
      await s.typeLabelled(DIALOG, '姓名', '张三');
      await s.typeLabelled(DIALOG, '身份证号', '11010519491231002X');
      await s.typeLabelled(DIALOG, '手机号', '13987654321');
      await s.clickText('[role="dialog"] button', '确认提交');
      await s.waitFor(() => document.querySelector('[role="dialog"]').textContent.includes('登记成功'), [], '登记成功');
      const [submit] = await server.requests('/realname/submit');
      check(submit && submit.method === 'POST', 'one POST /realname/submit');
      const fields = Object.fromEntries(new URLSearchParams(submit.body));
      check(fields.name === '张三' && fields.identity === '11010519491231002X' && fields.phone === '13987654321' && fields.appId === '1001', `the submit carries the form (${submit.body})`);
      await s.clickText('[role="dialog"] button', '我知道了');
      await s.until(async () => (await server.requests('/download/apk')).some((r) => r.query.appId === '1001'), 'the download of app 1001');
      await s.waitFor(() => !document.querySelector('[role="dialog"]'), [], 'the dialog to close');
      await s.waitFor(() => document.activeElement === document.querySelector('#dl-realname'), [], 'focus back on the button');
    },
  },
  {
    // tests/browser/tips-banner.spec.ts › shows once a session…
    id: 'tips-banner',
    title: 'tips banner: shows on a phone for the first eligible button; close hides it for the session',
    env: 'android',
    async run(s) {
      await s.goto('/download.html');
      await s.waitVisible('.ppw-tips-banner', 'the tips banner');
      const b = await s.eval(() => {
        const el = document.querySelector('.ppw-tips-banner');
        return { label: el.getAttribute('aria-label'), role: el.getAttribute('role') || el.tagName.toLowerCase(), text: el.textContent };
      });
      check(b.label === '下载提示', 'the banner is labelled 下载提示');
      check(b.text.includes('天天爱消除'), `it names the first eligible app (${b.text})`);
      await s.clickText('.ppw-tips-banner button', '关闭提示');
      await s.waitFor(() => !document.querySelector('.ppw-tips-banner'), [], 'the banner to go');
      await s.goto('/download.html');
      await s.settled();
      check((await s.eval(() => document.querySelectorAll('.ppw-tips-banner').length)) === 0, 'closed: not shown again this session');
    },
  },
  {
    // tests/browser/tips-banner.spec.ts › its button opens the client scheme, then falls back…
    id: 'tips-banner-open-client',
    title: 'tips banner “open client” in an Android WebView: the deep link falls back to the download; the page stays',
    env: 'androidWebView',
    async run(s, { server }) {
      await server.clearRequests();
      await s.goto('/download.html');
      await s.waitVisible('.ppw-tips-banner', 'the tips banner');
      await s.collect();
      await s.clickText('.ppw-tips-banner button', '打开PP助手，立即安装');
      await s.until(async () => (await server.requests('/download/apk')).some((r) => r.query.appId === '1003'), 'the fallback download of app 1003', 10_000);
      const url = await s.url();
      check(/^http:\/\/127\.0\.0\.1:\d+\/download\.html/.test(url), `the page is not replaced (now at ${url})`);
      check(await s.eval(() => !!window.__ppwEngines && !!window.PPWidgets), 'the page and the library are still there');
    },
  },
  {
    // tests/browser/back-to-top-lazy.spec.ts › back-to-top
    id: 'back-to-top',
    title: 'back-to-top: appears once scrolled, a click scrolls back to the top',
    env: 'desktop',
    async run(s) {
      await s.goto('/home.html');
      check((await s.eval(() => document.querySelectorAll('.ppw-back-to-top').length)) === 0, 'no button before the first scroll');
      await s.eval(() => window.scrollTo(0, 3000));
      await s.waitVisible('.ppw-back-to-top', 'the back-to-top button');
      await s.waitFor(() => getComputedStyle(document.querySelector('.ppw-back-to-top')).opacity === '1', [], 'the fade-in to finish');
      check((await s.eval(() => document.querySelector('.ppw-back-to-top').getAttribute('aria-hidden'))) === null, 'not aria-hidden while shown');
      await s.click('.ppw-back-to-top');
      await s.waitFor(() => window.scrollY === 0, [], 'scrollY 0', 5000);
      await s.waitFor(() => document.querySelector('.ppw-back-to-top').getAttribute('aria-hidden') === 'true', [], 'the button to hide at the top');
    },
  },
  {
    // tests/browser/back-to-top-lazy.spec.ts › lazy images
    id: 'lazy-images',
    title: 'lazy images: load only when scrolled near the viewport',
    env: 'desktop',
    async run(s) {
      await s.goto('/home.html');
      const IMG = 'img[data-src="/img/app-1012.svg"]';
      // The lazy-images code has run and made its first check.
      await s.settled();
      check(/^data:image\/gif/.test(await s.eval((sel) => document.querySelector(sel).getAttribute('src'), IMG)), 'an image far below the fold has not loaded');
      await s.eval((sel) => document.querySelector(sel).scrollIntoView({ block: 'center' }), IMG);
      await s.waitFor(
        (sel) => {
          const img = document.querySelector(sel);
          return img.getAttribute('src') === '/img/app-1012.svg' && img.classList.contains('ppw-lazy-loaded') && img.naturalWidth > 0;
        },
        [IMG],
        'the image to load once near the viewport',
      );
      const special = 'img[data-src="/img/special-305.svg"]';
      await s.eval((sel) => document.querySelector(sel).scrollIntoView({ block: 'center' }), special);
      await s.waitFor((sel) => /special-305\.svg 1x/.test(document.querySelector(sel).getAttribute('srcset') || ''), [special], 'srcset from data-srcset');
    },
  },
  {
    // tests/browser/lucky.spec.ts › lucky panel in the app
    id: 'lucky',
    title: 'lucky panel (in the client, fake bridge): renders the activity and draws the server prize',
    env: 'android',
    async run(s, { server }) {
      await server.reset();
      await server.clearRequests();
      await s.goto('/lucky.html', { bridge: { token: 'u-engines', loginToken: 'u-engines' } });
      await s.waitFor(() => /双十一幸运大抽奖/.test(document.querySelector('[data-widget="lucky"]').textContent), [], 'the activity title');
      await s.waitFor(() => document.querySelector('[data-widget="lucky"]').textContent.includes('剩余抽奖机会：1 次'), [], 'one chance left');
      await s.clickText('[data-widget="lucky"] button', '立即抽奖');
      await s.waitFor(() => document.querySelector('.ppw-lucky-status').textContent === '很遗憾，谢谢参与', [], 'the first server prize (谢谢参与)', 20_000);
      check((await s.eval(() => document.querySelector('.ppw-lucky-cell-lit').textContent)) === '谢谢参与', 'the highlight rests on the server prize');
      const draws = await server.requests('/lucky/op.lucky.draw');
      check(draws.length === 1 && draws[0].query.userToken === 'u-engines' && draws[0].query.utdid === 'UTDID-ENGINES', 'one draw with the client identity');
    },
  },
  {
    // tests/browser/content.spec.ts › each widget renders the fixture data
    id: 'content-lists',
    title: 'content lists: score, comments, recs, specials, UC recs and ads render the fixture data',
    env: 'android',
    async run(s, { server, fixture }) {
      await server.reset();
      await s.goto('/content.html');
      const names = (list) => list.map((a) => String(a.name));
      const wake = async (sel) => {
        await s.eval((x) => document.querySelector(x).scrollIntoView({ block: 'center' }), sel);
        await s.waitFor((x) => {
          const c = document.querySelector(x + ' .ppw-content');
          return !!c && c.getAttribute('aria-busy') === 'false';
        }, [sel], `${sel} to render`);
      };
      const texts = (sel) => s.eval((x) => Array.prototype.map.call(document.querySelectorAll(x), (e) => e.textContent.trim()), sel);

      await wake('#score');
      const score = await fixture('/StoreDetailController/score', { appId: 1001, versionId: 53003 });
      check((await texts('#score .ppw-score__value'))[0] === Number(score.score).toFixed(1) + '分', 'the score');
      await wake('#comments');
      const comments = await fixture('/StoreDetailController/comment', { appId: 1001, page: 1 });
      check((await texts('#comments .ppw-comment__text'))[0] === String(comments.list[0].content), 'the first comment');
      await wake('#recs');
      const recs = await fixture('/StoreDetailController/recs', { q: '星海战纪' });
      // A long answer is drawn in batches, each list's in a task of its own: wait for the last one.
      await s.waitFor((want) => JSON.stringify(Array.prototype.map.call(document.querySelectorAll('#recs .ppw-app__name'), (e) => e.textContent.trim())) === want, [JSON.stringify(names(recs.list))], 'the recs');
      await wake('#app-specials');
      const specials = await fixture('/StoreDetailController/specials', { appId: 1001, specialNum: 2 });
      check(JSON.stringify(await texts('#app-specials .ppw-special__title')) === JSON.stringify(specials.list.map((x) => String(x.title))), 'the specials');
      await wake('#uc-rec');
      const uc = await fixture('/uc/rec', { offset: 0, count: 5 });
      check(JSON.stringify(await texts('#uc-rec .ppw-app__name')) === JSON.stringify(names(uc.list)), 'the UC recs');
      await wake('#ad');
      const ads = await fixture('/api/proxyNew', { urlKey: 'adList', spaceId: 301, offset: 0, count: 1 }, 'POST');
      const ad = await s.eval(() => {
        const a = document.querySelector('#ad .ppw-ad__link');
        const img = a && a.querySelector('img');
        return a ? { href: a.getAttribute('href'), name: img ? img.alt : a.textContent.trim() } : null;
      });
      check(!!ad && ad.name === String(ads.list[0].title) && ad.href === String(ads.list[0].link), `the ad (${JSON.stringify(ad)})`);
      check((await s.eval(() => document.querySelectorAll('.ppw-content__failed, [data-ppw-state="failed"]').length)) === 0, 'no list failed');
    },
  },
  {
    // tests/browser/hostile-csp.spec.ts › every widget works with zero securitypolicyviolation events
    id: 'strict-csp',
    title: 'strict-CSP page: every widget works with zero securitypolicyviolation events',
    env: 'desktop',
    async run(s, { server }) {
      await s.goto('/csp.html');
      const styles = await s.eval(() => Array.prototype.map.call(document.querySelectorAll('style[data-ppw]'), (x) => (x.sheet ? x.sheet.cssRules.length : -1)));
      check(styles.length > 0 && styles.every((n) => n > 0), `the injected styles apply under the nonce (${JSON.stringify(styles)})`);
      await s.click('[data-menu-toggle]');
      await s.waitVisible('#csp-nav', 'the menu');
      await s.press('Escape');
      await s.waitGone('#csp-nav', 'the menu after Escape');
      await s.type('#csp-q', '音乐');
      await s.waitVisible('[role="option"]', 'a suggestion');
      await s.press('Escape');
      for (const sel of ['#score', '#comments', '#recs', '#specials', '#beta', '#personal', '#uc-rec', '#news', '#ad', '#lucky', '#lazy-2']) {
        await s.eval((x) => document.querySelector(x).scrollIntoView({ block: 'center' }), sel);
        await s.frames();
      }
      await s.waitFor(() => document.querySelectorAll('.ppw-content[aria-busy="true"]').length === 0 && document.querySelectorAll('.ppw-app__name').length > 5, [], 'every list to render');
      check((await s.eval(() => document.querySelectorAll('.ppw-content__failed, [data-ppw-state="failed"]').length)) === 0, 'no widget failed');
      await s.waitFor(() => document.querySelector('#lucky').textContent.includes('双十一幸运大抽奖'), [], 'the lucky panel');
      await s.waitFor(() => /\/img\/app-1006/.test(document.querySelector('#lazy-2').getAttribute('src') || ''), [], 'the lazy image');
      await s.waitVisible('.ppw-back-to-top', 'back-to-top');
      await s.click('#dl-realname');
      await s.waitVisible(DIALOG, 'the real-name dialog');
      await s.press('Escape');
      await s.waitFor(() => !document.querySelector('[role="dialog"]'), [], 'the dialog to close');
      await server.clearRequests();
      await s.click('#dl-plain');
      await s.until(async () => (await server.requests('/download/apk')).some((r) => r.query.appId === '1003'), 'the download of app 1003');
      // What the tap started (its logs, their chunk) has happened.
      await s.settled();
      const seen = await s.eval(() => JSON.stringify(window.__ppwEngines.violations));
      check(seen === '[]', `zero securitypolicyviolation events (got ${seen})`);
      // The listener really hears violations (a probe of our own), so zero above means zero.
      await s.eval(() => {
        const img = new Image();
        img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      });
      await s.waitFor(() => window.__ppwEngines.violations.length > 0, [], 'the probe’s own violation report');
      await s.eval(() => void (window.__ppwEngines.violations.length = 0));
    },
  },
];
