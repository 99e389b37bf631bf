import type { FeatureDefinition, ResolvedConfig, WidgetContext, WidgetDefinition, WidgetModule } from '../src/types';
import type { WebpCode } from '../src/lists/app-list/index';
import * as header from '../widgets/header/index';
import { coreSchema as schema } from '../src/schema-core';
import { bannerMayShow } from '../features/tips-banner/gate/gate';
import { LAZY_SELECTOR } from '../src/image-load/image-load';
import { deferLazyImages } from '../src/image-load/first-screen';
import { deferFeature } from '../src/runtime/defer-feature';
import { maySpeculate } from '../src/runtime/may-speculate';

/**
 * The widget registry: names, default wake-ups and lazy loaders. Nothing here loads widget
 * code; `load` runs only when an island wakes (product-rules §11), so in the script-tag
 * build each widget's code is a separate chunk fetched on first use.
 */
export const widgets: WidgetDefinition[] = [
  // Cheap DOM enhancement of server markup; aria-expanded must be right before first use.
  // Its start is part of the runtime (every page of the store has it): the closed state and
  // classes are set before the page's first frame; its behaviour is a chunk the runtime loads
  // at its first interaction or at idle, holding clicks on its toggle and tags meanwhile
  // (`module` with `holds`: src/types.ts, widgets/header/index.ts).
  { name: 'header', wake: 'load', needs: [], module: header.start, load: () => import('../widgets/header/enhance/index') },
  // Wakes on first focus, pointer or key (Preact is not needed before that); until then the
  // form is a plain working search form. Its log comes with its code: a submit's search log
  // leaves before the page navigates.
  { name: 'search', wake: 'interaction', needs: ['api', 'log'], load: () => import('../widgets/search/index') },
  // Shows only once the page is scrolled (product-rules §14), so its code waits for the first scroll.
  { name: 'back-to-top', wake: 'scroll', needs: [], load: () => import('../widgets/back-to-top/index') },
  // In the Android client a button shows the app's install status, so it wakes when seen;
  // elsewhere only the click needs it (held and replayed by the runtime). In an in-app browser
  // and on iOS a tap only shows a popup (click-flow.ts: the in-app and iOS rules come first and
  // the environment never leaves them), which uses neither the API client nor the log: their
  // chunks are not fetched between the tap and the popup. Elsewhere the log comes with its code:
  // a tap's download logs leave before the download starts.
  { name: 'download', wake: (env) => (env.hasBridge ? 'visible' : 'interaction'), needs: (env) => (env.inAppBrowser || env.isIOS ? [] : ['api', 'log']), load: () => import('../widgets/download/index') },
  { name: 'lucky', wake: 'visible', load: () => import('../widgets/lucky/index') },
  { name: 'score', wake: 'visible', load: () => import('../widgets/score/index') },
  { name: 'comments', wake: 'visible', load: () => import('../widgets/comments/index') },
  { name: 'recs', wake: 'visible', load: listWithWebp(() => import('../widgets/recs/index')) },
  { name: 'specials', wake: 'visible', load: listWithWebp(() => import('../widgets/specials/index')) },
  { name: 'beta-list', wake: 'visible', load: listWithWebp(() => import('../widgets/beta-list/index')) },
  { name: 'personal-list', wake: 'visible', load: listWithWebp(() => import('../widgets/app-feed/index')) },
  { name: 'uc-rec', wake: 'visible', load: listWithWebp(() => import('../widgets/app-feed/index')) },
  // An ad's show beacon waits for the ad itself to be half on screen (widgets/ad-slot).
  { name: 'ad-slot', wake: 'visible', load: listWithWebp(() => import('../widgets/ad-slot/index')) },
  { name: 'game-news', wake: 'visible', load: () => import('../widgets/game-news/index') },
];

/**
 * `code`, with the webp code (src/webp/, the `webp` chunk) requested beside it, not after it (no
 * round trip more before the images), only where config `webp.hosts` lists hosts; else (the
 * default, or no config: a `load()` of the exported lists) none is requested and none given.
 */
function besideWebp<M>(code: Promise<M>, config?: ResolvedConfig) {
  const hosts = config && config.webp.hosts;
  return Promise.all([code, hosts && hosts.length && import('../src/webp/index')]);
}

/**
 * A content list's `load`: its app icons get the webp code, where `besideWebp` requests it,
 * before the list mounts.
 */
function listWithWebp(load: () => Promise<WidgetModule & { setWebp(code: WebpCode): void }>): WidgetDefinition['load'] {
  return (config) =>
    besideWebp(load(), config).then(([mod, webp]) => {
      if (webp) mod.setWebp(webp);
      return mod;
    });
}

/** The links that may be widgets: the store's download URL and a `#ppw=` fragment (features/links/). */
const LINKS = 'a[href*="download/apk"]:not([data-widget]),a[href*="#ppw="]:not([data-widget])';

/** Page-wide features that are not islands. */
export const features: FeatureDefinition[] = [
  // The first screen's images load from the core at once (src/image-load/first-screen.ts); the
  // chunk comes when another image could come near the viewport (a scroll, a resize, a tap, markup
  // added). Where config `webp.hosts` lists hosts the webp code picks each URL: then the chunk
  // comes at once, with the webp code (src/webp/, the `webp` chunk) requested beside it (besideWebp).
  {
    name: 'lazy-images',
    selector: LAZY_SELECTOR,
    needs: [],
    load: (config) => {
      const code = () => besideWebp(import('../features/lazy-images/index'), config).then(([lazy, webp]) => (context: WidgetContext) => lazy.start(context, webp));
      return config && config.webp.hosts.length ? code().then((start) => ({ start })) : Promise.resolve({ start: (context: WidgetContext) => deferLazyImages(context, code) });
    },
  },
  // Download-tips banner: mobile browsers only, never chat apps or client webviews (product-rules §14),
  // once a session, for a button not marked data-download-tips="0": its code loads only then.
  // Where the browser asks to save data (or the connection is 2g: nothing is fetched ahead there
  // either), this promotion waits for the visitor's first scroll, resize or tap.
  {
    name: 'tips-banner',
    selector: '[' + schema.widget + '="download"]:not([' + schema.downloadTips + '="0"])',
    when: (env, _config, services) => bannerMayShow(env, services.session),
    needs: [],
    load: (_config, win) => {
      const code = () => import('../features/tips-banner/index');
      return win && !maySpeculate(win.navigator)
        ? Promise.resolve({ start: (context: WidgetContext) => deferFeature(context, () => code().then((m) => m.start)) })
        : code();
    },
  },
  // Plain links that are widgets (the CMS form, features/links/README.md): only this selector is
  // in the core; the parsing, the detail calls and the conversion are the `links` chunk's, which
  // loads once the page holds such a link and takes up each one near the viewport. With URL
  // patterns in config `links`, any link may be one: the chunk's own selector narrows it down.
  {
    name: 'links',
    selector: LINKS,
    selectorFor: (config) => (typeof config.links == 'object' ? 'a[href]' : LINKS),
    when: (_env, config) => config.links !== false,
    // A tap on a link of the default selector before the chunk is there is held, then replayed
    // to the widget it became (or as a plain link if the chunk fails): never lost, never a plain
    // APK download in WeChat.
    holds: true,
    needs: [],
    load: () => import('../features/links/index'),
  },
];
