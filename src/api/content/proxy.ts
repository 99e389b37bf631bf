/**
 * Generic proxy calls of product-rules §7: `/api/proxyNew` and `/api/proxy` dispatch on `urlKey`.
 * The product rules do not give the server's names: each call sends config `urlKeys[call]`, or
 * its own name (`URL_KEYS`, what the fixture server answers; docs/fixtures.md). Plus the iOS and
 * wdj specials.
 */
import type { Api } from '../api-types';
import type { UrlKeyName } from '../../base-types';
import type { Client } from '../client';
import { iosSpecialPlatform } from './ios-special-platform';
import { isPlainObject, mergeParams } from '../query';
import { urlKeyOf } from '../url-key';

/** Default urlKey per call: the call's own name (config `urlKeys` overrides each, product-rules §12). */
export const URL_KEYS = {
  configListByTime: 'configListByTime',
  specialApps: 'specialApps',
  allSpecials: 'allSpecials',
  androidSpecial: 'androidSpecial',
  luckyRoll: 'luckyRoll',
  appDetail: 'appDetail',
  activityList: 'activityList',
  multiGameNews: 'multiGameNews',
  personalList: 'personalList',
  betaGameList: 'betaGameList',
  adList: 'adList',
  reminderAdd: 'reminderAdd',
} as const satisfies Record<UrlKeyName, UrlKeyName>;


/** product-rules §9: all specials count 15 (the specials widget's `data-count` default too). */
export const ALL_SPECIALS_COUNT = 15;

/** product-rules §7: android special osVersion 19. */
export const ALL_SPECIALS_DEFAULTS = { offset: 0, count: ALL_SPECIALS_COUNT };
export const ANDROID_OS_VERSION = 19;
/** product-rules §9: activity list offset 0, count 20 (also used for the other paged POST lists). */
export const LIST_DEFAULTS = { offset: 0, count: 20 };

/** `specialId` → `special_id` (the /lucky/*.special.get spelling); non-objects pass through. */
function renameSpecialId(params: unknown): unknown {
  if (!isPlainObject(params)) return params;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(params)) if (k !== 'specialId') out[k] = params[k];
  out.special_id = params.specialId;
  return out;
}

type ProxyKeys =
  | 'getSpecialApps'
  | 'getAllSpecials'
  | 'getAndroidSpecial'
  | 'getLuckyRoll'
  | 'getAppDetail'
  | 'getProxyActivityList'
  | 'getMultiGameNews'
  | 'getPersonalList'
  | 'getBetaGames'
  | 'getAds'
  | 'addReminder'
  | 'getIosSpecial'
  | 'getWdjSpecial';

export function proxyCalls(client: Client): Pick<Api, ProxyKeys> {
  const env = client.options.env;
  const proxy = (
    method: 'GET' | 'POST',
    name: UrlKeyName,
    params: unknown,
    defaults: Record<string, unknown>,
    required: string[],
    fixed: Record<string, unknown> = {},
    path = '/api/proxyNew',
  ) => ({ method, host: 'api' as const, path, params: mergeParams(defaults, params, { urlKey: urlKeyOf(client.options.urlKeys, name), ...fixed }), required });

  return {
    getSpecialApps: (params, call) =>
      client.request(proxy('GET', 'specialApps', params, {}, ['specialId'], { svr: env.svr }), call),
    getAllSpecials: (params, call) =>
      client.request(proxy('GET', 'allSpecials', params, ALL_SPECIALS_DEFAULTS, [], { svr: env.svr }), call),
    getAndroidSpecial: (params, call) =>
      client.request(
        proxy('GET', 'androidSpecial', params, {}, ['specialId'], { osVersion: ANDROID_OS_VERSION }),
        call,
      ),
    getLuckyRoll: (params, call) => {
      // product-rules §7: activityId or activityIds, one of them.
      const one = isPlainObject(params) && !params.activityId && params.activityIds ? 'activityIds' : 'activityId';
      return client.request(proxy('GET', 'luckyRoll', params, {}, ['date', one]), call);
    },
    getAppDetail: (params, call) =>
      client.request(proxy('GET', 'appDetail', params, {}, ['appId'], {}, '/api/proxy'), call),
    getProxyActivityList: (params, call) =>
      client.request(proxy('POST', 'activityList', params, LIST_DEFAULTS, ['type']), call),
    getMultiGameNews: (params, call) =>
      client.request(proxy('POST', 'multiGameNews', params, {}, ['appIds']), call),
    getPersonalList: (params, call) =>
      client.request(proxy('POST', 'personalList', params, LIST_DEFAULTS, []), call),
    getBetaGames: (params, call) =>
      client.request(proxy('POST', 'betaGameList', params, { count: LIST_DEFAULTS.count }, ['dayBefore', 'dayAfter']), call),
    getAds: (params, call) =>
      client.request(proxy('POST', 'adList', params, LIST_DEFAULTS, ['spaceId']), call),
    addReminder: (params, call) =>
      client.request(
        proxy('POST', 'reminderAdd', params, {}, ['objectId', 'objectType', 'remindTime'], {
          channel: env.channel,
          source: env.source,
        }),
        call,
      ),
    getIosSpecial: (params, call) => {
      // product-rules §9 platform rule from the environment; the caller may still pass platform/device.
      const sent = mergeParams({ ...iosSpecialPlatform(env) }, renameSpecialId(params));
      return client.request({ method: 'GET', host: 'api', path: '/lucky/ios.special.get', params: sent, required: ['special_id'] }, call);
    },
    getWdjSpecial: (params, call) =>
      client.request(
        { method: 'GET', host: 'api', path: '/lucky/wdj.special.get', params: renameSpecialId(params), required: ['special_id'] },
        call,
      ),
  };
}
