/**
 * Opens the store client by its custom scheme and falls back (to the download) when the client
 * does not take over, the way callapp-lib does it:
 *
 * - how: on iOS by assigning the location (from iOS 9 a scheme in an iframe does nothing; Safari
 *   keeps the page and at most shows an alert), in Chrome for Android likewise (from Chrome 25 a
 *   scheme in an iframe does nothing either), everywhere else (Android WebViews, UC, QQ and other
 *   in-app or older browsers) through a hidden iframe: where nothing handles the scheme, these
 *   replace the page with an error page when it is given to the location (Android WebView's
 *   ERR_UNKNOWN_URL_SCHEME, WebKitGTK), so the fallback would never run; in a hidden frame the
 *   error page is the frame's.
 * - whether it opened: a client taking over hides the page (`visibilitychange` to hidden,
 *   `pagehide`): no fallback then. If the page is still visible after `timeoutMs` (callapp-lib's
 *   2500 ms), the fallback runs, once. A `blur` (a "open in app?" prompt, or the app in front
 *   while the page stays visible) holds the fallback until focus comes back.
 */
import type { Environment } from '../../../src/types';
import { isAndroidWebView } from '../../../src/env/webview';

/** How long the client gets to take over before the fallback runs (callapp-lib: 2500 ms). */
export const OPEN_CLIENT_TIMEOUT_MS = 2500;

export type OpenVia = 'iframe' | 'location';

/**
 * How this platform opens a custom scheme: `location` on iOS and in Chrome for Android itself,
 * a hidden `iframe` elsewhere (Android WebViews, by the library's one definition `isAndroidWebView`:
 * `; wv)`, or `Version/4.0` before `Chrome/`). iOS counts only
 * where `navigator.platform` agrees (iPhone, iPad, iPod, or MacIntel for iPadOS's desktop
 * mode): an engine that only dresses as iOS (desktop WebKitGTK with an iPhone user agent, as
 * in our WebKit test run) shows an error page for the location, so it gets the iframe.
 * @example openVia({ isIOS: false, ua: 'Mozilla/5.0 (Linux; U; Android 10; …) Version/4.0 Chrome/78 UCBrowser/13' }, 'Linux armv8l') // 'iframe'
 */
export function openVia(env: Pick<Environment, 'isIOS' | 'ua'>, platform: string): OpenVia {
  if (env.isIOS) return /^(iP|Mac)/.test(platform) ? 'location' : 'iframe';
  return /Android/i.test(env.ua) && /Chrome\/\d/.test(env.ua) && !isAndroidWebView(env.ua) ? 'location' : 'iframe';
}

/** What `openClient` uses of the page; injectable for tests. */
export interface OpenClientDeps {
  doc: Document;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  /** Assigns the location; false if the browser refused. */
  navigate(url: string): boolean;
  /** Adds a listener and returns its removal (the feature's `context.listen`). */
  listen(target: EventTarget, type: string, fn: () => void): () => void;
}

/**
 * Opens `url` the given way and calls `fallback` once if the page is still visible (and
 * focused) after `timeoutMs`. Returns a cancel (the banner closed or was stopped), which also
 * removes the listeners and the frame.
 *
 * @example
 * const cancel = openClient('pp25://app/detail?appId=3', openVia(env), () => button.click(), {
 *   doc: document, setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (id) => clearTimeout(id as number), navigate,
 * });
 */
export function openClient(url: string, via: OpenVia, fallback: () => void, deps: OpenClientDeps, timeoutMs = OPEN_CLIENT_TIMEOUT_MS): () => void {
  const { doc } = deps;
  const win = doc.defaultView;
  let done = false;
  let due = false;
  let blurred = false;
  let frame: HTMLIFrameElement | null = null;
  const offs: (() => void)[] = [];

  const finish = () => {
    if (done) return;
    done = true;
    deps.clearTimeout(timer);
    for (const off of offs.splice(0)) off();
    if (frame) frame.remove();
  };
  const runFallback = () => {
    finish();
    fallback();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') finish();
  };
  const onBlur = () => {
    blurred = true;
  };
  const onFocus = () => {
    blurred = false;
    if (due && !done) runFallback();
  };

  const timer = deps.setTimeout(() => {
    if (done) return;
    if (doc.visibilityState === 'hidden') finish();
    else if (blurred) due = true;
    else runFallback();
  }, timeoutMs);
  offs.push(deps.listen(doc, 'visibilitychange', onVisibility));
  if (win) {
    // Leaving the page (the client took over, or it went into the back/forward cache): no fallback.
    offs.push(deps.listen(win, 'pagehide', finish), deps.listen(win, 'blur', onBlur), deps.listen(win, 'focus', onFocus));
  }

  if (via === 'iframe' && doc.body) {
    frame = doc.createElement('iframe');
    frame.setAttribute('hidden', '');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    // Setting a style property from script is allowed under a strict CSP (no inline markup).
    frame.style.display = 'none';
    frame.src = url;
    doc.body.appendChild(frame);
  } else if (!deps.navigate(url)) {
    // Refused: nothing will take over, so do not make the visitor wait.
    runFallback();
  }
  return finish;
}

/**
 * The client deep link: `{id}`, `{packageName}` and `{name}` in config `clientScheme`
 * replaced (encoded).
 *
 * @example clientLink('pp25://app/detail?appId={id}', { id: '1', packageName: '', name: '' }) // 'pp25://app/detail?appId=1'
 */
export function clientLink(template: string, app: { id: string; packageName: string; name: string }): string {
  // One pass over the template: a value is never read as a placeholder.
  return template.replace(/\{(id|packageName|name)\}/g, (_, key: 'id' | 'packageName' | 'name') => encodeURIComponent(app[key]));
}
