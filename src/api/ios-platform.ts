/**
 * The `platform` and `device` of `/lucky/ios.special.get` (SPEC §9 "iOS special platform").
 * Pure. Local until the env module exports its own `iosSpecialPlatform`.
 *
 * Reading of SPEC §9 "iPad 2, otherwise 1; for ppzb 2 or 8 versus 1 or 4 otherwise":
 * `device` is 2 on an iPad, else 1; `platform` is a flag: in the ppzb client 2 (iPhone) or
 * 8 (iPad), elsewhere 1 (iPhone) or 4 (iPad).
 */
import type { Environment } from '../types';

/**
 * @example iosSpecialParams({ client: 'ppzb', isIPad: true }) // → { platform: 8, device: 2 }
 */
export function iosSpecialParams(env: Pick<Environment, 'client' | 'isIPad'>): { platform: number; device: number } {
  const device = env.isIPad ? 2 : 1;
  const platform = env.client === 'ppzb' ? (env.isIPad ? 8 : 2) : env.isIPad ? 4 : 1;
  return { platform, device };
}
