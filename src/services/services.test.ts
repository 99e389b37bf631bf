import { describe, it, expect, vi } from 'vitest';
import { createServices } from './services';
import { defaultConfig } from '../runtime/config';
import { createRecordingLogger, testEnvironment } from '../../tests/helpers/context';

// Watches when the bridge stand-in is asked to load its chunk.
const bridgeReady = vi.hoisted(() => ({ calls: [] as string[] }));
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

  it('in a browser, leaves the bridge until something uses it', async () => {
    bridgeReady.calls = [];
    createServices(defaultConfig(), testEnvironment(), createRecordingLogger(), window);
    await new Promise((r) => setTimeout(r, 0));
    expect(bridgeReady.calls).toEqual([]);
  });
});
