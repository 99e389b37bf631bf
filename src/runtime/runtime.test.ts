import { describe, it, expect, vi } from 'vitest';
import { contextFor, createRuntime, guard, setTimer } from './runtime';
import { createRecordingLogger } from '../../tests/helpers/context';
import { startedRuntime } from '../../tests/helpers/runtime';

describe('createRuntime', () => {
  it('indexes the widget definitions by name and starts stopped', () => {
    const rt = createRuntime(window, createRecordingLogger(), [{ name: 'a', wake: 'load', load: () => Promise.reject() }]);
    expect(rt.definitions.get('a')!.name).toBe('a');
    expect(rt.run).toBe(null);
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
    await vi.waitFor(() => expect(fn).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 1 });
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
    const ctx = contextFor(rt, rt.run!, el, 'box', fail, []);
    ctx.fail('x');
    expect(fail).toHaveBeenCalledWith('x');
    expect(ctx.config).toBe(rt.context.config);
    expect(ctx.services).toBe(rt.context.services);
    ctx.emit('hello', { a: 1 });
    expect(seen).toHaveBeenCalledWith({ a: 1 });
    el.remove();
  });

  it('listens through a guard that logs a throw as "<name>: <type>", and records the removal', () => {
    const rt = startedRuntime([]);
    const el = document.createElement('div');
    const offs: (() => void)[] = [];
    const ctx = contextFor(rt, rt.run!, el, 'box', vi.fn(), offs);
    const seen = vi.fn(() => {
      throw new Error('boom');
    });
    const handleError = vi.spyOn(rt.logger, 'handleError');
    ctx.listen(el, 'click', seen);
    expect(() => el.click()).not.toThrow();
    expect(handleError).toHaveBeenCalledWith(expect.any(Error), 'box: click', el);
    expect(offs.length).toBe(1);
    offs[0]!();
    el.click();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('forgets a listener removed early through its returned removal', () => {
    const rt = startedRuntime([]);
    const offs: (() => void)[] = [];
    const ctx = contextFor(rt, rt.run!, document, 'box', vi.fn(), offs);
    const seen = vi.fn();
    const off = ctx.listen(window, 'pagehide', seen);
    ctx.listen(window, 'pageshow', seen);
    off();
    window.dispatchEvent(new Event('pagehide'));
    expect(seen).not.toHaveBeenCalled();
    expect(offs.length).toBe(1);
    offs[0]!();
  });

  it('guards a callback: it never throws and reports as "<name>: <label>"', () => {
    const rt = startedRuntime([]);
    const el = document.createElement('div');
    const ctx = contextFor(rt, rt.run!, el, 'box', vi.fn(), []);
    const handleError = vi.spyOn(rt.logger, 'handleError');
    const add = vi.fn((a: number, b: number) => {
      if (a + b > 2) throw new Error('too big');
    });
    const safe = ctx.guard('add', add);
    safe(1, 1);
    expect(() => safe(2, 2)).not.toThrow();
    expect(add).toHaveBeenCalledWith(2, 2);
    expect(handleError).toHaveBeenCalledTimes(1);
    expect(handleError).toHaveBeenCalledWith(expect.any(Error), 'box: add', el);
  });
});
