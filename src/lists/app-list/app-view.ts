/**
 * How an app's numbers and icon are shown: icon at an allowed size (product-rules §9: 50…260) for the
 * screen's pixel ratio, as webp where the browser shows it and config allows; downloads as
 * 万/亿; size as K/M/G/T. The rules are listed in src/lists/format.md; this file picks and
 * combines them.
 */
import type { App } from '../../api/content/normalize';
import { formatCount } from '../format-count';
import { formatSize } from './format-size';
import { chooseIconSize, iconUrl } from '../../app-link/icon-size';
import type { supportsWebp, toWebp } from '../../webp/index';
import type { I18n, ResolvedConfig } from '../../types';

/**
 * The webp rule and detection (src/webp/, the `webp` chunk), which the lists do not import: a
 * list widget's definition (app/widgets.ts) requests them beside the widget's code only where
 * config `webp.hosts` lists hosts, and hands them to `setWebp` before the widget mounts.
 */
export interface WebpCode {
  toWebp: typeof toWebp;
  supportsWebp: typeof supportsWebp;
}

let webpCode: WebpCode | undefined;

/** Gives the app icons the webp code; until then (and with no hosts) none is asked for as webp. */
export function setWebp(code: WebpCode): void {
  webpCode = code;
}

export interface IconSrc {
  /** What to load first (webp when allowed). */
  src: string;
  /** The same icon without the webp rewrite, for `onError`; equals `src` when not rewritten. */
  fallback: string;
  /** The `<img>` width and height in CSS pixels. */
  size: number;
}

/**
 * The icon to show for `url` at `cssPx` CSS pixels, or null when there is no usable URL.
 * @param dpr device pixel ratio, picks a sharper allowed size
 * @param webp the webp rule where the browser shows webp (`useWebp(config)`), else null
 * @example appIconSrc('https://img.example/i.png', 65, 2, toWebp, config) // src …/i_130x130.png_.webp
 */
export function appIconSrc(url: string | undefined, cssPx: number, dpr: number, webp: typeof toWebp | null, config: ResolvedConfig): IconSrc | null {
  if (!url || (!/^(https?:)?\/\//i.test(url) && url.charAt(0) !== '/')) return null;
  const sized = iconUrl(url, chooseIconSize(cssPx, dpr));
  return { src: webp ? webp(sized, config.webp) : sized, fallback: sized, size: cssPx };
}

/**
 * The webp rule when images are to be asked for as webp, else null: never when config
 * `webp.hosts` is empty (the default; nothing would be rewritten, so nothing is detected, and
 * the webp code is not loaded), else where `supportsWebp()`, which answers synchronously and
 * makes no request (a strict CSP has nothing to block). `win`: the widget's `context.win`.
 */
export function useWebp(config: ResolvedConfig, win: Window): typeof toWebp | null {
  return config.webp.hosts.length > 0 && webpCode && webpCode.supportsWebp(win) ? webpCode.toWebp : null;
}

/** The screen's device pixel ratio in `win` (the widget's `context.win`), 1 where unknown. */
export function devicePixelRatio(win: Window): number {
  // Support: devicePixelRatio is everywhere we run; jsdom and odd webviews may give 0/undefined.
  const dpr = win.devicePixelRatio;
  return dpr > 0 ? dpr : 1;
}

/**
 * "1.2万次下载 · 35.6M", leaving out what the server did not send; '' when nothing.
 * @example appMeta({ downloadCount: 12000, size: 1048576 } as App, i18n) // '1.2万次下载 · 1M'
 */
export function appMeta(app: App, i18n: I18n): string {
  const parts: string[] = [];
  if (app.downloadCount !== undefined && app.downloadCount >= 0) {
    parts.push(i18n.t('content.downloads', { count: formatCount(app.downloadCount, i18n.locale) }));
  }
  if (app.size !== undefined && app.size > 0) parts.push(formatSize(app.size));
  return parts.join(' · ');
}
