/**
 * The public shape of the API client: options, per-call options and every call of product-rules §7.
 * Calls resolve with the envelope's `data` (already unwrapped) or reject with an `ApiState`
 * (src/api/errors.ts). Answers are typed `unknown` on purpose: read them with the tolerant
 * readers of src/api/content/normalize.ts (product-rules §15); docs/fixtures.md shows what the fixture
 * server sends.
 */
import type { Environment, Hosts, Logger, UrlKeys } from '../base-types';

/** Identity fields the client adds to every wrapped request (product-rules §7 "Generic API wrapper"). */
export interface ApiIdentity {
  aid?: string;
  puid?: string;
  uuid?: string;
  utdid?: string;
  umid?: string;
  v?: string;
  versionCode?: string | number;
  ch?: string;
  productId?: string | number;
  /** Lucky calls: used when the caller gives none. */
  userToken?: string;
  /** Lucky calls: used when the caller gives none (4 ppzb, 2 ppyy, else 0/empty). */
  userIdType?: string | number;
}

export interface ApiOptions {
  env: Environment;
  logger: Logger;
  /** Injected for tests and host-page wrappers; defaults to the global fetch at call time. */
  fetch?: typeof fetch;
  /**
   * Whole-call timeout in ms, retries included (product-rules §9).
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Client and device identity (e.g. from the bridge's getClientInfo). Called per request;
   * may return a promise; a failure or a slow answer (> 1000 ms) is ignored.
   */
  identity?: () => ApiIdentity | null | undefined | Promise<ApiIdentity | null | undefined>;
  /**
   * First retry delay in ms; doubles per retry (GET only, on 408/429/5xx).
   * @default 500
   */
  retryBaseMs?: number;
  /**
   * Upper bound of any retry delay, also of a server's `Retry-After`.
   * @default 10000
   */
  retryMaxMs?: number;
  /** The page address for `refUrl` (the services give their window's `location.href`, at call time); none without it. */
  href?: () => string;
  /** Config `urlKeys`: the server's `urlKey` per proxy call; a call not named sends its own name. */
  urlKeys?: UrlKeys;
}

/** Given to every call. */
export interface CallOptions {
  /** Cancels the call; it then rejects with `ErrorCode.ABORTED`. */
  signal?: AbortSignal;
  /** Overrides `ApiOptions.timeoutMs` for this call. */
  timeoutMs?: number;
}

/** An open object for calls whose payload product-rules §7 does not show. */
export type OpenParams = Record<string, unknown>;

/** `/search/sugs` answer, raw (not an envelope): plain or callback form (product-rules §3). */
export interface SugsResponse {
  r?: Array<{ q: string }>;
  wl?: Array<{ q: string; at?: unknown }>;
}

/** The real-name config of item `key_web_realname` (product-rules §3), parsed. */
export interface RealnameRemoteConfig {
  isOpen: boolean;
  limitCount: number;
  ratio: number;
  /** Excluded utm_source values (from the comma list). */
  utmSource: string[];
}

type Call<P, R = unknown> = (params: P, options?: CallOptions) => Promise<R>;
type OptCall<P, R = unknown> = (params?: P, options?: CallOptions) => Promise<R>;

/** Lucky-draw calls: all GET under /lucky/, with channel, source and refUrl added (product-rules §7). */
export interface LuckyApi {
  /** `/lucky/op.lucky.getActivityList`; defaults offset 0, count 20 (product-rules §9). */
  getActivityList: OptCall<{ offset?: number; count?: number }>;
  /** `/lucky/op.lucky.activity`. */
  activity: Call<{ activityId: string | number }>;
  /** `/lucky/op.lucky.getAppState`; `appIds` arrays are sent comma-joined. */
  getAppState: Call<{ activityId: string | number; appIds: Array<string | number> | string }>;
  /** `/lucky/op.lucky.setAppDownload`: a download grants a chance. */
  setAppDownload: Call<{ activityId: string | number; appId: string | number; userToken?: string; userIdType?: string | number }>;
  /** `/lucky/op.lucky.userPrizeInfo`: the winners roll; count default 20 (product-rules §9). */
  userPrizeInfo: Call<{
    activityId?: string | number;
    activityIds?: Array<string | number> | string;
    userToken?: string;
    userIdType?: string | number;
    count?: number;
    utdid?: string;
  }>;
  /** `/lucky/op.lucky.updatePrizeInfo`: stores the winner's `userData` for a prize record. */
  updatePrizeInfo: Call<{
    activityId: string | number;
    recordId: string | number;
    userData: string | Record<string, unknown>;
    userToken?: string;
    userIdType?: string | number;
  }>;
  /** `/lucky/op.lucky.getUserPrizes`; defaults offset 0, count 20 (product-rules §9). */
  getUserPrizes: OptCall<{ offset?: number; count?: number; userToken?: string; userIdType?: string | number }>;
  /** `/lucky/op.lucky.draw`. */
  draw: Call<{ activityId: string | number; appId?: string | number; userToken?: string; userIdType?: string | number; utdid?: string }>;
  /** `/lucky/op.lucky.drawAll`. product-rules §7: payload not shown, so any object is sent as given. */
  drawAll: Call<OpenParams>;
  /** `/lucky/op.lucky.drawFromMulPrizes`. */
  drawFromMulPrizes: Call<{ activityId: string | number; appId: string | number; userToken?: string; userIdType?: string | number }>;
  /** `/lucky/op.lucky.drawByAppId`. product-rules §7: payload not shown, so any object is sent as given. */
  drawByAppId: Call<OpenParams>;
  /** `/lucky/op.lucky.addScore`; `type` is a score type (app 0, checkin 1, share 2, firstApp 3). */
  addScore: Call<{ activityId: string | number; type: number; appId?: string | number; appString?: string; userToken?: string; userIdType?: string | number }>;
  /** `/lucky/op.lucky.userInfo`. product-rules §7: payload not shown, so any object is sent as given. */
  userInfo: Call<OpenParams>;
  /** `/lucky/op.lucky.cashDetail`. product-rules §7: payload not shown, so any object is sent as given. */
  cashDetail: Call<OpenParams>;
  /** `/lucky/op.lucky.updatePrizeSendStatus`. product-rules §7: payload not shown, so any object is sent as given. */
  updatePrizeSendStatus: Call<OpenParams>;
  /** `/lucky/op.lucky.reSendPrize`. product-rules §7: payload not shown, so any object is sent as given. */
  reSendPrize: Call<OpenParams>;
  /** `/lucky/behavior.auth.isTbId`: rejects NOT_TAOBAO for a non-Taobao user. */
  isTbId: Call<{ userToken?: string }>;
}

/** The API client (`services.api`). Every call of product-rules §7. */
export interface Api {
  readonly options: ApiOptions;
  /**
   * The one HTTP client behind every call (src/api/client.ts), for a widget's own request that
   * is not a call of product-rules §7, the real-name submit
   * (widgets/download/realname/submit-info.ts): the same transport, identity fields, timeout,
   * answer reading and retry rules (a POST is never repeated).
   */
  readonly client: Client;

  // search and config
  /**
   * GET `/search/sugs` {key, ctoken}: the raw JSON `{r:[{q}]}`, or with `cb` the callback form
   * `{wl:[{q,at}]}` (no envelope; the search widget parses it).
   */
  searchSugs: Call<{ key: string; ctoken?: string; cb?: string | number }, SugsResponse>;
  /** GET `/api/proxyNew` urlKey `configListByTime`; defaults groupId 10, offset 0, count 100. */
  getConfigList: OptCall<{ groupId?: number; offset?: number; count?: number }>;
  /** The `key_web_realname` item of the config list, parsed; null (and a warning) when missing or bad. */
  getRealnameConfig: (params?: { groupId?: number }, options?: CallOptions) => Promise<RealnameRemoteConfig | null>;

  // downloads (the two builders make no request)
  /** URL on the download host: `/download/apk?appId=…` (to navigate to). */
  downloadApkUrl: (appId: string | number) => string;
  /** URL on the download host: `/pp/apk?channel=…`, channel default PP_27. */
  ppApkUrl: (channel?: string) => string;
  /** GET `/download/url` {appId}. */
  getDownloadUrl: Call<{ appId: string | number }>;
  /** GET `/download/url/dot` {appId, apprd}. */
  getDownloadUrlDot: Call<{ appId: string | number; apprd: string | number }>;
  /**
   * GET `/pp/url` {channel}, default PP_27: resolves the URL string from `url` or `data`.
   * No URL → rejects with msg `empty`; an error answer with the OK code and data counts as success (product-rules §8).
   */
  getPPUrl: OptCall<{ channel?: string }, string>;

  // store
  /** GET `/StoreDetailController/detail` {appId, ch_src default `pp`}. */
  getDetail: Call<{ appId: string | number; chSrc?: string }>;
  /** GET `/StoreDetailController/score` {appId, versionId}. */
  getScore: Call<{ appId: string | number; versionId: string | number }>;
  /** GET `/StoreDetailController/comment` {appId, page}. */
  getComments: Call<{ appId: string | number; page: number }>;
  /** GET `/StoreDetailController/recs` {q}. */
  getRecs: Call<{ q: string }>;
  /** GET `/StoreDetailController/subcates` {appId}. */
  getSubcates: Call<{ appId: string | number }>;
  /** GET `/StoreDetailController/specials` {appId, specialNum}. */
  getSpecials: Call<{ appId: string | number; specialNum: number }>;
  /** GET `/uc/rec`; defaults offset 0, count 100, arrange 2, dataRoute 2, ch `pp_uc_smweb_rec`, ch_src from the page or `pp`. */
  getUcRec: OptCall<{ offset?: number; count?: number; arrange?: number; dataRoute?: number; ch?: string; chSrc?: string }>;

  // generic proxy
  /** GET `/api/proxyNew` urlKey `specialApps` {specialId, svr}. */
  getSpecialApps: Call<{ specialId: string | number }>;
  /** GET `/api/proxyNew` urlKey `allSpecials` {offset 0, count 15, svr}. */
  getAllSpecials: OptCall<{ offset?: number; count?: number }>;
  /** GET `/api/proxyNew` urlKey `androidSpecial` {specialId, osVersion 19}. */
  getAndroidSpecial: Call<{ specialId: string | number }>;
  /** GET `/api/proxyNew` urlKey `luckyRoll` {date, activityId | activityIds}. */
  getLuckyRoll: Call<{ date: string; activityId?: string | number; activityIds?: Array<string | number> | string }>;
  /** GET `/api/proxy` urlKey `appDetail` {appId}. */
  getAppDetail: Call<{ appId: string | number }>;
  /** POST `/api/proxyNew` urlKey `activityList` {type, offset, count, resourceType}. */
  getProxyActivityList: Call<{ type: string | number; offset?: number; count?: number; resourceType?: number }>;
  /** POST `/api/proxyNew` urlKey `multiGameNews` {appIds}. */
  getMultiGameNews: Call<{ appIds: Array<string | number> | string }>;
  /** POST `/api/proxyNew` urlKey `personalList` {offset, count}. */
  getPersonalList: OptCall<{ offset?: number; count?: number }>;
  /** POST `/api/proxyNew` urlKey `betaGameList` {dayBefore, dayAfter, count}. */
  getBetaGames: Call<{ dayBefore: number; dayAfter: number; count?: number }>;
  /** POST `/api/proxyNew` urlKey `adList` {spaceId, offset, count}. */
  getAds: Call<{ spaceId: string | number; offset?: number; count?: number }>;
  /** POST `/api/proxyNew` urlKey `reminderAdd` {objectId, objectType, remindTime, channel, source}. */
  addReminder: Call<{ objectId: string | number; objectType: string | number; remindTime: string | number }>;
  /** GET `/lucky/ios.special.get` {special_id, platform, device} (platform rule of product-rules §9). */
  getIosSpecial: Call<{ specialId: string | number; platform?: number; device?: number }>;
  /** GET `/lucky/wdj.special.get` {special_id}. */
  getWdjSpecial: Call<{ specialId: string | number }>;

  /** The lucky-draw calls. */
  readonly lucky: LuckyApi;

  /**
   * Starts the first call of a list element (`score`, `comments`, `recs`) that has just come into
   * view, before the widget's code is in; the widget's own call, once mounted, takes that request
   * in flight instead of sending another. Nothing for any other element. The runtime calls it
   * (src/runtime/island.ts); a widget never needs to.
   */
  first?(element: Element): Promise<unknown>;
}

/** What one call asks of the wrapper. */
export interface RequestSpec {
  method: 'GET' | 'POST';
  /**
   * Which host of `env.hosts` the path is on; none when `path` is a whole URL (the real-name
   * submit's configured `realname.submitUrl`, which may name another host).
   */
  host?: keyof Hosts;
  path: string;
  /** Must be a plain object (product-rules §8 PARAM_REQUIRED); sent as query (GET) or form body (POST). */
  params: unknown;
  /** Keys that must be present and non-empty, else PARAM_REQUIRED. */
  required?: string[];
  /** Also fill `userToken` and `userIdType` from the identity provider when not given (lucky calls). */
  withUser?: boolean;
  /**
   * The call acts on the server (a draw, a score, `setAppDownload`, prize info): never retried,
   * whatever its method (product-rules §15). A POST never is either.
   */
  acts?: boolean;
}

/** An answer whose body parsed as JSON, whatever its status. */
export interface JsonAnswer {
  status: number;
  json: unknown;
}

/** The wrapper behind every call (src/api/client.ts `createClient`). */
export interface Client {
  readonly options: ApiOptions;
  /** Absolute URL on a host with a query, no request (download builders). */
  url(host: keyof Hosts, path: string, params?: Record<string, unknown>): string;
  /**
   * Sends a request and resolves with its parsed JSON and status. Rejects with a state on
   * network error or timeout (TIME_OUT), abort (ABORTED), an HTTP error whose body is not
   * JSON (HTTP_ERROR), or an unreadable body (BAD_RESPONSE).
   */
  json(spec: RequestSpec, call?: CallOptions): Promise<JsonAnswer>;
  /** `json` then the envelope: resolves with `data` when state.code is OK, else rejects with the state. */
  request(spec: RequestSpec, call?: CallOptions): Promise<unknown>;
  /**
   * Runs `make`, whose GET requests (made synchronously) are kept for the same call made again
   * later: that call takes the answer in flight (once) rather than sending a second request. A
   * first-screen list's first call, made before its code is in (src/api/content/first.ts).
   */
  keep(make: () => unknown): void;
}
