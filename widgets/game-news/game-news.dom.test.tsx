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
  host.setAttribute('data-widget', 'game-news');
  host.setAttribute('data-app-ids', '1001,1002');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

describe('mount (game-news)', () => {
  it('asks for the news of the listed games and links each title', async () => {
    const getMultiGameNews = vi.fn(() =>
      Promise.resolve({ list: [{ appId: 1001, appName: '星海战纪', news: [{ id: 1, title: '新版本更新公告', url: '/news/1.html', time: '2026-06-19' }, { id: 2, title: '<script>x</script>', url: 'javascript:alert(1)' }] }] }),
    );
    unmount = mount(host, createTestContext({ api: { getMultiGameNews } }));
    const link = await waitFor(() => within(host).getByRole('link', { name: '新版本更新公告' }));
    expect(getMultiGameNews).toHaveBeenCalledWith({ appIds: ['1001', '1002'] }, expect.anything());
    expect(link.getAttribute('href')).toBe('/news/1.html');
    expect(within(host).getAllByText('星海战纪')).toHaveLength(2);
    // The unsafe item keeps its text, as text, without a link.
    expect(within(host).getByText('<script>x</script>').tagName).toBe('SPAN');
    expect(within(host).getAllByRole('link')).toHaveLength(1);
  });

  it('keeps its markup and warns when data-app-ids is missing', () => {
    host.removeAttribute('data-app-ids');
    const ctx = createTestContext();
    unmount = mount(host, ctx);
    expect(host.children).toHaveLength(0);
    expect(String(ctx.logger.warnings[0][0])).toContain('data-app-ids is missing');
  });
});
