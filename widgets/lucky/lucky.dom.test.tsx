import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import { UNAUTH, activity, won, type Setup, setup, drawButton, statusText } from '../../tests/helpers/lucky';

// The machine is shared: give async UI a few seconds rather than the default one.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // Reduced motion keeps the animation to one short step, so tests run on real timers.
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.indexOf('reduce') !== -1, media: q, addListener() {}, removeListener() {} }));
});

let current: Setup | null = null;
afterEach(() => {
  if (current) current.unmount();
  current = null;
  document.body.innerHTML = '';
});

describe('mount (lucky)', () => {
  it('shows the activity and an open-in-the-app path in an ordinary browser', async () => {
    const s = (current = setup({ inClient: false }));
    await within(s.el).findByRole('heading', { name: '双十一幸运大抽奖' });
    expect(within(s.el).getByText('请在 PP 助手客户端内参与')).toBeTruthy();
    const link = within(s.el).getByRole('link', { name: '下载 PP 助手' });
    expect(link.getAttribute('href')).toBe('/pp/apk?channel=PP_27');
    expect(within(s.el).queryByRole('button', { name: '立即抽奖' })).toBeNull();
    expect(s.lucky.draw).not.toHaveBeenCalled();
    expect(s.lucky.userInfo).not.toHaveBeenCalled();
  });

  it('draws, lands on the prize the server returned and announces it', async () => {
    const s = (current = setup());
    const button = await drawButton(s.el);
    await waitFor(() => expect(s.el.textContent).toContain('剩余抽奖机会：2 次'));
    fireEvent.click(button);
    fireEvent.click(button); // a double start does nothing
    await waitFor(() => expect(statusText(s.el)).toBe('恭喜您抽中：华为平板电脑'));
    expect(s.lucky.draw).toHaveBeenCalledTimes(1);
    expect(s.lucky.draw.mock.calls[0][0]).toMatchObject({ activityId: '42', userToken: 'T1', utdid: 'UT', userIdType: 0 });
    expect(s.el.querySelector('.ppw-lucky-cell-lit')!.textContent).toBe('华为平板电脑');
    expect(s.el.querySelector('.ppw-lucky-status')!.getAttribute('role')).toBe('status');
    expect(s.el.textContent).toContain('剩余抽奖机会：1 次');
    const drawEvent = s.context.events.find((e) => e.name === 'draw');
    expect(drawEvent && drawEvent.detail).toEqual({ activityId: '42', prizes: [{ id: '4201', name: '华为平板电脑' }] });
  });

  it('says no chances are left on QUOTA_FULL', async () => {
    const s = (current = setup({ lucky: { draw: vi.fn(() => Promise.reject({ code: 5090002, msg: 'quota' })) } }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('您的抽奖机会已用完，下载活动应用可获得更多机会。'));
    expect(s.el.textContent).toContain('剩余抽奖机会：0 次');
  });

  it('says a Taobao account is needed on NOT_TAOBAO', async () => {
    const s = (current = setup({ lucky: { draw: vi.fn(() => Promise.reject({ code: 5050017, msg: 'tb' })) } }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toContain('淘宝账号'));
  });

  it('checks the Taobao account first where the activity requires it', async () => {
    const isTbId = vi.fn(() => Promise.reject({ code: 5050017, msg: 'tb' }));
    const s = (current = setup({ lucky: { isTbId, activity: vi.fn(() => Promise.resolve(activity({ requireTb: true }))) } }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toContain('淘宝账号'));
    expect(isTbId).toHaveBeenCalledWith({ userToken: 'T1' });
    expect(s.lucky.draw).not.toHaveBeenCalled();
  });

  it('logs in on USER_UNAUTHENTICATED and retries the draw once', async () => {
    const draw = vi.fn((p: { userToken: string }) => (p.userToken === 'T-new' ? Promise.resolve(won(4202, 0)) : Promise.reject(UNAUTH)));
    const s = (current = setup({ lucky: { draw } }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('恭喜您抽中：现金红包 8.88 元'));
    expect(draw).toHaveBeenCalledTimes(2);
    expect(s.bridge.call.mock.calls.filter((c) => c[0] === 'login')).toHaveLength(1);
  });

  it('offers a retry after a time-out, and the retry can succeed', async () => {
    let n = 0;
    const draw = vi.fn(() => (++n === 1 ? Promise.reject({ code: -1, msg: '[x] request timed out' }) : Promise.resolve(won(4203, 1))));
    const s = (current = setup({ lucky: { draw } }));
    fireEvent.click(await drawButton(s.el));
    const retry = await within(s.el).findByRole('button', { name: '重试' });
    expect(statusText(s.el)).toBe('网络超时，请检查网络后重试。');
    fireEvent.click(retry);
    await waitFor(() => expect(statusText(s.el)).toBe('恭喜您抽中：视频会员月卡'));
  });

  it('gives an honest generic message for an unknown code and stays usable', async () => {
    let n = 0;
    const draw = vi.fn(() => (++n === 1 ? Promise.reject({ code: 5000999, msg: 'odd' }) : Promise.resolve(won(4200, 0))));
    const s = (current = setup({ lucky: { draw } }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('出了点问题，请稍后再试。'));
    fireEvent.click(within(s.el).getByRole('button', { name: '关闭提示' }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('很遗憾，谢谢参与'));
  });

  it('shows no prize when the answer names none', async () => {
    const s = (current = setup({ lucky: { draw: vi.fn(() => Promise.resolve({ ok: true })) } }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('出了点问题，请稍后再试。'));
    expect(s.el.querySelector('.ppw-lucky-cell-lit')).toBeNull();
  });

  it('blocks the draw of an ended activity and says so', async () => {
    const s = (current = setup({ lucky: { activity: vi.fn(() => Promise.resolve(activity({ status: 2 }))) } }));
    await within(s.el).findByText('活动已结束，感谢参与。');
    expect(within(s.el).queryByRole('button', { name: '立即抽奖' })).toBeNull();
  });

  it('offers "remind me" for an activity that has not started', async () => {
    const s = (current = setup({
      lucky: { activity: vi.fn(() => Promise.resolve(activity({ status: 0, startTime: '2026-12-01 10:00:00' }))) },
    }));
    fireEvent.click(await within(s.el).findByRole('button', { name: '开始时提醒我' }));
    await within(s.el).findByRole('button', { name: '已设置提醒' });
    expect(s.context.services.api.addReminder).toHaveBeenCalledWith(
      expect.objectContaining({ objectId: '42', remindTime: Date.UTC(2026, 11, 1, 2, 0, 0) }),
    );
  });

  it('asks the user to log in when the client has no token, then draws in one click', async () => {
    const s = (current = setup({ token: '' }));
    await within(s.el).findByText('登录后即可参与抽奖');
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('恭喜您抽中：华为平板电脑'));
    expect(s.lucky.draw.mock.calls[0][0]).toMatchObject({ userToken: 'T-new' });
  });

  it('says the login did not complete when the user cancels it from the draw button', async () => {
    const s = (current = setup({ token: '' }));
    s.bridge.call.mockImplementation((method: string) =>
      method === 'login' ? Promise.reject({ code: -1, msg: 'cancelled' }) : Promise.resolve({ utdid: 'UT' }),
    );
    fireEvent.click(await drawButton(s.el));
    await within(s.el).findByText('登录未完成，请重试。');
    expect(s.lucky.draw).not.toHaveBeenCalled();
  });
});
