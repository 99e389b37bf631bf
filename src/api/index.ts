/**
 * The API client (issue 3): every call of SPEC §7 as a typed function. Entry file: re-exports
 * and the factory only.
 */
import type { Api, ApiOptions, LuckyApi } from './api-types';
import { ErrorCode, apiState } from './errors';

export type {
  Api,
  ApiOptions,
  ApiIdentity,
  CallOptions,
  LuckyApi,
  OpenParams,
  RealnameRemoteConfig,
  SugsResponse,
} from './api-types';
export { ErrorCode, isApiState, apiState, PARAM_REQUIRED_MSG } from './errors';
export type { ApiState } from './errors';
export { toList, normalizeApp, toAppList } from './normalize';
export type { App } from './normalize';

const todo = (): Promise<never> => Promise.reject(apiState(ErrorCode.BAD_RESPONSE, 'TODO: not implemented yet'));

/**
 * Creates the API client. TEMPORARY stub with the final shape; calls reject until implemented.
 * @example const api = createApi({ env, logger }); api.getDetail({ appId: 1 }).then(render);
 */
export function createApi(options: ApiOptions): Api {
  const lucky: LuckyApi = {
    getActivityList: todo, activity: todo, getAppState: todo, setAppDownload: todo, userPrizeInfo: todo,
    updatePrizeInfo: todo, getUserPrizes: todo, draw: todo, drawAll: todo, drawFromMulPrizes: todo,
    drawByAppId: todo, addScore: todo, userInfo: todo, cashDetail: todo, updatePrizeSendStatus: todo,
    reSendPrize: todo, isTbId: todo,
  };
  return {
    options,
    searchSugs: todo, getConfigList: todo, getRealnameConfig: todo,
    downloadApkUrl: (appId) => options.env.hosts.download + '/download/apk?appId=' + encodeURIComponent(String(appId)),
    ppApkUrl: (channel = 'PP_27') => options.env.hosts.download + '/pp/apk?channel=' + encodeURIComponent(channel),
    getDownloadUrl: todo, getDownloadUrlDot: todo, getPPUrl: todo,
    getDetail: todo, getScore: todo, getComments: todo, getRecs: todo, getSubcates: todo, getSpecials: todo, getUcRec: todo,
    getSpecialApps: todo, getAllSpecials: todo, getAndroidSpecial: todo, getLuckyRoll: todo, getAppDetail: todo,
    getProxyActivityList: todo, getMultiGameNews: todo, getPersonalList: todo, getBetaGames: todo, getAds: todo,
    addReminder: todo, getIosSpecial: todo, getWdjSpecial: todo,
    lucky,
  };
}
