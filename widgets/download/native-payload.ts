/**
 * The app fields sent with native calls (the bridge prefixes them with `key_`).
 */
import type { DownloadApp } from '../../src/app-link/app-data';

/**
 * `downloadUrl` (download, update, continue, install) is where the store serves the APK: the
 * web download's `/download/apk?appId=` on the download host of config `hosts` (it redirects
 * to the package), absolute: the widget resolves a path (no download host in config `hosts`)
 * against the page; docs/bridge.md tells app teams so.
 * @example bridge.call('download', nativePayload(app, api.downloadApkUrl(app.id)))
 */
export function nativePayload(app: DownloadApp, downloadUrl?: string): Record<string, unknown> {
  return {
    downloadUrl,
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
