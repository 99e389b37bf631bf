import type { EnvName, Hosts, ResolvedConfig } from '../base-types';

/** Every host the page's own origin (`''`): the default of each environment. */
export const sameOrigin = (): Hosts => ({ api: '', download: '', log: '', track: '' });

/**
 * The base URLs of one environment (product-rules §12 `hosts`). A missing or non-string entry is
 * `''` (same origin) and a trailing slash is dropped, so callers can always write
 * `hosts.api + '/search/sugs'`.
 *
 * @example resolveHosts(config, 'test').api // 'https://test-api.example.com'
 */
export function resolveHosts(config: Pick<ResolvedConfig, 'hosts'> | null | undefined, envName: EnvName): Hosts {
  const table = config && config.hosts && typeof config.hosts === 'object' ? config.hosts : null;
  const entry: Partial<Hosts> = (table && table[envName]) || {};
  const hosts = sameOrigin();
  for (const key of Object.keys(hosts) as (keyof Hosts)[]) {
    const value = entry[key];
    if (typeof value === 'string') hosts[key] = value.trim().replace(/\/+$/, '');
  }
  return hosts;
}
