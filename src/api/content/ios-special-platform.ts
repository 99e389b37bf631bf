import type { StoreClient } from '../../base-types';

/** The `platform` and `device` parameters of GET /lucky/ios.special.get (product-rules §7). */
export interface IosSpecialPlatform {
  platform: 1 | 2 | 4 | 8;
  device: 1 | 2;
}

/**
 * product-rules §9 last line: the device is 2 on an iPad, otherwise 1; the platform is, for the ppzb
 * client, 2 (iPhone) or 8 (iPad), and otherwise 1 (iPhone) or 4 (iPad). The legacy pages send
 * both to /lucky/ios.special.get.
 *
 * @example iosSpecialPlatform({ isIPad: true, client: 'ppzb' }) // { platform: 8, device: 2 }
 */
export function iosSpecialPlatform(input: { isIPad: boolean; client: StoreClient | null | undefined }): IosSpecialPlatform {
  const iPad = !!(input && input.isIPad);
  const zb = !!input && input.client === 'ppzb';
  return {
    platform: zb ? (iPad ? 8 : 2) : iPad ? 4 : 1,
    device: iPad ? 2 : 1,
  };
}
