/**
 * The link form of the widgets (docs/cms.md), read from an `href` as the runtime reads it:
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
 * A glob of config `links` as a RegExp source: `*` any run of `any` characters, `{name}` a
 * non-empty run captured (its name pushed to `names`), the rest literal.
 * @param {string} glob
 * @param {string} any
 * @param {string[]} names
 * @returns {string}
 */
function globSource(glob, any, names) {
  return glob.split(/(\*|\{[a-zA-Z][\w-]*\})/).map((part) => {
    if (part === '*') return any + '*';
    if (/^\{.+\}$/.test(part)) {
      names.push(part.slice(1, -1));
      // One character or more, as the runtime's (an empty `{appId}` is no app).
      return '(' + any + '+)';
    }
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }).join('');
}

/**
 * Config `links` patterns, as the runtime reads them (features/links): `{ widget: [pattern, …] }`,
 * a pattern being a path of the store's pages, optionally with a query; `*` any characters within
 * one path segment or query value, `{name}` some that become the widget's attribute `name`; the
 * path matched at its end (an editor's relative rewrite still matches), the query's keys in any
 * order among others.
 * @param {unknown} links
 * @returns {Array<{ widget: string, match: (href: string) => Array<{ name: string, value: string }> | null }>}
 */
function linkPatterns(links) {
  if (!links || typeof links !== 'object') return [];
  /** @type {Array<{ widget: string, match: (href: string) => Array<{ name: string, value: string }> | null }>} */
  const out = [];
  for (const [widget, raw] of Object.entries(/** @type {Record<string, unknown>} */ (links))) {
    if (WIDGET_NAMES.indexOf(widget) === -1) continue;
    for (const pattern of Array.isArray(raw) ? raw : [raw]) {
      if (typeof pattern !== 'string' || !pattern.replace(/\*|\{[^}]*\}/g, '').replace(/[/?&=]/g, '')) continue;
      const q = pattern.indexOf('?');
      /** @type {string[]} */
      const pathNames = [];
      const path = new RegExp('(?:^|/)' + globSource((q < 0 ? pattern : pattern.slice(0, q)).replace(/^\/+/, ''), '[^/]', pathNames) + '$');
      const query = pairs(q < 0 ? '' : pattern.slice(q + 1)).map(([key, value]) => {
        /** @type {string[]} */
        const names = [];
        return { key, value: new RegExp('^' + globSource(value || '*', '.', names) + '$'), names };
      });
      out.push({
        widget,
        match: (href) => {
          const parts = splitHref(href);
          const m = path.exec(parts.path);
          if (!m) return null;
          const attrs = pathNames.map((name, k) => ({ name: toDataName(name), value: m[k + 1] }));
          for (const want of query) {
            const got = parts.query.filter(([k]) => k === want.key)[0];
            const v = got ? want.value.exec(got[1]) : null;
            if (!v) return null;
            want.names.forEach((name, k) => attrs.push({ name: toDataName(name), value: v[k + 1] }));
          }
          for (const [k, v] of parts.query) if (!attrs.some((a) => a.name === toDataName(k))) attrs.push({ name: toDataName(k), value: v });
          return attrs;
        },
      });
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
  for (const { widget, match } of linkPatterns(links)) {
    const attrs = match(href.trim());
    if (attrs) return { widget, via: 'pattern', attrs, relative };
  }
  return null;
}
