/** The content type of every /log/* post: a form. */
export const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

/**
 * `navigator.sendBeacon(url, body)`, or without a body (a tracking beacon, ./base-log.ts);
 * false when there is none or it refused, so the caller falls back once.
 */
export function tryBeacon(win: Window | undefined, url: string, body?: string): boolean {
  // Support: sendBeacon Chrome 39+, iOS Safari 11.1+ (missing on iOS 11.0): guarded.
  try {
    // Read inside the try: a host page's getter that throws is a refusal too, as is a call
    // without a window, a navigator or a sendBeacon function (it throws).
    const nav = win!.navigator;
    if (body === undefined) return nav.sendBeacon(url) === true;
    // A Blob gives the form content type; sendBeacon returns false when over quota or blocked.
    const data = typeof Blob === 'function' ? new Blob([body], { type: FORM }) : body;
    return nav.sendBeacon(url, data) === true;
  } catch (_) {
    // Throws on a bad URL or a CSP block in some browsers: fall back once.
    return false;
  }
}
