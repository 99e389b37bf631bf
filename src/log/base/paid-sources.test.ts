import { describe, expect, it } from 'vitest';
import { isDesktopPaidSource, isPaidSource, PAID_SOURCES } from './paid-sources';

describe('isPaidSource', () => {
  it.each(['pc_baidu', 'pc_sg', 'pc_adwords', 'pc_tx', 'pc_rr', 'wx_baidu', 'wx_sg', 'wx_sm', 'wx_360'])('accepts %s', (name) => {
    expect(isPaidSource(name)).toBe(true);
  });

  it.each(['', 'baidu', 'pc_', 'wx_google', null, undefined, 360, {}])('rejects %j', (name) => {
    expect(isPaidSource(name)).toBe(false);
  });

  it('ignores case and blanks', () => {
    expect(isPaidSource(' WX_SM ')).toBe(true);
  });
});

describe('isDesktopPaidSource', () => {
  it.each([...PAID_SOURCES.desktop])('accepts desktop source %s', (name) => {
    expect(isDesktopPaidSource(name)).toBe(true);
  });

  it.each([...PAID_SOURCES.mobile])('rejects mobile source %s', (name) => {
    expect(isDesktopPaidSource(name)).toBe(false);
  });

  it('holds the product-rules §9 lists', () => {
    expect(PAID_SOURCES.desktop).toEqual(['pc_baidu', 'pc_sg', 'pc_adwords', 'pc_tx', 'pc_rr']);
    expect(PAID_SOURCES.mobile).toEqual(['wx_baidu', 'wx_sg', 'wx_sm', 'wx_360']);
  });
});

describe('paidSourceName', () => {
  it('names a paid source as the rules write it, and nothing else', async () => {
    const { paidSourceName } = await import('./paid-sources');
    expect(paidSourceName(' WX_SM ')).toBe('wx_sm');
    expect(paidSourceName('pc_baidu')).toBe('pc_baidu');
    expect(paidSourceName('newsletter')).toBe('');
    expect(paidSourceName(undefined)).toBe('');
  });
});
