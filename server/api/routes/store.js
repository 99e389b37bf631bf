// /StoreDetailController/* and /uc/rec.
import { day, hash, int, page } from '../data.js';
import { ApiFailure, CODES } from '../envelope.js';

function needApp(data, appId) {
  const app = data.app(appId);
  if (!app) throw new ApiFailure(CODES.NOT_FOUND, '应用不存在');
  return app;
}

/** Full detail of an app: list fields plus description, screenshots, permissions. */
export function detailOf(app) {
  return {
    ...app,
    appId: app.id,
    appName: app.name,
    description: app.name + '：' + app.brief + '。官方正版，安全无毒，更新及时。',
    screenshots: ['/img/shot-1.svg', '/img/shot-2.svg', '/img/shot-3.svg'],
    permissions: ['访问网络', '读取存储空间', '获取设备信息'],
    changelog: '1. 修复已知问题\n2. 优化启动速度',
    tags: app.resourceType === 1 ? ['热门', '多人', app.categoryName] : ['实用', app.categoryName],
  };
}

/** GET detail {appId, ch_src}. */
export function detail({ params, data }) {
  const app = needApp(data, params.appId);
  return { ...detailOf(app), chSrc: params.ch_src || 'pp' };
}

/** GET score {appId, versionId}: the rating and its star distribution. */
export function score({ params, data }) {
  const app = needApp(data, params.appId);
  const h = hash(app.id);
  const total = 200 + (h % 50000);
  const five = Math.round(total * (app.score - 2.5) / 2.5 * 0.8);
  const rest = total - five;
  const stars = { 5: five, 4: Math.round(rest * 0.4), 3: Math.round(rest * 0.25), 2: Math.round(rest * 0.15) };
  stars[1] = total - stars[5] - stars[4] - stars[3] - stars[2];
  return { appId: app.id, versionId: params.versionId, score: app.score, scoreCount: total, stars };
}

/** GET comment {appId, page}: 10 a page, page 1 first. */
export function comments({ params, data }) {
  const app = needApp(data, params.appId);
  const { nickNames, texts, perApp, pageSize } = data.comments;
  const h = hash(app.id);
  const all = [];
  for (let i = 0; i < perApp; i++) {
    all.push({
      id: app.id * 1000 + i,
      nickName: nickNames[(h + i * 7) % nickNames.length],
      avatar: '',
      content: texts[(h + i * 3) % texts.length],
      score: 5 - ((h + i) % 3 === 0 ? (i % 4) : 0),
      likeCount: (h >> (i % 16)) % 300,
      versionName: app.versionName,
      time: day(Date.now() - i * 86400000 * 1.5),
    });
  }
  const p = Math.max(1, int(params.page, 1));
  const result = page(all, (p - 1) * pageSize, pageSize);
  return { appId: app.id, page: p, pageSize, totalCount: all.length, hasMore: result.hasMore, list: result.list };
}

/** GET recs {q}: apps of the same kind as the query (a name or a keyword). */
export function recs({ params, data }) {
  const q = String(params.q || '');
  const seed = data.apps.find((a) => a.name === q || String(a.id) === q);
  const pool = seed ? data.apps.filter((a) => a.resourceType === seed.resourceType && a.id !== seed.id) : data.apps;
  const h = hash(q);
  const list = pool.slice().sort((a, b) => hash(a.id + q) - hash(b.id + q)).slice(0, 8 + (h % 3));
  return { q, list };
}

/** GET subcates {appId}: the app's category and its sibling sub-categories. */
export function subcates({ params, data }) {
  const app = needApp(data, params.appId);
  const names = app.resourceType === 1 ? ['角色扮演', '休闲益智', '赛车竞速', '棋牌策略', '动作射击'] : ['影音', '工具', '生活', '出行', '教育'];
  return {
    categoryId: app.categoryId,
    categoryName: app.categoryName,
    list: names.map((name, i) => ({ id: app.categoryId * 10 + i + 1, name, current: app.subCategoryId === app.categoryId * 10 + i + 1 })),
  };
}

/** GET specials {appId, specialNum}: the specials that contain the app (then others). */
export function specials({ params, data }) {
  const app = needApp(data, params.appId);
  const n = int(params.specialNum, 3);
  const withApp = data.specials.filter((s) => s.appIds.includes(app.id));
  const others = data.specials.filter((s) => !s.appIds.includes(app.id));
  return { list: withApp.concat(others).slice(0, n).map((s) => specialSummary(s, data)) };
}

/** A special with its first apps. */
export function specialSummary(s, data, appCount = 4) {
  const { appIds, ...rest } = s;
  return { ...rest, appCount: appIds.length, apps: appIds.slice(0, appCount).map((id) => data.app(id)).filter(Boolean) };
}

/** GET /uc/rec {ch_src, ch, arrange, dataRoute, offset, count}. */
export function ucRec({ params, data }) {
  const offset = int(params.offset, 0);
  const count = int(params.count, 100);
  const sorted = data.apps.slice().sort((a, b) => b.downloadCount - a.downloadCount);
  return { ...page(sorted, offset, count), ch: params.ch, arrange: int(params.arrange, 2), dataRoute: int(params.dataRoute, 2) };
}
