import { describe, expect, it, vi } from 'vitest';
import { submitBody, submitInfo, submitTarget } from './submit-info';

const info = { name: ' 张三 ', identity: '11010519491231002x', phone: '13812345678' };

function answer(status: number, text: string) {
  return vi.fn(() => Promise.resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) } as Response));
}

describe('submitTarget', () => {
  it('puts a path on the api host and leaves absolute URLs alone', () => {
    expect(submitTarget('/realname/submit', 'https://api.example')).toBe('https://api.example/realname/submit');
    expect(submitTarget('https://x.example/r', 'https://api.example')).toBe('https://x.example/r');
    expect(submitTarget('//x.example/r', 'https://api.example')).toBe('//x.example/r');
  });
});

describe('submitBody', () => {
  it('form-encodes the trimmed fields with an upper-case X', () => {
    expect(Object.fromEntries(new URLSearchParams(submitBody(info, '7')))).toEqual({
      name: '张三', identity: '11010519491231002X', phone: '13812345678', appId: '7', isLog: '1',
    });
  });

  it('sends isLog=0 when config realname.isLog is false (product-rules §9 isLog, default 1)', () => {
    expect(new URLSearchParams(submitBody(info, '7', false)).get('isLog')).toBe('0');
  });
});

describe('submitInfo', () => {
  it('posts the form with credentials and resolves on the OK code', async () => {
    const fetch = answer(200, '{"state":{"code":2000000}}');
    await submitInfo({ url: '/realname/submit', apiHost: '', info, appId: '7', fetch });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/realname/submit');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('resolves for an empty 2xx answer', async () => {
    await expect(submitInfo({ url: '/s', apiHost: '', info, appId: '7', fetch: answer(204, '') })).resolves.toBeUndefined();
  });

  it('rejects an error code or an HTTP error, without personal data in the state', async () => {
    for (const fetch of [answer(200, '{"code":5000406,"msg":"未登录"}'), answer(500, 'x'), vi.fn(() => Promise.reject(new TypeError('net')))]) {
      const error = await submitInfo({ url: '/s', apiHost: '', info, appId: '7', fetch: fetch as unknown as typeof globalThis.fetch }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
      expect(JSON.stringify(error)).not.toMatch(/张三|11010519491231002|13812345678/);
    }
  });
});
