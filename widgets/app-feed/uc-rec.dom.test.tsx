import { configure, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import { mount } from './index';

// The shared 2-core machine makes jsdom slow; role queries can take over a second.
configure({ asyncUtilTimeout: 8000 });

let host: HTMLElement;
let unmount: (() => void) | undefined;

beforeEach(() => {
  host = document.createElement('div');
  host.setAttribute('data-widget', 'uc-rec');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

describe('mount (uc-rec)', () => {
  it('asks for 100 from offset 0 by default and lists the apps', async () => {
    const getUcRec = vi.fn(() => Promise.resolve({ list: [{ id: 1, name: 'A', downloadCount: 20000 }], hasMore: false }));
    unmount = mount(host, createTestContext({ api: { getUcRec } }));
    await waitFor(() => expect(within(host).getByText('2万次下载')).toBeTruthy());
    expect(getUcRec).toHaveBeenCalledWith({ offset: 0, count: 100 }, expect.anything());
    expect(within(host).queryByRole('button', { name: '加载更多' })).toBeNull();
  });
});
