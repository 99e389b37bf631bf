import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountBatchedList } from '../../tests/helpers/content-list';

// A file of its own: the renderer takes the fake timer functions when it loads, once per file.
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('ContentList footer', () => {
  it('shows the first answer\'s "more" button only with its last batch, in its place', async () => {
    const { host, rows, step, unmount } = await mountBatchedList(14, true);
    const more = () => host.querySelector('.ppw-content__more');
    // Each turn: the rows drawn so far and whether the button is there.
    const seen: string[] = [];
    for (let turn = 0; turn < 100 && !more(); turn++) {
      await step();
      const now = `${rows()}${more() ? '+more' : ''}`;
      if (rows() && now !== seen[seen.length - 1]) seen.push(now);
    }
    expect(seen).toEqual(['6', '12', '14+more']);
    // The button follows the last row.
    expect(host.querySelector('.ppw-list')!.nextElementSibling).toBe(more());
    unmount();
  });
});
