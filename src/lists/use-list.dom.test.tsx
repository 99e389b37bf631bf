import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { mountContent } from './mount/mount-content';
import { useList } from './use-list';
import type { Page } from './list-state';
import { createTestContext } from '../../tests/helpers/context';

afterEach(() => {
  document.body.innerHTML = '';
});

function Probe(props: { load: () => Promise<Page<number>> }) {
  const { state } = useList<number>({ load: props.load });
  return <p className="probe">{state.status + ':' + state.items.join(',')}</p>;
}

describe('useList', () => {
  it('reads the answer in its task and draws the page in a task after it', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    // What the page's next task finds, queued by the task that read the answer: the page is
    // drawn by a task queued after it (timers of one delay run in the order they were set).
    const found: string[] = [];
    const text = () => host.querySelector('.probe')!.textContent!;
    const load = () =>
      Promise.resolve<Page<number>>({ items: [1, 2, 3], hasMore: false }).then((page) => {
        window.setTimeout(() => found.push(text()), 0);
        return page;
      });
    const unmount = mountContent(host, createTestContext(), 'demo', () => <Probe load={load} />);
    await waitFor(() => expect(found).toHaveLength(1));
    expect(found).toEqual(['loading:']);
    await waitFor(() => expect(text()).toBe('ready:1,2,3'));
    unmount();
  });
});
