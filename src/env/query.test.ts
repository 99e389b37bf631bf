import { describe, expect, it } from 'vitest';
import { queryParam, readQuery } from './query';

describe('readQuery', () => {
  it('reads p, ch_src, debug and utm_source', () => {
    expect(readQuery('?p=sq&ch_src=tb_helper&debug=testa&utm_source=pc_baidu&x=1')).toEqual({
      p: 'sq',
      chSrc: 'tb_helper',
      debug: 'testa',
      utmSource: 'pc_baidu',
    });
  });

  it('gives null for absent parameters and for non-strings', () => {
    expect(readQuery('')).toEqual({ p: null, chSrc: null, debug: null, utmSource: null });
    expect(readQuery(undefined)).toEqual({ p: null, chSrc: null, debug: null, utmSource: null });
  });
});

describe('queryParam', () => {
  it('decodes values, plus as space, first occurrence wins', () => {
    expect(queryParam('?q=%E4%B8%AD+a&q=2', 'q')).toBe('中 a');
  });

  it('keeps malformed escapes as written instead of throwing', () => {
    expect(queryParam('?ch_src=%E4%zz', 'ch_src')).toBe('%E4%zz');
  });

  it('returns an empty string for a bare key', () => {
    expect(queryParam('?debug', 'debug')).toBe('');
    expect(queryParam('debug=dev', 'debug')).toBe('dev');
  });
});
