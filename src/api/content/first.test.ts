// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import { ErrorCode } from '../errors';
import { createRecordingLogger, testEnvironment } from '../../../tests/helpers/context';

/** A fetch whose answers the test gives, one by one; records the URLs asked for. */
function heldFetch() {
  const urls: string[] = [];
  const answers: Array<(body: string, status?: number) => void> = [];
  const f = ((url: string) => {
    urls.push(url);
    return new Promise<Response>((resolve) => {
      answers.push((body, status = 200) => resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } })));
    });
  }) as unknown as typeof fetch;
  return { f, urls, answers };
}

const OK = '{"state":{"code":2000000,"msg":"ok"},"data":{"average":4.5}}';

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
}

/** Lets the content chunk's import and the request start. */
const settle = () => new Promise((done) => setTimeout(done, 0));

function api() {
  const wire = heldFetch();
  return { api: createApi({ env: testEnvironment(), logger: createRecordingLogger(), fetch: wire.f, retryBaseMs: 0 }), wire };
}

describe('api.first: a list’s first call before its code, taken by the widget’s own call', () => {
  it('sends the score call at once, and the widget’s same call takes it: one request, the same answer', async () => {
    const { api: a, wire } = api();
    await a.first!(element('<div data-widget="score" data-app-id="1001" data-version-id="9"></div>'));
    await settle();
    expect(wire.urls).toEqual(['/StoreDetailController/score?appId=1001&versionId=9']);
    const own = a.getScore({ appId: '1001', versionId: '9' });
    await settle();
    expect(wire.urls.length, 'no second request').toBe(1);
    wire.answers[0](OK);
    await expect(own).resolves.toEqual({ average: 4.5 });
  });

  it('takes it once: the next same call (a retry, a remount) sends its own request', async () => {
    const { api: a, wire } = api();
    await a.first!(element('<div data-widget="comments" data-app-id="7"></div>'));
    await settle();
    const own = a.getComments({ appId: '7', page: 1 });
    wire.answers[0](OK);
    await own;
    const again = a.getComments({ appId: '7', page: 1 });
    await settle();
    expect(wire.urls).toEqual(['/StoreDetailController/comment?appId=7&page=1', '/StoreDetailController/comment?appId=7&page=1']);
    wire.answers[1](OK);
    await again;
  });

  it('gives the widget’s call the same failure, and an early failure nobody took is not unhandled', async () => {
    const { api: a, wire } = api();
    await a.first!(element('<div data-widget="recs" data-q="消除"></div>'));
    await settle();
    expect(wire.urls).toEqual(['/StoreDetailController/recs?q=%E6%B6%88%E9%99%A4']);
    wire.answers[0]('{"state":{"code":5000001,"msg":"busy"}}');
    await settle();
    await expect(a.getRecs({ q: '消除' })).rejects.toMatchObject({ code: 5000001, msg: 'busy' });
  });

  it('rejects the widget’s call with ABORTED when its own signal aborts, as a call of its own does', async () => {
    const { api: a, wire } = api();
    await a.first!(element('<div data-widget="recs" data-app-id="3"></div>'));
    await settle();
    expect(wire.urls).toEqual(['/StoreDetailController/subcates?appId=3']);
    const controller = new AbortController();
    const own = a.getSubcates({ appId: '3' }, { signal: controller.signal });
    controller.abort();
    await expect(own).rejects.toMatchObject({ code: ErrorCode.ABORTED });
  });

  it('a call with other parameters is not the kept one: it sends its own', async () => {
    const { api: a, wire } = api();
    await a.first!(element('<div data-widget="score" data-app-id="1" data-version-id="2"></div>'));
    await settle();
    void a.getScore({ appId: '1', versionId: '3' });
    await settle();
    expect(wire.urls).toEqual(['/StoreDetailController/score?appId=1&versionId=2', '/StoreDetailController/score?appId=1&versionId=3']);
  });

  // Each list's first call as its widget makes it (widgets/<folder>/index.tsx), GET or POST.
  const LISTS: Array<[string, string, (a: ReturnType<typeof api>['api']) => Promise<unknown>]> = [
    ['one special’s apps (iOS)', '<div data-widget="specials" data-special-id="301" data-special-source="ios"></div>', (a) => a.getIosSpecial({ specialId: '301' })],
    ['an app’s specials', '<div data-widget="specials" data-app-id="5"></div>', (a) => a.getSpecials({ appId: '5', specialNum: 3 })],
    ['all specials', '<div data-widget="specials" data-offset="15"></div>', (a) => a.getAllSpecials({ offset: 15, count: 15 })],
    ['beta games', '<div data-widget="beta-list" data-day-before="1"></div>', (a) => a.getBetaGames({ dayBefore: 1, dayAfter: 7, count: 20 })],
    ['the personal list', '<div data-widget="personal-list" data-count="4"></div>', (a) => a.getPersonalList({ offset: 0, count: 4 })],
    ['the UC recommendations', '<div data-widget="uc-rec"></div>', (a) => a.getUcRec({ offset: 0, count: 100 })],
    ['game news', '<div data-widget="game-news" data-app-ids="1,2"></div>', (a) => a.getMultiGameNews({ appIds: ['1', '2'] })],
    ['an ad slot', '<div data-widget="ad-slot" data-space-id="301"></div>', (a) => a.getAds({ spaceId: '301', offset: 0, count: 1 })],
  ];
  for (const [what, markup, own] of LISTS) {
    it(`sends ${what}'s first call at once, and the widget's same call takes it`, async () => {
      const { api: a, wire } = api();
      await a.first!(element(markup));
      await settle();
      expect(wire.urls.length, 'one early request').toBe(1);
      const answer = own(a);
      await settle();
      expect(wire.urls.length, 'no second request').toBe(1);
      wire.answers[0](OK);
      await expect(answer).resolves.toEqual({ average: 4.5 });
    });
  }

  it('a POST call with another body is not the kept one: it sends its own', async () => {
    const { api: a, wire } = api();
    await a.first!(element('<div data-widget="ad-slot" data-space-id="301"></div>'));
    await settle();
    void a.getAds({ spaceId: '301', offset: 0, count: 2 });
    await settle();
    expect(wire.urls.length).toBe(2);
  });

  it('asks for nothing for malformed markup (the widget warns when it mounts) or an element that is not such a list', async () => {
    const { api: a, wire } = api();
    const logger = a.options.logger as ReturnType<typeof createRecordingLogger>;
    await a.first!(element('<div data-widget="score" data-app-id="1"></div>'));
    await a.first!(element('<div data-widget="comments" data-app-id="a b"></div>'));
    await a.first!(element('<div data-widget="lucky" data-activity-id="1"></div>'));
    await a.first!(element('<div data-widget="toString"></div>'));
    await a.first!(element('<div data-widget="ad-slot"></div>'));
    await a.first!(element('<div data-widget="game-news"></div>'));
    await a.first!(element('<div data-widget="specials" data-special-id="1" data-special-source="ftp"></div>'));
    await a.first!(null as unknown as Element);
    await settle();
    expect(wire.urls).toEqual([]);
    expect(logger.warnings).toEqual([]);
    expect(logger.errors).toEqual([]);
  });
});
