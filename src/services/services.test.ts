import { describe, it, expect, vi } from 'vitest';
import { createServices } from './services';
import { defaultConfig } from '../runtime/config';
import { createRecordingLogger, testEnvironment } from '../../tests/helpers/context';

// Watches when the bridge stand-in is asked to load its chunk, and the log's (the whole log).
const bridgeReady = vi.hoisted(() => ({ calls: [] as string[] }));
const logReady = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./lazy-services', async (importOriginal) => {
  const real = await importOriginal<typeof import('./lazy-services')>();
  return {
    ...real,
    createLazyBridge: (...args: Parameters<typeof real.createLazyBridge>) => {
      const service = real.createLazyBridge(...args);
      return {
        ...service,
        ready: () => {
          bridgeReady.calls.push('ready');
          return service.ready();
        },
      };
    },
    createLazyLog: (...args: Parameters<typeof real.createLazyLog>) => {
      const service = real.createLazyLog(...args);
      return {
        ...service,
        ready: () => {
          logReady.calls++;
          return service.ready();
        },
      };
    },
  };
});

describe('createServices', () => {
  it('in the client, starts loading the bridge right after start-up, not during it', async () => {
    bridgeReady.calls = [];
    createServices(defaultConfig(), testEnvironment({ hasBridge: true, client: 'android' }), createRecordingLogger(), window);
    // The first click must not wait for a script element to be made.
    expect(bridgeReady.calls).toEqual([]);
    await Promise.resolve();
    expect(bridgeReady.calls).toEqual(['ready']);
  });

  it('keeps the tracking id of the log in a cookie (src/log/base/)', async () => {
    const services = createServices(defaultConfig(), testEnvironment(), createRecordingLogger(), window);
    await services.whenReady!(['log']);
    const id = services.log.trackId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(decodeURIComponent(document.cookie)).toContain(id);
    services.log.dispose();
  });

  it("by default waits for the API client alone; a list's track leaves through the log's base", async () => {
    logReady.calls = 0;
    const services = createServices(defaultConfig(), testEnvironment(), createRecordingLogger(), window);
    await services.whenReady!();
    expect(logReady.calls).toBe(0);
    // The list holds the stand-in; its track loads the base only and is sent by it.
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    try {
      services.log.track('show', { spaceId: 'detail-score' });
      await vi.waitFor(() => expect(beacon).toHaveBeenCalled());
      expect(logReady.calls).toBe(0);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).sendBeacon;
      services.log.dispose();
    }
  });

  it('inside the client, whatever needs a service waits for the bridge too; needing none loads nothing', async () => {
    bridgeReady.calls = [];
    const services = createServices(defaultConfig(), testEnvironment({ hasBridge: true, client: 'android' }), createRecordingLogger(), window);
    await Promise.resolve();
    bridgeReady.calls = [];
    void services.whenReady!([]);
    expect(bridgeReady.calls).toEqual([]);
    void services.whenReady!(['log']);
    expect(bridgeReady.calls).toEqual(['ready']);
  });

  it('in a browser, leaves the bridge until something uses it', async () => {
    bridgeReady.calls = [];
    createServices(defaultConfig(), testEnvironment(), createRecordingLogger(), window);
    await new Promise((r) => setTimeout(r, 0));
    expect(bridgeReady.calls).toEqual([]);
  });
});
