import { describe, expect, it, vi } from 'vitest';
import { features } from './widgets';
import { defaultConfig } from '../src/runtime/config';
import { createTestContext } from '../tests/helpers/context';

// Which modules the feature's load asks for: each factory runs when its module is first
// imported (in the script-tag build, when its chunk is requested).
const requested = vi.hoisted(() => ({ webp: 0, lazyStart: [] as unknown[][] }));
vi.mock('../src/webp/index', async (importOriginal) => {
  requested.webp++;
  return importOriginal();
});
vi.mock('../features/lazy-images/index', () => ({
  start: (...args: unknown[]) => {
    requested.lazyStart.push(args);
    return { scan() {}, stop() {} };
  },
}));

/**
 * The lazy-images feature of app/widgets.ts: the webp code (src/webp/, the `webp` chunk) is
 * requested beside lazy images' own only where config `webp.hosts` lists hosts.
 */
describe('the lazy-images feature', () => {
  const lazyImages = features.find((f) => f.name === 'lazy-images')!;

  it('does not request the webp code when webp.hosts is empty (the default), and starts without it', async () => {
    const config = defaultConfig();
    const mod = await lazyImages.load(config);
    const context = createTestContext({ config });
    // Without webp hosts the core's first-screen pass stands in (src/image-load/first-screen.ts);
    // markup added later that holds a lazy image fetches the chunk.
    const instance = mod.start(context);
    expect(requested.lazyStart).toHaveLength(0);
    instance.scan(document);
    const added = document.createElement('div');
    added.innerHTML = '<img data-src="/later.png" alt="">';
    instance.scan(added);
    await vi.waitFor(() => expect(requested.lazyStart).toHaveLength(1));
    expect(requested.webp).toBe(0);
    expect(requested.lazyStart).toHaveLength(1);
    expect(requested.lazyStart[0]![0]).toBe(context);
    expect(requested.lazyStart[0]![1]).toBeFalsy();
  });

  it('does not request the webp code when loaded without a config (the exported list, loaded by hand)', async () => {
    const mod = await lazyImages.load();
    expect(typeof mod.start).toBe('function');
    expect(requested.webp).toBe(0);
  });

  it('requests the webp code with lazy images when webp.hosts lists hosts, and gives it to start', async () => {
    const config = { ...defaultConfig(), webp: { hosts: ['img.example.com'], rewrite: '_.webp' } };
    const mod = await lazyImages.load(config);
    expect(requested.webp).toBe(1);
    mod.start(createTestContext({ config }));
    expect(requested.lazyStart[1]![1]).toBe(await import('../src/webp/index'));
  });
});
