import type { WebpConfig } from '../types';

/** Used when config `webp.rewrite` is missing or blank (product-rules §12 documented default). */
export const DEFAULT_WEBP_REWRITE = '_.webp';

/** Extensions the image server converts; gif stays as it is so animations keep playing. */
const CONVERTIBLE = /\.(png|jpe?g)$/i;

/** Scheme, optional credentials, host of an absolute or protocol-relative URL. */
const ORIGIN = /^(?:(https?):)?\/\/(?:[^/?#@]*@)?([^/?#:]+)(?::\d+)?/i;

/**
 * Whether `host` is allowed by `hosts` (config `webp.hosts`), case-insensitive: an entry matches
 * its exact host; `*.example.com` matches every subdomain of example.com; `.example.com` matches
 * example.com itself and every subdomain. Non-string and empty entries match nothing.
 *
 * @example webpHostAllowed('a.img.example.com', ['*.img.example.com']) // true
 */
export function webpHostAllowed(host: string, hosts: readonly unknown[]): boolean {
  const h = host.toLowerCase();
  return hosts.some((entry) => {
    if (typeof entry !== 'string' || entry === '') return false;
    const e = entry.toLowerCase();
    if (e.slice(0, 2) === '*.') return h.length > e.length - 1 && h.slice(1 - e.length) === e.slice(1);
    if (e.charAt(0) !== '.') return h === e;
    return h === e.slice(1) || h.slice(-e.length) === e;
  });
}

/** The host of `url`: its own for http(s) and protocol-relative URLs, else resolved against `baseUrl`. */
function hostOf(url: string, baseUrl: string | undefined): string | null {
  const origin = ORIGIN.exec(url);
  if (origin) return origin[2];
  // Another scheme (data:, blob:, ftp:, javascript:): never an image host of ours.
  if (!baseUrl || /^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  try {
    const resolved = new URL(url, baseUrl);
    return /^https?:$/.test(resolved.protocol) ? resolved.hostname : null;
  } catch {
    return null;
  }
}

/**
 * The webp version of an image URL per config `webp` (product-rules §12), the one rule for every
 * widget (lazy images, list icons): only http(s) URLs on one of `webp.hosts` (see
 * {@link webpHostAllowed}), only .png/.jpg/.jpeg paths, and `webp.rewrite` (default `_.webp`)
 * appended to the path before any query or hash:
 * `https://img.example.com/a.png?x=1` → `https://img.example.com/a.png_.webp?x=1`.
 * A relative URL is checked against `baseUrl` (the page's) and keeps its relative form; without
 * `baseUrl` it comes back unchanged, as do data: URLs, other hosts and URLs already in webp. A
 * non-string gives ''. It does not check browser support: ask `supportsWebp()` first.
 *
 * @example toWebp('https://img.example.com/a.jpg', { hosts: ['img.example.com'], rewrite: '_.webp' })
 * // 'https://img.example.com/a.jpg_.webp'
 * @example toWebp('/a.png', { hosts: ['www.example.com'] }, 'https://www.example.com/app/1.html') // '/a.png_.webp'
 */
export function toWebp(url: unknown, webpConfig: Partial<WebpConfig> | null | undefined, baseUrl?: string): string {
  if (typeof url !== 'string') return '';
  const config = webpConfig && typeof webpConfig === 'object' ? webpConfig : {};
  const hosts = Array.isArray(config.hosts) ? config.hosts : [];
  if (!hosts.length) return url;
  const rewrite = typeof config.rewrite === 'string' && config.rewrite.trim() !== '' ? config.rewrite.trim() : DEFAULT_WEBP_REWRITE;
  const host = hostOf(url, baseUrl);
  if (host === null || !webpHostAllowed(host, hosts)) return url;
  // The path, and the query and hash after it (always a match).
  const [, path, rest] = /^([^?#]*)([\s\S]*)$/.exec(url)!;
  if (/\.webp$/i.test(path) || path.slice(-rewrite.length) === rewrite) return url;
  if (!CONVERTIBLE.test(path)) return url;
  return path + rewrite + rest;
}
