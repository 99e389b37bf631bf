// @vitest-environment node
/**
 * The fixture server itself (server/api): the stateful lucky draw through the real client,
 * fault injection, the request log and the logging endpoints.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, ErrorCode, isApiState, toList, normalizeApp } from '../../src/api/index';
import type { Api, ApiState } from '../../src/api/index';
import { createRecordingLogger, testEnvironment } from '../helpers/context';
import { startFixtureServer } from './fixture-server';
import type { FixtureServer } from './fixture-server';
import { watchTimers } from './timer-log';

let server: FixtureServer;
let api: Api;

beforeAll(async () => {
  server = await startFixtureServer();
  api = createApi({
    env: testEnvironment({ hosts: { api: server.base, download: server.base, log: server.base, track: server.base } }),
    logger: createRecordingLogger(),
    retryBaseMs: 10,
  });
});
afterEach(() => server.reset());
afterAll(() => server.close());

async function stateOf(p: Promise<unknown>): Promise<ApiState> {
  const e = await p.then(
    (v) => {
      throw new Error('expected a rejection, got ' + JSON.stringify(v));
    },
    (x: unknown) => x,
  );
  if (!isApiState(e)) throw e;
  return e;
}

describe('fixture lucky draw', () => {
  it('consumes the one starting chance, then answers QUOTA_FULL', async () => {
    const first = (await api.lucky.draw({ activityId: 42, userToken: 'alice' })) as { chances: number };
    expect(first.chances).toBe(0);
    expect((await stateOf(api.lucky.draw({ activityId: 42, userToken: 'alice' }))).code).toBe(ErrorCode.QUOTA_FULL);
  });

  it('keeps chances per user token', async () => {
    await api.lucky.draw({ activityId: 42, userToken: 'alice' });
    await expect(api.lucky.draw({ activityId: 42, userToken: 'bob' })).resolves.toBeTruthy();
  });

  it('grants one chance per app downloaded, once per app', async () => {
    await api.lucky.draw({ activityId: 42, userToken: 'carol' });
    const a = (await api.lucky.setAppDownload({ activityId: 42, appId: 1003, userToken: 'carol' })) as Record<string, unknown>;
    expect(a).toMatchObject({ granted: true, chances: 1 });
    const again = (await api.lucky.setAppDownload({ activityId: 42, appId: 1003, userToken: 'carol' })) as Record<string, unknown>;
    expect(again).toMatchObject({ granted: false, chances: 1 });
    const state = (await api.lucky.getAppState({ activityId: 42, appIds: [1003, 1006], userToken: 'carol' } as never)) as { list: Array<Record<string, unknown>> };
    expect(state.list.map((x) => x.downloaded)).toEqual([true, false]);
    await api.lucky.draw({ activityId: 42, userToken: 'carol' });
  });

  it('answers USER_UNAUTHENTICATED without a token', async () => {
    expect((await stateOf(api.lucky.draw({ activityId: 42 }))).code).toBe(ErrorCode.USER_UNAUTHENTICATED);
    expect((await stateOf(api.lucky.isTbId({}))).code).toBe(ErrorCode.USER_UNAUTHENTICATED);
  });

  it('answers NOT_TAOBAO for the documented token u-not-taobao', async () => {
    expect((await stateOf(api.lucky.draw({ activityId: 42, userToken: 'u-not-taobao' }))).code).toBe(ErrorCode.NOT_TAOBAO);
    expect((await stateOf(api.lucky.isTbId({ userToken: 'u-not-taobao' }))).code).toBe(ErrorCode.NOT_TAOBAO);
    expect(await api.lucky.isTbId({ userToken: 'alice' })).toEqual({ isTbId: true });
  });

  it('starts tokens beginning with u-nochance without chances', async () => {
    expect((await stateOf(api.lucky.draw({ activityId: 42, userToken: 'u-nochance-1' }))).code).toBe(ErrorCode.QUOTA_FULL);
  });

  it('records prizes, lists them and stores the prize info', async () => {
    const token = 'dave';
    // Draw sequence of activity 42: thanks, gift pack, …; a check-in grants one more chance.
    await api.lucky.draw({ activityId: 42, userToken: token });
    await api.lucky.addScore({ activityId: 42, type: 1, userToken: token });
    const won = (await api.lucky.draw({ activityId: 42, userToken: token })) as { won: boolean; recordId: string; prize: { name: string } };
    expect(won.won).toBe(true);
    expect(won.prize.name).toBe('游戏礼包');
    const prizes = (await api.lucky.getUserPrizes({ userToken: token })) as unknown;
    const list = toList<Record<string, unknown>>(prizes);
    expect(list).toHaveLength(1);
    expect(list[0].recordId).toBe(won.recordId);
    await api.lucky.updatePrizeInfo({ activityId: 42, recordId: won.recordId, userData: { address: '北京市' }, userToken: token });
    const after = toList<Record<string, unknown>>(await api.lucky.getUserPrizes({ userToken: token }));
    expect(JSON.parse(String(after[0].userData))).toEqual({ address: '北京市' });
    const roll = (await api.lucky.userPrizeInfo({ activityId: 42, userToken: token })) as { list: unknown[]; myPrizes: unknown[] };
    expect(roll.myPrizes).toHaveLength(1);
    expect(roll.list.length).toBeGreaterThan(1);
  });

  it('refuses a second check-in on the same day with QUOTA_FULL', async () => {
    await api.lucky.addScore({ activityId: 42, type: 1, userToken: 'erin' });
    expect((await stateOf(api.lucky.addScore({ activityId: 42, type: 1, userToken: 'erin' }))).code).toBe(ErrorCode.QUOTA_FULL);
  });

  it('forgets everything on POST /__reset', async () => {
    await api.lucky.draw({ activityId: 42, userToken: 'frank' });
    await server.reset();
    await expect(api.lucky.draw({ activityId: 42, userToken: 'frank' })).resolves.toBeTruthy();
  });

  it('serves apps that normalizeApp reads completely', async () => {
    const apps = toList((await api.lucky.activity({ activityId: 42 }) as { apps: unknown[] }).apps).map(normalizeApp);
    expect(apps.length).toBe(6);
    for (const app of apps) {
      expect(app).not.toBeNull();
      expect(app!.name).not.toBe('');
      expect(app!.iconUrl).toMatch(/^\/img\/app-\d+\.svg$/);
      expect(typeof app!.size).toBe('number');
      expect(typeof app!.downloadCount).toBe('number');
    }
  });
});

describe('fixture faults', () => {
  it('applies a fault to the next `times` requests only', async () => {
    await server.fault({ path: '/StoreDetailController/subcates', fault: 'html', times: 2 });
    expect((await stateOf(api.getSubcates({ appId: 1001 }))).code).toBe(ErrorCode.BAD_RESPONSE);
    expect((await stateOf(api.getSubcates({ appId: 1001 }))).code).toBe(ErrorCode.BAD_RESPONSE);
    await expect(api.getSubcates({ appId: 1001 })).resolves.toBeTruthy();
  });

  it('keeps a fault with times 0 until DELETE /__faults', async () => {
    await server.fault({ path: '/StoreDetailController/subcates', fault: 'empty', times: 0 });
    for (let i = 0; i < 3; i++) expect((await stateOf(api.getSubcates({ appId: 1001 }))).code).toBe(ErrorCode.BAD_RESPONSE);
    await fetch(server.base + '/__faults', { method: 'DELETE' });
    await expect(api.getSubcates({ appId: 1001 })).resolves.toBeTruthy();
  });

  it('refuses an unknown fault with 400', async () => {
    const res = await fetch(server.base + '/__faults', { method: 'POST', body: JSON.stringify({ path: '/x', fault: 'explode' }) });
    expect(res.status).toBe(400);
  });

  it('delays by ms', async () => {
    await server.fault({ path: '/StoreDetailController/subcates', fault: 'delay', ms: 300 });
    const log = watchTimers();
    try {
      await api.getSubcates({ appId: 1001 }).then(() => log.mark('answered'));
    } finally {
      log.restore();
    }
    // The server asked for a 300 ms timer for this request and answered only once it had fired.
    const held = log.events.filter((e) => e === 'set 300' || e === 'fired 300' || e === 'answered');
    expect(held).toEqual(['set 300', 'fired 300', 'answered']);
  });

  it('faults a static path too (the runtime’s chunk failure tests)', async () => {
    await server.fault({ path: '/static/pp-widgets.js', fault: 'status', status: 503 });
    expect((await fetch(server.base + '/static/pp-widgets.js')).status).toBe(503);
    expect((await fetch(server.base + '/static/pp-widgets.js')).status).toBe(404);
  });
});

describe('fixture logging endpoints and request log', () => {
  it.each([
    ['a beacon (text/plain)', 'text/plain;charset=UTF-8', 'appId=1001&ppz=5'],
    ['a form', 'application/x-www-form-urlencoded', 'appId=1001&ppz=5'],
    ['JSON', 'application/json', '{"appId":"1001","ppz":"5"}'],
  ])('accepts %s on /log/click and records its fields', async (_name, type, body) => {
    const res = await fetch(server.base + '/log/click', { method: 'POST', headers: { 'content-type': type }, body });
    expect(res.status).toBe(204);
    const [r] = await server.requests('/log/click');
    expect(r.body).toBe(body);
    expect(r.params).toEqual({ appId: '1001', ppz: '5' });
  });

  it.each(['/log/activity', '/log/access', '/log/search'])('answers POST %s with 204', async (path) => {
    expect((await fetch(server.base + path, { method: 'POST', body: 'a=1' })).status).toBe(204);
  });

  it('answers an image ping to /collect with a GIF', async () => {
    const res = await fetch(server.base + '/collect?t=pv&id=x');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect((await server.last('/collect')).query).toEqual({ t: 'pv', id: 'x' });
  });

  it('filters the log by path and clears it on DELETE', async () => {
    await fetch(server.base + '/log/access', { method: 'POST', body: 'x=1' });
    await fetch(server.base + '/log/search', { method: 'POST', body: 'y=2' });
    expect((await server.requests('/log/access')).map((r) => r.params)).toEqual([{ x: '1' }]);
    await fetch(server.base + '/__requests', { method: 'DELETE' });
    expect(await server.requests()).toEqual([]);
  });

  it('lists a request only once its body has arrived, so a poll never sees it half read', async () => {
    const { request } = await import('node:http');
    const url = new URL(server.base + '/log/click');
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20' } });
    const answered = new Promise<void>((resolve) => req.on('response', (res) => { res.resume(); res.on('end', resolve); }));
    // A complete request first, so the log's sequence numbers have a start to count from.
    await fetch(server.base + '/log/access', { method: 'POST', body: 'probe=start' });
    req.write('appId=1003&');
    // The headers and half the body are at the server: it has logged the request (its number
    // is taken) but must not list it yet. Complete requests sent until one is listed past a
    // missing number show that moment has come.
    const seqs = async () => ((await server.requests()) as unknown as Array<{ seq: number }>).map((r) => r.seq);
    for (let probe = 0; ; probe++) {
      await fetch(server.base + '/log/access', { method: 'POST', body: 'probe=' + probe });
      const list = await seqs();
      if (list.some((seq, i) => i > 0 && seq !== list[i - 1] + 1)) break;
      if (probe > 500) throw new Error('the server never logged the half-sent request');
    }
    expect(await server.requests('/log/click')).toEqual([]);
    req.end('type=dl01');
    await answered;
    expect((await server.requests('/log/click')).map((r) => r.params)).toEqual([{ appId: '1003', type: 'dl01' }]);
  });

  it('serves the fixture icons', async () => {
    const res = await fetch(server.base + '/img/app-1001.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it('redirects /download/apk to the package file', async () => {
    const res = await fetch(server.base + '/download/apk?appId=1001', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/download/file/com.xinghai.zhanji.apk');
    const file = await fetch(server.base + '/download/apk?appId=1001');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(file.headers.get('content-disposition')).toContain('attachment');
  });
});

describe('fixture CORS (a page on another origin, docs/fixtures.md)', () => {
  const APP = 'http://127.0.0.1:5173';

  it('allows the page\'s own origin with credentials, never *', async () => {
    const res = await fetch(server.base + '/StoreDetailController/comment?appId=1001&page=1', { headers: { Origin: APP, Cookie: 'sid=s1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toBe('Origin');
    expect((await server.last('/StoreDetailController/comment')).headers.cookie).toBe('sid=s1');
  });

  it('answers a preflight with 204 and the methods, and records nothing', async () => {
    const res = await fetch(server.base + '/api/proxyNew', {
      method: 'OPTIONS',
      headers: { Origin: APP, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(await server.requests('/api/proxyNew')).toEqual([]);
  });

  it('sends no CORS header to a same-origin request', async () => {
    const res = await fetch(server.base + '/StoreDetailController/comment?appId=1001&page=1');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
