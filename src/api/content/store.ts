/**
 * Store calls of product-rules §7: the StoreDetailController family and UC recommendations.
 */
import type { Api } from '../api-types';
import type { Client, RequestSpec } from '../client';
import { isPlainObject, mergeParams } from '../query';

/** product-rules §9 defaults of the UC recommendation call. */
export const UC_REC_DEFAULTS = { offset: 0, count: 100, arrange: 2, dataRoute: 2, ch: 'pp_uc_smweb_rec' };

/** Splits the camelCase `chSrc` option off params (it is sent as `ch_src`); non-objects pass through. */
function takeChSrc(params: unknown): [unknown, unknown] {
  if (!isPlainObject(params)) return [params, undefined];
  const rest: Record<string, unknown> = {};
  for (const k of Object.keys(params)) if (k !== 'chSrc') rest[k] = params[k];
  return [rest, params.chSrc];
}

type StoreKeys = 'getDetail' | 'getScore' | 'getComments' | 'getRecs' | 'getSubcates' | 'getSpecials' | 'getUcRec';

export function storeCalls(client: Client): Pick<Api, StoreKeys> {
  const get = (path: string, params: unknown, required: string[]): RequestSpec => ({
    method: 'GET',
    host: 'api',
    path: '/StoreDetailController/' + path,
    params,
    required,
  });
  return {
    getDetail: (params, call) => {
      // product-rules §7: ch_src defaults to pp.
      const [rest, chSrc] = takeChSrc(params);
      return client.request(get('detail', mergeParams({}, rest, { ch_src: chSrc || 'pp' }), ['appId']), call);
    },
    getScore: (params, call) => client.request(get('score', params, ['appId', 'versionId']), call),
    getComments: (params, call) => client.request(get('comment', params, ['appId', 'page']), call),
    getRecs: (params, call) => client.request(get('recs', params, ['q']), call),
    getSubcates: (params, call) => client.request(get('subcates', params, ['appId']), call),
    getSpecials: (params, call) => client.request(get('specials', params, ['appId', 'specialNum']), call),
    getUcRec: (params, call) => {
      const [rest, chSrc] = takeChSrc(params);
      const pageChSrc = client.options.env.query && client.options.env.query.chSrc;
      const sent = mergeParams(UC_REC_DEFAULTS, rest, { ch_src: chSrc || pageChSrc || 'pp' });
      return client.request({ method: 'GET', host: 'api', path: '/uc/rec', params: sent }, call);
    },
  };
}
