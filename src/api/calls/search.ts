/**
 * Search and config calls of product-rules §7: suggestions, the config list by time range and the
 * real-name config item `key_web_realname` in it.
 */
import type { Api, RealnameRemoteConfig, SugsResponse } from '../api-types';
import type { Client } from '../client';
import { ErrorCode, apiState } from '../errors';
import { toList } from '../to-list';
import { mergeParams } from '../query';
import { urlKeyOf } from '../url-key';

/** product-rules §3: the config item that holds the real-name config. */
export const REALNAME_KEY = 'key_web_realname';
/** product-rules §9 defaults of the config list. */
export const CONFIG_LIST_DEFAULTS = { groupId: 10, offset: 0, count: 100 };

function truthy(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/**
 * Parses the `content` of the `key_web_realname` item (JSON text or object). Null when it is
 * not readable. Pure.
 * @example parseRealnameConfig('{"isOpen":1,"limitCount":3,"ratio":0.5,"utmSource":"a,b"}')
 */
export function parseRealnameConfig(content: unknown): RealnameRemoteConfig | null {
  let obj: unknown = content;
  if (typeof content === 'string') {
    try {
      obj = JSON.parse(content);
    } catch (_e) {
      return null;
    }
  }
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return null;
  const o = obj as Record<string, unknown>;
  const limitCount = Number(o.limitCount);
  const ratio = Number(o.ratio);
  if (!isFinite(limitCount) || !isFinite(ratio)) return null;
  const utm = typeof o.utmSource === 'string' ? o.utmSource : Array.isArray(o.utmSource) ? o.utmSource.join(',') : '';
  return {
    isOpen: truthy(o.isOpen),
    limitCount,
    ratio,
    utmSource: utm.split(',').map((s) => s.trim()).filter(Boolean),
  };
}

export function searchCalls(client: Client): Pick<Api, 'searchSugs' | 'getConfigList' | 'getRealnameConfig'> {
  const getConfigList: Api['getConfigList'] = (params, call) =>
    client.request(
      { method: 'GET', host: 'api', path: '/api/proxyNew', params: mergeParams(CONFIG_LIST_DEFAULTS, params, { urlKey: urlKeyOf(client.options.urlKeys, 'configListByTime') }) },
      call,
    );

  return {
    searchSugs: (params, call) =>
      client
        .json({ method: 'GET', host: 'api', path: '/search/sugs', params: params, required: ['key'] }, call)
        .then((answer) => {
          const label = '/search/sugs';
          if (answer.status < 200 || answer.status >= 300) {
            throw apiState(ErrorCode.HTTP_ERROR, '[' + label + '] HTTP ' + answer.status, { status: answer.status });
          }
          const j = answer.json;
          if (typeof j !== 'object' || j === null || Array.isArray(j)) {
            throw apiState(ErrorCode.BAD_RESPONSE, '[' + label + '] answer is not an object');
          }
          // Raw answer on purpose (product-rules §3): the search widget reads r or wl itself.
          return j as SugsResponse;
        }),

    getConfigList,

    getRealnameConfig: (params, call) =>
      getConfigList(params, call).then((data) => {
        const item = toList<Record<string, unknown>>(data).filter((x) => x && x.name === REALNAME_KEY)[0];
        if (!item) return null;
        const parsed = parseRealnameConfig(item.content);
        // product-rules §8: bad real-name config content logs a warning.
        if (!parsed) client.options.logger.warn('api: ' + REALNAME_KEY + ' config content is not valid JSON config');
        return parsed;
      }),
  };
}
