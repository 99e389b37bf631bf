import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/dom';
import { type Setup, setup, luckyDomTests } from '../../tests/helpers/lucky';

// A hook only the panel runs, counted: what the mount's own task ran of the panel.
const panelHooks = vi.hoisted(() => ({ runs: 0 }));
vi.mock('./hooks/use-app-downloads', async (importOriginal) => {
  const real = await importOriginal<typeof import('./hooks/use-app-downloads')>();
  return {
    ...real,
    useAppDownloads: (...args: Parameters<typeof real.useAppDownloads>) => {
      panelHooks.runs++;
      return real.useAppDownloads(...args);
    },
  };
});

let current: Setup | null = null;
luckyDomTests(() => {
  if (current) current.unmount();
  current = null;
});

describe('mount (lucky)', () => {
  it('draws the loading state in the mount and runs the panel, its hooks, in a task after it', async () => {
    panelHooks.runs = 0;
    const s = (current = setup());
    // Looked at as soon as the loading state is in the page (waitFor looks again after each
    // change to the DOM, before the next task): the render that drew it ran none of the panel.
    let runsWhenDrawn = -1;
    await waitFor(() => {
      const loading = s.el.querySelector('.ppw-lucky-loading');
      expect(loading && loading.getAttribute('aria-busy')).toBe('true');
      runsWhenDrawn = panelHooks.runs;
    });
    expect(runsWhenDrawn).toBe(0);
    expect(within(s.el).getByRole('status').textContent).toBe('活动加载中…');
    await within(s.el).findByRole('heading', { name: '双十一幸运大抽奖' });
    expect(panelHooks.runs).toBeGreaterThan(0);
    await waitFor(() => expect(s.lucky.activity).toHaveBeenCalledTimes(1));
  });
});
