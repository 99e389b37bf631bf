/**
 * The link form of the widgets (CONTRACT §5a), read from an `href` as the runtime reads it:
 * a link to the store's download URL (`…/download/apk?appId=ID`, also rewritten relative by an
 * editor, `../download/apk?…`) is a download button; a fragment `#ppw=<widget>&name=value…`
 * makes any link that widget; config `links` adds URL patterns per widget or turns both off.
 */
import { WIDGET_NAMES } from './contract.js';

/**
 * @typedef {{ widget: string, via: 'download' | 'ppw' | 'pattern', attrs: Array<{ name: string, value: string }>, relative: boolean }} LinkWidget
 */

const DOWNLOAD_PATH = /(?:^|\/)download\/apk$/;

/**
 * camelCase or kebab-case pair name to its `data-*` attribute: `appId` and `app-id` → `data-app-id`.
 * @param {string} name
 * @returns {string}
 */
export function toDataName(name) {
  const kebab = name.replace(/^data-/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return 'data-' + kebab;
}

/** decodeURIComponent that never throws (a malformed escape stays as written). */
function decode(/** @type {string} */ s) {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch (_e) {
    return s;
  }
}

/**
 * Splits an href into path, query pairs and fragment without resolving it against any page,
 * so `../download/apk?appId=1` keeps its relative path.
 * @param {string} href
 * @returns {{ path: string, query: Array<[string, string]>, fragment: string | null }}
 */
export function splitHref(href) {
  const trimmed = href.trim();
  const hash = trimmed.indexOf('#');
  const fragment = hash === -1 ? null : trimmed.slice(hash + 1);
  const beforeHash = hash === -1 ? trimmed : trimmed.slice(0, hash);
  const q = beforeHash.indexOf('?');
  const path = (q === -1 ? beforeHash : beforeHash.slice(0, q)).replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/^\/\/[^/]*/, '');
  const query = q === -1 ? [] : pairs(beforeHash.slice(q + 1));
  return { path, query, fragment };
}

/** `a=1&b=2` → [['a', '1'], ['b', '2']] (decoded, empty pieces skipped). */
function pairs(/** @type {string} */ s) {
  /** @type {Array<[string, string]>} */
  const out = [];
  for (const piece of s.split('&')) {
    if (!piece) continue;
    const eq = piece.indexOf('=');
    out.push(eq === -1 ? [decode(piece), ''] : [decode(piece.slice(0, eq)), decode(piece.slice(eq + 1))]);
  }
  return out;
}

/**
 * Whether an href points at the store's download URL (whatever its folder or host).
 * @param {string} href
 * @returns {boolean}
 */
export function isDownloadHref(href) {
  return DOWNLOAD_PATH.test(splitHref(href).path);
}

/**
 * The `#ppw=` fragment of an href, or null: the widget named and its pairs as `data-*` attributes.
 * @param {string} href
 * @returns {{ widget: string, attrs: Array<{ name: string, value: string, pair: string }> } | null}
 * @example ppwFragment('/c?appId=1#ppw=comments&app-id=1&count=5') // { widget: 'comments', attrs: [{ name: 'data-app-id', value: '1', pair: 'app-id' }, …] }
 */
export function ppwFragment(href) {
  const { fragment } = splitHref(href);
  if (fragment === null || !/^ppw=/.test(fragment)) return null;
  const list = pairs(fragment);
  const widget = list[0][1];
  return { widget, attrs: list.slice(1).map(([pair, value]) => ({ name: toDataName(pair), value, pair })) };
}

/**
 * Config `links` patterns as a list of [widget, test]: an object mapping a widget name to a URL
 * pattern (or a list of them), or a pattern to a widget name. A pattern is a path prefix
 * (`/comments`), with `*` for any run of characters (`/apps/*\/comments`).
 * @param {unknown} links
 * @returns {Array<[string, (href: string) => boolean]>}
 */
function linkPatterns(links) {
  if (!links || typeof links !== 'object') return [];
  /** @type {Array<[string, (href: string) => boolean]>} */
  const out = [];
  for (const [key, raw] of Object.entries(/** @type {Record<string, unknown>} */ (links))) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (typeof value !== 'string') continue;
      const widget = WIDGET_NAMES.indexOf(key) !== -1 ? key : value;
      const pattern = widget === key ? value : key;
      if (WIDGET_NAMES.indexOf(widget) === -1) continue;
      const re = new RegExp('^' + pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*'));
      out.push([widget, (href) => re.test(href.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/^(?:\.\.?\/)+/, '/'))]);
    }
  }
  return out;
}

/**
 * The widget a plain link is, as the runtime reads it, or null (a plain link, or link forms off).
 * @param {string} href
 * @param {{ links?: unknown } | undefined} [config]
 * @returns {LinkWidget | null}
 */
export function linkWidget(href, config) {
  const links = config ? config.links : undefined;
  if (links === false) return null;
  const ppw = ppwFragment(href);
  const relative = /^\.\.?\//.test(href.trim());
  if (ppw) return { widget: ppw.widget, via: 'ppw', attrs: ppw.attrs.map(({ name, value }) => ({ name, value })), relative };
  const { path, query } = splitHref(href);
  if (DOWNLOAD_PATH.test(path)) {
    return { widget: 'download', via: 'download', attrs: query.map(([k, v]) => ({ name: k === 'appId' || k === 'appid' ? 'data-id' : toDataName(k), value: v })), relative };
  }
  for (const [widget, test] of linkPatterns(links)) {
    if (test(href.trim())) return { widget, via: 'pattern', attrs: query.map(([k, v]) => ({ name: toDataName(k), value: v })), relative };
  }
  return null;
}
