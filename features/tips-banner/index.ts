/**
 * The download-tips banner, a page feature (no `data-widget`): on mobile browsers that are not
 * a chat app, once a session, for the page's first eligible download button (product-rules §14).
 * Its button opens the client (`clientScheme`) and falls back to the download; its close
 * button hides it for the session.
 */
import { chooseIconSize, iconUrl } from '../../src/app-link/icon-size';
import { appSchema, readAttr } from '../../src/app-link/app-attributes';
import type { FeatureInstance, WidgetContext } from '../../src/types';
import { readApp } from '../../src/app-link/app-data';
import type { DownloadApp } from '../../src/app-link/app-data';
import { navigate } from '../../src/app-link/navigate';
import { createBanner } from './banner';
import { reserveBottomInset } from './bottom-inset';
import { tipsBannerMessages } from './messages';
import { bannerMayShow } from './gate/gate';
import { openClient, openVia } from './open-client';
import { clientLink, firstEligibleButton, SHOWN_KEY, tipsKind } from './tips-banner';

/** CSS size of the banner icon. */
const ICON_CSS_PX = 48;

// Pages that showed the banner: at most once per page even when session storage fails.
// Support: WeakSet Chrome 36, iOS Safari 9 (lazy images use one unguarded too).
const shownPages = new WeakSet<Document>();

/**
 * Starts the banner feature.
 *
 * @example const banner = start(context); banner.scan(document); … banner.stop();
 */
export function start(context: WidgetContext): FeatureInstance {
  const { services, env, config } = context;
  const { logger, session, i18n } = services;
  // Each is logged as "tips-banner: <label>" and goes no further.
  const { guard, win, doc } = context;
  let host: HTMLElement | null = null;
  let decided = false;
  let cancelOpen: (() => void) | null = null;
  let releaseInset: (() => void) | null = null;

  const markShown = () => {
    shownPages.add(doc);
    try {
      session.set(SHOWN_KEY, 1);
    } catch (error) {
      logger.warnOnce(SHOWN_KEY, 'tips-banner: session storage failed; the banner shows once on this page', error);
    }
  };

  const hide = () => {
    if (cancelOpen) cancelOpen();
    cancelOpen = null;
    if (releaseInset) releaseInset();
    releaseInset = null;
    // Support: ChildNode.remove Chrome 23, iOS Safari 7 (the core's styles use it too).
    if (host) host.remove();
    host = null;
  };

  const show = (button: HTMLElement, app: DownloadApp) => {
    decided = true;
    markShown();
    i18n.register(tipsBannerMessages);
    // Support: devicePixelRatio is missing in some embedded webviews; chooseIconSize then counts 1.
    const icon = app.iconUrl ? iconUrl(app.iconUrl, chooseIconSize(ICON_CSS_PX, win.devicePixelRatio)) : '';
    const kind = tipsKind(readAttr(button, appSchema.tips));

    const open = () => {
      context.emit('tips-banner', { appId: app.id, action: 'open' }, button);
      if (cancelOpen) cancelOpen();
      // If the client does not take over, the page stays visible: fall back to the download.
      cancelOpen = openClient(clientLink(config.clientScheme, app), openVia(env, win.navigator.platform || ''), () => {
        cancelOpen = null;
        guard('fallback', fallback)(button, app.id);
      }, {
        doc,
        setTimeout: (fn, ms) => win.setTimeout(fn, ms),
        clearTimeout: (id) => win.clearTimeout(id as number),
        navigate: (url) => navigate(url, win),
        listen: context.listen,
      });
    };

    host = doc.createElement('div');
    host.className = 'ppw-tips-banner-host';
    doc.body.appendChild(host);
    const aside = createBanner(doc, {
      i18n,
      kind,
      name: app.name,
      iconUrl: icon,
      onOpen: guard('open', open),
      onClose: guard('close', () => {
        context.emit('tips-banner', { appId: app.id, action: 'close' }, button);
        hide();
      }),
    });
    host.appendChild(aside);
    releaseInset = reserveBottomInset(context.listen, win, aside);
    context.emit('tips-banner', { appId: app.id, action: 'show' }, button);
  };

  // The download goes through the button itself, so the real-name step and logs apply.
  const fallback = (button: HTMLElement, appId: string) => {
    if (!doc.documentElement.contains(button)) {
      // The button is gone: its own link is the download; the API client only as a last resort
      // (a stand-in until it has loaded, hence the promise).
      const href = button.getAttribute('href');
      if (href && !/^\s*javascript:/i.test(href)) navigate(href, win);
      else Promise.resolve(services.api.downloadApkUrl(appId)).then((url) => navigate(url, win), (e) => logger.handleError(e, 'tips-banner'));
      return;
    }
    button.click();
  };

  const scan = guard('scan', (scope: ParentNode) => {
    if (decided) return;
    // The gate pp-widgets.js asked before loading this code (environment, session flag), and
    // this page's own record for when session storage fails.
    if (!bannerMayShow(env, session) || shownPages.has(doc)) {
      decided = true;
      return;
    }
    // The first button whose app reads well (a malformed one keeps its link and its warning).
    let app: DownloadApp | null = null;
    const button = firstEligibleButton(scope || doc, (el) => {
      const read = readApp(el);
      if ('error' in read) return false;
      app = read.app;
      return true;
    });
    if (button && app) show(button, app);
  });

  return {
    scan,
    stop() {
      decided = true;
      guard('stop', hide)();
    },
  };
}
