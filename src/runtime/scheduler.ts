/**
 * A job of the scheduler. It may look at `hasTime()` as it goes and return `false` to say it
 * is not finished: it is then called again, first, in the next slice.
 */
export type SliceJob = (hasTime: () => boolean) => boolean | void;

/**
 * Runs queued jobs in slices so that no task of ours runs longer than `budgetMs` (hydration of
 * many islands, and the scan of a long page, are chunked). Between slices it yields with a
 * timeout so input and rendering can happen.
 */
export interface SliceScheduler {
  push(job: SliceJob): void;
  /** Runs what fits in one slice now (used at start-up so visible work is not delayed). */
  flush(): void;
  clear(): void;
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
  let timer: number | null = null;
  let running = false;

  const schedule = () => {
    if (timer !== null) return;
    timer = win.setTimeout(() => {
      timer = null;
      flush();
    }, 0);
  };

  const flush = () => {
    if (running) return;
    running = true;
    const now = () => (win.performance ? win.performance.now() : Date.now());
    const end = now() + budgetMs;
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
      if (timer !== null) win.clearTimeout(timer);
      timer = null;
    },
  };
}
