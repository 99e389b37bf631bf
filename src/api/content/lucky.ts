/**
 * Lucky-draw calls of product-rules §7: all GET under `/lucky/`, each with channel and source of the
 * environment (product-rules §9) and `refUrl`, the page address without query secrets. The
 * calls that act on the server (draws, scores, `setAppDownload`, prize info, prize resends) are
 * never retried, though they are GETs: one tap, at most one draw.
 */
import type { LuckyApi } from '../api-types';
import type { Client } from '../client';
import { mergeParams } from '../query';
import { cleanRefUrl } from './ref-url';

/** product-rules §9: activity list offset 0 / count 20; prize lists count 20. */
export const LUCKY_LIST_DEFAULTS = { offset: 0, count: 20 };
export const PRIZE_COUNT_DEFAULT = 20;

/** Marks a call that acts on the server: a draw, a score, a chance, prize info, a resend. */
const ACTS = true;

export function luckyCalls(client: Client): LuckyApi {
  const options = client.options;

  /** `acts`: the call changes something on the server, so it is never retried (product-rules §15). */
  const call = (method: string, defaults: Record<string, unknown>, required: string[], acts = false) =>
    (params: unknown, opts?: Parameters<LuckyApi['activity']>[1]): Promise<unknown> => {
      const env = options.env;
      if (!env.channel) {
        // product-rules §8: a missing channel parameter logs a console warning.
        options.logger.warnOnce('api.lucky.channel', 'api: lucky call without a channel (env.channel is empty)');
      }
      let href = '';
      try {
        href = options.href ? options.href() : '';
      } catch (_e) {
        href = '';
      }
      const fixed = { channel: env.channel, source: env.source, refUrl: cleanRefUrl(href) };
      return client.request(
        { method: 'GET', host: 'api', path: '/lucky/' + method, params: mergeParams(defaults, params, fixed), required, withUser: true, acts },
        opts,
      );
    };

  return {
    getActivityList: call('op.lucky.getActivityList', LUCKY_LIST_DEFAULTS, []),
    activity: call('op.lucky.activity', {}, ['activityId']),
    getAppState: call('op.lucky.getAppState', {}, ['activityId', 'appIds']),
    setAppDownload: call('op.lucky.setAppDownload', {}, ['activityId', 'appId'], ACTS),
    userPrizeInfo: call('op.lucky.userPrizeInfo', { count: PRIZE_COUNT_DEFAULT }, []),
    updatePrizeInfo: call('op.lucky.updatePrizeInfo', {}, ['activityId', 'recordId', 'userData'], ACTS),
    getUserPrizes: call('op.lucky.getUserPrizes', LUCKY_LIST_DEFAULTS, []),
    draw: call('op.lucky.draw', {}, ['activityId'], ACTS),
    drawAll: call('op.lucky.drawAll', {}, [], ACTS),
    drawFromMulPrizes: call('op.lucky.drawFromMulPrizes', {}, ['activityId', 'appId'], ACTS),
    drawByAppId: call('op.lucky.drawByAppId', {}, [], ACTS),
    addScore: call('op.lucky.addScore', {}, ['activityId', 'type'], ACTS),
    userInfo: call('op.lucky.userInfo', {}, []),
    cashDetail: call('op.lucky.cashDetail', {}, []),
    updatePrizeSendStatus: call('op.lucky.updatePrizeSendStatus', {}, [], ACTS),
    reSendPrize: call('op.lucky.reSendPrize', {}, [], ACTS),
    isTbId: call('behavior.auth.isTbId', {}, []),
  };
}
