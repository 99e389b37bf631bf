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
  host.setAttribute('data-widget', 'specials');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

const special = (id: number) => ({ specialId: id, title: '专题' + id, description: '说明' + id, imageUrl: '/img/special-' + id + '.svg', apps: [{ id: 1, name: 'A' }] });

describe('mount (specials)', () => {
  it('pages all specials 15 at a time with "more"', async () => {
    const getAllSpecials = vi.fn((p: { offset: number; count: number }) =>
      Promise.resolve({ list: Array.from({ length: p.offset === 0 ? 15 : 2 }, (_, i) => special(p.offset + i)), hasMore: p.offset === 0 }),
    );
    unmount = mount(host, createTestContext({ api: { getAllSpecials } }));
    const list = await waitFor(() => within(host).getByRole('list', { name: '专题' }));
    expect(getAllSpecials).toHaveBeenCalledWith({ offset: 0, count: 15 }, expect.anything());
    // Its rows come in batches, a frame apart (src/lists/content-list.tsx).
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(15));
    fireEvent.click(within(host).getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(17));
    expect(getAllSpecials).toHaveBeenLastCalledWith({ offset: 15, count: 15 }, expect.anything());
  });

  it('lists an app’s specials with specialNum', async () => {
    host.setAttribute('data-app-id', '1001');
    host.setAttribute('data-special-num', '2');
    const getSpecials = vi.fn(() => Promise.resolve({ list: [special(301), special(302)] }));
    unmount = mount(host, createTestContext({ api: { getSpecials } }));
    await waitFor(() => expect(within(host).getByText('专题301')).toBeTruthy());
    expect(getSpecials).toHaveBeenCalledWith({ appId: '1001', specialNum: 2 }, expect.anything());
    expect(within(host).queryByRole('button')).toBeNull();
  });

  it.each([
    ['proxy', 'getSpecialApps'],
    ['android', 'getAndroidSpecial'],
    ['ios', 'getIosSpecial'],
    ['wdj', 'getWdjSpecial'],
  ])('lists a special’s apps from the %s source', async (source, call) => {
    host.setAttribute('data-special-id', '301');
    host.setAttribute('data-special-source', source);
    const fn = vi.fn(() => Promise.resolve({ specialId: 301, items: [{ id: 7, name: '应用七' }] }));
    unmount = mount(host, createTestContext({ api: { [call]: fn } }));
    await waitFor(() => expect(host.querySelector('.ppw-app__name')!.textContent).toBe('应用七'));
    expect(fn).toHaveBeenCalledWith({ specialId: '301' }, expect.anything());
    expect(within(host).getByRole('link', { name: /下载/ }).getAttribute('data-space-id')).toBe('301');
  });
});
