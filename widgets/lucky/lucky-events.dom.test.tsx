import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/dom';
import { type Setup, setup, luckyDomTests } from '../../tests/helpers/lucky';
import { READER_RETRY_MS } from './hooks/use-app-downloads';

// The app-status reader's chunk fails to load once (a flaky network), then loads.
const loads = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../src/bridge/app-status/app-status-event', async (importOriginal) => {
  loads.n++;
  if (loads.n === 1) throw new Error('network down');
  return importOriginal();
});

let current: Setup | null = null;
luckyDomTests(() => {
  if (current) current.unmount();
  current = null;
});

describe('lucky: the app-status reader, loaded with the first event', () => {
  it('credits a download completed while the reader could not load: the event is read again once it loads', async () => {
    const s = (current = setup());
    await within(s.el).findByRole('link', { name: /下载/ });
    await waitFor(() => expect(s.lucky.getAppState).toHaveBeenCalled());
    s.bridge.emit('appStatus', { key_packageName: 'com.example.a', key_status: 16, key_progress: 100 });
    await waitFor(() => expect(s.context.logger.warnings.map((w) => w[0])).toContain('lucky: reading appStatus failed'));
    expect(s.lucky.setAppDownload).not.toHaveBeenCalled();
    // READER_RETRY_MS later the reader loads and the completion is credited, once.
    await waitFor(() => expect(s.lucky.setAppDownload).toHaveBeenCalledTimes(1), { timeout: READER_RETRY_MS + 10000 });
    expect(s.lucky.setAppDownload).toHaveBeenCalledWith(expect.objectContaining({ activityId: '42', appId: '1001' }));
    expect(loads.n).toBe(2);
  }, READER_RETRY_MS + 20000);
});
