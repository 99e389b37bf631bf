/**
 * An app entry of a content list: the normalised app (src/api/content/normalize.ts) plus the few
 * list-only fields templates show (a link to its page, a one-line brief). Pure.
 */
import { normalizeApp, type App } from '../api/content/normalize';
import { pickText } from '../api/content/fields';

export interface ContentApp {
  app: App;
  /** Link to the app's page when the server sent a safe one; null otherwise. */
  href: string | null;
  /** One line under the name (`brief`, `reason`, `shortDesc`, `recommend`, …); '' when none. */
  brief: string;
  /** 0-based position in the whole list, for click and show logs. */
  position: number;
}

/**
 * A URL that is safe to put in `href`: http(s), protocol-relative or a path. Anything else
 * (`javascript:`, `data:`, garbage) gives null, because server text is never trusted as code.
 * @example safeHref('javascript:alert(1)') // → null
 * @example safeHref('/detail/7') // → '/detail/7'
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v) || /^\/\/[^/]/.test(v)) return v;
  if (/^\/(?!\/)/.test(v)) return v;
  return null;
}

/**
 * Reads one list entry; null when it is not an app (no `id`/`appId`).
 * @example parseContentApp({ appId: 7, appName: 'A', detailUrl: '/d/7' }, 0)?.href // '/d/7'
 */
export function parseContentApp(raw: unknown, position: number): ContentApp | null {
  const app = normalizeApp(raw);
  if (!app) return null;
  return {
    app,
    href: safeHref(app.raw.detailUrl) || safeHref(app.raw.url) || safeHref(app.raw.link),
    brief: pickText(app.raw, ['reason', 'brief', 'shortDesc', 'recommend', 'description', 'desc'], false),
    position,
  };
}

/** Key for React and for de-duplicating pages. */
export function contentAppKey(item: ContentApp): string {
  return item.app.id;
}
