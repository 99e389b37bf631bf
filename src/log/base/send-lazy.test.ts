import { describe, expect, it } from 'vitest';
import { createSender as createEager } from './channels/send';
import { createSender as createLazy } from './send-lazy';
import { createFakeWindow, type FakeWindowOptions } from '../../../tests/helpers/fake-log-window';

const URL_ = 'https://log.example/log/click';
const BODY = 'appId=1&ppz=5';
const TRACK = 'https://track.example/collect?t=pv&tid=x';

/** The attempts one sender makes for one post and one tracking GET, once everything has run. */
async function attempts(create: typeof createLazy, options: FakeWindowOptions, privateReferrer: boolean) {
  const fake = createFakeWindow(options);
  const sender = create(fake.win, privateReferrer);
  const channel = await sender.post(URL_, BODY, { win: fake.win, privateReferrer });
  await (sender.track(TRACK, privateReferrer, () => undefined) as unknown);
  await fake.settle();
  return { channel, tried: fake.attempts.map((a) => `${a.channel}:${a.accepted}`) };
}

// The script tag's log base sends through send-lazy.ts (rollup.config.mjs lazyLogChannels):
// the beacon at once, the rest of the chain from its chunk. What it sends must be what the whole
// chain (send.ts) sends: the same channels, in the same order, each tried at most once.
describe('the lazy sender (the channels after the beacon loaded when needed)', () => {
  const cases: Array<[string, FakeWindowOptions, boolean]> = [
    ['by beacon', {}, false],
    ['without a beacon (keepalive fetch, image ping)', { beacon: 'missing', keepalive: true }, false],
    ['when the beacon refuses (UC beacon, image ping)', { beacon: 'false', uc: 'ok' }, false],
    ['when the beacon throws (keepalive fetch, image ping)', { beacon: 'throw', keepalive: true }, false],
    ['with personal data in the page URL (keepalive fetch first)', { keepalive: true }, true],
    ['with personal data in the page URL and no keepalive (beacon, origin-referrer ping)', {}, true],
    ['when every channel refuses (XHR refused too: none)', { beacon: 'false', uc: 'throw', fetch: 'throw', xhr: 'throw' }, false],
  ];
  it.each(cases)('tries what the whole chain tries, %s', async (_name, options, privateReferrer) => {
    const lazy = await attempts(createLazy, options, privateReferrer);
    const eager = await attempts(createEager, options, privateReferrer);
    expect(lazy).toEqual(eager);
    // Each channel at most once per request: the refused beacon is not tried again.
    expect(lazy.tried.filter((t) => t.startsWith('beacon')).length).toBeLessThanOrEqual(2);
  });

  it('sends by beacon without loading the rest: the answer is there at once', () => {
    const fake = createFakeWindow();
    expect(createLazy(fake.win).post(URL_, BODY, { win: fake.win })).toBe('beacon');
    expect(createLazy(fake.win).track(TRACK, false, () => undefined)).toBeUndefined();
    expect(fake.attempts.map((a) => a.channel)).toEqual(['beacon', 'beacon']);
  });

  it('answers null when no channel took the post, so the caller warns', async () => {
    const fake = createFakeWindow({ beacon: 'missing', fetch: 'missing', xhr: 'missing' });
    expect(await createLazy(fake.win).post(URL_, BODY, { win: fake.win })).toBeNull();
  });
});
