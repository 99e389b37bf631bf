import { afterEach, describe, expect, it, vi } from 'vitest';
import { features } from './widgets';
import { defaultConfig } from '../src/runtime/config';
import { createTestContext } from '../tests/helpers/context';
import type { FeatureInstance, FeatureModule } from '../src/types';

// The banner's chunk: `imported` counts the imports that came back (each reads the module's
// `start`; in the script-tag build, the chunk was requested), `scans` what its instances scanned.
const banner = vi.hoisted(() => ({ imported: 0, scans: [] as unknown[] }));
vi.mock('../features/tips-banner/index', () => ({
  get start() {
    banner.imported++;
    return () => ({ scan: (root: unknown) => banner.scans.push(root), stop() {} });
  },
}));

const tips = features.find((f) => f.name === 'tips-banner')!;

/** A window whose connection says what the test asks (Save-Data, or a 2g connection). */
function windowWith(connection: { saveData?: boolean; effectiveType?: string } | undefined): Window {
  const nav = Object.create(window.navigator, { connection: { value: connection } });
  return Object.create(window, { navigator: { value: nav } }) as Window;
}

/**
 * The tips banner's feature row (app/widgets.ts): where the browser asks to save data, or the
 * connection is 2g, the promotion's chunk waits for the visitor's first scroll, resize or tap;
 * elsewhere it loads at once.
 */
describe('the tips banner where the browser asks to save data', () => {
  let instance: FeatureInstance | null = null;
  let context: ReturnType<typeof createTestContext>;
  afterEach(() => {
    if (instance) instance.stop();
    instance = null;
    context.removeListeners();
    vi.useRealTimers();
    banner.imported = 0;
    banner.scans.length = 0;
  });

  const started = async (connection: Parameters<typeof windowWith>[0]) => {
    context = createTestContext();
    const mod: FeatureModule = await tips.load(defaultConfig(), windowWith(connection));
    instance = mod.start(context);
    instance.scan(document);
    return instance;
  };

  it('fetches nothing at start, then its chunk at the first tap, which shows it on the page', async () => {
    vi.useFakeTimers();
    await started({ saveData: true, effectiveType: '4g' });
    await vi.runAllTimersAsync();
    expect(banner.imported).toBe(0);
    // Markup added later does not bring it either.
    instance!.scan(document.body);
    expect(banner.imported).toBe(0);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(banner.imported).toBe(1);
    expect(banner.scans).toEqual([document]);
  });

  it('fetches its chunk at the first scroll on a 2g connection', async () => {
    vi.useFakeTimers();
    await started({ effectiveType: '2g' });
    await vi.runAllTimersAsync();
    expect(banner.imported).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    await vi.runAllTimersAsync();
    expect(banner.imported).toBe(1);
    expect(banner.scans).toEqual([document]);
  });

  it('fetches nothing when the runtime stops before the visitor scrolls or taps', async () => {
    vi.useFakeTimers();
    await started({ saveData: true });
    instance!.stop();
    context.removeListeners();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.runAllTimersAsync();
    expect(banner.imported).toBe(0);
  });

  it('loads at once without Save-Data, or where the browser has no connection API', async () => {
    await started({ saveData: false, effectiveType: '4g' });
    expect(banner.imported).toBe(1);
    expect(banner.scans).toEqual([document]);
    instance!.stop();
    context.removeListeners();
    await started(undefined);
    expect(banner.imported).toBe(2);
    expect(banner.scans).toEqual([document, document]);
  });
});
