import { describe, expect, it, vi } from 'vitest';
import { createBridgeEvents, HELD_LIMIT } from './bridge-events';
import { createRecordingLogger } from '../../tests/helpers/context';

const flush = () => Promise.resolve();

describe('createBridgeEvents', () => {
  it('hands an event to every handler of its name, in subscription order', () => {
    const events = createBridgeEvents(createRecordingLogger());
    const seen: string[] = [];
    events.on('appStatus', (p) => seen.push('a' + p.status));
    events.on('appStatus', (p) => seen.push('b' + p.status));
    events.on('other', () => seen.push('other'));
    events.emit('appStatus', { status: 1 });
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('holds an event nobody listens to, the latest per event and package, and replays it after the subscriber’s set-up', async () => {
    const events = createBridgeEvents(createRecordingLogger());
    events.emit('appStatus', { key_packageName: 'a', status: 1 });
    events.emit('appStatus', { key_packageName: 'a', status: 2 });
    events.emit('appStatus', { key_packageName: 'b', status: 3 });
    const handler = vi.fn();
    events.on('appStatus', handler);
    expect(handler).not.toHaveBeenCalled();
    await flush();
    expect(handler.mock.calls.map((c) => c[0].status)).toEqual([2, 3]);
  });

  it('replays nothing to a handler unsubscribed before the replay', async () => {
    const events = createBridgeEvents(createRecordingLogger());
    events.emit('appStatus', { status: 1 });
    const handler = vi.fn();
    events.on('appStatus', handler)();
    await flush();
    expect(handler).not.toHaveBeenCalled();
  });

  it(`holds at most ${HELD_LIMIT} events`, async () => {
    const events = createBridgeEvents(createRecordingLogger());
    for (let i = 0; i < HELD_LIMIT + 10; i++) events.emit('appStatus', { key_packageName: 'p' + i });
    const handler = vi.fn();
    events.on('appStatus', handler);
    await flush();
    expect(handler).toHaveBeenCalledTimes(HELD_LIMIT);
  });

  it('logs a throwing handler and still runs the others', () => {
    const logger = createRecordingLogger();
    const events = createBridgeEvents(logger);
    const after = vi.fn();
    events.on('appStatus', () => {
      throw new Error('boom');
    });
    events.on('appStatus', after);
    expect(() => events.emit('appStatus', {})).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(logger.errors.length).toBe(1);
  });

  it('forgets handlers and held events at clear', async () => {
    const events = createBridgeEvents(createRecordingLogger());
    const before = vi.fn();
    events.on('appStatus', before);
    events.clear();
    events.emit('x', {});
    events.emit('appStatus', {});
    expect(before).not.toHaveBeenCalled();
    events.clear();
    const later = vi.fn();
    events.on('x', later);
    await flush();
    expect(later).not.toHaveBeenCalled();
  });
});
