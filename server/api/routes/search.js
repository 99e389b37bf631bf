// /search/sugs (raw, not enveloped) and the config list of /api/proxyNew.
import { int } from '../data.js';
import { raw } from '../envelope.js';

/**
 * GET /search/sugs {key, ctoken}. Plain form `{r:[{q}]}`; with `cb=1` (or `callback`) the
 * callback form `{wl:[{q, at}]}` where at = 1 marks an app name. A key containing `xss` adds a
 * hostile suggestion (tests: shown as text only).
 */
export function sugs({ params, data }) {
  const key = String(params.key || '').trim().toLowerCase();
  if (!key) return raw({ r: [] });
  const names = data.apps.map((a) => ({ q: a.name, at: 1 }));
  const terms = data.sugs.terms.map((q) => ({ q, at: 0 }));
  const all = names.concat(terms);
  let hits = all.filter((x) => x.q.toLowerCase().includes(key));
  if (!hits.length && key.length <= 2) hits = all.filter((x) => x.q.toLowerCase()[0] === key[0]);
  if (!hits.length && !/xss/.test(key)) hits = [{ q: params.key + ' 下载', at: 0 }, { q: params.key + ' 官方版', at: 0 }];
  if (/xss/.test(key)) hits.unshift({ q: data.sugs.hostile, at: 0 });
  hits = hits.slice(0, 10);
  if (params.cb !== undefined || params.callback !== undefined) return raw({ wl: hits });
  return raw({ r: hits.map((x) => ({ q: x.q })) });
}

/** urlKey configListByTime {groupId, offset, count}: `{ content: [{name, content, …}] }`. */
export function configList({ params, data, state }) {
  const offset = int(params.offset, 0);
  const count = int(params.count, 100);
  const items = data.config.items.map((item) =>
    state.config[item.name] !== undefined ? { ...item, content: state.config[item.name] } : item,
  );
  for (const name of Object.keys(state.config)) {
    if (!items.some((i) => i.name === name)) items.push({ name, content: state.config[name] });
  }
  return { groupId: int(params.groupId, 10), content: items.slice(offset, offset + count), total: items.length };
}
