import { describe, expect, it, vi } from 'vitest';
import { parseDownloadMode, resolveDownloadUrl, urlOfAnswer } from './download-url';

const api = (over: Record<string, unknown> = {}) => ({
  downloadApkUrl: (id: string | number) => 'https://dl.example/download/apk?appId=' + id,
  getDownloadUrl: vi.fn(() => Promise.resolve({ url: '/download/file/a.apk' })),
  getDownloadUrlDot: vi.fn(() => Promise.resolve({ data: { url: 'https://cdn.example/b.apk' } })),
  ...over,
});

describe('parseDownloadMode', () => {
  it('reads url and dot, anything else is apk', () => {
    expect([parseDownloadMode('url'), parseDownloadMode(' DOT '), parseDownloadMode(null), parseDownloadMode('x')]).toEqual(['url', 'dot', 'apk', 'apk']);
  });
});

describe('urlOfAnswer', () => {
  it('finds a URL in the shapes servers send, and nothing in garbage', () => {
    expect(urlOfAnswer('https://a/b.apk')).toBe('https://a/b.apk');
    expect(urlOfAnswer({ downloadUrl: '/x.apk' })).toBe('/x.apk');
    expect(urlOfAnswer({ data: { url: '//cdn/x.apk' } })).toBe('//cdn/x.apk');
    expect(urlOfAnswer({ url: 'javascript:alert(1)' })).toBeNull();
    expect(urlOfAnswer(42)).toBeNull();
  });
});

describe('resolveDownloadUrl', () => {
  it('uses /download/apk by default without a request', async () => {
    const a = api();
    expect(await resolveDownloadUrl(a as never, '5', 'apk', '')).toBe('https://dl.example/download/apk?appId=5');
    expect(a.getDownloadUrl).not.toHaveBeenCalled();
  });

  it('asks /download/url and /download/url/dot', async () => {
    const a = api();
    expect(await resolveDownloadUrl(a as never, '5', 'url', '')).toBe('/download/file/a.apk');
    expect(await resolveDownloadUrl(a as never, '5', 'dot', 'r9')).toBe('https://cdn.example/b.apk');
    expect(a.getDownloadUrlDot).toHaveBeenCalledWith({ appId: '5', apprd: 'r9' });
  });

  it('falls back to /download/apk when the lookup fails or answers no URL', async () => {
    const a = api({ getDownloadUrl: vi.fn(() => Promise.reject({ code: -1 })), getDownloadUrlDot: vi.fn(() => Promise.resolve({})) });
    expect(await resolveDownloadUrl(a as never, '5', 'url', '')).toBe('https://dl.example/download/apk?appId=5');
    expect(await resolveDownloadUrl(a as never, '5', 'dot', '')).toBe('https://dl.example/download/apk?appId=5');
  });
});
