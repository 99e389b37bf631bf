import type { WebpConfig } from '../types';

/** Used when config `webp.rewrite` is missing or blank (CONTRACT §3 documented default). */
export const DEFAULT_WEBP_REWRITE = '_.webp';

/** Extensions the image server converts; gif stays as it is so animations keep playing. */
const CONVERTIBLE = /\.(png|jpe?g)$/i;

/** Scheme, optional credentials, host of an absolute or protocol-relative URL. */
const ORIGIN = /^(?:(https?):)?\/\/(?:[^/?#@]*@)?([^/?#:]+)(?::\d+)?/i;

/**
 * Whether `host` is allowed by `hosts`: an entry matches its exact host, and an entry
 * starting with a dot (`.example.com`) also matches every subdomain. Case-insensitive.
 */
export function webpHostAllowed(host: string, hosts: readonly unknown[]): boolean {
  const h = host.toLowerCase();
  return hosts.some((entry) => {
    if (typeof entry !== 'string' || entry === '') return false;
    const e = entry.toLowerCase();
    if (e.charAt(0) !== '.') return h === e;
    return h === e.slice(1) || h.slice(-e.length) === e;
  });
}

/**
 * The webp version of an image URL per config `webp` (CONTRACT §3): only http(s) or
 * protocol-relative URLs on one of `webp.hosts`, only .png/.jpg/.jpeg paths, and `webp.rewrite`
 * (default `_.webp`) appended to the path before any query or hash:
 * `https://img.example.com/a.png?x=1` → `https://img.example.com/a.png_.webp?x=1`.
 * data: URLs, relative URLs, other hosts and URLs already in webp come back unchanged; a
 * non-string gives ''. It does not check browser support: ask `supportsWebp()` first.
 *
 * @example toWebp('https://img.example.com/a.jpg', { hosts: ['img.example.com'], rewrite: '_.webp' })
 * // 'https://img.example.com/a.jpg_.webp'
 */
export function toWebp(url: unknown, webpConfig: Partial<WebpConfig> | null | undefined): string {
  if (typeof url !== 'string') return '';
  const config = webpConfig && typeof webpConfig === 'object' ? webpConfig : {};
  const hosts = Array.isArray(config.hosts) ? config.hosts : [];
  const rewrite = typeof config.rewrite === 'string' && config.rewrite.trim() !== '' ? config.rewrite.trim() : DEFAULT_WEBP_REWRITE;
  const origin = ORIGIN.exec(url);
  if (!origin || !webpHostAllowed(origin[2], hosts)) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const rest = end === -1 ? '' : url.slice(end);
  if (/\.webp$/i.test(path) || path.slice(-rewrite.length) === rewrite) return url;
  if (!CONVERTIBLE.test(path)) return url;
  return path + rewrite + rest;
}
