import { describe, it, expect, vi } from 'vitest';
import { contextFor, createRuntime, guard, setTimer } from './runtime';
import { createRecordingLogger } from '../../tests/helpers/context';
import { startedRuntime } from '../../tests/helpers/runtime';

describe('createRuntime', () => {
  it('indexes the widget definitions by name and starts stopped', () => {
    const rt = createRuntime(window, createRecordingLogger(), [{ name: 'a', wake: 'load', load: () => Promise.reject() }]);
    expect(rt.definitions.get('a')!.name).toBe('a');
    expect(rt.started).toBe(false);
    expect(rt.doc).toBe(document);
  });
});

describe('guard', () => {
  it('reports a throw once under its label, with the element, and lets nothing out', () => {
    const logger = createRecordingLogger();
    const rt = createRuntime(window, logger, []);
    const el = document.createElement('div');
    expect(() => guard(rt, 'doing it', () => { throw new Error('x'); }, el)).not.toThrow();
    expect(logger.errors).toEqual([['doing it', expect.objectContaining({ message: 'x' })]]);
  });
});

describe('setTimer', () => {
  it('keeps the pending timeout in the record until it ran', async () => {
    const rt = createRuntime(window, createRecordingLogger(), []);
    const fn = vi.fn();
    setTimer(rt, fn, 0);
    expect(rt.timers.size).toBe(1);
    await new Promise((r) => setTimeout(r, 5));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(rt.timers.size).toBe(0);
  });
});

describe('contextFor', () => {
  it('gives the started config, env and services, and emits pp:* on the target', () => {
    const rt = startedRuntime([]);
    const el = document.createElement('div');
    document.body.appendChild(el);
    const seen = vi.fn();
    el.addEventListener('pp:hello', (e) => seen((e as CustomEvent).detail));
    const fail = vi.fn();
    const ctx = contextFor(rt, el, fail);
    ctx.fail('x');
    expect(fail).toHaveBeenCalledWith('x');
    expect(ctx.config).toBe(rt.config);
    expect(ctx.services).toBe(rt.services);
    ctx.emit('hello', { a: 1 });
    expect(seen).toHaveBeenCalledWith({ a: 1 });
    el.remove();
  });
});
