import { describe, it, expect, vi } from 'vitest';
import { createScheduler } from './scheduler';

/** A window whose clock moves only when a job says so. */
function fakeClockWindow() {
  let t = 0;
  const win = { performance: { now: () => t }, setTimeout: (fn: () => void) => setTimeout(fn, 0), clearTimeout } as unknown as Window;
  return { win, advance: (ms: number) => (t += ms) };
}

describe('createScheduler', () => {
  it('runs queued jobs in order and stops a slice once its budget is used', () => {
    const { win, advance } = fakeClockWindow();
    const ran: number[] = [];
    const scheduler = createScheduler(win, () => undefined, 8);
    for (let i = 0; i < 5; i++) scheduler.push(() => void (ran.push(i), advance(3)));
    scheduler.flush();
    expect(ran).toEqual([0, 1, 2]);
    scheduler.flush();
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs everything queued when flushed with no limit (a start the app needs finished)', () => {
    const { win, advance } = fakeClockWindow();
    const ran: number[] = [];
    const scheduler = createScheduler(win, () => undefined, 8);
    for (let i = 0; i < 5; i++) scheduler.push(() => void (ran.push(i), advance(30)));
    scheduler.flush(Infinity);
    expect(ran).toEqual([0, 1, 2, 3, 4]);
  });

  it('calls a job that says it is not finished again, first, in the next slice', () => {
    const { win, advance } = fakeClockWindow();
    const visited: number[] = [];
    let i = 0;
    const scheduler = createScheduler(win, () => undefined, 8);
    scheduler.push((hasTime) => {
      while (i < 10) {
        visited.push(i++);
        advance(2);
        if (i < 10 && !hasTime()) return false;
      }
    });
    const after = vi.fn();
    scheduler.push(after);
    scheduler.flush();
    expect(visited).toEqual([0, 1, 2, 3, 4]);
    expect(after).not.toHaveBeenCalled();
    scheduler.flush();
    expect(visited.length).toBe(10);
    // That slice was used up by the end of the job: what comes after it waits for the next.
    expect(after).not.toHaveBeenCalled();
    scheduler.flush();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('reports a job that throws and goes on with the next', () => {
    const { win } = fakeClockWindow();
    const onError = vi.fn();
    const next = vi.fn();
    const scheduler = createScheduler(win, onError);
    scheduler.push(() => {
      throw new Error('boom');
    });
    scheduler.push(next);
    scheduler.flush();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('runs the rest in a later task on its own, and nothing after clear()', async () => {
    const scheduler = createScheduler(window, () => undefined);
    const a = vi.fn();
    const b = vi.fn();
    scheduler.push(a);
    await vi.waitFor(() => expect(a).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 1 });
    scheduler.push(b);
    scheduler.clear();
    // The scheduler's own timer (setTimeout 0, set at push) fires before one of equal delay
    // set after it: past this one, b would have run.
    await new Promise((r) => window.setTimeout(r, 0));
    expect(b).not.toHaveBeenCalled();
  });

  it('yields with scheduler.postTask where the browser has it, and a task posted before clear() runs nothing', () => {
    let t = 0;
    const posted: (() => void)[] = [];
    const setTimeoutSpy = vi.fn();
    const win = {
      performance: { now: () => t },
      setTimeout: setTimeoutSpy,
      scheduler: { postTask: (fn: () => void) => (posted.push(fn), Promise.resolve()) },
    } as unknown as Window;
    const ran: number[] = [];
    const scheduler = createScheduler(win, () => undefined, 8);
    for (let i = 0; i < 4; i++) scheduler.push(() => void (ran.push(i), (t += 5)));
    // One task asked for however many jobs are queued.
    expect(posted).toHaveLength(1);
    posted.shift()!();
    // A slice of 8 ms: two jobs of 5 ms, then a yield (the next task posted).
    expect(ran).toEqual([0, 1]);
    expect(posted).toHaveLength(1);
    posted.shift()!();
    expect(ran).toEqual([0, 1, 2, 3]);
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    // A task cannot be taken back: after clear() the one already posted runs nothing.
    scheduler.push(() => void ran.push(9));
    scheduler.clear();
    posted.shift()!();
    expect(ran).toEqual([0, 1, 2, 3]);
    // And the next push asks for a task of its own.
    scheduler.push(() => void ran.push(10));
    expect(posted).toHaveLength(1);
    posted.shift()!();
    expect(ran).toEqual([0, 1, 2, 3, 10]);
  });
});
