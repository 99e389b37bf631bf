/**
 * Leaves the page for a URL (the download, the iOS store search). One small module so tests
 * replace it and the widget never throws into the host page when a webview refuses.
 */

/**
 * Navigates the page's window (a widget's `context.win`) to `url`. Returns false if the browser refused.
 *
 * @example navigate('https://dl.example/download/apk?appId=1', context.win)
 */
export function navigate(url: string, win: Window): boolean {
  try {
    win.location.assign(url);
    return true;
  } catch {
    return false;
  }
}
