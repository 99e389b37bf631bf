/**
 * Download calls of product-rules §7, all on the download host: the two navigation URLs (no request),
 * the download URL and its dot variant, and the PP installer URL with the `empty` and
 * OK-in-error rules of product-rules §8.
 */
import type { Api } from '../api-types';
import type { Client } from '../client';
import { ErrorCode, apiState } from '../errors';
import { readEnvelope } from '../envelope';
import { mergeParams } from '../query';

/** product-rules §9: default PP channel. */
export const DEFAULT_PP_CHANNEL = 'PP_27';

/** The URL in a /pp/url answer: `url`, or `data` when it is a string or has `url`. */
function ppUrlOf(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const o = json as Record<string, unknown>;
  if (typeof o.url === 'string' && o.url) return o.url;
  const d = o.data;
  if (typeof d === 'string' && d) return d;
  if (typeof d === 'object' && d !== null && typeof (d as Record<string, unknown>).url === 'string') {
    const u = (d as Record<string, unknown>).url as string;
    if (u) return u;
  }
  return null;
}

export function downloadCalls(
  client: Client,
): Pick<Api, 'downloadApkUrl' | 'ppApkUrl' | 'getDownloadUrl' | 'getDownloadUrlDot' | 'getPPUrl'> {
  return {
    downloadApkUrl: (appId) => client.url('download', '/download/apk', { appId }),
    ppApkUrl: (channel = DEFAULT_PP_CHANNEL) => client.url('download', '/pp/apk', { channel }),

    getDownloadUrl: (params, call) =>
      client.request({ method: 'GET', host: 'download', path: '/download/url', params, required: ['appId'] }, call),

    getDownloadUrlDot: (params, call) =>
      client.request(
        { method: 'GET', host: 'download', path: '/download/url/dot', params, required: ['appId', 'apprd'] },
        call,
      ),

    getPPUrl: (params, call) =>
      client
        .json({ method: 'GET', host: 'download', path: '/pp/url', params: mergeParams({ channel: DEFAULT_PP_CHANNEL }, params) }, call)
        .then((answer) => {
          const ok = answer.status >= 200 && answer.status < 300;
          if (!ok) {
            // product-rules §8: an error answer that carries the OK code and data is a success.
            const env = readEnvelope(answer.json, '/pp/url');
            const url = env.state.code === ErrorCode.OK ? ppUrlOf({ data: env.data }) : null;
            if (url) return url;
            throw apiState(ErrorCode.HTTP_ERROR, '[/pp/url] HTTP ' + answer.status, { status: answer.status });
          }
          const url = ppUrlOf(answer.json);
          // product-rules §8: no url → the state message is 'empty'.
          if (!url) throw apiState(ErrorCode.BAD_RESPONSE, 'empty');
          return url;
        }),
  };
}
