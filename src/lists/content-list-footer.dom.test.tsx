import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import type { ListHandle } from './use-list';

// A file of its own: the renderer takes the fake timer functions when it loads, once per file.
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('ContentList footer', () => {
  it('shows the first answer\'s "more" button only with its last batch, in its place', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const { mountContent } = await import('./mount/mount-content');
    const { ContentList } = await import('./content-list');
    const host = document.createElement('div');
    document.body.appendChild(host);
    const items = Array.from({ length: 14 }, (_, i) => i);
    const list: ListHandle<number> = {
      state: { status: 'ready', items, pages: 1, hasMore: true, error: null, request: 1 },
      more: () => undefined,
      retry: () => undefined,
    };
    const ctx = createTestContext();
    const unmount = mountContent(host, ctx, 'demo', () => (
      <ContentList list={list} i18n={ctx.services.i18n} keyOf={String} renderItem={(n) => <span>{n}</span>} label="demo" />
    ));
    const rows = () => host.querySelectorAll('.ppw-list__item').length;
    const more = () => host.querySelector('.ppw-content__more');
    // Each turn: the rows drawn so far and whether the button is there.
    const seen: string[] = [];
    for (let turn = 0; turn < 100 && !more(); turn++) {
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      const now = `${rows()}${more() ? '+more' : ''}`;
      if (rows() && now !== seen[seen.length - 1]) seen.push(now);
    }
    expect(seen).toEqual(['6', '12', '14+more']);
    // The button follows the last row.
    expect(host.querySelector('.ppw-list')!.nextElementSibling).toBe(more());
    unmount();
  });
});
