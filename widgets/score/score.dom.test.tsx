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
  host.setAttribute('data-widget', 'score');
  host.setAttribute('data-appid', '1001');
  host.setAttribute('data-versionid', '53003');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

describe('mount (score)', () => {
  it('asks for the app version’s score and shows the average, total and distribution', async () => {
    const getScore = vi.fn(() => Promise.resolve({ score: 4.6, scoreCount: 12000, stars: { 5: 6000, 4: 3000, 3: 1500, 2: 900, 1: 600 } }));
    unmount = mount(host, createTestContext({ api: { getScore } }));
    await waitFor(() => expect(within(host).getByText('4.6分')).toBeTruthy());
    expect(getScore).toHaveBeenCalledWith({ appId: '1001', versionId: '53003' }, expect.anything());
    expect(within(host).getByText('1.2万人评分')).toBeTruthy();
    const bars = within(host).getByRole('list', { name: '评分分布' });
    const rows = within(bars).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.ppw-score__share')!.textContent)).toEqual(['50%', '25%', '13%', '8%', '5%']);
    expect((rows[0].querySelector('.ppw-score__fill') as HTMLElement).style.width).toBe('50%');
  });

  it('shows English texts when the locale is en', async () => {
    const ctx = createTestContext({ config: { locale: 'en' }, api: { getScore: () => Promise.resolve({ score: 4, scoreCount: 3, stars: { 4: 3 } }) } });
    ctx.services.i18n = (await import('../../src/i18n/index')).createI18n('en');
    unmount = mount(host, ctx);
    await waitFor(() => expect(within(host).getByText('3 ratings')).toBeTruthy());
    expect(within(host).getByRole('list', { name: 'Rating distribution' })).toBeTruthy();
  });

  it('says there are no ratings yet for an empty answer', async () => {
    unmount = mount(host, createTestContext({ api: { getScore: () => Promise.resolve({}) } }));
    await waitFor(() => expect(within(host).getByText('暂无评分')).toBeTruthy());
  });

  it('keeps its markup and warns when the version id is missing', () => {
    host.removeAttribute('data-versionid');
    host.textContent = '4.6分';
    const ctx = createTestContext();
    unmount = mount(host, ctx);
    expect(host.textContent).toBe('4.6分');
    expect(String(ctx.logger.warnings[0][0])).toContain('data-version-id');
  });
});
