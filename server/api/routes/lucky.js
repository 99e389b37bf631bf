// /lucky/op.lucky.* and /lucky/behavior.auth.isTbId: the stateful lucky draw.
import { day, idList, int, page, stamp } from '../data.js';
import { ApiFailure, CODES } from '../envelope.js';
import { TOKENS } from '../lucky-state.js';

const appsOf = (data, ids) => ids.map((id) => data.app(id)).filter(Boolean);

function summary(a) {
  return { activityId: a.activityId, title: a.title, imageUrl: a.imageUrl, startTime: a.startTime, endTime: a.endTime, status: a.status };
}

function firstActivityId(params) {
  if (params.activityId) return params.activityId;
  const ids = idList(params.activityIds);
  if (ids.length) return ids[0];
  throw new ApiFailure(CODES.BAD_PARAM, '缺少 activityId');
}

export const LUCKY = {
  'op.lucky.getActivityList': ({ params, data }) => page(data.lucky.activities.map(summary), int(params.offset, 0), int(params.count, 20)),

  'op.lucky.activity': ({ params, data, state }) => {
    const a = state.lucky.activity(params.activityId);
    return {
      ...summary(a),
      rules: a.rules,
      prizes: a.prizes.map(({ code: _code, ...p }) => p),
      apps: appsOf(data, a.appIds),
      serverTime: stamp(Date.now()),
    };
  },

  'op.lucky.getAppState': ({ params, state }) => {
    const a = state.lucky.activity(params.activityId);
    const ids = idList(params.appIds);
    return {
      activityId: a.activityId,
      list: ids.map((appId) => {
        const downloaded = state.lucky.downloaded(params.userToken, a.activityId, appId);
        return { appId: Number(appId), inActivity: a.appIds.map(String).includes(appId), downloaded, state: downloaded ? 1 : 0 };
      }),
    };
  },

  'op.lucky.setAppDownload': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const a = state.lucky.activity(params.activityId);
    const granted = state.lucky.addDownload(u, a, params.appId);
    return { activityId: a.activityId, appId: Number(params.appId), granted, chances: state.lucky.chances(u, a.activityId) };
  },

  'op.lucky.userPrizeInfo': ({ params, state, data }) => {
    const ids = params.activityIds ? idList(params.activityIds) : params.activityId ? [String(params.activityId)] : [];
    const match = (x) => !ids.length || ids.includes(String(x.activityId));
    const count = int(params.count, 20);
    const mine = params.userToken ? state.lucky.user(params.userToken).prizes.filter(match).slice(0, count) : [];
    const now = Date.now();
    const fixed = data.lucky.winners.map((w) => ({ nickName: w.nickName, prizeName: w.prizeName, activityId: w.activityId, time: stamp(now - w.minutesAgo * 60000) }));
    return { list: state.lucky.recentWinners().concat(fixed).filter(match).slice(0, count), myPrizes: mine };
  },

  'op.lucky.updatePrizeInfo': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const rec = state.lucky.ownRecord(u, params.recordId);
    if (!params.userData) throw new ApiFailure(CODES.BAD_PARAM, '缺少 userData');
    rec.userData = typeof params.userData === 'string' ? params.userData : JSON.stringify(params.userData);
    if (rec.status === 0) rec.status = 1;
    return { recordId: rec.recordId, status: rec.status };
  },

  'op.lucky.getUserPrizes': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    return page(u.prizes, int(params.offset, 0), int(params.count, 20));
  },

  'op.lucky.draw': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const a = state.lucky.activity(params.activityId);
    return state.lucky.drawOnce(u, a, Date.now(), params.appId);
  },

  // Payload not shown in the product rules: reads {activityId, userToken}; draws every chance left.
  'op.lucky.drawAll': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const a = state.lucky.activity(firstActivityId(params));
    const results = [state.lucky.drawOnce(u, a, Date.now())];
    while (state.lucky.chances(u, a.activityId) > 0) results.push(state.lucky.drawOnce(u, a, Date.now()));
    return { list: results, chances: 0 };
  },

  'op.lucky.drawFromMulPrizes': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const a = state.lucky.activity(params.activityId);
    return state.lucky.drawOnce(u, a, Date.now(), params.appId);
  },

  // Payload not shown in the product rules: reads {activityId?, appId, userToken}; the app must be downloaded first.
  'op.lucky.drawByAppId': ({ params, state, data }) => {
    const u = state.lucky.user(params.userToken);
    const a = params.activityId
      ? state.lucky.activity(params.activityId)
      : data.lucky.activities.find((x) => x.appIds.map(String).includes(String(params.appId)));
    if (!a) throw new ApiFailure(CODES.NOT_FOUND, '应用不在任何活动中');
    if (!state.lucky.downloaded(u.token, a.activityId, params.appId)) throw new ApiFailure(CODES.QUOTA_FULL, '请先下载该应用');
    return state.lucky.drawOnce(u, a, Date.now(), params.appId);
  },

  'op.lucky.addScore': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const a = state.lucky.activity(params.activityId);
    return state.lucky.addScore(u, a, int(params.type, -1), params.appId, Date.now());
  },

  // Payload not shown in the product rules: reads {activityId?, userToken}.
  'op.lucky.userInfo': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const out = { nickName: '用户' + String(u.token).slice(-4), isTaobao: u.token !== TOKENS.notTaobao, prizeCount: u.prizes.length };
    if (params.activityId) {
      const a = state.lucky.activity(params.activityId);
      const key = String(a.activityId);
      Object.assign(out, {
        activityId: a.activityId,
        chances: state.lucky.chances(u, a.activityId),
        score: u.score.get(key) || 0,
        drawCount: u.draws.get(key) || 0,
        checkedInToday: u.daily.has(key + ':checkin:' + day(Date.now())),
      });
    }
    return out;
  },

  // Payload not shown in the product rules: reads {userToken, offset?, count?}. Amounts are yuan strings.
  'op.lucky.cashDetail': ({ params, state, data }) => {
    const u = state.lucky.user(params.userToken);
    const now = Date.now();
    const won = u.prizes.filter((p) => p.prizeType === 2).map((p) => ({ id: p.recordId, title: p.prizeName, amount: p.amount, type: 'income', status: 1, time: p.time }));
    const fixed = data.lucky.cash.list.map(({ daysAgo, ...c }) => ({ ...c, time: stamp(now - daysAgo * 86400000) }));
    const list = won.concat(fixed);
    const cents = list.reduce((sum, c) => sum + Math.round(parseFloat(c.amount) * 100), 0);
    const income = list.filter((c) => c.type === 'income').reduce((sum, c) => sum + Math.round(parseFloat(c.amount) * 100), 0);
    return { balance: (cents / 100).toFixed(2), totalIncome: (income / 100).toFixed(2), ...page(list, int(params.offset, 0), int(params.count, 20)) };
  },

  // Payload not shown in the product rules: reads {recordId, status, userToken}.
  'op.lucky.updatePrizeSendStatus': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const rec = state.lucky.ownRecord(u, params.recordId);
    rec.status = int(params.status, rec.status);
    return { recordId: rec.recordId, status: rec.status };
  },

  // Payload not shown in the product rules: reads {recordId, userToken}.
  'op.lucky.reSendPrize': ({ params, state }) => {
    const u = state.lucky.user(params.userToken);
    const rec = state.lucky.ownRecord(u, params.recordId);
    if (rec.status === 0) throw new ApiFailure(CODES.BAD_PARAM, '请先填写领奖信息');
    rec.status = 1;
    return { recordId: rec.recordId, status: rec.status, resent: true };
  },

  'behavior.auth.isTbId': ({ params }) => {
    if (!params.userToken) throw new ApiFailure(CODES.USER_UNAUTHENTICATED);
    if (params.userToken === TOKENS.notTaobao) throw new ApiFailure(CODES.NOT_TAOBAO);
    return { isTbId: true };
  },
};
