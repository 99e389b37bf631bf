import { describe, expect, it, vi } from 'vitest';
import { deliver, defaultUcBeacon, keepaliveFetch, keepaliveSupported } from './deliver';
import { createFakeWindow, type FakeWindowOptions } from '../../../../tests/helpers/fake-log-window';

const URL = 'https://log.example/log/click';
const BODY = 'appId=1&ppz=5';

async function run(opts: FakeWindowOptions) {
  const fake = createFakeWindow(opts);
  const onLateFailure = vi.fn();
  const channel = deliver(URL, BODY, { win: fake.win, onLateFailure });
  await fake.settle();
  return { channel, attempts: fake.attempts.map((a) => `${a.channel}:${a.accepted ? 'ok' : 'refused'}`), fake, onLateFailure };
}

describe('deliver', () => {
  it('sends by sendBeacon with a form body when the beacon takes it', async () => {
    const { channel, attempts, fake } = await run({ beacon: 'ok', uc: 'ok' });
    expect(channel).toBe('beacon');
    expect(attempts).toEqual(['beacon:ok']);
    expect(fake.attempts[0]).toMatchObject({ url: URL, body: BODY });
  });

  it('falls back once to the UC beacon when sendBeacon returns false', async () => {
    const { channel, attempts } = await run({ beacon: 'false', uc: 'ok' });
    expect(channel).toBe('uc');
    expect(attempts).toEqual(['beacon:refused', 'uc:ok']);
  });

  it('falls back once when sendBeacon throws', async () => {
    const { channel, attempts } = await run({ beacon: 'throw', uc: 'missing' });
    expect(channel).toBe('fetch');
    expect(attempts).toEqual(['beacon:refused', 'fetch:ok']);
  });

  it('uses a keepalive, credentialed fetch when there is no beacon', async () => {
    const { channel, attempts, fake } = await run({ beacon: 'missing', uc: 'missing' });
    expect(channel).toBe('fetch');
    expect(attempts).toEqual(['fetch:ok']);
    expect(fake.attempts[0].init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include', body: BODY });
  });

  it('goes on from a UC beacon that throws or refuses', async () => {
    expect((await run({ beacon: 'false', uc: 'throw' })).attempts).toEqual(['beacon:refused', 'uc:refused', 'fetch:ok']);
    expect((await run({ beacon: 'false', uc: 'false' })).attempts).toEqual(['beacon:refused', 'uc:refused', 'fetch:ok']);
  });

  it('uses a synchronous XHR only when fetch is missing or throws', async () => {
    expect((await run({ beacon: 'missing', fetch: 'throw' })).attempts).toEqual(['fetch:refused', 'xhr:ok']);
    const { channel, attempts } = await run({ beacon: 'missing', fetch: 'missing' });
    expect(channel).toBe('xhr');
    expect(attempts).toEqual(['xhr:ok']);
  });

  it('catches a failing XHR and reports null when nothing could send', async () => {
    const { channel, attempts } = await run({ beacon: 'throw', uc: 'throw', fetch: 'throw', xhr: 'throw' });
    expect(channel).toBeNull();
    expect(attempts).toEqual(['beacon:refused', 'uc:refused', 'fetch:refused', 'xhr:refused']);
  });

  it('does not fall back again when a keepalive fetch fails later, and says so once', async () => {
    const { channel, attempts, onLateFailure } = await run({ beacon: 'false', fetch: 'reject' });
    await Promise.resolve();
    expect(channel).toBe('fetch');
    expect(attempts).toEqual(['beacon:refused', 'fetch:ok']);
    expect(onLateFailure).toHaveBeenCalledTimes(1);
  });

  it('returns null without a window', () => {
    expect(deliver(URL, BODY, { win: undefined })).toBeNull();
  });

  it('goes on down the chain when a host page getter of navigator, ucweb or fetch throws', () => {
    // A wrapped or locked-down window: reading the API itself throws, not only calling it.
    const sent: string[] = [];
    const boom = () => {
      throw new Error('blocked by the host page');
    };
    function Xhr(this: Record<string, unknown>) {
      this.open = (method: string, url: string) => sent.push(`${method} ${url}`);
      this.setRequestHeader = () => undefined;
      this.send = (body: string) => sent.push(body);
    }
    const win = Object.defineProperties({ XMLHttpRequest: Xhr }, { navigator: { get: boom }, ucweb: { get: boom }, fetch: { get: boom } }) as unknown as Window;
    expect(() => deliver(URL, BODY, { win })).not.toThrow();
    expect(deliver(URL, BODY, { win })).toBe('xhr');
    expect(sent.slice(-2)).toEqual([`POST ${URL}`, BODY]);
  });

  it('prefers an injected fetch over the global one', async () => {
    const fake = createFakeWindow({ beacon: 'missing' });
    const injected = vi.fn(() => Promise.resolve(new Response(null)));
    expect(deliver(URL, BODY, { win: fake.win, fetch: injected as unknown as typeof fetch })).toBe('fetch');
    expect(injected).toHaveBeenCalledTimes(1);
    expect(fake.attempts).toHaveLength(0);
  });
});

describe('deliver with personal data in the page URL', () => {
  it('sends by keepalive fetch first, with the referrer cut to the origin, once', async () => {
    const fake = createFakeWindow({ keepalive: true });
    expect(deliver(URL, BODY, { win: fake.win, privateReferrer: true })).toBe('fetch');
    await fake.settle();
    expect(fake.attempts.map((a) => a.channel)).toEqual(['fetch']);
    expect(fake.attempts[0].init).toMatchObject({ keepalive: true, referrerPolicy: 'origin', method: 'POST' });
  });

  it('falls back to the beacon once when that fetch throws, without trying fetch again', async () => {
    const fake = createFakeWindow({ keepalive: true, fetch: 'throw', beacon: 'false', xhr: 'ok' });
    expect(deliver(URL, BODY, { win: fake.win, privateReferrer: true })).toBe('xhr');
    expect(fake.attempts.map((a) => `${a.channel}:${a.accepted}`)).toEqual(['fetch:false', 'beacon:false', 'xhr:true']);
  });

  it('keeps the beacon first where keepalive is not supported (a plain fetch would not survive)', async () => {
    const fake = createFakeWindow({ keepalive: false });
    expect(deliver(URL, BODY, { win: fake.win, privateReferrer: true })).toBe('beacon');
  });
});

describe('keepaliveFetch', () => {
  it('sends a GET without a body when given none', async () => {
    const fake = createFakeWindow();
    expect(keepaliveFetch({ win: fake.win }, '/collect?t=pv', null)).toBe(true);
    expect(fake.attempts[0].init).toMatchObject({ method: 'GET', keepalive: true, referrerPolicy: 'origin' });
    expect(fake.attempts[0].init).not.toHaveProperty('body');
  });
});

describe('keepaliveSupported', () => {
  it('reads Request.prototype.keepalive', () => {
    expect(keepaliveSupported(createFakeWindow({ keepalive: true }).win)).toBe(true);
    expect(keepaliveSupported(createFakeWindow().win)).toBe(false);
    expect(keepaliveSupported(undefined)).toBe(false);
  });
});

describe('defaultUcBeacon', () => {
  it('is null where the UC API is missing', () => {
    expect(defaultUcBeacon(createFakeWindow({ uc: 'missing' }).win)).toBeNull();
    expect(defaultUcBeacon(undefined)).toBeNull();
  });
});
