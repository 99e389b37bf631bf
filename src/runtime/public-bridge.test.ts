import { describe, it, expect, vi } from 'vitest';
import { createPublicBridge } from './public-bridge';
import { createRuntime } from './runtime';
import { createRecordingLogger } from '../../tests/helpers/context';
import { startedRuntime } from '../../tests/helpers/runtime';

describe('createPublicBridge', () => {
  it('before start: drops answers, rejects calls with TIME_OUT and adds no listener', async () => {
    const bridge = createPublicBridge(createRuntime(window, createRecordingLogger(), []));
    expect(() => bridge.receive('{"id":"1","result":1}')).not.toThrow();
    await expect(bridge.call('log')).rejects.toEqual({ code: -1, msg: 'PPWidgets is not started' });
    expect(typeof bridge.on('appStatus', () => undefined)).toBe('function');
  });

  it('once started, forwards to the bridge service and never throws into the app', () => {
    const rt = startedRuntime([]);
    const receive = vi.fn(() => {
      throw new Error('broken');
    });
    rt.services!.bridge.receive = receive;
    const bridge = createPublicBridge(rt);
    expect(() => bridge.receive('x')).not.toThrow();
    expect(receive).toHaveBeenCalledWith('x');
    expect(rt.logger.errors[0][0]).toBe('receiving a bridge message');
    bridge.call('toast', { key_text: 'hi' }).catch(() => undefined);
    expect(rt.services!.bridge.call).toHaveBeenCalledWith('toast', { key_text: 'hi' });
  });
});
