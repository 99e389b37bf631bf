import type { EnvName } from '../base-types';

/** product-rules §9: the environments `?debug=` (or config `env`) can choose. */
export const ENV_NAMES: readonly EnvName[] = ['prod', 'dev', 'test', 'testa', 'testb', 'testc', 'local'];

/**
 * The environment named by a `debug` query value; anything unknown (or missing) is prod,
 * so a stray parameter can never point a live page at a test server. Case and surrounding
 * blanks are ignored.
 *
 * @example envNameFromDebug('testa') // 'testa'
 * @example envNameFromDebug('1') // 'prod'
 */
export function envNameFromDebug(debug: unknown): EnvName {
  if (typeof debug !== 'string') return 'prod';
  const name = debug.trim().toLowerCase() as EnvName;
  return ENV_NAMES.indexOf(name) < 0 ? 'prod' : name;
}
