import { describe, it, expect, vi, beforeEach } from 'vitest';
import type { RuntimeHost } from '../runtime/plugin';
import { startedRuntime } from '../../tests/helpers/runtime';

const startRum = vi.fn();
vi.mock('../rum/index', () => ({ startRum }));

/** The plug-in fresh (its per-document decision with it) and a host whose clock gives `random`. */
async function setup(sample: number, random: number) {
  vi.resetModules();
  const { rumPlugin } = await import('./rum');
  const rt = startedRuntime([]);
  const run = { ...rt.run!, config: { ...rt.run!.config, rum: { sample } }, services: { ...rt.run!.services, clock: { now: () => 0, random: () => random } } };
  rt.run = run;
  const host = rt as unknown as RuntimeHost;
  return { start: () => rumPlugin.start!(host, run), run, rt };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('rumPlugin', () => {
  beforeEach(() => startRum.mockClear());

  it('loads the measuring code when the seeded draw falls under the sample', async () => {
    const { start } = await setup(0.5, 0.49);
    start();
    await vi.waitFor(() => expect(startRum).toHaveBeenCalledTimes(1));
  });

  it('loads nothing when the draw is at or above the sample, or the sample is 0', async () => {
    for (const [sample, random] of [[0.5, 0.5], [0, 0], [0.01, 0.9]]) {
      const { start } = await setup(sample, random);
      start();
    }
    await settle();
    await settle();
    expect(startRum).not.toHaveBeenCalled();
  });

  it('decides once per page view: a restart on the same document keeps the decision', async () => {
    const { start, rt } = await setup(0.5, 0.9);
    start();
    // Same module, same document, a draw that would now be sampled.
    (rt.run!.services as { clock: { random(): number } }).clock.random = () => 0;
    start();
    await settle();
    await settle();
    expect(startRum).not.toHaveBeenCalled();
  });
});
