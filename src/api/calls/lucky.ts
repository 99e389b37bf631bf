/**
 * Lucky-draw calls of product-rules §7: all GET under `/lucky/`, each with channel and source of the
 * environment (product-rules §9) and `refUrl`, the page address without query secrets.
 */
import type { LuckyApi } from '../api-types';
import type { Client } from '../client';
import { mergeParams } from '../query';
import { cleanRefUrl } from '../ref-url';

/** product-rules §9: activity list offset 0 / count 20; prize lists count 20. */
export const LUCKY_LIST_DEFAULTS = { offset: 0, count: 20 };
export const PRIZE_COUNT_DEFAULT = 20;

function pageHref(): string {
  // Support: no location outside a browser (tests in node, workers).
  return typeof location !== 'undefined' && location ? String(location.href) : '';
}

export function luckyCalls(client: Client): LuckyApi {
  const options = client.options;

  const call = (method: string, defaults: Record<string, unknown>, required: string[]) =>
    (params: unknown, opts?: Parameters<LuckyApi['activity']>[1]): Promise<unknown> => {
      const env = options.env;
      if (!env.channel) {
        // product-rules §8: a missing channel parameter logs a console warning.
        options.logger.warnOnce('api.lucky.channel', 'api: lucky call without a channel (env.channel is empty)');
      }
      let href = '';
      try {
        href = options.href ? options.href() : pageHref();
      } catch (_e) {
        href = '';
      }
      const fixed = { channel: env.channel, source: env.source, refUrl: cleanRefUrl(href) };
      return client.request(
        { method: 'GET', host: 'api', path: '/lucky/' + method, params: mergeParams(defaults, params, fixed), required, withUser: true },
        opts,
      );
    };

  return {
    getActivityList: call('op.lucky.getActivityList', LUCKY_LIST_DEFAULTS, []),
    activity: call('op.lucky.activity', {}, ['activityId']),
    getAppState: call('op.lucky.getAppState', {}, ['activityId', 'appIds']),
    setAppDownload: call('op.lucky.setAppDownload', {}, ['activityId', 'appId']),
    userPrizeInfo: call('op.lucky.userPrizeInfo', { count: PRIZE_COUNT_DEFAULT }, []),
    updatePrizeInfo: call('op.lucky.updatePrizeInfo', {}, ['activityId', 'recordId', 'userData']),
    getUserPrizes: call('op.lucky.getUserPrizes', LUCKY_LIST_DEFAULTS, []),
    draw: call('op.lucky.draw', {}, ['activityId']),
    drawAll: call('op.lucky.drawAll', {}, []),
    drawFromMulPrizes: call('op.lucky.drawFromMulPrizes', {}, ['activityId', 'appId']),
    drawByAppId: call('op.lucky.drawByAppId', {}, []),
    addScore: call('op.lucky.addScore', {}, ['activityId', 'type']),
    userInfo: call('op.lucky.userInfo', {}, []),
    cashDetail: call('op.lucky.cashDetail', {}, []),
    updatePrizeSendStatus: call('op.lucky.updatePrizeSendStatus', {}, []),
    reSendPrize: call('op.lucky.reSendPrize', {}, []),
    isTbId: call('behavior.auth.isTbId', {}, []),
  };
}
