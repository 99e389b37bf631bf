/**
 * How an app's numbers and icon are shown: icon at an allowed size (product-rules §9: 50…260) for the
 * screen's pixel ratio, as webp where the browser shows it and config allows; downloads as
 * 万/亿; size as K/M/G/T. The rules are listed in src/format/README.md; this file picks and
 * combines them.
 */
import type { App } from '../../api/content/normalize';
import { formatCount } from '../../format/format-count';
import { formatSize } from './format-size';
import { chooseIconSize, iconUrl } from '../../app-link/icon-size';
import { supportsWebp } from '../../webp/webp-support';
import { toWebp } from '../../webp/to-webp';
import type { I18n, ResolvedConfig } from '../../types';

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
 * @param webp whether the browser shows webp (`useWebp(config)`)
 * @example appIconSrc('https://img.example/i.png', 65, 2, true, config) // src …/i_130x130.png_.webp
 */
export function appIconSrc(url: string | undefined, cssPx: number, dpr: number, webp: boolean, config: ResolvedConfig): IconSrc | null {
  if (!url || (!/^(https?:)?\/\//i.test(url) && url.charAt(0) !== '/')) return null;
  const sized = iconUrl(url, chooseIconSize(cssPx, dpr));
  return { src: webp ? toWebp(sized, config.webp) : sized, fallback: sized, size: cssPx };
}

/**
 * Whether to ask for webp images: never when config `webp.hosts` is empty (the default;
 * nothing would be rewritten, so nothing is detected), else `supportsWebp()`, which answers
 * synchronously and makes no request (a strict CSP has nothing to block).
 */
export function useWebp(config: ResolvedConfig): boolean {
  return config.webp.hosts.length > 0 && supportsWebp();
}

/** The screen's device pixel ratio, 1 where unknown. */
export function devicePixelRatio(): number {
  // Support: devicePixelRatio is everywhere we run; jsdom and odd webviews may give 0/undefined.
  const dpr = typeof window !== 'undefined' ? window.devicePixelRatio : 1;
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
