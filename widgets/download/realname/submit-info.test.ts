import { describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/api/client';
import { ErrorCode } from '../../../src/api/errors';
import type { ApiOptions } from '../../../src/api/api-types';
import { createRecordingLogger, testEnvironment } from '../../../tests/helpers/context';
import { submitInfo, submitParams } from './submit-info';

const info = { name: ' 张三 ', identity: '11010519491231002x', phone: '13812345678' };
const PERSONAL = /张三|11010519491231002|13812345678|%E5%BC%A0/i;

/** A fetch that gives every request the same answer. */
function answer(status: number, text: string, contentType = 'application/json') {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(status === 204 ? null : text, { status, headers: { 'content-type': contentType } })),
  );
}

/** The library's client on an api host, with the given fetch. */
function client(fetch: unknown, more: Partial<ApiOptions> = {}) {
  const env = testEnvironment({ hosts: { api: 'https://api.example', download: '', log: '', track: '' } });
  return createClient({ env, logger: createRecordingLogger(), fetch: fetch as typeof globalThis.fetch, ...more });
}

const submit = (fetch: unknown, url = '/realname/submit', more: Partial<ApiOptions> = {}) =>
  submitInfo(client(fetch, more), { url, info, appId: '7' });

describe('submitParams', () => {
  it('gives the trimmed fields with an upper-case X', () => {
    expect(submitParams(info, '7')).toEqual({
      name: '张三', identity: '11010519491231002X', phone: '13812345678', appId: '7', isLog: '1',
    });
  });

  it('sends isLog=0 when config realname.isLog is false (product-rules §9 isLog, default 1)', () => {
    expect(submitParams(info, '7', false).isLog).toBe('0');
  });
});

describe('submitInfo', () => {
  it('posts the form with credentials, the personal data in the body only, and resolves on the OK code', async () => {
    const fetch = answer(200, '{"state":{"code":2000000}}');
    await submit(fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example/realname/submit');
    expect(url).not.toMatch(PERSONAL);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(init!.body)))).toEqual({
      name: '张三', identity: '11010519491231002X', phone: '13812345678', appId: '7', isLog: '1',
    });
  });

  it('puts a path on the api host and leaves whole URLs alone', async () => {
    for (const [given, sent] of [
      ['/realname/submit', 'https://api.example/realname/submit'],
      ['https://x.example/r', 'https://x.example/r'],
      ['//x.example/r', '//x.example/r'],
    ]) {
      const fetch = answer(200, '{"code":2000000}');
      await submit(fetch, given);
      expect(fetch.mock.calls[0]![0]).toBe(sent);
    }
  });

  it('adds the client’s identity fields, as every call of the library', async () => {
    const fetch = answer(200, '{"code":2000000}');
    await submit(fetch, '/realname/submit', { identity: () => ({ utdid: 'u-1', ch: 'PP_1' }) });
    const body = new URLSearchParams(String(fetch.mock.calls[0]![1]!.body));
    expect(body.get('utdid')).toBe('u-1');
    expect(body.get('ch')).toBe('PP_1');
    expect(body.get('name')).toBe('张三');
  });

  // Behaviour changed: a 2xx answer that is not the expected JSON (empty, an HTML page) used
  // to count as a registration; now it is a failure, as for every call of the client.
  it('rejects a 2xx answer that is not the expected JSON: empty, HTML, or without a state', async () => {
    for (const fetch of [
      answer(204, ''),
      answer(200, '<!doctype html><title>登录</title>', 'text/html'),
      answer(200, '{"registered":true}'),
    ]) {
      await expect(submit(fetch)).rejects.toMatchObject({ code: ErrorCode.BAD_RESPONSE });
    }
  });

  it('never repeats the POST: a 502 page is one request and a failure', async () => {
    const fetch = answer(502, '<html><body>502 Bad Gateway</body></html>', 'text/html');
    await expect(submit(fetch, '/realname/submit', { retryBaseMs: 0 })).rejects.toMatchObject({ code: ErrorCode.HTTP_ERROR, status: 502 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects with TIME_OUT when no answer comes in time, after one request', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(() => new Promise<Response>(() => undefined));
      const pending = submit(fetch).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(30000);
      expect(await pending).toEqual({ code: ErrorCode.TIME_OUT, msg: '[https://api.example/realname/submit] request timed out' });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an error code, an HTTP error or a network error, without personal data in the state', async () => {
    for (const fetch of [answer(200, '{"code":5000406,"msg":"未登录"}'), answer(500, 'x', 'text/plain'), vi.fn(() => Promise.reject(new TypeError('net')))]) {
      const error = await submit(fetch).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
      expect(JSON.stringify(error)).not.toMatch(PERSONAL);
    }
  });
});
