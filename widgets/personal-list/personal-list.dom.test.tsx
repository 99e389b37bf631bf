import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
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
