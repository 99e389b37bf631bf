// The real-name registration submit (config `realname.submitUrl`, default /realname/submit)
// and the iOS store search page the iOS confirm popup opens (config `iosStoreSearchUrl`).
import { ApiFailure, CODES, custom } from '../envelope.js';

const ID = /^\d{6}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
const PHONE = /^1[3-9]\d{9}$/;

/** POST /realname/submit, form-encoded {name, identity, phone, appId}. */
export function submit({ params }) {
  const name = String(params.name || '').trim();
  if (!name || !ID.test(String(params.identity || '')) || !PHONE.test(String(params.phone || ''))) {
    throw new ApiFailure(CODES.BAD_PARAM, '登记信息不完整');
  }
  return { registered: true, appId: params.appId || null };
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** GET /ios/search?q= : a stand-in for the store's iOS search page. */
export function iosSearch({ params }) {
  return custom((res) => {
    const q = escapeHtml(params.q || '');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>iOS 版搜索</title></head><body><h1>PP助手 iOS 版</h1><p>搜索：<strong id="q">${q}</strong></p></body></html>`);
  });
}
