import { describe, expect, it } from 'vitest';
import { createBaseLog, type LogOptions } from './base-log';
import { createLog, extendLog } from '../create-log';
import { createFakeWindow, fakeEnv, formFields, type FakeWindowOptions } from '../../../tests/helpers/fake-log-window';
import { createFakeLogger } from '../../../tests/helpers/spy-logger';

function options(fake: { win: Window }): LogOptions {
  let n = 0;
  const data = new Map<string, unknown>();
  return {
    env: fakeEnv(),
    logger: createFakeLogger(),
    win: fake.win,
    clock: { now: () => 1700000000000, random: () => ((n++ * 7) % 16) / 16 },
    store: { get: <T,>(k: string) => (data.has(k) ? (data.get(k) as T) : null), set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) },
  };
}

/** What a page view sends (src/log/base/visit-log.ts), through `log`. */
function pageView(log: { access(f?: object): void; track(kind: 'pv', f?: object): void }) {
  const fields = { page: 'detail', source: 1000, trafficSource: 'search', paidSource: 'wx_sm', client: '' };
  log.access(fields);
  log.track('pv', fields);
}

describe('createBaseLog', () => {
  const cases: Array<[string, FakeWindowOptions]> = [
    ['by beacon', { referrer: 'https://m.baidu.com/s?wd=x&phone=13812345678' }],
    ['without a beacon (keepalive fetch, image ping)', { beacon: 'missing', keepalive: true }],
    ['with personal data in the page URL', { href: 'https://www.25pp.com/d?mobile=13812345678&x=1', keepalive: true }],
    ['when every channel refuses (XHR, image)', { beacon: 'false', uc: 'throw', fetch: 'throw' }],
  ];
  it.each(cases)('sends a page view exactly as the whole log does, %s', async (_name, windowOptions) => {
    const sent = [];
    for (const make of [createBaseLog, createLog]) {
      const fake = createFakeWindow(windowOptions);
      pageView(make(options(fake)));
      await fake.settle();
      sent.push(fake.attempts);
    }
    expect(sent[0].length).toBeGreaterThanOrEqual(2);
    expect(sent[0]).toEqual(sent[1]);
    expect(formFields(sent[0][0].body)).toMatchObject({ ppz: '5', ch_src: 'pp_search', ch: 'pp', page: 'detail', paidSource: 'wx_sm' });
  });
});

describe('extendLog', () => {
  it('builds the whole log on a base already there: one tracking id, one dispose', async () => {
    const fake = createFakeWindow();
    const base = createBaseLog(options(fake));
    const id = base.trackId();
    const log = extendLog(base, createFakeLogger());
    expect(log.trackId()).toBe(id);
    log.click({ appId: 1 });
    log.dispose();
    // Disposed through the whole log, the base sends nothing more either.
    base.access();
    base.track('pv');
    log.search({ q: 'x' });
    expect(fake.attempts.map((a) => a.url.replace(/\?.*/, ''))).toEqual(['https://log.example/log/click']);
  });
});
