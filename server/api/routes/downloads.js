// /download/* and /pp/* of the download host.
import { ApiFailure, CODES, custom, raw, redirect } from '../envelope.js';

function needApp(data, appId) {
  const app = data.app(appId);
  if (!app) throw new ApiFailure(CODES.NOT_FOUND, '应用不存在');
  return app;
}

/** Navigation target: 302 to the package file. */
export function apk({ params, data }) {
  const app = data.app(params.appId);
  return redirect('/download/file/' + (app ? app.packageName : 'unknown-' + encodeURIComponent(params.appId || '')) + '.apk');
}

/** A tiny fake package, served as a download. */
export function file({ path }) {
  const name = path.split('/').pop();
  return custom((res) => {
    const body = Buffer.from('PK\u0003\u0004 pp-widgets fixture package ' + name);
    res.writeHead(200, {
      'Content-Type': 'application/vnd.android.package-archive',
      'Content-Disposition': 'attachment; filename="' + name.replace(/[^\w.-]/g, '_') + '"',
      'Content-Length': body.length,
    });
    res.end(body);
  });
}

/**
 * GET /download/url {appId}. Answers in the legacy top-level form `{code, msg, data}` on
 * purpose: the client moves code/msg into state (product-rules §7).
 */
export function url({ params, data }) {
  const app = needApp(data, params.appId);
  return raw({ code: CODES.OK, msg: 'success', data: { appId: app.id, url: '/download/file/' + app.packageName + '.apk', size: app.size, versionName: app.versionName } });
}

/** GET /download/url/dot {appId, apprd}. */
export function urlDot({ params, data }) {
  const app = needApp(data, params.appId);
  return { appId: app.id, apprd: params.apprd, url: '/download/file/' + app.packageName + '.apk?apprd=' + encodeURIComponent(params.apprd || '') };
}

/** Navigation target /pp/apk {channel}: 302 to the installer file. */
export function ppApk({ params }) {
  return redirect('/download/file/PPAssistant_' + String(params.channel || 'PP_27').replace(/[^\w-]/g, '') + '.apk');
}

/**
 * GET /pp/url {channel}: `{url}` (raw). Channel `EMPTY` answers `{}` (the client's 'empty'
 * rule); channel `ERROR_OK` answers HTTP 500 with `{state:{code:2000000}, data:{url}}` (the
 * OK-in-error rule of product-rules §8); channel `DATA_STRING` answers `{data: "<url>"}` and
 * `DATA_OBJECT` `{state:{code:2000000}, data:{url}}` with HTTP 200 (servers that carry the URL in
 * `data`, product-rules §7).
 */
export function ppUrl({ params }) {
  const channel = String(params.channel || 'PP_27');
  const target = '/pp/apk?channel=' + encodeURIComponent(channel);
  if (channel === 'EMPTY') return raw({});
  if (channel === 'ERROR_OK') return raw({ state: { code: CODES.OK, msg: 'ok' }, data: { url: target } }, 500);
  if (channel === 'DATA_STRING') return raw({ data: target });
  if (channel === 'DATA_OBJECT') return raw({ state: { code: CODES.OK, msg: 'ok' }, data: { url: target } });
  return raw({ url: target, channel });
}
