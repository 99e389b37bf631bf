/**
 * A runtime stopped after its lists' show logs were sent leaves no listener behind: the page
 * listeners that send what waits (pagehide, a hidden page, a click) exist only while a show
 * log waits (src/lists/send-soon.ts). The list is the real personal-list, started by the app.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, waitFor } from '@testing-library/dom';
import { createApplication, type Application } from '../../src/runtime/application';
import { plugins } from '../../src/plugins/index';
import type { Services, WidgetDefinition } from '../../src/types';
import { createRecordingLogger, createTestContext, testEnvironment } from '../helpers/context';
import { installFakeIntersection } from '../helpers/fake-intersection';
import { waiting } from '../../src/lists/send-soon';
import { countListeners } from '../helpers/count-listeners';

configure({ asyncUtilTimeout: 8000 });

let app: Application | null = null;
afterEach(() => {
  app?.stop();
  app = null;
  document.body.innerHTML = '';
});

/** Starts the app with a personal list of two apps, seen: its show log recorded, not yet sent. */
async function startSeenList() {
  const io = installFakeIntersection();
  const getPersonalList = vi.fn(() => Promise.resolve({ list: [{ id: 1 }, { id: 2 }], hasMore: false }));
  const logger = createRecordingLogger();
  const services = createTestContext({ api: { getPersonalList } }).services as Services;
  const def: WidgetDefinition = { name: 'personal-list', wake: 'load', load: () => import('../../widgets/app-feed/index'), needs: [] };
  app = createApplication({
    plugins,
    version: '0.0.0-test',
    widgets: [def],
    createServices: () => ({ ...services, logger }),
    detectEnvironment: () => testEnvironment(),
    logger,
  });
  document.body.innerHTML = '<div data-widget="personal-list" data-count="2" data-space-id="home"></div>';
  app.start();
  await waitFor(() => expect(document.querySelectorAll('[data-widget] li')).toHaveLength(2));
  await waitFor(() => expect(io.observed().length).toBeGreaterThan(0));
  io.showAll();
  expect(waiting()).toBe(1);
  return services.log.track as unknown as ReturnType<typeof vi.fn>;
}

describe('the lists’ show logs and stop()', () => {
  it('leave no listener behind once sent and the runtime stopped', async () => {
    const counter = countListeners();
    try {
      const track = await startSeenList();
      // Sent in a task of its own: waited for, not hurried by a pagehide or a click.
      await waitFor(() => expect(track).toHaveBeenCalledWith('show', expect.objectContaining({ appIds: '1,2' })));
      expect(waiting()).toBe(0);
      app!.stop();
      app = null;
      // React DOM's own document listener (added once for every root, never removed) is not
      // ours: the script-tag build's Preact adds none.
      expect(counter.left().filter(([type]) => type !== 'selectionchange')).toEqual([]);
    } finally {
      counter.restore();
      vi.unstubAllGlobals();
    }
  });

  it('a show recorded before stop() is still sent after it, and its listeners then go', async () => {
    const counter = countListeners();
    try {
      const track = await startSeenList();
      app!.stop();
      app = null;
      expect(track).not.toHaveBeenCalled();
      await waitFor(() => expect(track).toHaveBeenCalledWith('show', expect.objectContaining({ appIds: '1,2' })));
      expect(waiting()).toBe(0);
      expect(counter.left().filter(([type]) => type !== 'selectionchange')).toEqual([]);
    } finally {
      counter.restore();
      vi.unstubAllGlobals();
    }
  });
});
