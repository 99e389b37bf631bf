import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './create-api';
import { createClient } from './client';
import { contentCalls } from './content/content-calls';
import { ErrorCode } from './errors';
import { createRecordingLogger, testEnvironment } from '../../tests/helpers/context';

const options = () => ({ env: testEnvironment(), logger: createRecordingLogger() });

/** A fetch that answers every request with one OK envelope and records the URLs. */
function okFetch(urls: string[]): typeof fetch {
  return ((url: string) => {
    urls.push(url);
    return Promise.resolve(new Response('{"state":{"code":2000000,"msg":"ok"},"data":{"list":[]}}', { headers: { 'content-type': 'application/json' } }));
  }) as unknown as typeof fetch;
}

afterEach(() => {
  vi.doUnmock('./content/content-calls');
  vi.resetModules();
});

describe('createApi', () => {
  it('has every call of src/api/content/, api.lucky included, under the same names', () => {
    const api = createApi(options()) as unknown as Record<string, unknown>;
    const content = contentCalls(createClient(options())) as unknown as Record<string, unknown>;
    for (const name of Object.keys(content)) expect(typeof api[name], name).toBe(name === 'lucky' ? 'object' : 'function');
    expect(Object.keys(api.lucky as object).sort()).toEqual(Object.keys(content.lucky as object).sort());
    const own = ['options', 'client', 'searchSugs', 'getConfigList', 'getRealnameConfig', 'downloadApkUrl', 'ppApkUrl', 'getDownloadUrl', 'getDownloadUrlDot', 'getPPUrl'];
    expect(Object.keys(api).sort()).toEqual(own.concat(Object.keys(content)).sort());
  });

  it('forwards a content call and a lucky call to their code, on the one client', async () => {
    const urls: string[] = [];
    const api = createApi({ ...options(), fetch: okFetch(urls) });
    await expect(api.getScore({ appId: 1, versionId: 2 })).resolves.toEqual({ list: [] });
    await expect(api.lucky.activity({ activityId: 42 })).resolves.toEqual({ list: [] });
    expect(urls[0]).toMatch(/^\/StoreDetailController\/score\?/);
    expect(urls[1]).toMatch(/^\/lucky\/op\.lucky\.activity\?/);
  });

  it('passes a call’s own rejection on unchanged', async () => {
    const api = createApi({ ...options(), fetch: okFetch([]) });
    await expect(api.getScore({ appId: 1 } as never)).rejects.toMatchObject({ code: ErrorCode.PARAM_REQUIRED });
  });

  it('rejects with TIME_OUT when the content calls’ code does not load, and loads it again at the next call', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('./content/content-calls', async (importOriginal) => {
      if (fail) throw new Error('chunk failed');
      return importOriginal();
    });
    const { createApi: create } = await import('./create-api');
    const api = create({ ...options(), fetch: okFetch([]) });
    await expect(api.getScore({ appId: 1, versionId: 2 })).rejects.toEqual({ code: ErrorCode.TIME_OUT, msg: '[getScore] request timed out' });
    fail = false;
    vi.resetModules();
    await expect(api.lucky.draw({ activityId: 1 })).resolves.toEqual({ list: [] });
  });
});
