/**
 * A job of the scheduler. It may look at `hasTime()` as it goes and return `false` to say it
 * is not finished: it is then called again, first, in the next slice.
 */
export type SliceJob = (hasTime: () => boolean) => boolean | void;

/**
 * Runs queued jobs in slices so that no task of ours runs longer than `budgetMs` (hydration of
 * many islands, the scan of a long page, the visible islands of a long list scrolled into view
 * are chunked). Between slices it yields to the browser so input and rendering can happen
 * (`postTask` below).
 */
export interface SliceScheduler {
  push(job: SliceJob): void;
  /**
   * Runs what fits in one slice now (used at start-up so visible work is not delayed), or in
   * `ms` (Infinity: everything queued, a start the app needs finished).
   */
  flush(ms?: number): void;
  clear(): void;
}

/**
 * Runs `fn` in a task of its own, after what is already queued: with `scheduler.postTask` where
 * the browser has it (a task of the page's own priority, not clamped to 4 ms as nested timeouts
 * are), else a timeout (a macrotask everywhere). The scheduler's slices and the lists' show logs
 * (src/lists/send-soon.ts) yield this one way.
 * @example postTask(win, () => sendOne());
 */
export function postTask(win: Window, fn: () => void): void {
  const tasks = (win as Window & { scheduler?: { postTask?(fn: () => void): Promise<unknown> } }).scheduler;
  // Support: scheduler.postTask Chrome 94; a timeout everywhere else.
  if (tasks && tasks.postTask) tasks.postTask(fn);
  else win.setTimeout(fn, 0);
}

/**
 * A closure rather than a class: its state is local variables, which the minifier shortens
 * (the runtime's core is size-budgeted; `this.queue` cannot be).
 * @example
 * const scheduler = createScheduler(window, (error) => logger.handleError(error, 'hydrating'));
 * scheduler.push(() => mount(el));
 */
export function createScheduler(win: Window, onError: (error: unknown) => void, budgetMs = 8): SliceScheduler {
  const queue: SliceJob[] = [];
  // The later slice asked for (a task posted), and the posting it belongs to: clear() moves on
  // to a new one, so a task posted before it runs nothing (a posted task cannot be taken back).
  let asked = 0;
  let posted = 0;
  let running = false;

  const schedule = () => {
    if (asked) return;
    const mine = (asked = ++posted);
    const next = () => {
      if (asked !== mine) return;
      asked = 0;
      flush();
    };
    postTask(win, next);
  };

  const flush = (ms = budgetMs) => {
    if (running) return;
    running = true;
    // Support: performance.now in every browser we target (Chrome 24, iOS 8).
    const now = () => win.performance.now();
    const end = now() + ms;
    const hasTime = () => now() <= end;
    try {
      while (queue.length) {
        const job = queue[0];
        let unfinished = false;
        try {
          unfinished = job(hasTime) === false;
        } catch (error) {
          onError(error);
        }
        // A job that cleared the queue (stop()) is gone already.
        if (!unfinished && queue[0] === job) queue.shift();
        if (!hasTime()) break;
      }
    } finally {
      running = false;
    }
    if (queue.length) schedule();
  };

  return {
    push(job) {
      queue.push(job);
      schedule();
    },
    flush,
    clear() {
      queue.length = 0;
      asked = 0;
    },
  };
}
