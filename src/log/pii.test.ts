/**
 * Acceptance: with the real-name data of a registered user in storage, no request
 * URL or body the log service sends contains the name, the national ID or the phone, whatever
 * a caller passes it. Every request of every channel is recorded and scanned.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLog } from './create-log';
import { trackClicks } from '../track/track-delegation';
import { createFakeWindow, fakeEnv, type FakeWindowOptions } from '../../tests/helpers/fake-log-window';
import { createFakeLogger } from '../../tests/helpers/spy-logger';

const USER = { name: '张三丰', identity: '11010519491231002X', phone: '13812345678' };

/** Every spelling in which a secret could leak into a request. */
function spellings(secret: string): string[] {
  return [secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret)), JSON.stringify(secret).slice(1, -1)];
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

const CHANNELS: FakeWindowOptions[] = [
  { beacon: 'ok' },
  { beacon: 'false', uc: 'ok' },
  { beacon: 'missing', fetch: 'ok' },
  { beacon: 'missing', fetch: 'missing', xhr: 'ok', image: 'load' },
];

describe('createLog personal data', () => {
  it.each(CHANNELS)('never sends the name, ID or phone of a registered user (%o)', async (channels) => {
    // The real-name module keeps the registered user locally (product-rules §4): make it all reachable.
    localStorage.setItem('ppw:realname:user', JSON.stringify(USER));
    sessionStorage.setItem('realname', JSON.stringify(USER));
    const _hmt: unknown[] = [];
    const _gaq: unknown[] = [];
    const fake = createFakeWindow({
      ...channels,
      href: `https://store.example/detail.html?appId=1&phone=${USER.phone}&realName=${encodeURIComponent(USER.name)}&x=${USER.identity}`,
      referrer: `https://store.example/form?identity=${USER.identity}&tel=${USER.phone}`,
      globals: { _hmt, _gaq },
    });
    const logger = createFakeLogger();
    const log = createLog({ env: fakeEnv(), logger, win: fake.win });

    const careless = {
      appId: 1,
      appName: '微信',
      ...USER,
      realName: USER.name,
      idCard: USER.identity,
      id_number: USER.identity,
      mobile: USER.phone,
      key_phone: USER.phone,
      userName: USER.name,
      contact: USER.phone,
      note: USER.identity,
      user: USER,
      list: [USER],
      url: `/submit?name=${encodeURIComponent(USER.name)}&phone=${USER.phone}`,
    };
    log.activity(careless);
    log.access(careless);
    log.access();
    log.click(careless);
    log.search({ q: USER.phone, ...careless });
    for (const kind of ['pv', 'click', 'event', 'show'] as const) log.track(kind, careless);
    log.event('realname', 'submit', USER.phone);
    log.event('realname', USER.identity);
    document.body.innerHTML = `<button id="b" data-track="realname-submit-${USER.phone}">ok</button>`;
    const stop = trackClicks(document, log, logger);
    document.getElementById('b')!.click();
    stop();
    await fake.settle();

    expect(fake.attempts.length).toBeGreaterThan(8);
    const outgoing = fake.attempts.map((a) => `${a.url}\n${a.body}`).join('\n');
    const analytics = JSON.stringify([_hmt, _gaq]);
    for (const secret of [USER.name, USER.identity, USER.phone]) {
      for (const form of spellings(secret)) {
        expect(outgoing).not.toContain(form);
        expect(analytics).not.toContain(form);
        expect(logger.text()).not.toContain(form);
      }
    }
    // The harmless fields did go out: the scan is looking at real traffic.
    expect(outgoing).toContain(encodeURIComponent('微信'));
    expect(outgoing).toContain('appId=1');
  });
});
