// @vitest-environment node
/**
 * The generic API wrapper (product-rules §7, §8) against the real fixture server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, ErrorCode, isApiState, PARAM_REQUIRED_MSG } from '../../src/api/index';
import type { Api, ApiOptions, ApiState } from '../../src/api/index';
import { UC_PARAM_STR } from '../../src/api/client';
import { createRecordingLogger, testEnvironment } from '../helpers/context';
import { startFixtureServer } from './fixture-server';
import type { FixtureServer } from './fixture-server';
import { watchTimers } from './timer-log';
import type { TimerLog } from './timer-log';

let server: FixtureServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);

beforeAll(async () => {
  server = await startFixtureServer();
  process.on('unhandledRejection', onUnhandled);
});

afterEach(async () => {
  await server.reset();
});

afterAll(async () => {
  // Let any stray rejection surface before checking: Node reports one once the microtasks of
  // the task that made it have run, so a task later every rejection made so far is reported.
  await new Promise((r) => setImmediate(r));
  process.off('unhandledRejection', onUnhandled);
  await server.close();
  expect(unhandled).toEqual([]);
});

function makeApi(options: Partial<ApiOptions> = {}, env = {}): Api {
  return createApi({
    env: testEnvironment({ hosts: { api: server.base, download: server.base, log: server.base, track: server.base }, ...env }),
    logger: createRecordingLogger(),
    retryBaseMs: 20,
    ...options,
  });
}

/** The state a promise rejects with (fails the test if it resolves). */
async function stateOf(p: Promise<unknown>): Promise<ApiState> {
  try {
    const value = await p;
    throw new Error('expected a rejection, got ' + JSON.stringify(value));
  } catch (e) {
    if (!isApiState(e)) throw e;
    return e;
  }
}

describe('createApi', () => {
  it('resolves with the data of an OK envelope', async () => {
    const data = (await makeApi().getDetail({ appId: 1001 })) as Record<string, unknown>;
    expect(data.name).toBe('星海战纪');
    expect(data.id).toBe(1001);
  });

  it('moves a top-level code and msg into the state', async () => {
    // /download/url answers {code, msg, data} without a state object.
    const data = (await makeApi().getDownloadUrl({ appId: 1001 })) as Record<string, unknown>;
    expect(String(data.url)).toContain('com.xinghai.zhanji');
  });

  it.each([
    ['QUOTA_FULL', ErrorCode.QUOTA_FULL],
    ['NOT_TAOBAO', ErrorCode.NOT_TAOBAO],
    ['USER_UNAUTHENTICATED', ErrorCode.USER_UNAUTHENTICATED],
  ])('rejects with the server state %s', async (_name, code) => {
    const state = await stateOf(makeApi().getDetail({ appId: 1001, __fault: 'code', __code: code } as never));
    expect(state.code).toBe(code);
    expect(state.msg).toBe('注入的错误');
  });

  it('rejects with an unknown server code as it came', async () => {
    const state = await stateOf(makeApi().getDetail({ appId: 424242 }));
    expect(state.code).toBe(5000404);
    expect(state.msg).toBe('应用不存在');
  });

  it.each([['a string', 'appId=1'], ['an array', [1]], ['null', null], ['a number', 7]])(
    'rejects %s as parameters with PARAM_REQUIRED and sends nothing',
    async (_name, params) => {
      await server.reset();
      const state = await stateOf(makeApi().getDetail(params as never));
      expect(state.code).toBe(ErrorCode.PARAM_REQUIRED);
      expect(state.msg).toBe(PARAM_REQUIRED_MSG);
      // product-rules §8: a Chinese message about invalid JSON parameters, word for word.
      expect(state.msg).toBe('参数错误：请求参数必须是合法的 JSON 对象');
      expect(await server.requests('/StoreDetailController/detail')).toHaveLength(0);
    },
  );

  it('rejects a missing required key with PARAM_REQUIRED naming it', async () => {
    const state = await stateOf(makeApi().getScore({ appId: 1001 } as never));
    expect(state.code).toBe(ErrorCode.PARAM_REQUIRED);
    expect(state.msg).toContain('versionId');
  });

  it('times out with TIME_OUT "[url] request timed out" on a server that never answers', async () => {
    // The 150 ms of the option applied, not the default 30 s (DEFAULT_TIMEOUT_MS, src/api/client.ts):
    // with the default the call would outlast the test's own 20 s timeout (vitest.config.ts).
    const state = await stateOf(makeApi({ timeoutMs: 150 }).getRecs({ q: '星', __fault: 'stall' } as never));
    expect(state.code).toBe(ErrorCode.TIME_OUT);
    expect(state.msg).toBe('[' + server.base + '/StoreDetailController/recs] request timed out');
  });

  it('lets one call override the timeout', async () => {
    const state = await stateOf(makeApi().getRecs({ q: '星', __fault: 'stall' } as never, { timeoutMs: 100 }));
    expect(state.code).toBe(ErrorCode.TIME_OUT);
  });

  it('waits for a slow answer inside the timeout', async () => {
    const data = await makeApi({ timeoutMs: 10_000 }).getRecs({ q: '星', __fault: 'delay', __ms: 150 } as never);
    expect(Array.isArray((data as { list: unknown[] }).list)).toBe(true);
  });

  it('gives TIME_OUT when the connection is dropped', async () => {
    const state = await stateOf(makeApi().getRecs({ q: '星', __fault: 'drop' } as never));
    expect(state.code).toBe(ErrorCode.TIME_OUT);
    expect(state.msg).toMatch(/request timed out$/);
  });

  it('gives HTTP_ERROR with the status for HTTP 500 (after the GET retries)', async () => {
    const state = await stateOf(makeApi().getRecs({ q: '星', __fault: 'status', __status: 500 } as never));
    expect(state.code).toBe(ErrorCode.HTTP_ERROR);
    expect(state.status).toBe(500);
    expect(state.msg).toContain('HTTP 500');
  });

  it.each([
    ['an HTML page', 'html', /HTML/],
    ['an empty body', 'empty', /empty/],
    ['malformed JSON', 'badjson', /malformed JSON/],
    ['JSON without a state', 'nostate', /no state/],
  ])('gives BAD_RESPONSE for %s', async (_name, fault, msg) => {
    const state = await stateOf(makeApi().getRecs({ q: '星', __fault: fault } as never));
    expect(state.code).toBe(ErrorCode.BAD_RESPONSE);
    expect(state.msg).toMatch(msg);
  });

  it('cancels with ABORTED when the signal aborts mid-request', async () => {
    const controller = new AbortController();
    const p = makeApi().getRecs({ q: '星', __fault: 'stall' } as never, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const state = await stateOf(p);
    expect(state.code).toBe(ErrorCode.ABORTED);
  });

  it('rejects at once, sending nothing, for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const state = await stateOf(makeApi().getRecs({ q: '王' }, { signal: controller.signal }));
    expect(state.code).toBe(ErrorCode.ABORTED);
    expect(await server.requests('/StoreDetailController/recs')).toHaveLength(0);
  });

  it('sends credentials and looks the global fetch up at call time', async () => {
    const api = makeApi();
    const realFetch = globalThis.fetch;
    const seen: RequestInit[] = [];
    // A host-page wrapper installed after the client was created still sees the call.
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      seen.push(init);
      return realFetch(input, init);
    });
    await api.getSubcates({ appId: 1001 });
    expect(seen).toHaveLength(1);
    expect(seen[0].credentials).toBe('include');
  });

  it('uses an injected fetch before the global one', async () => {
    let calls = 0;
    const f = ((input: string, init: RequestInit) => {
      calls++;
      return fetch(input, init);
    }) as typeof fetch;
    await makeApi({ fetch: f }).getSubcates({ appId: 1001 });
    expect(calls).toBe(1);
  });

  it('gives NO_TRANSPORT when neither fetch nor XMLHttpRequest exists', async () => {
    vi.stubGlobal('fetch', undefined);
    const state = await stateOf(makeApi().getSubcates({ appId: 1001 }));
    expect(state.code).toBe(ErrorCode.NO_TRANSPORT);
  });

  it('adds the UC client-parameter string in the UC browser only', async () => {
    await makeApi({}, { isUC: true }).getSubcates({ appId: 1001 });
    expect((await server.last('/StoreDetailController/subcates')).query.uc_param_str).toBe(UC_PARAM_STR);
    await makeApi().getSubcates({ appId: 1002 });
    expect((await server.last('/StoreDetailController/subcates')).query).not.toHaveProperty('uc_param_str');
  });

  it('adds the identity fields of the provider, the caller’s own values winning', async () => {
    const api = makeApi({ identity: () => Promise.resolve({ utdid: 'UTD-1', uuid: 'UU-1', productId: 2011, aid: '' }) });
    await api.lucky.draw({ activityId: 42, userToken: 'tok-a', utdid: 'mine' });
    const q = (await server.last('/lucky/op.lucky.draw')).query;
    expect(q.utdid).toBe('mine');
    expect(q.uuid).toBe('UU-1');
    expect(q.productId).toBe('2011');
    expect(q).not.toHaveProperty('aid');
  });

  it('fills userToken and userIdType of lucky calls from the provider', async () => {
    const api = makeApi({ identity: () => ({ userToken: 'tok-id', userIdType: 4 }) });
    await api.lucky.userInfo({ activityId: 42 });
    const q = (await server.last('/lucky/op.lucky.userInfo')).query;
    expect(q.userToken).toBe('tok-id');
    expect(q.userIdType).toBe('4');
    await api.getSubcates({ appId: 1001 });
    expect((await server.last('/StoreDetailController/subcates')).query).not.toHaveProperty('userToken');
  });

  it('sends the request without identity when the provider throws', async () => {
    const api = makeApi({
      identity: () => {
        throw new Error('bridge gone');
      },
    });
    await expect(api.getSubcates({ appId: 1001 })).resolves.toBeTruthy();
  });
});

describe('createApi retries', () => {
  it.each([408, 429, 500, 503])('retries a GET twice on %i (3 requests in all)', async (status) => {
    await server.fault({ path: '/StoreDetailController/recs', fault: 'status', status, times: 0 });
    const state = await stateOf(makeApi().getRecs({ q: '星' }));
    expect(state.code).toBe(ErrorCode.HTTP_ERROR);
    expect(await server.requests('/StoreDetailController/recs')).toHaveLength(3);
  });

  it.each([400, 403, 404])('does not retry a GET on %i', async (status) => {
    await server.fault({ path: '/StoreDetailController/recs', fault: 'status', status, times: 0 });
    const state = await stateOf(makeApi().getRecs({ q: '星' }));
    expect(state.status).toBe(status);
    expect(await server.requests('/StoreDetailController/recs')).toHaveLength(1);
  });

  it('succeeds when a retry gets through', async () => {
    await server.fault({ path: '/StoreDetailController/recs', fault: 'status', status: 503, times: 1 });
    const data = await makeApi().getRecs({ q: '星' });
    expect(data).toHaveProperty('list');
    expect(await server.requests('/StoreDetailController/recs')).toHaveLength(2);
  });

  it.each([500, 503, 429])('never retries a POST (%i)', async (status) => {
    await server.fault({ path: '/api/proxyNew', fault: 'status', status, times: 0 });
    const state = await stateOf(makeApi().getPersonalList({}));
    expect(state.status).toBe(status);
    const posts = await server.requests('/api/proxyNew');
    expect(posts).toHaveLength(1);
    expect(posts[0].method).toBe('POST');
  });

  it('sends a draw whose first answer is a 502 once, and rejects so the visitor can try again', async () => {
    await server.fault({ path: '/lucky/op.lucky.draw', fault: 'status', status: 502, times: 1 });
    const api = makeApi();
    const state = await stateOf(api.lucky.draw({ activityId: 42, userToken: 'u1' }));
    expect(state.code).toBe(ErrorCode.HTTP_ERROR);
    expect(state.status).toBe(502);
    expect(await server.requests('/lucky/op.lucky.draw')).toHaveLength(1);
    // The visitor's second tap is a new draw, and it gets through.
    await expect(api.lucky.draw({ activityId: 42, userToken: 'u1' })).resolves.toBeTruthy();
    expect(await server.requests('/lucky/op.lucky.draw')).toHaveLength(2);
  });

  // Contract §6: every call that acts on the server, GET or not, reaches it once per call.
  it.each([
    ['draw', { activityId: 42 }],
    ['drawAll', { activityId: 42 }],
    ['drawFromMulPrizes', { activityId: 42, appId: 1001 }],
    ['drawByAppId', { appId: 1001 }],
    ['addScore', { activityId: 42, type: 0 }],
    ['setAppDownload', { activityId: 42, appId: 1003 }],
    ['updatePrizeInfo', { activityId: 42, recordId: 'R1', userData: { a: 1 } }],
    ['updatePrizeSendStatus', { recordId: 'R1' }],
    ['reSendPrize', { recordId: 'R1' }],
  ] as const)('never retries lucky.%s, which acts on the server (500, 503, 408)', async (name, params) => {
    const path = '/lucky/op.lucky.' + name;
    await server.fault({ path, fault: 'status', status: 503, times: 0 });
    const call = makeApi().lucky[name] as (p: unknown) => Promise<unknown>;
    expect((await stateOf(call({ ...params, userToken: 'u1' }))).status).toBe(503);
    expect(await server.requests(path)).toHaveLength(1);
  });

  it('never retries the reminder, a POST that acts on the server', async () => {
    await server.fault({ path: '/api/proxyNew', fault: 'status', status: 502, times: 0 });
    await stateOf(makeApi().addReminder({ objectId: 1007, objectType: 1, remindTime: 1795000000 }));
    expect(await server.requests('/api/proxyNew')).toHaveLength(1);
  });

  it('still retries a lucky read (the activity) on a 502', async () => {
    await server.fault({ path: '/lucky/op.lucky.activity', fault: 'status', status: 502, times: 1 });
    await expect(makeApi().lucky.activity({ activityId: 42 })).resolves.toBeTruthy();
    expect(await server.requests('/lucky/op.lucky.activity')).toHaveLength(2);
  });

  /** An API whose fetch marks each request and answer in the timer log (the real fetch underneath). */
  function observedApi(log: TimerLog, options: Partial<ApiOptions> = {}): Api {
    const fetchAndMark: typeof fetch = async (input, init) => {
      log.mark('request');
      const res = await fetch(input, init);
      log.mark('answer');
      return res;
    };
    return makeApi({ fetch: fetchAndMark, ...options });
  }

  it('honours Retry-After before retrying', async () => {
    await server.fault({ path: '/StoreDetailController/recs', fault: 'status', status: 429, retryAfter: 1, times: 1 });
    const log = watchTimers();
    try {
      await observedApi(log).getRecs({ q: '星' });
    } finally {
      log.restore();
    }
    expect(await server.requests('/StoreDetailController/recs')).toHaveLength(2);
    // Between the 429 and the retry, the client asked for 1000 ms (Retry-After: 1, over the
    // 20 ms backoff) and sent the retry only once that timer had fired.
    expect(log.between('answer', 0, 'request')).toEqual(['set 1000', 'fired 1000']);
  });

  it('backs off between retries, doubling the delay', async () => {
    await server.fault({ path: '/StoreDetailController/recs', fault: 'status', status: 500, times: 0 });
    const log = watchTimers();
    try {
      await stateOf(observedApi(log, { retryBaseMs: 100 }).getRecs({ q: '星' }));
    } finally {
      log.restore();
    }
    expect(await server.requests('/StoreDetailController/recs')).toHaveLength(3);
    expect(log.between('answer', 0, 'request')).toEqual(['set 100', 'fired 100']);
    expect(log.between('answer', 1, 'request')).toEqual(['set 200', 'fired 200']);
  });

  it('reports the HTTP error rather than waiting past the timeout for a retry', async () => {
    await server.fault({ path: '/StoreDetailController/recs', fault: 'status', status: 503, retryAfter: 60, times: 0 });
    // Retry-After asks for 60 s (retryMaxMs lets it stand) against a 10 s timeout: the retry could
    // not come in time, and the 503 itself is answered well inside 10 s on a busy machine too.
    const state = await stateOf(makeApi({ timeoutMs: 10_000, retryMaxMs: 60_000 }).getRecs({ q: '星' }));
    expect(state.code).toBe(ErrorCode.HTTP_ERROR);
    expect(await server.requests('/StoreDetailController/recs')).toHaveLength(1);
  });
});
