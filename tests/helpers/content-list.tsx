import { vi } from 'vitest';
import type { ListHandle } from '../../src/lists/use-list';
import { createTestContext } from './context';

/**
 * A `ContentList` of `count` rows, first answer in, under fake timers. The renderer's own
 * scheduler takes its timer functions when it loads: loaded afresh here, it takes the fake ones,
 * so each `step()` is one task the test runs (once per test file: the next file loads it again).
 * @example const list = await mountBatchedList(20, false); await list.step(); list.rows()
 */
export async function mountBatchedList(count: number, hasMore: boolean) {
  vi.useFakeTimers();
  vi.resetModules();
  const { mountContent } = await import('../../src/lists/mount/mount-content');
  const { ContentList } = await import('../../src/lists/content-list');
  const host = document.createElement('div');
  document.body.appendChild(host);
  const items = Array.from({ length: count }, (_, i) => i);
  const list: ListHandle<number> = {
    state: { status: 'ready', items, pages: 1, hasMore, error: null, request: 1 },
    more: () => undefined,
    retry: () => undefined,
  };
  const ctx = createTestContext();
  const unmount = mountContent(host, ctx, 'demo', () => (
    <ContentList list={list} i18n={ctx.services.i18n} keyOf={String} renderItem={(n) => <span>{n}</span>} label="demo" />
  ));
  return {
    host,
    items,
    unmount,
    rows: () => host.querySelectorAll('.ppw-list__item').length,
    /** Runs the next task and the microtasks after it. */
    async step() {
      vi.advanceTimersToNextTimer();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}
