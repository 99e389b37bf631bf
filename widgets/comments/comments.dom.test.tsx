import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import { installFakeIntersection, type FakeIntersection } from '../../tests/helpers/fake-intersection';
import { sendAll } from '../../src/lists/send-soon';
import { mount } from './index';

// The shared 2-core machine makes jsdom slow; role queries can take over a second.
configure({ asyncUtilTimeout: 8000 });

function comments(n: number, from = 0) {
  return Array.from({ length: n }, (_, i) => ({ id: from + i, nickName: '玩家' + (from + i), content: '评论' + (from + i), score: 5 }));
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

let host: HTMLElement;
let io: FakeIntersection;
let unmount: (() => void) | undefined;

beforeEach(() => {
  io = installFakeIntersection();
  host = document.createElement('div');
  host.setAttribute('data-widget', 'comments');
  host.setAttribute('data-app-id', '123');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

describe('mount (comments)', () => {
  it('shows a skeleton, then the first page with "more", then appends page 2 on "more"', async () => {
    const first = deferred<unknown>();
    const getComments = vi.fn((p: { page: number }) =>
      p.page === 1 ? first.promise : Promise.resolve({ list: comments(3, 10), hasMore: false }),
    );
    const ctx = createTestContext({ api: { getComments } });
    unmount = mount(host, ctx);
    await waitFor(() => expect(host.querySelector('.ppw-skeleton')).not.toBeNull());
    await waitFor(() => expect(getComments).toHaveBeenCalledWith({ appId: '123', page: 1 }, expect.anything()));

    first.resolve({ list: comments(10), hasMore: true });
    const list = await waitFor(() => within(host).getByRole('list', { name: '热门评论' }));
    expect(host.querySelector('.ppw-skeleton')).toBeNull();
    // Its rows come in batches, a frame apart (src/lists/content-list.tsx).
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));

    const more = within(host).getByRole('button', { name: '加载更多' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(getComments).toHaveBeenLastCalledWith({ appId: '123', page: 2 }, expect.anything());
    expect(within(host).queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(ctx.events).toEqual([{ name: 'more', detail: { widget: 'comments', page: 2 }, target: host }]);
    // The button is gone; keyboard focus lands on the end note, not on <body>.
    await waitFor(() => expect(document.activeElement && document.activeElement.textContent).toBe('没有更多了'));
  });

  it('renders comment text as text, never as markup', async () => {
    const ctx = createTestContext({
      api: { getComments: () => Promise.resolve([{ id: 1, nickName: '<b>x</b>', content: '<img src=x onerror=alert(1)>' }]) },
    });
    unmount = mount(host, ctx);
    await waitFor(() => expect(within(host).getByText('<img src=x onerror=alert(1)>')).toBeTruthy());
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('b')).toBeNull();
  });

  it('shows a retry when the first page fails, and the list after retrying', async () => {
    const getComments = vi
      .fn()
      .mockRejectedValueOnce({ code: -1, msg: '[/StoreDetailController/comment] request timed out' })
      .mockResolvedValueOnce({ list: comments(2), hasMore: false });
    const ctx = createTestContext({ api: { getComments } });
    unmount = mount(host, ctx);
    const alert = await waitFor(() => within(host).getByRole('alert'));
    expect(alert.textContent).toContain('加载失败');
    expect(ctx.logger.warnings.some((w) => String(w[0]).indexOf('comments') === 0)).toBe(true);

    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(host).getAllByRole('listitem')).toHaveLength(2));
    expect(within(host).queryByRole('alert')).toBeNull();
  });

  it('keeps the loaded comments and offers a retry when "more" fails', async () => {
    const getComments = vi
      .fn()
      .mockResolvedValueOnce({ list: comments(10), hasMore: true })
      .mockRejectedValueOnce({ code: -3, msg: 'HTTP 500' })
      .mockResolvedValueOnce({ list: comments(1, 10), hasMore: false });
    unmount = mount(host, createTestContext({ api: { getComments } }));
    fireEvent.click(await waitFor(() => within(host).getByRole('button', { name: '加载更多' })));
    const retry = await waitFor(() => within(host).getByRole('button', { name: '加载失败，点击重试' }));
    expect(within(host).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(retry);
    await waitFor(() => expect(within(host).getAllByRole('listitem')).toHaveLength(11));
    expect(getComments).toHaveBeenLastCalledWith({ appId: '123', page: 2 }, expect.anything());
  });

  it('says honestly when there are no comments', async () => {
    unmount = mount(host, createTestContext({ api: { getComments: () => Promise.resolve({ list: [] }) } }));
    await waitFor(() => expect(within(host).getByText('还没有评论')).toBeTruthy());
    expect(within(host).queryByRole('button')).toBeNull();
  });

  it('keeps server markup while loading, replaces it with the answer, and restores it on unmount', async () => {
    host.innerHTML = '<ul class="server"><li>服务器评论</li></ul>';
    const answer = deferred<unknown>();
    unmount = mount(host, createTestContext({ api: { getComments: () => answer.promise } }));
    await Promise.resolve();
    expect(host.querySelector('.server')).not.toBeNull();
    expect(host.querySelector('.ppw-skeleton')).toBeNull();
    answer.resolve({ list: comments(1) });
    await waitFor(() => expect(host.querySelector('.server')).toBeNull());
    expect(within(host).getByText('评论0')).toBeTruthy();
    unmount();
    unmount = undefined;
    expect(host.querySelector('.server')).not.toBeNull();
    expect(host.querySelector('.ppw-content-root')).toBeNull();
  });

  it('keeps server markup when the call fails, with a retry below it', async () => {
    host.innerHTML = '<p class="server">服务器评论</p>';
    unmount = mount(host, createTestContext({ api: { getComments: () => Promise.reject({ code: -1, msg: 'timed out' }) } }));
    await waitFor(() => expect(within(host).getByRole('button', { name: '重试' })).toBeTruthy());
    expect(host.querySelector('.server')).not.toBeNull();
  });

  it('leaves the markup alone and warns once naming the element when the app id is missing', () => {
    host.removeAttribute('data-app-id');
    host.innerHTML = '<a href="/comments">全部评论</a>';
    const ctx = createTestContext();
    unmount = mount(host, ctx);
    expect(host.innerHTML).toBe('<a href="/comments">全部评论</a>');
    expect(ctx.logger.warnings).toHaveLength(1);
    expect(String(ctx.logger.warnings[0][0])).toContain('data-id is missing');
    expect(ctx.logger.warnings[0][1]).toBe(host);
  });

  it('sends one show event with the space fields once the list is seen', async () => {
    host.setAttribute('data-space-type', 'detail');
    host.setAttribute('data-space-id', 's1');
    const ctx = createTestContext({ api: { getComments: () => Promise.resolve({ list: comments(2) }) } });
    unmount = mount(host, ctx);
    await waitFor(() => expect(within(host).getAllByRole('listitem')).toHaveLength(2));
    const track = ctx.services.log.track as unknown as ReturnType<typeof vi.fn>;
    expect(track).not.toHaveBeenCalled();
    io.showAll();
    io.showAll();
    // Recorded in the observer's report, sent in a task of its own (or at once at pagehide).
    expect(track).not.toHaveBeenCalled();
    sendAll();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('show', expect.objectContaining({ spaceType: 'detail', spaceId: 's1', appId: '123', count: 2 }));
  });

  it('aborts the call in flight on unmount and never renders afterwards', async () => {
    const answer = deferred<unknown>();
    let signal: AbortSignal | undefined;
    const ctx = createTestContext({
      api: { getComments: (_p: unknown, o: { signal?: AbortSignal }) => ((signal = o.signal), answer.promise) },
    });
    unmount = mount(host, ctx);
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    unmount = undefined;
    expect(signal!.aborted).toBe(true);
    answer.resolve({ list: comments(2) });
    // The answer's handlers are promise callbacks: all of them have run once a task has passed.
    await new Promise((r) => setTimeout(r, 0));
    expect(host.querySelector('.ppw-list')).toBeNull();
  });
});
