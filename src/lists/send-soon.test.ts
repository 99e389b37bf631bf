/**
 * The lists' show logs: recorded at once, each sent in a task of its own in the order recorded,
 * all of what waits sent at once when the page is left or hidden, or before a click. The tasks
 * run when the test says so (a window whose timeouts are kept in a list).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendAll, sendSoon, waiting } from './send-soon';

/** The page's window, but its timeouts (or posted tasks) wait in `tasks` until the test runs them. */
function taskWindow(postTask = false) {
  const tasks: (() => void)[] = [];
  const queue = (fn: () => void) => (tasks.push(fn), tasks.length);
  const win = {
    document,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    setTimeout: queue,
    scheduler: postTask ? { postTask: (fn: () => void) => (queue(fn), Promise.resolve()) } : undefined,
  } as unknown as Window;
  return { win, tasks, runNext: () => tasks.shift()!() };
}

describe('sendSoon', () => {
  afterEach(() => sendAll());

  it('sends nothing in the recording task, then one batch a task, in order', () => {
    const { win, tasks, runNext } = taskWindow();
    const sent: string[] = [];
    sendSoon(win, () => sent.push('a'));
    sendSoon(win, () => sent.push('b'));
    sendSoon(win, () => sent.push('c'));
    expect(sent).toEqual([]);
    expect(waiting()).toBe(3);
    expect(tasks).toHaveLength(3);
    runNext();
    expect(sent).toEqual(['a']);
    runNext();
    expect(sent).toEqual(['a', 'b']);
    runNext();
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(waiting()).toBe(0);
  });

  it('a batch that throws stops neither its task nor the next', () => {
    const { win, runNext } = taskWindow();
    const sent: string[] = [];
    sendSoon(win, () => {
      throw new Error('bad fields');
    });
    sendSoon(win, () => sent.push('b'));
    expect(runNext).not.toThrow();
    runNext();
    expect(sent).toEqual(['b']);
  });

  it('pagehide sends everything waiting at once, in order; the tasks then send nothing twice', () => {
    const { win, tasks } = taskWindow();
    const sent: string[] = [];
    sendSoon(win, () => sent.push('a'));
    sendSoon(win, () => sent.push('b'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual(['a', 'b']);
    tasks.splice(0).forEach((task) => task());
    expect(sent).toEqual(['a', 'b']);
  });

  it('a hidden page sends everything waiting; a visible one waits for the tasks', () => {
    const { win } = taskWindow();
    const sent: string[] = [];
    let state: DocumentVisibilityState = 'visible';
    const spy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    sendSoon(win, () => sent.push('a'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([]);
    state = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual(['a']);
    spy.mockRestore();
  });

  it('a click finds the shows recorded before it sent', () => {
    const { win } = taskWindow();
    const sent: string[] = [];
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('click', () => sent.push('click'));
    sendSoon(win, () => sent.push('show'));
    button.click();
    expect(sent).toEqual(['show', 'click']);
    button.remove();
  });

  it('posts its tasks with scheduler.postTask where the browser has it', () => {
    const { win, tasks, runNext } = taskWindow(true);
    const timeout = vi.spyOn(win, 'setTimeout');
    const sent: string[] = [];
    sendSoon(win, () => sent.push('a'));
    expect(tasks).toHaveLength(1);
    expect(timeout).not.toHaveBeenCalled();
    runNext();
    expect(sent).toEqual(['a']);
  });
});
