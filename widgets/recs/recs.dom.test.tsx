import { configure, fireEvent, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '../../src/lists/format-count';
import { formatSize } from '../../src/lists/app-list/format-size';
import { createTestContext } from '../../tests/helpers/context';
import { installFakeIntersection } from '../../tests/helpers/fake-intersection';
import { mount } from './index';

// The shared 2-core machine makes jsdom slow; role queries can take over a second.
configure({ asyncUtilTimeout: 8000 });

let host: HTMLElement;
let unmount: (() => void) | undefined;

beforeEach(() => {
  host = document.createElement('section');
  host.setAttribute('data-widget', 'recs');
  host.setAttribute('data-space-type', 'detail-recs');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

const apps = [
  { id: 1003, name: '天天爱消除', iconUrl: 'https://img.example.com/i/1003.png', downloadCount: 123456789, size: 1356986368, versionId: 53009, packageName: 'com.tiantian.xiaochu', resourceType: 1 },
  { id: 1006, name: '口袋农场', downloadCount: 9452 },
];

describe('mount (recs)', () => {
  it('lists the recommended apps with counts as 亿/万, sizes in G/M, sized icons and a download link each', async () => {
    const getRecs = vi.fn(() => Promise.resolve({ q: '消除', list: apps }));
    host.setAttribute('data-q', '消除');
    unmount = mount(host, createTestContext({ api: { getRecs } }));
    const list = await waitFor(() => within(host).getByRole('list', { name: '相关推荐' }));
    expect(getRecs).toHaveBeenCalledWith({ q: '消除' }, expect.anything());
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(formatCount(123456789)).toMatch(/亿$/);
    expect(formatSize(1356986368)).toMatch(/G$/);
    expect(rows[0].querySelector('.ppw-app__meta')!.textContent).toBe(formatCount(123456789) + '次下载 · ' + formatSize(1356986368));
    expect(rows[1].querySelector('.ppw-app__meta')!.textContent).toBe(formatCount(9452) + '次下载');
    const icon = rows[0].querySelector('img')!;
    expect(icon.getAttribute('src')).toMatch(/1003_(65x65|100x100|130x130)\.png/);
    expect(icon.getAttribute('alt')).toBe('');
    const link = within(rows[0]).getByRole('link', { name: /下载\s*天天爱消除/ });
    expect(link.getAttribute('data-widget')).toBe('download');
    expect(link.getAttribute('data-id')).toBe('1003');
    expect(link.getAttribute('data-package-name')).toBe('com.tiantian.xiaochu');
    expect(link.getAttribute('data-space-type')).toBe('detail-recs');
    expect(link.getAttribute('href')).toBe('/download/apk?appId=1003');
  });

  it('logs a click with the space fields and the app', async () => {
    installFakeIntersection();
    host.setAttribute('data-q', '消除');
    const ctx = createTestContext({ api: { getRecs: () => Promise.resolve(apps) } });
    unmount = mount(host, ctx);
    const link = await waitFor(() => within(host).getByRole('link', { name: /口袋农场/ }));
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(ctx.services.log.track).toHaveBeenCalledWith('click', expect.objectContaining({ spaceType: 'detail-recs', appId: '1006', appName: '口袋农场', position: 1 }));
  });

  it('shows sibling sub-categories for data-app-id, the current one marked', async () => {
    host.setAttribute('data-app-id', '1001');
    const getSubcates = vi.fn(() => Promise.resolve({ list: [{ id: 51, name: '角色扮演', current: true }, { id: 52, name: '休闲益智' }] }));
    unmount = mount(host, createTestContext({ api: { getSubcates } }));
    const list = await waitFor(() => within(host).getByRole('list', { name: '相关分类' }));
    expect(getSubcates).toHaveBeenCalledWith({ appId: '1001' }, expect.anything());
    expect(within(list).getByText('角色扮演').getAttribute('aria-current')).toBe('true');
    expect(within(list).getByText('休闲益智').getAttribute('aria-current')).toBeNull();
  });
});
