/**
 * The download button (product-rules §14). Cheap per button: `mount` reads the attributes and adds
 * one click listener; only inside the Android client does it also render the status label
 * (and any extra native actions the page asks for).
 *
 * A tap, first match wins (see click-flow.ts): in-app browser popup → HarmonyOS NEXT message →
 * native action → iOS popup → desktop installer popup → real-name step, then the download,
 * logged unless the step ended on one of product-rules §4's `noLog` paths. Emits `pp:download`.
 */
import { createElement } from 'react';
import type { NativeAction } from '../../src/bridge/status-codes/status-codes';
import { readAttr, schema } from '../../src/attribute-names/widget-attributes';
import type { Unmount, WidgetContext } from '../../src/types';
import { renderRoot } from '../../src/ui/render/render-root';
import { readApp } from '../../src/app-link/app-data';
import { appliesTo, harmonyStoreUrl, iosSearchUrl, nativeDownloads } from './click-flow';
import { downloadReducer, initialDownloadState, type DownloadAction } from './download-state';
import { parseDownloadMode, resolveDownloadUrl } from './download-url';
import { downloadLogFields, spaceFieldsOf } from './log-fields';
import { registerPopupMessages } from './messages';
import { nativePayload } from './native-payload';
import { navigate } from '../../src/app-link/navigate';
import { DownloadPopup, type PopupAction, type PopupKind } from './popups';

// Only what the runtime needs is exported here, so this lazily loaded chunk stays small;
// other widgets import `DownloadLink` from src/ui/download-link/download-link.tsx directly.

/** Native actions whose failure falls back to the web download (the tap was to get the package). */
const WEB_FALLBACK: readonly string[] = ['download', 'update', 'continue', 'install'];
/** BridgeErrorCode.DISPOSED (src/bridge), literal so this chunk does not import the bridge. */
const DISPOSED = -104;

/**
 * Wakes a download button.
 *
 * @example mount(document.querySelector('[data-widget="download"]'), context)
 */
export function mount(element: HTMLElement, context: WidgetContext): Unmount {
  const { services, env, config } = context;
  const { logger, i18n, bridge } = services;
  const read = readApp(element);
  if ('error' in read) {
    // product-rules §14: a malformed button stays a plain link, with one warning naming it.
    logger.warnOnce(element, 'download: ' + read.error, element);
    return () => undefined;
  }
  const app = read.app;
  registerPopupMessages(i18n);

  // The button's state (download-state.ts); what follows carries out what it says.
  let state = initialDownloadState;
  const dispatch = (action: DownloadAction) => (state = downloadReducer(state, action));
  // How to close what is open (the popup, the real-name step) when the page or the button goes.
  let closePopup: (() => void) | null = null;
  let cancelRealname: (() => void) | null = null;
  // Each is logged as "download: <label>" and goes no further.
  const { guard, listen, win, doc } = context;

  const emit = guard('emit', (detail: Record<string, unknown>) => context.emit('download', { appId: app.id, ...detail }, element));

  /** One of the button's popups (popups.tsx), its actions made with its `close`. */
  const show = (kind: PopupKind, actions: (close: () => void) => PopupAction[], bodyKey?: string) => {
    if (closePopup) closePopup();
    let closeOverlay: () => void = () => undefined;
    const close = () => {
      off();
      if (closePopup === close) {
        closePopup = null;
        dispatch({ type: 'popup', popup: null });
      }
      closeOverlay();
    };
    // A page kept in the back/forward cache comes back with its popups closed (product-rules §11).
    const off = listen(win, 'pagehide', close);
    closePopup = close;
    dispatch({ type: 'popup', popup: kind });
    // Outside the button's tree: a detached root; the dialog portals itself into the page.
    const popup = createElement(DownloadPopup, { kind, i18n, returnFocus: element, name: app.name, bodyKey, actions: actions(close), onClose: close });
    closeOverlay = renderRoot(doc.createElement('div'), popup, context.fail);
  };
  const okOnly = (close: () => void): PopupAction[] => [{ label: i18n.t('download.chat.ok'), primary: true, onClick: close }];

  // A broken log must never cost the visitor the download.
  const logDownload = guard('log', () => {
    const fields = downloadLogFields(app, spaceFieldsOf(element));
    services.log.activity(fields);
    services.log.click(fields);
  });

  const startDownload = () => {
    const afterRealname = appliesTo(config.realname.enabled, app)
      ? import('./realname/index').then(
          (m) => {
            if (state.unmounted) return null;
            const run = m.runRealname(context, app, element);
            // Leaving the page (back/forward cache) drops the dialog; a later tap starts afresh.
            const drop = () => {
              off();
              if (cancelRealname === drop) cancelRealname = null;
              dispatch({ type: 'realname', realname: false, drop: true });
              run.cancel();
            };
            const off = listen(win, 'pagehide', drop);
            cancelRealname = drop;
            dispatch({ type: 'realname', realname: true });
            return run.done.then((outcome) => {
              off();
              return outcome;
            });
          },
          (error: unknown) => {
            // The real-name code failed to load: the visitor still gets the download, logged
            // as one without the step (a failure is none of §4's noLog endings).
            logger.handleError(error, 'download: real-name step', element);
            return { result: 'skipped', noLog: false };
          },
        )
      : Promise.resolve({ result: 'not-applicable', noLog: false });
    afterRealname
      .then((outcome) => {
        cancelRealname = null;
        dispatch({ type: 'realname', realname: false });
        if (!outcome || state.unmounted) return null;
        // One log per download, once the real-name outcome is known and before the navigation
        // (the log service's beacons survive it); none where the step ended with noLog
        // (product-rules §4: no config, the popup closed, "I know").
        if (!outcome.noLog) logDownload();
        const mode = parseDownloadMode(readAttr(element, schema.downloadMode));
        return resolveDownloadUrl(services.api, app.id, mode, (readAttr(element, schema.apprd) || '').trim());
      })
      .then((url) => {
        if (!url) return;
        dispatch({ type: 'start', now: services.clock.now() });
        emit({ action: 'download', url });
        if (!navigate(url, win)) logger.warn('download: the browser refused to navigate', element);
      })
      .catch((error: unknown) => {
        dispatch({ type: 'fail' });
        logger.handleError(error, 'download', element);
      });
  };

  const runNative = (action: NativeAction | null) => {
    emit({ action: 'native', nativeAction: action, status: state.status });
    if (!action) return;
    const getsApk = WEB_FALLBACK.indexOf(action) !== -1;
    // key_downloadUrl is absolute (docs/bridge.md §6): a link resolves a path against the page.
    const link = doc.createElement('a');
    if (getsApk) link.href = services.api.downloadApkUrl(app.id);
    bridge.call(action, nativePayload(app, getsApk ? link.href : undefined)).catch((failure: unknown) => {
      // docs/bridge.md §4: a native action that fails (UNSUPPORTED, TIME_OUT, a throwing postMessage,
      // the app's own error) has a visible fallback: the web download where the tap was to get
      // the package, else a message. Not after stop() (DISPOSED) or unmount.
      const code = failure && typeof failure === 'object' ? (failure as { code?: unknown }).code : undefined;
      logger.warn('download: native ' + action + ' failed', failure);
      if (state.unmounted || code === DISPOSED) return;
      emit({ action: 'native-failed', nativeAction: action, code });
      if (getsApk) startDownload();
      else show('failed', okOnly);
    });
  };

  const handleTap = () => {
    const before = state;
    const decision = dispatch({ type: 'tap', now: services.clock.now(), env }).decision;
    if (state === before || !decision) return;
    switch (decision.kind) {
      case 'chat-popup':
        emit({ action: 'chat-popup', inAppBrowser: env.inAppBrowser });
        // WeChat and QQ keep their own text; the other in-app browsers say the same in general words.
        show('chat', okOnly, !env.inAppBrowser || env.inAppBrowser === 'wechat' || env.inAppBrowser === 'qq' ? undefined : 'download.inapp.body');
        break;
      case 'harmony': {
        // Never an APK: HarmonyOS NEXT cannot install one. The tap is logged as a download
        // attempt (/log/click) with the environment, so the store sees the demand.
        const url = harmonyStoreUrl(config.harmonyUrl, app);
        guard('log', () => services.log.click({ ...downloadLogFields(app, spaceFieldsOf(element)), action: 'download-blocked', os: 'harmonyos-next' }))();
        emit({ action: 'harmony', url });
        show('harmony', (close) => [
          { label: i18n.t('download.harmony.cancel'), onClick: close },
          { label: i18n.t('download.harmony.link'), primary: true, href: url },
        ]);
        break;
      }
      case 'native':
        runNative(decision.action);
        break;
      case 'ios-popup':
        emit({ action: 'ios-popup' });
        show('ios', (close) => [
          { label: i18n.t('download.ios.cancel'), onClick: close },
          {
            label: i18n.t('download.ios.confirm'),
            primary: true,
            onClick: () => {
              close();
              const url = iosSearchUrl(config.iosStoreSearchUrl, app.name);
              emit({ action: 'ios-store', url });
              navigate(url, win);
            },
          },
        ]);
        break;
      case 'desktop-install':
        emit({ action: 'desktop-install' });
        show('pc', (close) => [
          {
            label: i18n.t('download.pc.direct'),
            onClick: () => {
              close();
              dispatch({ type: 'start', now: services.clock.now() });
              startDownload();
            },
          },
          { label: i18n.t('download.pc.installer'), primary: true, href: services.api.ppApkUrl() },
        ]);
        break;
      default:
        startDownload();
    }
  };

  listen<MouseEvent>(element, 'click', (event) => {
    // Let the browser handle "open in new tab" and other modified clicks on the plain link.
    if (event.defaultPrevented || event.button > 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    handleTap();
  });

  // The install status label (and the extra native actions) only where the app downloads: its
  // code, and the app-status and status-code chunks it reads statuses with, load only there.
  let unmountLabel: (() => void) | null = null;
  if (nativeDownloads(env)) {
    import('./native/index')
      .then((m) => {
        if (state.unmounted) return;
        unmountLabel = m.mountStatusLabel(element, app, context, dispatch);
      })
      .catch((error: unknown) => logger.handleError(error, 'download: loading the install status', element));
  }

  return () => {
    dispatch({ type: 'unmount' });
    if (closePopup) closePopup();
    if (cancelRealname) cancelRealname();
    if (unmountLabel) guard('unmount', unmountLabel)();
  };
}
