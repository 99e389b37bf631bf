/**
 * Whether the browser shows webp images (product-rules §9 "web images switch to webp when supported"),
 * decided without any request. The old way, loading a `data:` probe image where the canvas
 * cannot encode webp, is a request a strict Content-Security-Policy (`img-src 'self'`) blocks:
 * one `securitypolicyviolation` (and CSP report) per page view from every iPhone. So:
 *
 * 1. A canvas that encodes webp (Chrome/Android WebView, Edge, Firefox 96+) decodes it too.
 * 2. Otherwise what WebKit's user agent says, since WebKit never encodes webp to canvas:
 *    iOS/iPadOS 14+ decodes webp in every browser and WebView (all are WebKit, all carry
 *    `OS 14_0`); desktop Safari 14/15 decodes it only on macOS 11+, which its frozen UA
 *    (`Mac OS X 10_15_7`) hides, but Safari 16+ runs on macOS 11+ only, so `Version/16`+ says yes.
 *    An iPad asking for the desktop site sends a Mac user agent with touch points
 *    (`maxTouchPoints > 1`, as detect-ua decides iPadOS): its `Version/` is the iPadOS version, so
 *    `Version/14`+ says yes, as iOS 14+ does.
 * 3. Anything else (WebKitGTK, old engines): no, and the original URL is kept, which always works.
 *
 * Callers ask only when config `webp.hosts` is not empty: with nothing to rewrite there is
 * nothing to detect.
 */

/** Whether a canvas of this window encodes webp. False where canvas is missing or throws. */
export function canvasEncodesWebp(win: Window | null | undefined): boolean {
  try {
    const canvas = win!.document.createElement('canvas');
    // Support: a 0×0 canvas serialises as "data:," everywhere; give it one pixel.
    canvas.width = canvas.height = 1;
    return canvas.toDataURL('image/webp').indexOf('data:image/webp') === 0;
  } catch (_) {
    return false;
  }
}

/**
 * Whether a WebKit user agent is one known to decode webp (iOS/iPadOS 14+, Safari 16+, an iPad
 * in desktop mode with iPadOS 14+: a Mac user agent with `maxTouchPoints > 1`).
 * @example uaDecodesWebp('Mozilla/5.0 (iPhone; CPU iPhone OS 14_2 like Mac OS X) …') // true
 */
export function uaDecodesWebp(ua: string, maxTouchPoints = 0): boolean {
  // iOS: "CPU iPhone OS 14_0 like Mac OS X", a few apps write "14.0" (macOS says "Mac OS X 10_15_7":
  // no digit after " OS ").
  // Chrome, Edge and Firefox on a Mac have no "Version/"; their canvas answered above anyway.
  const m = / OS (\d+)[_.].* like Mac OS X|Macintosh.*Version\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//.exec(ua);
  return !!m && (m[1] ? +m[1] >= 14 : +m[2]! >= (maxTouchPoints > 1 ? 14 : 16));
}

let cached: boolean | null = null;

/**
 * Whether this window shows webp: the canvas check, then the user agent (see the file
 * comment). Synchronous, makes no request, asked once per page and cached.
 *
 * @param win the window to ask (a widget's `context.win`); null for none (false)
 * @example if (webpConfig.hosts.length && supportsWebp(win)) img.src = toWebp(src, webpConfig, base);
 */
export function supportsWebp(win: Window | null | undefined): boolean {
  if (cached === null) {
    cached = canvasEncodesWebp(win) || (!!win && !!win.navigator && uaDecodesWebp(win.navigator.userAgent || '', Number(win.navigator.maxTouchPoints) || 0));
  }
  return cached;
}

/** Forgets the cached answer of `supportsWebp` (tests, or a page that swaps windows). */
export function resetWebpSupport(): void {
  cached = null;
}
