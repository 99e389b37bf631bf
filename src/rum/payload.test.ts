import { describe, it, expect } from 'vitest';
import { platformOf, rumFields, type RumSnapshot } from './payload';
import type { Environment } from '../base-types';

const env = (over: Partial<Environment> = {}) =>
  ({ isHarmony: false, isIOS: false, isAndroid: true, isMobile: true, inAppBrowser: 'wechat', client: null, ...over }) as Environment;

const snapshot = (over: Partial<RumSnapshot> = {}): RumSnapshot => ({
  version: '0.1.0',
  page: 'detail',
  env: env(),
  connection: { saveData: true, type: '3g' },
  missing: [],
  delays: {},
  errors: {},
  ...over,
});

describe('rumFields', () => {
  it('sends the vitals rounded with their widgets, the environment decision, page and version', () => {
    const fields = rumFields(
      snapshot({
        lcp: { value: 1840.4, widget: 'download' },
        cls: { value: 0.01234, widget: 'page' },
        inp: { value: 96.6, widget: 'header' },
        ttfb: { value: 210.2, widget: 'page' },
        delays: { download: 412, header: 35 },
        errors: { 'lucky.rendering': 2 },
      }),
    );
    expect(fields).toMatchObject({
      v: '0.1.0', pg: 'detail', plat: 'android', iab: 'wechat', sd: 1, ct: '3g',
      lcp: 1840, lcp_w: 'download', cls: 0.012, cls_w: 'page', inp: 97, inp_w: 'header', ttfb: 210,
      ia: 'download:412,header:35', err: 'lucky.rendering:2',
    });
    expect(fields.na).toBeUndefined();
    expect(fields.cli).toBeUndefined();
  });

  it('leaves absent metrics out and says what the browser cannot measure', () => {
    const fields = rumFields(snapshot({ connection: null, missing: ['lcp', 'cls', 'inp', 'conn'], ttfb: { value: 300, widget: 'page' } }));
    expect(fields.lcp).toBeUndefined();
    expect(fields.inp_w).toBeUndefined();
    expect(fields.sd).toBeUndefined();
    expect(fields.na).toBe('lcp,cls,inp,conn');
  });

  it('sends only names shaped like widget names: anything else is "page" or left out', () => {
    const fields = rumFields(
      snapshot({
        lcp: { value: 1, widget: '13987654321' },
        delays: { 'a b': 1, '<x>': 2, search: 3 },
        errors: { 'Zhang San.rendering': 1 },
      }),
    );
    expect(fields.lcp_w).toBe('page');
    expect(fields.ia).toBe('search:3');
    expect(fields.err).toBeUndefined();
  });
});

describe('platformOf', () => {
  it('names the platform of the environment decision', () => {
    expect(platformOf(env({ isHarmony: true, isAndroid: false }))).toBe('harmony');
    expect(platformOf(env({ isIOS: true, isAndroid: false }))).toBe('ios');
    expect(platformOf(env({ isAndroid: false, isMobile: false }))).toBe('desktop');
    expect(platformOf(env({ isAndroid: false }))).toBe('mobile');
  });
});
