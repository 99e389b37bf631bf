import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/helpers/context';
import type { ListHandle } from './use-list';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('ContentList', () => {
  it('draws a long answer in batches of rows, each in a later task, not in one render', async () => {
    // The renderer's own scheduler takes its timer functions when it loads: loaded afresh here,
    // it takes the fake ones, so every turn below is one task the test runs.
    vi.useFakeTimers();
    vi.resetModules();
    const { mountContent } = await import('./mount/mount-content');
    const { ContentList } = await import('./content-list');
    const host = document.createElement('div');
    document.body.appendChild(host);
    const items = Array.from({ length: 20 }, (_, i) => i);
    const list: ListHandle<number> = {
      state: { status: 'ready', items, pages: 1, hasMore: false, error: null, request: 1 },
      more: () => undefined,
      retry: () => undefined,
    };
    const ctx = createTestContext();
    const unmount = mountContent(host, ctx, 'demo', () => (
      <ContentList list={list} i18n={ctx.services.i18n} keyOf={String} renderItem={(n) => <span>{n}</span>} label="demo" />
    ));
    const rows = () => host.querySelectorAll('.ppw-list__item').length;
    // The first render draws the first batch only, and each later task adds one more batch
    // (after a frame: an effect), until all are there.
    const seen: number[] = [];
    for (let turn = 0; turn < 100 && rows() < items.length; turn++) {
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < 5; i++) await Promise.resolve();
      if (rows() && rows() !== seen[seen.length - 1]) seen.push(rows());
    }
    expect(seen).toEqual([6, 12, 18, 20]);
    expect(Array.from(host.querySelectorAll('.ppw-list__item'), (li) => li.textContent)).toEqual(items.map(String));
    unmount();
  });
});
