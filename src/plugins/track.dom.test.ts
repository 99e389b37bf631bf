import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApplication, type Application } from '../runtime/application';
import { trackPlugin } from './track';
import type { ServiceName, Services } from '../types';
import { createRecordingLogger, createTestContext, testEnvironment } from '../../tests/helpers/context';

/**
 * A `data-track` element has the whole log loaded, whenever it comes: its click may follow a
 * link at once (the track plug-in's `tracked-clicks` feature, src/plugins/track.ts).
 */
describe('tracked elements and the log', () => {
  let app: Application | undefined;
  afterEach(() => {
    app?.stop();
    app = undefined;
    document.body.innerHTML = '';
  });

  function start() {
    const logger = createRecordingLogger();
    const services = createTestContext().services as Services;
    const whenReady = vi.fn((_needs?: readonly ServiceName[]) => Promise.resolve());
    app = createApplication({
      version: '0.0.0-test',
      widgets: [],
      plugins: [trackPlugin],
      createServices: () => ({ ...services, logger, whenReady }),
      detectEnvironment: () => testEnvironment(),
      logger,
    });
    app.start({});
    return whenReady;
  }
  const asked = (whenReady: ReturnType<typeof vi.fn>) => whenReady.mock.calls.some((c) => Array.isArray(c[0]) && c[0].indexOf('log') !== -1);

  it('asks for nothing on a page without one', async () => {
    document.body.innerHTML = '<a href="/x">plain</a>';
    const whenReady = start();
    // The page features are scanned at once (as the runtime does in the task after start).
    app!.scan();
    expect(asked(whenReady)).toBe(false);
  });

  it('loads the log for one in the page at start', async () => {
    document.body.innerHTML = '<a href="/x" data-track="nav-click-home">home</a>';
    const whenReady = start();
    await vi.waitFor(() => expect(asked(whenReady)).toBe(true));
  });

  it('loads the log for one added after start', async () => {
    const whenReady = start();
    app!.scan();
    expect(asked(whenReady)).toBe(false);
    const a = document.createElement('a');
    a.setAttribute('data-track', 'cms-click-banner');
    document.body.appendChild(a);
    await vi.waitFor(() => expect(asked(whenReady)).toBe(true));
  });
});
