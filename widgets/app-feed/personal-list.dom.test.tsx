import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import { installFakeIntersection } from '../../tests/helpers/fake-intersection';
import { sendAll } from '../../src/lists/send-soon';
import { mount } from './index';

// The shared 2-core machine makes jsdom slow; role queries can take over a second.
configure({ asyncUtilTimeout: 8000 });

let host: HTMLElement;
let unmount: (() => void) | undefined;

beforeEach(() => {
  host = document.createElement('div');
  host.setAttribute('data-widget', 'personal-list');
  host.setAttribute('data-count', '2');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

describe('mount (personal-list)', () => {
  it('pages by offset and count, skipping apps already shown', async () => {
    const getPersonalList = vi.fn((p: { offset: number }) =>
      Promise.resolve(p.offset === 0 ? { list: [{ id: 1, name: 'A', reason: '根据你的使用习惯推荐' }, { id: 2, name: 'B' }] } : { list: [{ id: 2, name: 'B' }, { id: 3, name: 'C' }], hasMore: false }),
    );
    unmount = mount(host, createTestContext({ api: { getPersonalList } }));
    const list = await waitFor(() => within(host).getByRole('list', { name: '猜你喜欢' }));
    expect(getPersonalList).toHaveBeenCalledWith({ offset: 0, count: 2 }, expect.anything());
    expect(within(list).getByText('根据你的使用习惯推荐')).toBeTruthy();
    fireEvent.click(within(host).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(getPersonalList).toHaveBeenLastCalledWith({ offset: 2, count: 2 }, expect.anything());
  });
});

describe('show logs (personal-list)', () => {
  it('reports the first page once seen, and each later page as it arrives', async () => {
    const io = installFakeIntersection();
    const getPersonalList = vi.fn((p: { offset: number }) =>
      Promise.resolve(p.offset === 0 ? { list: [{ id: 1 }, { id: 2 }], hasMore: true } : { list: [{ id: 3 }], hasMore: false }),
    );
    host.setAttribute('data-space-id', 'home-personal');
    const ctx = createTestContext({ api: { getPersonalList } });
    unmount = mount(host, ctx);
    const track = ctx.services.log.track as unknown as ReturnType<typeof vi.fn>;
    await waitFor(() => expect(within(host).getAllByRole('listitem')).toHaveLength(2));
    expect(track).not.toHaveBeenCalled();
    await waitFor(() => expect(io.observed().length).toBeGreaterThan(0));
    io.showAll();
    // Recorded in the observer's report, sent in a task of its own (or at once at pagehide).
    expect(track).not.toHaveBeenCalled();
    sendAll();
    expect(track.mock.calls).toEqual([['show', { spaceType: 'personal-list', spaceId: 'home-personal', widget: 'personal-list', appIds: '1,2', position: 0, count: 2 }]]);
    fireEvent.click(within(host).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(track).toHaveBeenCalledTimes(2));
    expect(track.mock.calls[1]).toEqual(['show', expect.objectContaining({ appIds: '3', position: 2, count: 1 })]);
  });
});
