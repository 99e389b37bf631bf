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
  host.setAttribute('data-widget', 'beta-list');
  host.setAttribute('data-day-before', '3');
  document.body.appendChild(host);
});

afterEach(() => {
  if (unmount) unmount();
  unmount = undefined;
  host.remove();
});

describe('mount (beta-list)', () => {
  it('lists beta games with their date, kind and a download link', async () => {
    const getBetaGames = vi.fn(() => Promise.resolve({ list: [{ id: 1001, name: '星海战纪', betaTime: '2026-06-20', betaType: '删档内测' }] }));
    unmount = mount(host, createTestContext({ api: { getBetaGames } }));
    const row = await waitFor(() => within(host).getByRole('listitem'));
    expect(getBetaGames).toHaveBeenCalledWith({ dayBefore: 3, dayAfter: 7, count: 20 }, expect.anything());
    expect(row.textContent).toContain('2026-06-20 开测');
    expect(row.textContent).toContain('删档内测');
    expect(row.querySelector('time')!.getAttribute('datetime')).toBe('2026-06-20');
    expect(within(row).getByRole('link', { name: /下载/ }).getAttribute('data-id')).toBe('1001');
  });

  it('says so when no games are in beta', async () => {
    unmount = mount(host, createTestContext({ api: { getBetaGames: () => Promise.resolve({ list: [] }) } }));
    await waitFor(() => expect(within(host).getByText('近期没有新游测试')).toBeTruthy());
  });
});
