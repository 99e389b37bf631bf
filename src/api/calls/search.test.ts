import { describe, expect, it } from 'vitest';
import { parseRealnameConfig } from './search';

describe('parseRealnameConfig', () => {
  it('reads JSON text with a comma list of utm sources', () => {
    expect(parseRealnameConfig('{"isOpen":1,"limitCount":"3","ratio":0.5,"utmSource":"pc_baidu, wx_sg,"}')).toEqual({
      isOpen: true, limitCount: 3, ratio: 0.5, utmSource: ['pc_baidu', 'wx_sg'],
    });
  });

  it('reads an object and a closed config', () => {
    expect(parseRealnameConfig({ isOpen: 0, limitCount: 1, ratio: 1 })).toEqual({ isOpen: false, limitCount: 1, ratio: 1, utmSource: [] });
  });

  it.each(['{bad', '[]', '"x"', '{"isOpen":1}', null, 5])('gives null for %j', (content) => {
    expect(parseRealnameConfig(content)).toBeNull();
  });
});
