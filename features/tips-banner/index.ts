/**
 * The download-tips banner, a page feature (no `data-widget`): on mobile browsers that are not
 * a chat app, once a session, for the page's first eligible download button (product-rules §14).
 * Its button opens the client (`clientScheme`) and falls back to the download; its close
 * button hides it for the session. This chunk shows it; what the main button does is
 * banner-open/ (with the app-link chunk), loaded at the tap, or ahead of it at an idle moment
 * where speculative loading is allowed; the CSS is banner-css/, loaded only where pp-widgets.css
 * is not in effect.
 */
import type { FeatureInstance, WidgetContext } from '../../src/types';
import { maySpeculate } from '../../src/runtime/may-speculate';
import { onIdle } from '../../src/runtime/wake';
import { setBusy } from '../../src/runtime/held-clicks';
import { stylesWanted } from '../../src/runtime/styles';
import { createBanner } from './banner';
import { reserveBottomInset } from './bottom-inset';
import { tipsBannerMessages } from './messages';
import { bannerMayShow } from './gate/gate';
import { bannerApp, bannerIcon, firstEligibleButton, SHOWN_KEY, tipsKind } from './tips-banner';
import type { BannerApp } from './tips-banner';

type Open = typeof import('./banner-open/index');

// Pages that showed the banner: at most once per page even when session storage fails.
// Support: WeakSet Chrome 36, iOS Safari 9 (lazy images use one unguarded too).
const shownPages = new WeakSet<Document>();

/**
 * Starts the banner feature.
 *
 * @example const banner = start(context); banner.scan(document); … banner.stop();
 */
export function start(context: WidgetContext): FeatureInstance {
  const { services, env, config, guard, win, doc } = context;
  const { logger, session, i18n } = services;
  let host: HTMLElement | null = null;
  let decided = false;
  // What to undo when the banner goes: the client's opening, the bottom inset, the idle load.
  let undo: (() => void)[] = [];
  let cancelOpen = () => {};
  // The main button's code, once loaded (then a tap runs it at once), and its load.
  let opener: Open | null = null;
  let loading: Promise<Open> | null = null;
  const load = () =>
    loading ||
    (loading = import('./banner-open/index').then(
      (m) => (opener = m),
      (error) => {
        loading = null;
        throw error;
      },
    ));

  const hide = () => {
    undo.splice(0).forEach((f) => f());
    // Support: ChildNode.remove Chrome 23, iOS Safari 7 (the core's styles use it too).
    if (host) host.remove();
    host = null;
  };

  const show = (button: HTMLElement, app: BannerApp) => {
    i18n.register(tipsBannerMessages);
    const emit = (action: string) => context.emit('tips-banner', { appId: app.id, action }, button);
    let waiting = false;
    const run = (m: Open) => {
      cancelOpen();
      cancelOpen = m.openApp(context, button, app);
    };
    const open = (event: Event) => {
      // A tap while the code of the first is loading: that one answers, once.
      if (waiting) return;
      emit('open');
      if (opener) return run(opener);
      // The code is not there (Save-Data: nothing loads before it is asked for): the button says
      // it is busy, and the tap runs once the code is in, if the banner is still there; should
      // the code fail, the download button itself takes the tap.
      const target = event.currentTarget as Element;
      const busy = (on: boolean) => setBusy(target, (waiting = on));
      busy(true);
      load().then(
        guard('open', (m: Open) => {
          busy(false);
          if (host) run(m);
        }),
        (error) => {
          busy(false);
          logger.handleError(error, 'tips-banner');
          if (host && doc.documentElement.contains(button)) button.click();
        },
      );
    };

    const aside = createBanner(
      doc,
      i18n,
      tipsKind(button.getAttribute('data-tips')),
      app.name,
      // Support: devicePixelRatio is missing in some embedded webviews; bannerIcon then counts 1.
      app.iconUrl && bannerIcon(app.iconUrl, win.devicePixelRatio),
      guard('open', open),
      guard('close', () => {
        emit('close');
        hide();
      }),
    );
    host = doc.body.appendChild(aside);
    undo = [() => cancelOpen(), reserveBottomInset(context.listen, win, aside)];
    // Ahead of the tap, where loading what is not asked for yet is allowed.
    if (config.prefetch && maySpeculate(win.navigator)) undo.push(onIdle(win, () => load().catch(() => {})));
    emit('show');
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
    let app: BannerApp | null = null;
    const button = firstEligibleButton(scope || doc, (el) => !!(app = bannerApp(el)));
    if (!button || !app) return;
    decided = true;
    shownPages.add(doc);
    try {
      session.set(SHOWN_KEY, 1);
    } catch (error) {
      logger.warnOnce(SHOWN_KEY, 'tips-banner: session storage failed; the banner shows once on this page', error);
    }
    const shown: BannerApp = app;
    // Its CSS first where pp-widgets.css is not in effect: never laid out without it.
    if (stylesWanted()) import('./banner-css/index').then(guard('show', () => stopped || show(button, shown)), (error) => logger.handleError(error, 'tips-banner'));
    else show(button, shown);
  });

  let stopped = false;
  return {
    scan,
    stop() {
      decided = stopped = true;
      guard('stop', hide)();
    },
  };
}
