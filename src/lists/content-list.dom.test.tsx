import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountBatchedList } from '../../tests/helpers/content-list';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('ContentList', () => {
  it('draws a long answer in batches of rows, each in a later task, not in one render', async () => {
    const { host, items, rows, step, unmount } = await mountBatchedList(20, false);
    // The first render draws the first batch only, and each later task adds one more batch
    // (after a frame: an effect), until all are there.
    const seen: number[] = [];
    for (let turn = 0; turn < 100 && rows() < items.length; turn++) {
      await step();
      if (rows() && rows() !== seen[seen.length - 1]) seen.push(rows());
    }
    expect(seen).toEqual([6, 12, 18, 20]);
    expect(Array.from(host.querySelectorAll('.ppw-list__item'), (li) => li.textContent)).toEqual(items.map(String));
    unmount();
  });
});
