import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLog, type LogOptions } from './create-log';
import { LOG_PRODUCT_ID, TRACK_ID_KEY } from './base/base-log';
import { createCookieStore } from './base/cookie-store';
import { isValidTrackId } from './base/track-id';
import { createFakeWindow, fakeEnv, formFields, type FakeWindowOptions } from '../../tests/helpers/fake-log-window';
import { createFakeLogger } from '../../tests/helpers/spy-logger';
import type { KeyValueStore } from '../types';

function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore & { data: Record<string, unknown>; ttl: Record<string, number | undefined> } {
  const data: Record<string, unknown> = { ...initial };
  const ttl: Record<string, number | undefined> = {};
  return {
    data,
    ttl,
    get: <T,>(k: string) => (k in data ? (data[k] as T) : null),
    set: (k, v, t) => {
      data[k] = v;
      ttl[k] = t;
    },
    remove: (k) => void delete data[k],
  };
}

function setup(windowOptions: FakeWindowOptions = {}, options: Partial<LogOptions> = {}) {
  const fake = createFakeWindow(windowOptions);
  const logger = createFakeLogger();
  const log = createLog({ env: fakeEnv(), logger, win: fake.win, clock: { now: () => 1700000000000, random: Math.random }, ...options });
  return { fake, logger, log };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createLog', () => {
  describe('activity', () => {
    it('posts the product-rules §7 fields with ppz=5, ch_src and ch to /log/activity on the log host, by beacon', async () => {
      const { fake, log } = setup();
      log.activity({ appId: 123, appName: '微信', resourceType: 1, packageId: 9, categoryId: 5, subCategoryId: 51, spaceType: 'list', spaceRType: 'r', spaceId: 's1', spaceName: '首页' });
      await fake.settle();
      expect(fake.sent()).toHaveLength(1);
      const [req] = fake.sent();
      expect(req).toMatchObject({ channel: 'beacon', url: 'https://log.example/log/activity' });
      expect(formFields(req.body)).toEqual({
        ppz: String(LOG_PRODUCT_ID), ch_src: 'pp_search', ch: 'pp', appId: '123', appName: '微信', resourceType: '1', packageId: '9',
        categoryId: '5', subCategoryId: '51', spaceType: 'list', spaceRType: 'r', spaceId: 's1', spaceName: '首页',
      });
    });

    it('survives navigation without a beacon through a keepalive fetch, never a plain one', async () => {
      const { fake, log } = setup({ beacon: 'missing' });
      log.activity({ appId: 1 });
      await fake.settle();
      expect(fake.sent()).toHaveLength(1);
      expect(fake.sent()[0]).toMatchObject({ channel: 'fetch', url: 'https://log.example/log/activity' });
      expect(fake.sent()[0].init).toMatchObject({ keepalive: true, method: 'POST' });
    });

    it('sends ch_src empty when the page has none', async () => {
      const fake = createFakeWindow();
      const log = createLog({ env: fakeEnv({ query: { p: null, chSrc: null, debug: null, utmSource: null } }), logger: createFakeLogger(), win: fake.win });
      log.activity({ appId: 1 });
      await fake.settle();
      expect(formFields(fake.sent()[0].body).ch_src).toBe('');
    });
  });

  describe('click, search and access', () => {
    it('send each to its own path', async () => {
      const { fake, log } = setup();
      log.click({ appId: 1 });
      log.search({ q: '游戏' });
      log.access({ page: 'detail' });
      await fake.settle();
      expect(fake.sent().map((r) => r.url)).toEqual(['https://log.example/log/click', 'https://log.example/log/search', 'https://log.example/log/access']);
      expect(formFields(fake.sent()[1].body)).toMatchObject({ q: '游戏', ppz: '5' });
    });

    it('adds the page url and referrer to access, without personal parameters', async () => {
      const { fake, log } = setup({ href: 'https://store.example/d.html?appId=1&phone=13812345678', referrer: 'https://s.example/?q=x' });
      log.access();
      await fake.settle();
      expect(formFields(fake.sent()[0].body)).toMatchObject({ url: 'https://store.example/d.html?appId=1', ref: 'https://s.example/?q=x' });
    });

    it('falls back from a refused beacon exactly once', async () => {
      const { fake, log } = setup({ beacon: 'false', uc: 'ok' });
      log.click({ appId: 1 });
      await fake.settle();
      expect(fake.attempts.map((a) => `${a.channel}:${a.accepted}`)).toEqual(['beacon:false', 'uc:true']);
    });

    it('uses a same-origin path when the log host is empty', async () => {
      const fake = createFakeWindow();
      const log = createLog({ env: fakeEnv({ hosts: { api: '', download: '', log: '', track: '' } }), logger: createFakeLogger(), win: fake.win });
      log.click({ appId: 1 });
      await fake.settle();
      expect(fake.sent()[0].url).toBe('/log/click');
    });
  });

  describe('track', () => {
    it('beacons pv, click, event and show to {track}/collect with the tracking id', async () => {
      const store = memoryStore();
      const { fake, log } = setup({}, { store });
      for (const kind of ['pv', 'click', 'event', 'show'] as const) log.track(kind, { appId: 7 });
      await fake.settle();
      const reqs = fake.sent();
      expect(reqs.map((r) => r.channel)).toEqual(['beacon', 'beacon', 'beacon', 'beacon']);
      const queries = reqs.map((r) => formFields(r.url));
      expect(queries.map((q) => q.t)).toEqual(['pv', 'click', 'event', 'show']);
      for (const r of reqs) expect(r.url.indexOf('https://track.example/collect?')).toBe(0);
      for (const q of queries) {
        expect(q.tid).toBe(log.trackId());
        expect(q.appId).toBe('7');
        expect(q._).toBe('1700000000000');
      }
      expect(isValidTrackId(queries[0].tid)).toBe(true);
    });

    it('falls back to an image ping once when the beacon refuses or is missing', async () => {
      for (const beacon of ['false', 'missing', 'throw'] as const) {
        const { fake, log } = setup({ beacon, image: 'load' });
        log.track('pv');
        await fake.settle();
        expect(fake.sent().map((r) => r.channel)).toEqual(['image']);
        log.dispose();
      }
    });
  });

  describe('with personal data in the page URL', () => {
    const href = 'https://store.example/d.html?appId=1&phone=13812345678';

    it('posts /log/* by keepalive fetch with the referrer cut to the origin, not by beacon', async () => {
      const { fake, log } = setup({ href, keepalive: true });
      log.click({ appId: 1 });
      await fake.settle();
      expect(fake.attempts.map((a) => a.channel)).toEqual(['fetch']);
      expect(fake.attempts[0].init).toMatchObject({ referrerPolicy: 'origin', keepalive: true });
    });

    it('sends tracking by keepalive GET, or an origin-referrer image ping, never a beacon', async () => {
      const withKeepalive = setup({ href, keepalive: true });
      withKeepalive.log.track('pv');
      await withKeepalive.fake.settle();
      expect(withKeepalive.fake.attempts.map((a) => `${a.channel}:${a.init ? a.init.method : ''}`)).toEqual(['fetch:GET']);
      const without = setup({ href, keepalive: false, image: 'load' });
      without.log.track('pv');
      await without.fake.settle();
      expect(without.fake.attempts.map((a) => a.channel)).toEqual(['image']);
      expect(without.fake.attempts[0].referrerPolicy).toBe('origin');
      without.log.dispose();
    });
  });

  describe('trackId', () => {
    it('creates a valid id once, keeps it in the store for 30 days and reuses it', () => {
      const store = memoryStore();
      const { log } = setup({}, { store });
      const id = log.trackId();
      expect(isValidTrackId(id)).toBe(true);
      expect(log.trackId()).toBe(id);
      expect(store.data[TRACK_ID_KEY]).toBe(id);
      expect(store.ttl[TRACK_ID_KEY]).toBe(2592000);
      const again = setup({}, { store }).log;
      expect(again.trackId()).toBe(id);
    });

    it('keeps it in the cookie ppw_tid (one prefix), and moves an id from the old ppw_ppw_tid', () => {
      const clear = () => document.cookie.split(';').forEach((c) => (document.cookie = c.split('=')[0].trim() + '=; max-age=0; path=/'));
      clear();
      try {
        const id = setup({}, { store: createCookieStore(document) }).log.trackId();
        expect(document.cookie).toMatch(/^ppw_tid=[^;]+$/);
        expect(decodeURIComponent(document.cookie)).toContain(id);
        clear();
        // A visitor whose id was written under the doubled prefix (what the store wrote for the
        // old key) keeps it; the old cookie goes.
        const old = setup({}, { store: memoryStore() }).log.trackId();
        createCookieStore(document).set('ppw_tid', old, 60);
        expect(document.cookie).toMatch(/^ppw_ppw_tid=/);
        expect(setup({}, { store: createCookieStore(document) }).log.trackId()).toBe(old);
        expect(document.cookie).toMatch(/^ppw_tid=[^;]+$/);
        expect(decodeURIComponent(document.cookie)).toContain(old);
      } finally {
        clear();
      }
    });

    it('replaces a stored id that is not valid', () => {
      const store = memoryStore({ [TRACK_ID_KEY]: 'x'.repeat(31) + '3' });
      const id = setup({}, { store }).log.trackId();
      expect(isValidTrackId(id)).toBe(true);
      expect(store.data[TRACK_ID_KEY]).toBe(id);
    });

    it('works with a store that throws', () => {
      const store: KeyValueStore = { get: () => { throw new Error('blocked'); }, set: () => { throw new Error('full'); }, remove: () => undefined };
      expect(isValidTrackId(setup({}, { store }).log.trackId())).toBe(true);
    });
  });

  describe('event', () => {
    it('sends to the page analytics and to the tracking service', async () => {
      const _hmt: unknown[] = [];
      const _gaq: unknown[] = [];
      const { fake, log } = setup({ globals: { _hmt, _gaq } });
      log.event('download', 'click', '微信');
      await fake.settle();
      expect(_hmt).toEqual([['_trackEvent', 'download', 'click', '微信']]);
      expect(_gaq).toEqual([['_trackEvent', 'download', 'click', '微信']]);
      expect(formFields(fake.sent()[0].url)).toMatchObject({ t: 'event', ec: 'download', ea: 'click', el: '微信' });
    });

    it('refuses an event without category or action, with one warning', async () => {
      const _hmt: unknown[] = [];
      const { fake, log, logger } = setup({ globals: { _hmt } });
      log.event('', 'x');
      log.event('c', '');
      await fake.settle();
      expect(_hmt).toEqual([]);
      expect(fake.sent()).toEqual([]);
      expect(logger.warnOnce).toHaveBeenCalled();
    });
  });

  describe('tracked', () => {
    it('splits a data-track value and sends it as an event', async () => {
      const _hmt: unknown[] = [];
      const { fake, log } = setup({ globals: { _hmt } });
      log.tracked('download-click-微信-top');
      await fake.settle();
      expect(_hmt).toEqual([['_trackEvent', 'download', 'click', '微信-top']]);
      expect(formFields(fake.sent()[0].url)).toMatchObject({ t: 'event', ec: 'download', ea: 'click', el: '微信-top' });
    });

    it('ignores a value without a category and an action, without a warning', async () => {
      const _hmt: unknown[] = [];
      const { fake, log, logger } = setup({ globals: { _hmt } });
      for (const value of ['', 'solo', '-x', 'x-', ' - ']) log.tracked(value);
      await fake.settle();
      expect(_hmt).toEqual([]);
      expect(fake.sent()).toEqual([]);
      expect(logger.warnOnce).not.toHaveBeenCalled();
    });
  });

  describe('never throws', () => {
    it('swallows every failure of every channel and global', async () => {
      const throwing = () => { throw new Error('host broke'); };
      const { fake, log } = setup({ beacon: 'throw', uc: 'throw', fetch: 'throw', xhr: 'throw', image: 'missing', globals: { ga: throwing, _hmt: { push: throwing } } });
      expect(() => {
        log.activity({ appId: 1 });
        log.access();
        log.click({ appId: 1 });
        log.search({ q: 'x' });
        log.track('pv');
        log.event('a', 'b', 'c');
        log.tracked('a-b-c');
        log.trackId();
      }).not.toThrow();
      await fake.settle();
      expect(fake.sent()).toEqual([]);
    });

    it('routes unexpected errors to the logger', () => {
      const logger = createFakeLogger();
      const env = fakeEnv();
      Object.defineProperty(env, 'hosts', { get: () => { throw new Error('bad env'); } });
      const log = createLog({ env, logger, win: createFakeWindow().win });
      expect(() => log.click({ appId: 1 })).not.toThrow();
      expect(logger.handleError).toHaveBeenCalledWith(expect.any(Error), 'log click');
    });

    it('does nothing after dispose', async () => {
      const { fake, log } = setup();
      log.dispose();
      log.click({ appId: 1 });
      log.track('pv');
      await fake.settle();
      expect(fake.attempts).toEqual([]);
    });
  });

  it('warns by field name, never by value, when it drops personal data', async () => {
    const { fake, log, logger } = setup();
    log.click({ appId: 1, phone: '13812345678' });
    await fake.settle();
    expect(formFields(fake.sent()[0].body)).not.toHaveProperty('phone');
    expect(logger.warnOnce).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('"phone"'));
    expect(logger.text()).not.toContain('13812345678');
  });

  it('sends from the page window it is given', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      const log = createLog({ env: fakeEnv(), logger: createFakeLogger(), win: window });
      log.click({ appId: 1 });
      expect(beacon).toHaveBeenCalledWith('https://log.example/log/click', expect.anything());
    } finally {
      delete (window.navigator as unknown as Record<string, unknown>).sendBeacon;
    }
  });
});
