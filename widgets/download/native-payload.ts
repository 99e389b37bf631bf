/**
 * The app fields sent with native calls (the bridge prefixes them with `key_`).
 */
import type { DownloadApp } from '../../src/app-link/app-data';

/**
 * `downloadUrl` (download, update, continue, install) is where the store serves the APK: the
 * web download's `/download/apk?appId=` on the download host of config `hosts` (it redirects
 * to the package); docs/bridge.md tells app teams so. Always absolute: with no download host in
 * config `hosts` the API gives a path, resolved here against the page (`base`, its base URL), since
 * the app hands it to its own downloader, which has no page to resolve it against.
 * @example bridge.call('download', nativePayload(app, api.downloadApkUrl(app.id), document.baseURI))
 */
export function nativePayload(app: DownloadApp, downloadUrl?: string, base?: string): Record<string, unknown> {
  return {
    downloadUrl: downloadUrl && base ? absoluteUrl(downloadUrl, base) : downloadUrl,
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

/** `url` resolved against `base`; `url` itself when either does not parse (the app reports it). */
function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch (_e) {
    return url;
  }
}
