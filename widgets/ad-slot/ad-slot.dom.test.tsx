import { configure, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import { installFakeIntersection, type FakeIntersection } from '../../tests/helpers/fake-intersection';
import { mount } from './index';

// The shared 2-core machine makes jsdom slow; role queries can take over a second.
configure({ asyncUtilTimeout: 8000 });

let host: HTMLElement;
let io: FakeIntersection;
let unmount: (() => void) | undefined;

beforeEach(() => {
  io = installFakeIntersection();
  host = document.createElement('div');
  host.setAttribute('data-widget', 'ad-slot');
  host.setAttribute('data-space-id', '301');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

const ad = { adId: 9001, title: '星海战纪 新赛季开启', imageUrl: '/img/ad-1.svg', link: '/detail.html?appId=1001', appId: 1001, app: { id: 1001, name: '星海战纪', packageName: 'com.xinghai.zhanji' } };

describe('mount (ad-slot)', () => {
  it('shows the ad, labelled as an ad, with its banner link and a download button', async () => {
    const getAds = vi.fn(() => Promise.resolve({ list: [ad] }));
    unmount = mount(host, createTestContext({ api: { getAds } }));
    const banner = await waitFor(() => within(host).getByRole('link', { name: '星海战纪 新赛季开启' }));
    expect(getAds).toHaveBeenCalledWith({ spaceId: '301', offset: 0, count: 1 }, expect.anything());
    expect(banner.getAttribute('href')).toBe('/detail.html?appId=1001');
    expect(within(host).getByText('广告')).toBeTruthy();
    expect(within(host).getByRole('link', { name: /下载/ }).getAttribute('data-space-id')).toBe('301');
  });

  it('sends one show beacon, only once at least half of the ad has been in view', async () => {
    const ctx = createTestContext({ api: { getAds: () => Promise.resolve({ list: [ad] }) } });
    unmount = mount(host, ctx);
    const el = await waitFor(() => {
      const found = host.querySelector('.ppw-ad');
      if (!found) throw new Error('no ad rendered yet');
      return found;
    });
    await waitFor(() => expect(io.observed()).toContain(el));
    const track = ctx.services.log.track as unknown as ReturnType<typeof vi.fn>;
    const shows = () => track.mock.calls.filter((c) => c[0] === 'show');
    expect(shows()).toHaveLength(0);
    io.show(el, 0.3);
    expect(shows()).toHaveLength(0);
    io.show(el, 0.6);
    io.show(el, 1);
    expect(shows()).toEqual([['show', expect.objectContaining({ spaceType: 'ad', spaceId: '301', adId: '9001', appId: '1001', position: 0 })]]);
  });

  it('renders nothing visible when the slot has no ads', async () => {
    const getAds = vi.fn(() => Promise.resolve({ list: [] }));
    unmount = mount(host, createTestContext({ api: { getAds } }));
    await waitFor(() => expect(getAds).toHaveBeenCalled());
    await waitFor(() => expect(host.querySelector('.ppw-content')!.getAttribute('aria-busy')).toBe('false'));
    expect(host.textContent).toBe('');
  });
});
