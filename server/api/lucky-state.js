// The lucky-draw state per userToken: chances, downloads, scores, prize records. Reset by
// POST /__reset. Pure in-memory; `now` is passed in so tests could fix the clock.
import { day, stamp } from './data.js';
import { ApiFailure, CODES } from './envelope.js';

/** Documented test tokens (docs/fixtures.md). */
export const TOKENS = {
  /** Draws and isTbId answer NOT_TAOBAO. */
  notTaobao: 'u-not-taobao',
  /** Tokens starting with this begin with no chance at all (QUOTA_FULL on the first draw). */
  noChancePrefix: 'u-nochance',
};

/** Prize record status (our reading; The product rules: "prize statuses: not shown"). */
export const PRIZE_STATUS = { NEED_INFO: 0, PENDING: 1, SENT: 2, FAILED: 3 };

/** Not in product-rules §8: the activity is over / not started. */
export const ACTIVITY_CLOSED = 5090001;

export function createLuckyState(fixtures) {
  let users = new Map();
  let winners = [];
  let seq = 0;

  const activity = (id) => {
    const a = fixtures.lucky.activities.find((x) => String(x.activityId) === String(id));
    if (!a) throw new ApiFailure(CODES.NOT_FOUND, '活动不存在');
    return a;
  };

  function user(token) {
    if (!token) throw new ApiFailure(CODES.USER_UNAUTHENTICATED);
    let u = users.get(token);
    if (!u) {
      u = { token, chances: new Map(), downloaded: new Map(), draws: new Map(), score: new Map(), daily: new Set(), prizes: [] };
      users.set(token, u);
    }
    return u;
  }

  function chances(u, activityId) {
    const key = String(activityId);
    if (!u.chances.has(key)) u.chances.set(key, u.token.startsWith(TOKENS.noChancePrefix) ? 0 : fixtures.lucky.initialChances);
    return u.chances.get(key);
  }

  function addChances(u, activityId, n) {
    u.chances.set(String(activityId), chances(u, activityId) + n);
  }

  function mask(token) {
    const t = String(token);
    return t.length <= 2 ? t[0] + '*' : t[0] + '**' + t[t.length - 1];
  }

  function drawOnce(u, a, now, appId) {
    if (u.token === TOKENS.notTaobao) throw new ApiFailure(CODES.NOT_TAOBAO);
    if (a.status !== 1) throw new ApiFailure(ACTIVITY_CLOSED, '活动已结束');
    if (chances(u, a.activityId) <= 0) throw new ApiFailure(CODES.QUOTA_FULL);
    addChances(u, a.activityId, -1);
    const n = u.draws.get(String(a.activityId)) || 0;
    u.draws.set(String(a.activityId), n + 1);
    const prizeId = a.drawSequence[n % a.drawSequence.length];
    const prize = a.prizes.find((p) => p.prizeId === prizeId);
    const won = prize.type !== 0;
    let record = null;
    if (won) {
      record = {
        recordId: 'R' + String(++seq).padStart(6, '0'),
        activityId: a.activityId,
        activityTitle: a.title,
        prizeId: prize.prizeId,
        prizeName: prize.name,
        prizeType: prize.type,
        imageUrl: prize.imageUrl,
        amount: prize.amount,
        code: prize.code,
        needInfo: prize.needInfo,
        status: prize.needInfo ? PRIZE_STATUS.NEED_INFO : PRIZE_STATUS.SENT,
        appId: appId || undefined,
        time: stamp(now),
        userData: null,
      };
      u.prizes.unshift(record);
      winners.unshift({ nickName: mask(u.token), prizeName: prize.name, activityId: a.activityId, time: stamp(now) });
      winners = winners.slice(0, 50);
    }
    return { won, prize: { prizeId: prize.prizeId, name: prize.name, type: prize.type, imageUrl: prize.imageUrl, amount: prize.amount, code: prize.code }, recordId: record ? record.recordId : null, needInfo: !!(record && record.needInfo), chances: chances(u, a.activityId) };
  }

  function ownRecord(u, recordId) {
    const rec = u.prizes.find((r) => r.recordId === String(recordId));
    if (!rec) throw new ApiFailure(CODES.NOT_FOUND, '中奖记录不存在');
    return rec;
  }

  return {
    activity,
    user,
    chances,
    drawOnce,
    ownRecord,
    recentWinners: () => winners.slice(),
    addDownload(u, a, appId) {
      const key = String(a.activityId);
      if (!a.appIds.map(String).includes(String(appId))) throw new ApiFailure(CODES.BAD_PARAM, '应用不在活动中');
      if (!u.downloaded.has(key)) u.downloaded.set(key, new Set());
      const set = u.downloaded.get(key);
      const granted = !set.has(String(appId));
      if (granted) {
        set.add(String(appId));
        addChances(u, a.activityId, 1);
      }
      return granted;
    },
    downloaded(token, activityId, appId) {
      const u = token ? users.get(token) : null;
      const set = u && u.downloaded.get(String(activityId));
      return !!(set && set.has(String(appId)));
    },
    addScore(u, a, type, appId, now) {
      const key = String(a.activityId);
      const today = day(now);
      let added = 0;
      let granted = 0;
      const once = (k) => {
        if (u.daily.has(k)) throw new ApiFailure(CODES.QUOTA_FULL, '今日已领取');
        u.daily.add(k);
      };
      if (type === 0) {
        if (!appId) throw new ApiFailure(CODES.BAD_PARAM, '缺少 appId');
        once(key + ':app:' + appId);
        added = 10;
      } else if (type === 1) {
        once(key + ':checkin:' + today);
        added = 5;
        granted = 1;
      } else if (type === 2) {
        once(key + ':share:' + today);
        added = 5;
      } else if (type === 3) {
        once(key + ':firstApp');
        added = 20;
      } else {
        throw new ApiFailure(CODES.BAD_PARAM, '未知的积分类型');
      }
      u.score.set(key, (u.score.get(key) || 0) + added);
      if (granted) addChances(u, a.activityId, granted);
      return { type, added, score: u.score.get(key), chances: chances(u, a.activityId) };
    },
    reset() {
      users = new Map();
      winners = [];
      seq = 0;
    },
  };
}
