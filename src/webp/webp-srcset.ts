/**
 * The webp rewrite of a `srcset` (lazy images' `data-srcset`): each candidate URL by `toWebp`,
 * the rule every widget shares. No DOM here.
 */
import { toWebp } from './to-webp';
import type { WebpConfig } from '../types';

/** One `srcset` candidate: its URL and its descriptor text (`2x`, `640w` or ''). */
export interface SrcsetCandidate {
  url: string;
  descriptor: string;
}

/** Splits a `srcset` into candidates (URLs may contain commas, as the HTML parser allows). */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  let i = 0;
  const n = srcset.length;
  while (i < n) {
    while (i < n && /[\s,]/.test(srcset.charAt(i))) i++;
    if (i >= n) break;
    let start = i;
    while (i < n && !/\s/.test(srcset.charAt(i))) i++;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (/,+$/.test(url)) {
      url = url.replace(/,+$/, '');
    } else {
      start = i;
      while (i < n && srcset.charAt(i) !== ',') i++;
      descriptor = srcset.slice(start, i).trim();
    }
    if (url) out.push({ url, descriptor });
  }
  return out;
}

/** A `srcset` with each candidate URL passed through `toWebp` (./to-webp.ts). */
export function webpSrcset(srcset: string, webp: WebpConfig, baseUrl: string): string {
  if (!webp.hosts || webp.hosts.length === 0) return srcset;
  return parseSrcset(srcset)
    .map((c) => toWebp(c.url, webp, baseUrl) + (c.descriptor ? ' ' + c.descriptor : ''))
    .join(', ');
}
