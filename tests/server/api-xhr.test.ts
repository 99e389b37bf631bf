// @vitest-environment node
/**
 * The XMLHttpRequest fallback of the API client (browsers or webviews without fetch), against
 * the real fixture server. The XHR is jsdom's real implementation (it makes real HTTP
 * requests) from a window whose page is on the server's origin, as on the real site.
 */
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, ErrorCode, isApiState } from '../../src/api/index';
import type { Api } from '../../src/api/index';
import { createRecordingLogger, testEnvironment } from '../helpers/context';
import { startFixtureServer } from './fixture-server';
import type { FixtureServer } from './fixture-server';

let server: FixtureServer;
let api: Api;
// jsdom ships no types and @types/jsdom is not installed: load it untyped, describe what we use.
interface Dom {
  window: { XMLHttpRequest: unknown; location: Location; close(): void };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, o: { url: string }) => Dom };
let dom: Dom;

/** The page's globals the client reads: no fetch, jsdom's XMLHttpRequest and location. */
function stubPage(): void {
  vi.stubGlobal('fetch', undefined);
  vi.stubGlobal('XMLHttpRequest', dom.window.XMLHttpRequest);
  vi.stubGlobal('location', dom.window.location);
}

beforeAll(async () => {
  server = await startFixtureServer();
  dom = new JSDOM('<!DOCTYPE html>', { url: server.base + '/lucky.html?p=t&userToken=secret#x' });
  api = createApi({
    env: testEnvironment({ hosts: { api: server.base, download: server.base, log: '', track: '' } }),
    logger: createRecordingLogger(),
    retryBaseMs: 10,
    // As the services give it: the page's window's address, read at call time.
    href: () => dom.window.location.href,
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await server.reset();
});
afterAll(async () => {
  dom.window.close();
  await server.close();
});

describe('createApi without fetch', () => {
  it('falls back to XMLHttpRequest for a GET', async () => {
    stubPage();
    const data = (await api.getDetail({ appId: 1001 })) as Record<string, unknown>;
    expect(data.name).toBe('星海战纪');
  });

  it('falls back to XMLHttpRequest for a form POST', async () => {
    stubPage();
    await api.getAds({ spaceId: 7 });
    const r = await server.last('/api/proxyNew');
    expect(r.method).toBe('POST');
    expect(r.params).toMatchObject({ urlKey: 'adList', spaceId: '7', offset: '0', count: '20' });
  });

  it('still gives clear states through XMLHttpRequest', async () => {
    stubPage();
    const e = await api.getSubcates({ appId: 1001, __fault: 'badjson' } as never).catch((x: unknown) => x);
    expect(isApiState(e) && e.code).toBe(ErrorCode.BAD_RESPONSE);
    const t = await api.getSubcates({ appId: 1001, __fault: 'stall' } as never, { timeoutMs: 100 }).catch((x: unknown) => x);
    expect(isApiState(t) && t.code).toBe(ErrorCode.TIME_OUT);
  });

  it('retries a GET through XMLHttpRequest', async () => {
    stubPage();
    await server.fault({ path: '/StoreDetailController/subcates', fault: 'status', status: 503, times: 2 });
    await expect(api.getSubcates({ appId: 1001 })).resolves.toBeTruthy();
    expect(await server.requests('/StoreDetailController/subcates')).toHaveLength(3);
  });
});

describe('createApi without AbortController (Chrome < 66, iOS Safari < 12.2)', () => {
  it('takes XMLHttpRequest although fetch is there, so a stalled call that times out ends its request', async () => {
    const f = vi.fn();
    vi.stubGlobal('fetch', f);
    vi.stubGlobal('AbortController', undefined);
    vi.stubGlobal('XMLHttpRequest', dom.window.XMLHttpRequest);
    vi.stubGlobal('location', dom.window.location);
    const t = await api.getSubcates({ appId: 1001, __fault: 'stall' } as never, { timeoutMs: 100 }).catch((x: unknown) => x);
    expect(isApiState(t) && t.code).toBe(ErrorCode.TIME_OUT);
    const data = (await api.getDetail({ appId: 1001 })) as Record<string, unknown>;
    expect(data.name).toBe('星海战纪');
    expect(f).not.toHaveBeenCalled();
  });
});

describe('lucky calls in a page', () => {
  it('send refUrl from location.href without query secrets', async () => {
    stubPage();
    await api.lucky.activity({ activityId: 42 });
    expect((await server.last('/lucky/op.lucky.activity')).query.refUrl).toBe(server.base + '/lucky.html?p=t');
  });
});
