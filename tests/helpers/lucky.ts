/**
 * The lucky widget's DOM-test fixtures: an activity of four prizes, a draw answer, and
 * `setup`, which mounts the widget on a fake API and a fake native client.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { configure, within } from '@testing-library/dom';
import { createTestContext, type TestContext } from './context';
import type { Bridge } from '../../src/bridge/index';
import { mount } from '../../widgets/lucky/index';

export const NOW = Date.UTC(2026, 10, 21, 4, 0, 0);
export const UNAUTH = { code: 5000406, msg: 'login' };

export const PRIZES = [
  { prizeId: 4201, name: '华为平板电脑', type: 1, needInfo: true },
  { prizeId: 4202, name: '现金红包 8.88 元', type: 2 },
  { prizeId: 4203, name: '视频会员月卡', type: 3 },
  { prizeId: 4200, name: '谢谢参与', type: 0 },
];

export function activity(over: Record<string, unknown> = {}) {
  return {
    activityId: 42,
    title: '双十一幸运大抽奖',
    rules: ['每位用户每天有 1 次免费抽奖机会'],
    startTime: '2026-11-01 00:00:00',
    endTime: '2026-11-30 23:59:59',
    status: 1,
    prizes: PRIZES,
    apps: [{ id: 1001, name: '示例应用', packageName: 'com.example.a' }],
    ...over,
  };
}

export function won(prizeId: number, chances: number) {
  const p = PRIZES.find((x) => x.prizeId === prizeId)!;
  return { won: p.type !== 0, prize: p, recordId: p.type ? 'R' + prizeId : null, needInfo: !!p.needInfo, chances };
}

export interface Setup {
  context: TestContext;
  el: HTMLElement;
  unmount: () => void;
  lucky: Record<string, ReturnType<typeof vi.fn>>;
  bridge: { call: ReturnType<typeof vi.fn>; emit(event: string, payload: Record<string, unknown>): void };
}

export function setup(
  options: { inClient?: boolean; token?: string; lucky?: Record<string, unknown>; html?: string; locale?: 'en' | 'zh-CN'; messages?: Record<string, string> } = {},
): Setup {
  document.body.innerHTML = options.html || '<div data-widget="lucky" data-activity-id="42"><a href="/app">在 App 中打开</a></div>';
  const lucky: Record<string, ReturnType<typeof vi.fn>> = {
    activity: vi.fn(() => Promise.resolve(activity())),
    userInfo: vi.fn(() => Promise.resolve({ nickName: '用户1234', chances: 2, score: 0 })),
    userPrizeInfo: vi.fn(() => Promise.resolve({ list: [], myPrizes: [] })),
    getUserPrizes: vi.fn(() => Promise.resolve({ list: [] })),
    getAppState: vi.fn(() => Promise.resolve({ list: [{ appId: 1001, downloaded: false }] })),
    draw: vi.fn(() => Promise.resolve(won(4201, 1))),
    setAppDownload: vi.fn(() => Promise.resolve({ granted: true, chances: 3 })),
    addScore: vi.fn(() => Promise.resolve({ chances: 3 })),
    updatePrizeInfo: vi.fn(() => Promise.resolve({ recordId: 'R4201', status: 1 })),
    ...(options.lucky as Record<string, ReturnType<typeof vi.fn>>),
  };
  const handlers: Record<string, Array<(p: Record<string, unknown>) => void>> = {};
  const inClient = options.inClient !== false;
  const call = vi.fn((method: string) => {
    if (!inClient) return Promise.reject({ code: -7, msg: 'no bridge' });
    if (method === 'getClientInfo') return Promise.resolve({ utdid: 'UT', userToken: options.token === undefined ? 'T1' : options.token });
    if (method === 'login') return Promise.resolve({ userToken: 'T-new' });
    return Promise.resolve({});
  });
  const bridge = {
    call,
    available: () => inClient,
    on: (event: string, h: (p: Record<string, unknown>) => void) => {
      (handlers[event] = handlers[event] || []).push(h);
      return () => undefined;
    },
  };
  const context = createTestContext({
    now: () => NOW,
    config: Object.assign({}, options.locale && { locale: options.locale }, options.messages && { messages: options.messages }),
    api: {
      lucky,
      getLuckyRoll: vi.fn(() => Promise.resolve({ list: [{ nickName: '晴*', prizeName: '现金红包 1.88 元' }] })),
      addReminder: vi.fn(() => Promise.resolve({ reminderId: 1 })),
      ppApkUrl: () => '/pp/apk?channel=PP_27',
    },
    bridge: bridge as unknown as Partial<Bridge>,
  });
  const el = document.querySelector<HTMLElement>('[data-widget="lucky"]')!;
  const unmount = mount(el, context);
  return {
    context,
    el,
    unmount,
    lucky,
    bridge: { call, emit: (event, payload) => (handlers[event] || []).forEach((h) => h(payload)) },
  };
}

export const drawButton = (el: HTMLElement) => within(el).findByRole('button', { name: '立即抽奖' });
export const statusText = (el: HTMLElement) => el.querySelector('.ppw-lucky-status')!.textContent;

/**
 * What every lucky DOM test file sets up: a few seconds for async UI (the machine is shared),
 * reduced motion (the animation is one short step, so tests run on real timers), and after
 * each test `done()` (the file unmounts what it mounted) and an empty body.
 */
export function luckyDomTests(done: () => void): void {
  configure({ asyncUtilTimeout: 5000 });
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.indexOf('reduce') !== -1, media: q, addListener() {}, removeListener() {} }));
  });
  afterEach(() => {
    done();
    document.body.innerHTML = '';
  });
}
