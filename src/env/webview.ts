/**
 * The one definition of an Android WebView for the whole library (late-bridge watching where it is no known in-app browser, the
 * tips banner's way of opening the client): Android's system WebView marks its user agent with
 * "; wv)" from Android 5; before that (and in browsers built on an embedded WebView: UC, QQ
 * Browser, Quark…) it says "Version/4.0" before "Chrome/". Chrome for Android says neither.
 * @example isAndroidWebView('Mozilla/5.0 (Linux; Android 12; SM-G991B; wv) AppleWebKit/537.36') // true
 */
export function isAndroidWebView(ua: string): boolean {
  return typeof ua === 'string' && (/;\s*wv\)/i.test(ua) || (/Android/i.test(ua) && /Version\/4\.0\b.*Chrome\//i.test(ua)));
}

/** The global the Android client or plugin injects (product-rules §13). */
export const BRIDGE_GLOBAL = 'PPNativeBridge';
