import type { UrlKeyName } from '../base-types';
import type { ApiOptions } from './api-types';

/**
 * The urlKey a `/api/proxyNew` or `/api/proxy` call sends: config `urlKeys[name]`, else the
 * call's own name (product-rules §12; the table of defaults, `URL_KEYS`, is
 * src/api/content/proxy.ts, and every default there is the name itself).
 * @example urlKeyOf({ configListByTime: 'cfgList' }, 'configListByTime') // 'cfgList'
 */
export function urlKeyOf(urlKeys: ApiOptions['urlKeys'], name: UrlKeyName): string {
  const named = urlKeys && urlKeys[name];
  return typeof named === 'string' && named ? named : name;
}
