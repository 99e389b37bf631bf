/**
 * Where a download goes (product-rules §7): the `/download/apk?appId=` navigation on the download host
 * by default, or the URL answered by `/download/url` / `/download/url/dot` when the button
 * says `data-download-mode="url"` / `"dot"`. A failed lookup falls back to `/download/apk`.
 */
import type { Api } from '../../src/api/api-types';

export type DownloadMode = 'apk' | 'url' | 'dot';

/** Reads `data-download-mode`; anything unknown is the default `apk`. */
export function parseDownloadMode(value: string | null): DownloadMode {
  const v = (value || '').trim().toLowerCase();
  return v === 'url' || v === 'dot' ? v : 'apk';
}

/** The URL in a `/download/url` answer: a string, or `url` / `downloadUrl` of an object. */
export function urlOfAnswer(data: unknown): string | null {
  if (typeof data === 'string') return /^(https?:)?\/\//i.test(data) || data.charAt(0) === '/' ? data : null;
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    for (const key of ['url', 'downloadUrl', 'data']) {
      const found = urlOfAnswer(o[key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Resolves the URL to navigate to. Never rejects.
 *
 * @example resolveDownloadUrl(api, '123', 'apk', '') // Promise of '{download}/download/apk?appId=123'
 */
export function resolveDownloadUrl(
  api: Pick<Api, 'downloadApkUrl' | 'getDownloadUrl' | 'getDownloadUrlDot'>,
  appId: string,
  mode: DownloadMode,
  apprd: string,
): Promise<string> {
  const fallback = api.downloadApkUrl(appId);
  if (mode === 'apk') return Promise.resolve(fallback);
  let lookup: Promise<unknown>;
  try {
    lookup = mode === 'url' ? api.getDownloadUrl({ appId }) : api.getDownloadUrlDot({ appId, apprd });
  } catch (error) {
    lookup = Promise.reject(error);
  }
  return lookup.then(
    (data) => urlOfAnswer(data) || fallback,
    () => fallback,
  );
}
