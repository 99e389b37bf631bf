import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { UNAUTH, activity, won, type Setup, setup, drawButton, statusText, luckyDomTests } from '../../tests/helpers/lucky';

let current: Setup | null = null;
luckyDomTests(() => {
  if (current) current.unmount();
  current = null;
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

  it('is busy while the activity loads, and no longer once it is drawn', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const s = (current = setup({ inClient: false, lucky: { activity: vi.fn(() => new Promise((done) => (answer = done))) } }));
    await waitFor(() => expect(s.el.querySelector('.ppw-lucky-loading')).not.toBeNull());
    expect(s.el.querySelector('.ppw-lucky-loading')!.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(s.lucky.activity).toHaveBeenCalled());
    answer(activity());
    await within(s.el).findByRole('heading', { name: '双十一幸运大抽奖' });
    expect(s.el.querySelector('[aria-busy=true]')).toBeNull();
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
    await waitFor(() => expect(statusText(s.el)).toBe('抽奖没有完成，请稍后重试。'));
    fireEvent.click(within(s.el).getByRole('button', { name: '关闭提示' }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('很遗憾，谢谢参与'));
  });

  it('shows no prize when the answer names none', async () => {
    const s = (current = setup({ lucky: { draw: vi.fn(() => Promise.resolve({ ok: true })) } }));
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('抽奖没有完成，请稍后重试。'));
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

  it('credits a completed download with setAppDownload and updates the chances', async () => {
    const s = (current = setup());
    await within(s.el).findByRole('link', { name: /下载/ });
    await waitFor(() => expect(s.lucky.getAppState).toHaveBeenCalled());
    s.lucky.userInfo.mockImplementation(() => Promise.resolve({ chances: 3 }));
    s.bridge.emit('appStatus', { key_packageName: 'com.example.a', key_status: 16, key_progress: 100 });
    await waitFor(() => expect(s.el.textContent).toContain('剩余抽奖机会：3 次'));
    expect(s.lucky.setAppDownload).toHaveBeenCalledWith(expect.objectContaining({ activityId: '42', appId: '1001', userToken: 'T1' }));
    expect(s.lucky.addScore.mock.calls.map((c) => (c[0] as { type: number }).type).sort()).toEqual([0, 3]);
    // product-rules §7: addScore {activityId, type, appId, appString}.
    for (const c of s.lucky.addScore.mock.calls) expect(c[0]).toMatchObject({ activityId: '42', appId: '1001', appString: 'com.example.a' });
    expect(within(s.el).getByText('已下载')).toBeTruthy();
    // The same completion reported again earns nothing more.
    s.bridge.emit('appStatus', { key_packageName: 'com.example.a', key_status: 16 });
    // A credit asks the server a microtask or two later (the call runs through the session):
    // one task later every such step has run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.lucky.setAppDownload).toHaveBeenCalledTimes(1);
  });

  it('validates the prize form and sends it without logging the personal data', async () => {
    const s = (current = setup());
    fireEvent.click(await drawButton(s.el));
    fireEvent.click(await within(s.el).findByRole('button', { name: '填写领奖信息' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '填写领奖信息' });
    const name = within(dialog).getByLabelText('姓名') as HTMLInputElement;
    const phone = within(dialog).getByLabelText('手机号码') as HTMLInputElement;
    const address = within(dialog).getByLabelText('收货地址') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(name, { target: { value: '张三' } });
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.change(address, { target: { value: '浙江省杭州市西湖区文三路 1 号' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await within(dialog).findByText('请输入正确的手机号码');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(s.lucky.updatePrizeInfo).not.toHaveBeenCalled();
    fireEvent.change(phone, { target: { value: '13812345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    const params = s.lucky.updatePrizeInfo.mock.calls[0][0] as Record<string, unknown>;
    expect(params).toMatchObject({ activityId: '42', recordId: 'R4201', userToken: 'T1' });
    expect(JSON.parse(params.userData as string)).toEqual({ name: '张三', phone: '13812345678', address: '浙江省杭州市西湖区文三路 1 号' });
    await within(s.el).findByText('领奖信息已提交');
    const everything = JSON.stringify([s.context.logger.warnings, s.context.logger.errors, s.context.events]);
    expect(everything).not.toContain('13812345678');
    expect(everything).not.toContain('张三');
  });

  it('lists my prizes with their status', async () => {
    const s = (current = setup({
      lucky: {
        getUserPrizes: vi.fn(() =>
          Promise.resolve({ list: [{ recordId: 'R9', prizeName: '游戏礼包', status: 2, code: 'PP2026GIFT' }] }),
        ),
      },
    }));
    const item = await within(s.el).findByText('游戏礼包');
    expect(item.parentElement!.textContent).toContain('已发放');
    expect(item.parentElement!.textContent).toContain('PP2026GIFT');
    expect(s.lucky.getUserPrizes).toHaveBeenCalledWith(expect.objectContaining({ offset: 0, count: 20, userToken: 'T1' }));
  });

  it('pages my prizes by 20 and resends a failed one', async () => {
    const record = (i: number) => ({ recordId: 'R' + i, prizeName: '奖品' + i, status: i === 0 ? 3 : 2 });
    const getUserPrizes = vi.fn((p: { offset: number }) =>
      Promise.resolve({ list: p.offset === 0 ? Array.from({ length: 20 }, (_, i) => record(i)) : [record(20)] }),
    );
    const reSendPrize = vi.fn(() => Promise.resolve({ resent: true }));
    const s = (current = setup({ lucky: { getUserPrizes, reSendPrize } }));
    fireEvent.click(await within(s.el).findByRole('button', { name: '加载更多' }));
    await within(s.el).findByText('奖品20');
    expect(getUserPrizes.mock.calls[1][0]).toMatchObject({ offset: 20, count: 20 });
    expect(within(s.el).queryByRole('button', { name: '加载更多' })).toBeNull();
    const failed = within(s.el).getByText('奖品0').parentElement!;
    expect(failed.textContent).toContain('发放失败');
    fireEvent.click(within(failed).getByRole('button', { name: '重新发送' }));
    await within(s.el).findByText('已重新发送');
    expect(reSendPrize).toHaveBeenCalledWith(expect.objectContaining({ recordId: 'R0', activityId: '42', userToken: 'T1' }));
  });

  it('shows the winners roll as text', async () => {
    const s = (current = setup({ inClient: false }));
    await within(s.el).findByText('晴* 抽中 现金红包 1.88 元');
    expect(s.context.services.api.getLuckyRoll).toHaveBeenCalledWith({ date: '2026-11-21', activityId: '42' });
  });

  it('ignores answers that arrive after unmount', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const s = setup({ lucky: { activity: vi.fn(() => new Promise((r) => (finish = r))) } });
    s.unmount();
    finish(activity());
    // The answer's handlers are promise callbacks: all of them have run once a task has passed.
    await new Promise((r) => setTimeout(r, 0));
    expect(s.el.innerHTML).toBe('<a href="/app">在 App 中打开</a>');
    expect(s.context.logger.errors).toEqual([]);
  });

  it('keeps the server markup aside and gives it back on unmount', async () => {
    const s = setup();
    await within(s.el).findByRole('heading', { name: '双十一幸运大抽奖' });
    s.unmount();
    expect(s.el.innerHTML).toBe('<a href="/app">在 App 中打开</a>');
    expect(s.el.hasAttribute('role')).toBe(false);
  });

  it('keeps the markup and warns once without an activity id', () => {
    const s = (current = setup({ html: '<div data-widget="lucky"><a href="/x">活动</a></div>' }));
    expect(s.el.innerHTML).toBe('<a href="/x">活动</a>');
    expect(s.context.logger.warnings).toHaveLength(1);
    expect(s.lucky.activity).not.toHaveBeenCalled();
  });

  it('lists the activities of data-activity-ids and opens the one chosen', async () => {
    const getActivityList = vi.fn(() =>
      Promise.resolve({
        list: [
          { activityId: 42, title: '双十一幸运大抽奖', status: 1, startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59' },
          { activityId: 43, title: '新游预约抽好礼', status: 1 },
          { activityId: 44, title: '国庆签到赢积分（已结束）', status: 2 },
        ],
      }),
    );
    const s = (current = setup({ html: '<div data-widget="lucky" data-activity-ids="42,44"></div>', lucky: { getActivityList } }));
    await within(s.el).findByRole('button', { name: '双十一幸运大抽奖' });
    expect(getActivityList).toHaveBeenCalledWith({ offset: 0, count: 20 });
    expect(within(s.el).queryByText('新游预约抽好礼')).toBeNull();
    expect(within(s.el).getByText('活动已结束')).toBeTruthy();
    fireEvent.click(within(s.el).getByRole('button', { name: '双十一幸运大抽奖' }));
    await within(s.el).findByRole('heading', { name: '双十一幸运大抽奖', level: 2 });
    expect(s.lucky.activity).toHaveBeenCalledWith({ activityId: '42' });
  });

  it('is busy while the activity list loads, and no longer once it is drawn', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const getActivityList = vi.fn(() => new Promise((done) => (answer = done)));
    const s = (current = setup({ html: '<div data-widget="lucky" data-mode="list"></div>', lucky: { getActivityList } }));
    await waitFor(() => expect(getActivityList).toHaveBeenCalled());
    expect(s.el.querySelector('[aria-busy=true]')!.textContent).toBe('活动加载中…');
    answer({ list: [{ activityId: 42, title: '双十一幸运大抽奖', status: 1 }] });
    await within(s.el).findByRole('button', { name: '双十一幸运大抽奖' });
    expect(s.el.querySelector('[aria-busy=true]')).toBeNull();
  });

  it('speaks English when the page asks for it, and takes config overrides', async () => {
    const s = (current = setup({ locale: 'en' }));
    await within(s.el).findByRole('button', { name: 'Draw now' });
    await waitFor(() => expect(s.el.textContent).toContain('Chances left: 2'));
    current.unmount();
    const again = (current = setup({ messages: { 'lucky.draw.start': '抽一次' } }));
    await within(again.el).findByRole('button', { name: '抽一次' });
  });

  it("labels its apps' download links with the page's download.label, unless the page names lucky.apps.download", async () => {
    const label = async (messages?: Record<string, string>) => {
      if (current) current.unmount();
      const s = (current = setup({ messages }));
      await waitFor(() => expect(s.el.querySelector('.ppw-lucky-app-download')).not.toBeNull());
      return s.el.querySelector('.ppw-lucky-app-download')!.textContent;
    };
    expect(await label()).toBe('下载');
    expect(await label({ 'download.label': '安装' })).toBe('安装');
    expect(await label({ 'download.label': '安装', 'lucky.apps.download': '去下载' })).toBe('去下载');
  });

  it('uses drawAll where the activity asks and announces every prize', async () => {
    const drawAll = vi.fn(() => Promise.resolve({ list: [won(4200, 1), won(4203, 0)], chances: 0 }));
    const s = (current = setup({ lucky: { drawAll, activity: vi.fn(() => Promise.resolve(activity({ drawType: 'drawAll' }))) } }));
    fireEvent.click(await within(s.el).findByRole('button', { name: '全部抽取' }));
    await waitFor(() => expect(statusText(s.el)).toBe('很遗憾，谢谢参与 恭喜您抽中：视频会员月卡'));
    expect(drawAll).toHaveBeenCalledWith(expect.objectContaining({ activityId: '42', userToken: 'T1' }));
    expect(s.lucky.draw).not.toHaveBeenCalled();
    expect(s.el.textContent).toContain('剩余抽奖机会：0 次');
  });

  it('draws from the prize pool of the app the user picks', async () => {
    const drawFromMulPrizes = vi.fn(() => Promise.resolve(won(4202, 1)));
    const apps = [
      { id: 1001, name: '示例应用', packageName: 'com.example.a' },
      { id: 1003, name: '另一个应用', packageName: 'com.example.b' },
    ];
    const s = (current = setup({
      lucky: { drawFromMulPrizes, activity: vi.fn(() => Promise.resolve(activity({ drawType: 'drawFromMulPrizes', apps }))) },
    }));
    const select = (await within(s.el).findByLabelText('选择奖池应用')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '1003' } });
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('恭喜您抽中：现金红包 8.88 元'));
    expect(drawFromMulPrizes).toHaveBeenCalledWith(expect.objectContaining({ activityId: '42', appId: '1003' }));
  });

  it('sends analytics events with ids only', async () => {
    const s = (current = setup());
    fireEvent.click(await drawButton(s.el));
    await waitFor(() => expect(statusText(s.el)).toBe('恭喜您抽中：华为平板电脑'));
    expect(s.context.services.log.event).toHaveBeenCalledWith('lucky', 'draw', '42_4201');
  });

  it('says the activity failed to load and reloads on request', async () => {
    let n = 0;
    const s = (current = setup({
      lucky: { activity: vi.fn(() => (++n === 1 ? Promise.reject({ code: -1, msg: 't' }) : Promise.resolve(activity()))) },
    }));
    fireEvent.click(await within(s.el).findByRole('button', { name: '重新加载' }));
    await within(s.el).findByRole('heading', { name: '双十一幸运大抽奖' });
  });
});

describe('mount (lucky): the first answer\'s render', () => {
  it('draws the top first and the parts below it after that frame', async () => {
    vi.useFakeTimers();
    try {
      const s = (current = setup());
      // A millisecond at a time until the answer is drawn (the call leaves from an effect).
      for (let ms = 0; ms < 1000 && !s.el.querySelector('.ppw-lucky-title'); ms++) await vi.advanceTimersByTimeAsync(1);
      expect(s.el.querySelector('.ppw-lucky-title')).toBeTruthy();
      expect(s.el.querySelector('.ppw-lucky-app-list')).toBeNull();
      // After the frame (Preact runs effects after a requestAnimationFrame, then a task).
      for (let ms = 0; ms < 1000 && !s.el.querySelector('.ppw-lucky-app-list'); ms++) await vi.advanceTimersByTimeAsync(1);
      expect(s.el.querySelector('.ppw-lucky-app-list')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
  it('draws the parts below the top one at a time: the apps, the scores, my prizes, then the winners', async () => {
    const s = (current = setup());
    // A mutation observer's callback runs after the render that changed the panel: each entry
    // is the parts one render left drawn (the winners' part shows once its call answers).
    const parts = ['apps', 'scores', 'prizes', 'roll'];
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const drawn = parts.filter((part) => s.el.querySelector('.ppw-lucky-' + part)).join(' ');
      if (seen[seen.length - 1] !== drawn) seen.push(drawn);
    });
    observer.observe(s.el, { childList: true, subtree: true });
    try {
      await waitFor(() => expect(s.el.querySelector('.ppw-lucky-roll')).not.toBeNull());
    } finally {
      observer.disconnect();
    }
    expect(seen).toEqual(['', 'apps', 'apps scores', 'apps scores prizes', 'apps scores prizes roll']);
  });
  it('reads the answer in its task (the banner asked for there) and draws the panel in a task after it', async () => {
    // What the page's next task finds, queued by the task that read the answer: the panel is
    // drawn by a task queued after it, not in the answer's (timers of one delay run in order).
    const found: string[] = [];
    const RealImage = window.Image;
    let s: Setup | null = null;
    (window as unknown as { Image: unknown }).Image = class {
      set src(url: string) {
        const at = found.push('') - 1;
        window.setTimeout(() => (found[at] = s!.el.querySelector('.ppw-lucky-title') ? 'drawn' : s!.el.querySelector('.ppw-lucky-loading') ? 'loading' : '?'), 0);
        expect(url).toBe('/img/lucky-42.svg');
      }
    };
    try {
      s = current = setup({ lucky: { activity: vi.fn(() => Promise.resolve(activity({ imageUrl: '/img/lucky-42.svg' }))) } });
      await waitFor(() => expect(found[0]).toBeTruthy());
      expect(found).toEqual(['loading']);
      await within(s.el).findByRole('heading', { name: '双十一幸运大抽奖' });
    } finally {
      window.Image = RealImage;
    }
  });
});
