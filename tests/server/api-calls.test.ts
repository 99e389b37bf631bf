// @vitest-environment node
/**
 * One test per call of product-rules §7: method, path and query/body keys as the server received them
 * (read from its request log), and the defaults of product-rules §9.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, ErrorCode, isApiState } from '../../src/api/index';
import type { Api } from '../../src/api/index';
import { createRecordingLogger, testEnvironment } from '../helpers/context';
import type { RecordedRequest } from '../../server/api/index.js';
import { startFixtureServer } from './fixture-server';
import type { FixtureServer } from './fixture-server';

let server: FixtureServer;
let api: Api;
const PAGE = 'https://m.example.com/lucky.html?p=t&userToken=secret-token&ch_src=abc#rules';

beforeAll(async () => {
  server = await startFixtureServer();
  api = createApi({
    env: testEnvironment({
      hosts: { api: server.base, download: server.base, log: '', track: '' },
      channel: 'tb',
      source: 1000,
      svr: 1,
    }),
    logger: createRecordingLogger(),
    href: () => PAGE,
  });
});
afterEach(() => server.reset());
afterAll(() => server.close());

/** What the server received as parameters: the query of a GET, the form body of a POST. */
function sent(r: RecordedRequest): Record<string, unknown> {
  return r.method === 'GET' ? r.query : r.params;
}

async function only(path: string): Promise<RecordedRequest> {
  const list = await server.requests(path);
  expect(list).toHaveLength(1);
  return list[0];
}

interface Case {
  name: string;
  run: () => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  /** Exact values the server must receive (strings, as on the wire). */
  expect: Record<string, string>;
}

const LUCKY_FIXED = { channel: 'tb', source: '1000', refUrl: 'https://m.example.com/lucky.html?p=t&ch_src=abc' };

const cases: Case[] = [
  // search and config
  { name: 'searchSugs', run: () => api.searchSugs({ key: '星', ctoken: 'ct1' }), method: 'GET', path: '/search/sugs', expect: { key: '星', ctoken: 'ct1' } },
  { name: 'getConfigList (defaults groupId 10, offset 0, count 100)', run: () => api.getConfigList(), method: 'GET', path: '/api/proxyNew', expect: { urlKey: 'configListByTime', groupId: '10', offset: '0', count: '100' } },
  { name: 'getRealnameConfig', run: () => api.getRealnameConfig(), method: 'GET', path: '/api/proxyNew', expect: { urlKey: 'configListByTime', groupId: '10', count: '100' } },
  // downloads
  { name: 'getDownloadUrl', run: () => api.getDownloadUrl({ appId: 1001 }), method: 'GET', path: '/download/url', expect: { appId: '1001' } },
  { name: 'getDownloadUrlDot', run: () => api.getDownloadUrlDot({ appId: 1001, apprd: 'r7' }), method: 'GET', path: '/download/url/dot', expect: { appId: '1001', apprd: 'r7' } },
  { name: 'getPPUrl (default channel PP_27)', run: () => api.getPPUrl(), method: 'GET', path: '/pp/url', expect: { channel: 'PP_27' } },
  // store
  { name: 'getDetail (default ch_src pp)', run: () => api.getDetail({ appId: 1001 }), method: 'GET', path: '/StoreDetailController/detail', expect: { appId: '1001', ch_src: 'pp' } },
  { name: 'getScore', run: () => api.getScore({ appId: 1001, versionId: 53003 }), method: 'GET', path: '/StoreDetailController/score', expect: { appId: '1001', versionId: '53003' } },
  { name: 'getComments', run: () => api.getComments({ appId: 1001, page: 2 }), method: 'GET', path: '/StoreDetailController/comment', expect: { appId: '1001', page: '2' } },
  { name: 'getRecs', run: () => api.getRecs({ q: '星海战纪' }), method: 'GET', path: '/StoreDetailController/recs', expect: { q: '星海战纪' } },
  { name: 'getSubcates', run: () => api.getSubcates({ appId: 1001 }), method: 'GET', path: '/StoreDetailController/subcates', expect: { appId: '1001' } },
  { name: 'getSpecials', run: () => api.getSpecials({ appId: 1001, specialNum: 3 }), method: 'GET', path: '/StoreDetailController/specials', expect: { appId: '1001', specialNum: '3' } },
  { name: 'getUcRec (defaults offset 0, count 100, arrange 2, dataRoute 2, ch pp_uc_smweb_rec)', run: () => api.getUcRec(), method: 'GET', path: '/uc/rec', expect: { ch_src: 'pp', ch: 'pp_uc_smweb_rec', arrange: '2', dataRoute: '2', offset: '0', count: '100' } },
  // generic proxy
  { name: 'getSpecialApps (svr)', run: () => api.getSpecialApps({ specialId: 301 }), method: 'GET', path: '/api/proxyNew', expect: { urlKey: 'specialApps', specialId: '301', svr: '1' } },
  { name: 'getAllSpecials (defaults offset 0, count 15, svr)', run: () => api.getAllSpecials(), method: 'GET', path: '/api/proxyNew', expect: { urlKey: 'allSpecials', offset: '0', count: '15', svr: '1' } },
  { name: 'getAndroidSpecial (osVersion 19)', run: () => api.getAndroidSpecial({ specialId: 301 }), method: 'GET', path: '/api/proxyNew', expect: { urlKey: 'androidSpecial', specialId: '301', osVersion: '19' } },
  { name: 'getLuckyRoll (activityId)', run: () => api.getLuckyRoll({ date: '2026-11-21', activityId: 42 }), method: 'GET', path: '/api/proxyNew', expect: { urlKey: 'luckyRoll', date: '2026-11-21', activityId: '42' } },
  { name: 'getLuckyRoll (activityIds)', run: () => api.getLuckyRoll({ date: '2026-11-21', activityIds: [42, 43] }), method: 'GET', path: '/api/proxyNew', expect: { urlKey: 'luckyRoll', activityIds: '42,43' } },
  { name: 'getAppDetail', run: () => api.getAppDetail({ appId: 1001 }), method: 'GET', path: '/api/proxy', expect: { urlKey: 'appDetail', appId: '1001' } },
  { name: 'getProxyActivityList (defaults offset 0, count 20)', run: () => api.getProxyActivityList({ type: 1, resourceType: 1 }), method: 'POST', path: '/api/proxyNew', expect: { urlKey: 'activityList', type: '1', offset: '0', count: '20', resourceType: '1' } },
  { name: 'getMultiGameNews', run: () => api.getMultiGameNews({ appIds: [1001, 1002] }), method: 'POST', path: '/api/proxyNew', expect: { urlKey: 'multiGameNews', appIds: '1001,1002' } },
  { name: 'getPersonalList', run: () => api.getPersonalList({ offset: 5, count: 10 }), method: 'POST', path: '/api/proxyNew', expect: { urlKey: 'personalList', offset: '5', count: '10' } },
  { name: 'getBetaGames', run: () => api.getBetaGames({ dayBefore: 3, dayAfter: 7, count: 10 }), method: 'POST', path: '/api/proxyNew', expect: { urlKey: 'betaGameList', dayBefore: '3', dayAfter: '7', count: '10' } },
  { name: 'getAds', run: () => api.getAds({ spaceId: 88, offset: 0, count: 4 }), method: 'POST', path: '/api/proxyNew', expect: { urlKey: 'adList', spaceId: '88', offset: '0', count: '4' } },
  { name: 'addReminder (channel, source)', run: () => api.addReminder({ objectId: 1007, objectType: 1, remindTime: 1795000000 }), method: 'POST', path: '/api/proxyNew', expect: { urlKey: 'reminderAdd', objectId: '1007', objectType: '1', remindTime: '1795000000', channel: 'tb', source: '1000' } },
  { name: 'getIosSpecial (platform 1, device 1 on an iPhone)', run: () => api.getIosSpecial({ specialId: 301 }), method: 'GET', path: '/lucky/ios.special.get', expect: { special_id: '301', platform: '1', device: '1' } },
  { name: 'getWdjSpecial', run: () => api.getWdjSpecial({ specialId: 302 }), method: 'GET', path: '/lucky/wdj.special.get', expect: { special_id: '302' } },
  // lucky: all GET with channel, source, refUrl
  { name: 'lucky.getActivityList (defaults offset 0, count 20)', run: () => api.lucky.getActivityList(), method: 'GET', path: '/lucky/op.lucky.getActivityList', expect: { ...LUCKY_FIXED, offset: '0', count: '20' } },
  { name: 'lucky.activity', run: () => api.lucky.activity({ activityId: 42 }), method: 'GET', path: '/lucky/op.lucky.activity', expect: { ...LUCKY_FIXED, activityId: '42' } },
  { name: 'lucky.getAppState', run: () => api.lucky.getAppState({ activityId: 42, appIds: [1001, 1003] }), method: 'GET', path: '/lucky/op.lucky.getAppState', expect: { ...LUCKY_FIXED, activityId: '42', appIds: '1001,1003' } },
  { name: 'lucky.setAppDownload', run: () => api.lucky.setAppDownload({ activityId: 42, appId: 1003, userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.setAppDownload', expect: { ...LUCKY_FIXED, activityId: '42', appId: '1003' } },
  { name: 'lucky.userPrizeInfo (default count 20)', run: () => api.lucky.userPrizeInfo({ userToken: 'u1', userIdType: 4, utdid: 'd1', activityId: 42 }), method: 'GET', path: '/lucky/op.lucky.userPrizeInfo', expect: { ...LUCKY_FIXED, userToken: 'u1', userIdType: '4', count: '20', utdid: 'd1', activityId: '42' } },
  { name: 'lucky.userPrizeInfo (activityIds)', run: () => api.lucky.userPrizeInfo({ activityIds: [42, 43] }), method: 'GET', path: '/lucky/op.lucky.userPrizeInfo', expect: { ...LUCKY_FIXED, activityIds: '42,43', count: '20' } },
  { name: 'lucky.getUserPrizes (defaults offset 0, count 20)', run: () => api.lucky.getUserPrizes({ userToken: 'u1', userIdType: 2 }), method: 'GET', path: '/lucky/op.lucky.getUserPrizes', expect: { ...LUCKY_FIXED, offset: '0', count: '20', userToken: 'u1', userIdType: '2' } },
  { name: 'lucky.draw', run: () => api.lucky.draw({ activityId: 42, appId: 1001, userToken: 'u1', userIdType: 0, utdid: 'd1' }), method: 'GET', path: '/lucky/op.lucky.draw', expect: { ...LUCKY_FIXED, activityId: '42', appId: '1001', userToken: 'u1', userIdType: '0', utdid: 'd1' } },
  { name: 'lucky.drawAll (open payload)', run: () => api.lucky.drawAll({ activityId: 42, userToken: 'u1', extra: 'x' }), method: 'GET', path: '/lucky/op.lucky.drawAll', expect: { ...LUCKY_FIXED, activityId: '42', extra: 'x' } },
  { name: 'lucky.drawFromMulPrizes', run: () => api.lucky.drawFromMulPrizes({ activityId: 42, appId: 1001, userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.drawFromMulPrizes', expect: { ...LUCKY_FIXED, activityId: '42', appId: '1001' } },
  { name: 'lucky.drawByAppId (open payload)', run: () => api.lucky.drawByAppId({ appId: 1001, userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.drawByAppId', expect: { ...LUCKY_FIXED, appId: '1001' } },
  { name: 'lucky.addScore', run: () => api.lucky.addScore({ activityId: 42, type: 0, appId: 1001, appString: 'a', userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.addScore', expect: { ...LUCKY_FIXED, activityId: '42', type: '0', appId: '1001', appString: 'a' } },
  { name: 'lucky.userInfo (open payload)', run: () => api.lucky.userInfo({ activityId: 42, userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.userInfo', expect: { ...LUCKY_FIXED, activityId: '42', userToken: 'u1' } },
  { name: 'lucky.cashDetail (open payload)', run: () => api.lucky.cashDetail({ userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.cashDetail', expect: { ...LUCKY_FIXED, userToken: 'u1' } },
  { name: 'lucky.updatePrizeSendStatus (open payload)', run: () => api.lucky.updatePrizeSendStatus({ recordId: 'R1', status: 2, userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.updatePrizeSendStatus', expect: { ...LUCKY_FIXED, recordId: 'R1', status: '2' } },
  { name: 'lucky.reSendPrize (open payload)', run: () => api.lucky.reSendPrize({ recordId: 'R1', userToken: 'u1' }), method: 'GET', path: '/lucky/op.lucky.reSendPrize', expect: { ...LUCKY_FIXED, recordId: 'R1' } },
  { name: 'lucky.updatePrizeInfo', run: () => api.lucky.updatePrizeInfo({ activityId: 42, recordId: 'R1', userData: { address: 'x' }, userToken: 'u1', userIdType: 4 }), method: 'GET', path: '/lucky/op.lucky.updatePrizeInfo', expect: { ...LUCKY_FIXED, activityId: '42', recordId: 'R1', userData: '{"address":"x"}', userToken: 'u1', userIdType: '4' } },
  { name: 'lucky.isTbId', run: () => api.lucky.isTbId({ userToken: 'u1' }), method: 'GET', path: '/lucky/behavior.auth.isTbId', expect: { ...LUCKY_FIXED, userToken: 'u1' } },
];

describe('Api calls (product-rules §7)', () => {
  it.each(cases)('$name sends $method $path with its keys', async (c) => {
    // Server answers (data or a state such as a missing prize record) do not matter here.
    await c.run().catch((e: unknown) => {
      if (!isApiState(e) || e.code < 0) throw e;
    });
    const r = await only(c.path);
    expect(r.method).toBe(c.method);
    expect(sent(r)).toMatchObject(c.expect);
    if (c.method === 'POST') {
      expect(r.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
      expect(r.query).toEqual({});
    }
  });

  it('covers every call of the Api', () => {
    const names = new Set(cases.map((c) => c.name.split(' ')[0]));
    const calls = Object.keys(api).filter((k) => typeof (api as unknown as Record<string, unknown>)[k] === 'function');
    const lucky = Object.keys(api.lucky).map((k) => 'lucky.' + k);
    // URL builders, and `first` (a first-screen list's early call: it makes one of the calls above,
    // for the list's element; src/api/content/first.test.ts).
    const builders = ['downloadApkUrl', 'ppApkUrl', 'first'];
    for (const name of calls.concat(lucky)) {
      if (!builders.includes(name)) expect(names).toContain(name);
    }
  });
});

describe('config urlKeys (contract §3)', () => {
  /** The proxy calls of contract §3, each of which must send the configured name. */
  const CONTRACT_NAMES = ['configListByTime', 'specialApps', 'allSpecials', 'androidSpecial', 'luckyRoll', 'appDetail', 'activityList', 'multiGameNews', 'personalList', 'betaGameList', 'adList', 'reminderAdd'];
  const proxied = cases.filter((c) => c.path === '/api/proxyNew' || c.path === '/api/proxy');
  let defaultApi: Api;

  // The cases call `api`; these tests swap in a client whose config names every urlKey.
  beforeAll(() => {
    defaultApi = api;
    const urlKeys: Record<string, string> = {};
    for (const name of CONTRACT_NAMES) urlKeys[name] = 'h5.' + name + '.v2';
    api = createApi({
      env: testEnvironment({ hosts: { api: server.base, download: server.base, log: '', track: '' }, channel: 'tb', source: 1000, svr: 1 }),
      logger: createRecordingLogger(),
      href: () => PAGE,
      urlKeys,
    });
  });
  afterAll(() => {
    api = defaultApi;
  });

  it('the cases cover every proxy call of the contract', () => {
    expect([...new Set(proxied.map((c) => c.expect.urlKey))].sort()).toEqual([...CONTRACT_NAMES].sort());
  });

  it.each(proxied)('$name sends the configured urlKey', async (c) => {
    // The fixture server knows only the default names: it answers an unknown urlKey with a state.
    await c.run().catch((e: unknown) => {
      if (!isApiState(e) || e.code < 0) throw e;
    });
    const r = await only(c.path);
    expect(sent(r).urlKey).toBe('h5.' + c.expect.urlKey + '.v2');
  });

  it('a call not named keeps its own name', async () => {
    const partly = createApi({
      env: testEnvironment({ hosts: { api: server.base, download: server.base, log: '', track: '' } }),
      logger: createRecordingLogger(),
      urlKeys: { adList: 'h5.ad' },
    });
    await partly.getAds({ spaceId: 88 }).catch(() => undefined);
    await partly.getPersonalList({});
    const [ads, personal] = await server.requests('/api/proxyNew');
    expect(sent(ads).urlKey).toBe('h5.ad');
    expect(sent(personal).urlKey).toBe('personalList');
  });
});

describe('Api call details', () => {
  it('keeps no secret query parameter or fragment in refUrl', async () => {
    await api.lucky.activity({ activityId: 42 });
    const q = (await only('/lucky/op.lucky.activity')).query;
    expect(q.refUrl).toBe('https://m.example.com/lucky.html?p=t&ch_src=abc');
    expect(JSON.stringify(q)).not.toContain('secret-token');
  });

  it('sends the ppzb iPad platform 8 and device 2 for iOS specials', async () => {
    const ipad = createApi({
      env: testEnvironment({ hosts: { api: server.base, download: server.base, log: '', track: '' }, client: 'ppzb', isIPad: true, isIOS: true }),
      logger: createRecordingLogger(),
    });
    await ipad.getIosSpecial({ specialId: 301 });
    const q = (await only('/lucky/ios.special.get')).query;
    expect(q).toMatchObject({ special_id: '301', platform: '8', device: '2' });
    expect(q).not.toHaveProperty('specialId');
  });

  it('sends a caller chSrc as ch_src only', async () => {
    await api.getDetail({ appId: 1001, chSrc: 'wx' });
    const q = (await only('/StoreDetailController/detail')).query;
    expect(q.ch_src).toBe('wx');
    expect(q).not.toHaveProperty('chSrc');
    await api.getUcRec({ chSrc: 'uc', count: 5 });
    const u = (await only('/uc/rec')).query;
    expect(u).toMatchObject({ ch_src: 'uc', count: '5' });
    expect(u).not.toHaveProperty('chSrc');
  });

  it('lets the caller override paging defaults', async () => {
    await api.getAllSpecials({ offset: 15, count: 5 });
    expect((await only('/api/proxyNew')).query).toMatchObject({ offset: '15', count: '5' });
  });

  it('builds the download navigation URLs on the download host without a request', async () => {
    expect(api.downloadApkUrl(1001)).toBe(server.base + '/download/apk?appId=1001');
    expect(api.ppApkUrl()).toBe(server.base + '/pp/apk?channel=PP_27');
    expect(api.ppApkUrl('PP_99')).toBe(server.base + '/pp/apk?channel=PP_99');
    expect(await server.requests()).toHaveLength(0);
  });

  it('resolves getPPUrl with the URL string', async () => {
    expect(await api.getPPUrl({ channel: 'PP_27' })).toBe('/pp/apk?channel=PP_27');
  });

  it.each(['DATA_STRING', 'DATA_OBJECT'])('resolves getPPUrl with the URL a success carries in data (%s)', async (channel) => {
    // product-rules §7 "reads response.url or response.data": a 200 with no top-level url.
    const answer = await fetch(server.base + '/pp/url?channel=' + channel);
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty('url');
    expect(await api.getPPUrl({ channel })).toBe('/pp/apk?channel=' + channel);
  });

  it('rejects getPPUrl with msg "empty" when the answer has no url', async () => {
    const e = await api.getPPUrl({ channel: 'EMPTY' }).catch((x: unknown) => x);
    expect(e).toMatchObject({ msg: 'empty' });
  });

  it('takes an HTTP error answer carrying the OK code and data as getPPUrl success', async () => {
    expect(await api.getPPUrl({ channel: 'ERROR_OK' })).toBe('/pp/apk?channel=ERROR_OK');
    // A 500 is retried like any GET; the last error answer is then read.
    expect((await server.requests('/pp/url')).length).toBeGreaterThanOrEqual(1);
  });

  it('parses the key_web_realname config', async () => {
    expect(await api.getRealnameConfig()).toEqual({ isOpen: true, limitCount: 3, ratio: 1, utmSource: ['pc_baidu', 'wx_sg'] });
  });

  it('resolves getRealnameConfig with null and warns when the content is bad', async () => {
    await fetch(server.base + '/__config', { method: 'POST', body: JSON.stringify({ key_web_realname: '{not json' }) });
    const logger = createRecordingLogger();
    const a = createApi({ env: testEnvironment({ hosts: { api: server.base, download: '', log: '', track: '' } }), logger });
    expect(await a.getRealnameConfig()).toBeNull();
    expect(logger.warnings.length).toBe(1);
    expect(String(logger.warnings[0][0])).toContain('key_web_realname');
  });

  it('answers searchSugs raw, in the callback form when asked', async () => {
    expect(await api.searchSugs({ key: '星海' })).toEqual({ r: [{ q: '星海战纪' }] });
    const cb = await api.searchSugs({ key: '星海', cb: 1 });
    expect(cb.wl && cb.wl[0]).toEqual({ q: '星海战纪', at: 1 });
  });

  it('warns once when a lucky call has no channel', async () => {
    const logger = createRecordingLogger();
    const a = createApi({ env: testEnvironment({ hosts: { api: server.base, download: '', log: '', track: '' }, channel: '' }), logger, href: () => '' });
    await a.lucky.activity({ activityId: 42 });
    await a.lucky.activity({ activityId: 42 });
    expect(logger.warnings).toHaveLength(1);
  });

  it('rejects a lucky call without its required key with PARAM_REQUIRED', async () => {
    const e = await api.lucky.activity({} as never).catch((x: unknown) => x);
    expect(e).toMatchObject({ code: ErrorCode.PARAM_REQUIRED });
  });
});
