/**
 * The app fields sent with native calls (the bridge prefixes them with `key_`).
 */
import type { DownloadApp } from '../../src/app-link/app-data';

/**
 * @example bridge.call('download', nativePayload(app))
 */
export function nativePayload(app: DownloadApp): Record<string, unknown> {
  return {
    appId: app.id,
    packageName: app.packageName,
    versionId: app.versionId,
    versionCode: app.versionCode,
    versionName: app.versionName,
    name: app.name,
    iconUrl: app.iconUrl,
    resourceType: app.resourceType,
  };
}
