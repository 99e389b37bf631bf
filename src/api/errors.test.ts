import { describe, expect, it } from 'vitest';
import { ErrorCode, apiState, isApiState, timeoutState, toApiState } from './errors';

describe('ErrorCode', () => {
  it('holds the product-rules §8 catalogue', () => {
    expect([ErrorCode.OK, ErrorCode.QUOTA_FULL, ErrorCode.NOT_TAOBAO, ErrorCode.USER_UNAUTHENTICATED, ErrorCode.TIME_OUT, ErrorCode.PARAM_REQUIRED]).toEqual([
      2000000, 5090002, 5050017, 5000406, -1, -2,
    ]);
  });
});

describe('isApiState', () => {
  it('accepts {code: number, msg: string} only', () => {
    expect(isApiState({ code: 1, msg: '' })).toBe(true);
    expect(isApiState({ code: '1', msg: '' })).toBe(false);
    expect(isApiState(new Error('x'))).toBe(false);
    expect(isApiState(null)).toBe(false);
  });
});

describe('timeoutState', () => {
  it('says [url] request timed out', () => {
    expect(timeoutState('/search/sugs')).toEqual({ code: -1, msg: '[/search/sugs] request timed out' });
  });
});

describe('toApiState', () => {
  it('keeps a state and wraps anything else', () => {
    const s = apiState(5, 'x');
    expect(toApiState(s, '/u')).toBe(s);
    expect(toApiState(new Error('boom'), '/u')).toEqual({ code: ErrorCode.BAD_RESPONSE, msg: '[/u] boom' });
  });
});
