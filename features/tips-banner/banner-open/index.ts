/**
 * What the banner's main button does, a chunk of its own: the banner shows without it, and it
 * loads at the tap, or ahead of the tap at an idle moment where speculative loading is allowed
 * (../index.ts). Opens the client (`clientScheme`) and falls back to the download.
 */
import type { WidgetContext } from '../../../src/types';
import { navigate } from '../../../src/app-link/navigate';
import type { BannerApp } from '../tips-banner';
import { clientLink, openClient, openVia } from './open-client';

/**
 * Opens the client for `app`; if it does not take over, the download of `button`. Returns the
 * cancel (the banner closed or stopped).
 *
 * @example const cancel = openApp(context, button, app);
 */
export function openApp(context: WidgetContext, button: HTMLElement, app: BannerApp): () => void {
  const { win, doc, services } = context;
  // The download goes through the button itself, so the real-name step and logs apply.
  const fallback = () => {
    if (doc.documentElement.contains(button)) return button.click();
    // The button is gone: its own link is the download; the API client only as a last resort
    // (a stand-in until it has loaded, hence the promise).
    const href = button.getAttribute('href');
    if (href && !/^\s*javascript:/i.test(href)) navigate(href, win);
    else Promise.resolve(services.api.downloadApkUrl(app.id)).then((url) => navigate(url, win), (e) => services.logger.handleError(e, 'tips-banner'));
  };
  // If the client does not take over, the page stays visible: fall back to the download.
  return openClient(clientLink(context.config.clientScheme, app), openVia(context.env, win.navigator.platform || ''), context.guard('fallback', fallback), {
    doc,
    setTimeout: (fn, ms) => win.setTimeout(fn, ms),
    clearTimeout: (id) => win.clearTimeout(id as number),
    navigate: (url) => navigate(url, win),
    listen: context.listen,
  });
}
