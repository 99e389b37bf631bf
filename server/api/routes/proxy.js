// /api/proxyNew and /api/proxy (dispatch on urlKey), /lucky/ios.special.get, /lucky/wdj.special.get.
import { day, hash, idList, int, page, stamp } from '../data.js';
import { ApiFailure, CODES } from '../envelope.js';
import { configList } from './search.js';
import { detailOf, specialSummary } from './store.js';

function needSpecial(data, id) {
  const s = data.specials.find((x) => String(x.specialId) === String(id));
  if (!s) throw new ApiFailure(CODES.NOT_FOUND, '专题不存在');
  return s;
}

const appsOf = (data, ids) => ids.map((id) => data.app(id)).filter(Boolean);

/** GET specialApps {specialId, svr}. */
function specialApps({ params, data }) {
  const s = needSpecial(data, params.specialId);
  return { specialId: s.specialId, title: s.title, description: s.description, imageUrl: s.imageUrl, svr: int(params.svr, 2), list: appsOf(data, s.appIds) };
}

/** GET allSpecials {offset, count, svr}. */
function allSpecials({ params, data }) {
  const all = data.specials.map((s) => specialSummary(s, data, 3));
  return { ...page(all, int(params.offset, 0), int(params.count, 15)), svr: int(params.svr, 2) };
}

/** GET androidSpecial {specialId, osVersion}: apps under `items`, those needing a newer Android left out. */
function androidSpecial({ params, data }) {
  const s = needSpecial(data, params.specialId);
  const os = int(params.osVersion, 19);
  const items = appsOf(data, s.appIds).map((a) => ({ ...a, minSdkVersion: 16 + (hash(a.id) % 6) })).filter((a) => a.minSdkVersion <= os);
  return { specialId: s.specialId, title: s.title, osVersion: os, items };
}

/** GET luckyRoll {date, activityId | activityIds}: recent winners (nicknames masked). */
function luckyRoll({ params, data, state }) {
  const ids = params.activityIds ? idList(params.activityIds) : idList(params.activityId);
  const now = Date.now();
  const fixed = data.lucky.winners.map((w) => ({ nickName: w.nickName, prizeName: w.prizeName, activityId: w.activityId, time: stamp(now - w.minutesAgo * 60000) }));
  const live = state.lucky.recentWinners();
  const list = live.concat(fixed).filter((w) => !ids.length || ids.includes(String(w.activityId)));
  return { date: params.date || day(now), list };
}

/** GET /api/proxy appDetail {appId}. */
function appDetail({ params, data }) {
  const app = data.app(params.appId);
  if (!app) throw new ApiFailure(CODES.NOT_FOUND, '应用不存在');
  return detailOf(app);
}

/** POST activityList {type, offset, count, resourceType}. */
function activityList({ params, data }) {
  const rt = params.resourceType === undefined || params.resourceType === '' ? null : int(params.resourceType, null);
  const all = data.lucky.activities.map((a, i) => {
    const apps = appsOf(data, a.appIds);
    return {
      activityId: a.activityId,
      title: a.title,
      imageUrl: a.imageUrl,
      startTime: a.startTime,
      endTime: a.endTime,
      status: a.status,
      type: int(params.type, 1),
      resourceType: apps[0] ? apps[0].resourceType : 0,
      app: apps[i % apps.length] || null,
    };
  }).filter((a) => rt === null || a.resourceType === rt);
  return page(all, int(params.offset, 0), int(params.count, 20));
}

/** POST multiGameNews {appIds}: per app, its latest news. */
function multiGameNews({ params, data }) {
  const now = Date.now();
  const list = appsOf(data, idList(params.appIds)).map((app) => ({
    appId: app.id,
    appName: app.name,
    news: [0, 1, 2].map((i) => ({
      id: app.id * 10 + i,
      title: app.name + ' ' + data.ads.news[(hash(app.id) + i) % data.ads.news.length],
      url: '/news/' + (app.id * 10 + i) + '.html',
      time: day(now - i * 86400000 * 2),
    })),
  }));
  return { list };
}

/** POST personalList {offset, count}: suggestions "for you". */
function personalList({ params, data }) {
  const sorted = data.apps.slice().sort((a, b) => hash('me' + a.id) - hash('me' + b.id));
  return page(sorted.map((a) => ({ ...a, reason: a.resourceType ? '玩过同类游戏的人也在玩' : '根据你的使用习惯推荐' })), int(params.offset, 0), int(params.count, 20));
}

/** POST betaGameList {dayBefore, dayAfter, count}: beta tests from dayBefore days ago to dayAfter days ahead. */
function betaGameList({ params, data }) {
  const before = int(params.dayBefore, 3);
  const after = int(params.dayAfter, 7);
  const games = data.apps.filter((a) => a.resourceType === 1);
  const now = Date.now();
  const list = [];
  for (let d = -before, i = 0; d <= after; d++) {
    const g = games[(i + d + 100) % games.length];
    list.push({ ...g, betaTime: day(now + d * 86400000), betaType: data.ads.betaTypes[(hash(g.id) + d + 10) % data.ads.betaTypes.length], dayOffset: d, isToday: d === 0 });
    i++;
  }
  return { list: list.slice(0, int(params.count, 20)), dayBefore: before, dayAfter: after };
}

/** POST adList {spaceId, offset, count}. */
function adList({ params, data }) {
  const ads = (data.ads.spaces[String(params.spaceId)] || data.ads.spaces.default).map((ad) => ({ ...ad, spaceId: params.spaceId, app: data.app(ad.appId) }));
  return { spaceId: params.spaceId, ...page(ads, int(params.offset, 0), int(params.count, 20)) };
}

/** POST reminderAdd {objectId, objectType, remindTime, channel, source}. */
function reminderAdd({ params, state }) {
  if (!params.objectId || params.remindTime === undefined) throw new ApiFailure(CODES.BAD_PARAM, '缺少 objectId 或 remindTime');
  const reminder = { reminderId: state.reminders.length + 1, objectId: params.objectId, objectType: params.objectType, remindTime: params.remindTime, channel: params.channel, source: params.source };
  state.reminders.push(reminder);
  return reminder;
}

/** urlKey → handler, for /api/proxyNew. */
export const PROXY_NEW = {
  configListByTime: configList,
  specialApps,
  allSpecials,
  androidSpecial,
  luckyRoll,
  activityList,
  multiGameNews,
  personalList,
  betaGameList,
  adList,
  reminderAdd,
};

/** urlKey → handler, for /api/proxy. */
export const PROXY = { appDetail };

export function dispatch(table) {
  return (ctx) => {
    const handler = table[ctx.params.urlKey];
    if (!handler) throw new ApiFailure(CODES.BAD_PARAM, '未知的 urlKey: ' + ctx.params.urlKey);
    return handler(ctx);
  };
}

/** GET /lucky/ios.special.get {special_id, platform, device}: iOS apps of a special. */
export function iosSpecial({ params, data }) {
  const s = needSpecial(data, params.special_id);
  const platform = int(params.platform, 1);
  const device = int(params.device, 1);
  const list = appsOf(data, s.appIds).map((a) => ({
    id: a.id, name: a.name, iconUrl: a.iconUrl, brief: a.brief, score: a.score, size: a.size,
    trackId: 1400000000 + a.id, price: '免费', supportIpad: device === 2 || (hash(a.id) & 1) === 1,
  }));
  return { specialId: s.specialId, title: s.title, imageUrl: s.imageUrl, platform, device, list };
}

/** GET /lucky/wdj.special.get {special_id}. */
export function wdjSpecial({ params, data }) {
  const s = needSpecial(data, params.special_id);
  return { specialId: s.specialId, title: s.title, description: s.description, imageUrl: s.imageUrl, items: appsOf(data, s.appIds) };
}
