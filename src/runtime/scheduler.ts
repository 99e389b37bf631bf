/**
 * A job of the scheduler. It may look at `hasTime()` as it goes and return `false` to say it
 * is not finished: it is then called again, first, in the next slice.
 */
export type SliceJob = (hasTime: () => boolean) => boolean | void;

/**
 * Runs queued jobs in slices so that no task of ours runs longer than `budgetMs` (hydration of
 * many islands, and the scan of a long page, are chunked). Between slices it yields with a
 * timeout so input and rendering can happen.
 * @example
 * const scheduler = new SliceScheduler(window, (error) => logger.handleError(error, 'hydrating'));
 * scheduler.push(() => mount(el));
 */
export class SliceScheduler {
  private queue: SliceJob[] = [];
  private timer: number | null = null;
  private running = false;

  constructor(
    private readonly win: Window,
    private readonly onError: (error: unknown) => void,
    private readonly budgetMs = 8,
  ) {}

  push(job: SliceJob): void {
    this.queue.push(job);
    this.schedule();
  }

  /** Runs what fits in one slice now (used at start-up so visible work is not delayed). */
  flush(): void {
    if (this.running) return;
    this.running = true;
    const now = () => (this.win.performance ? this.win.performance.now() : Date.now());
    const end = now() + this.budgetMs;
    const hasTime = () => now() <= end;
    try {
      while (this.queue.length) {
        const job = this.queue[0];
        let unfinished = false;
        try {
          unfinished = job(hasTime) === false;
        } catch (error) {
          this.onError(error);
        }
        // A job that cleared the queue (stop()) is gone already.
        if (!unfinished && this.queue[0] === job) this.queue.shift();
        if (!hasTime()) break;
      }
    } finally {
      this.running = false;
    }
    if (this.queue.length) this.schedule();
  }

  clear(): void {
    this.queue.length = 0;
    if (this.timer !== null) this.win.clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    this.timer = this.win.setTimeout(() => {
      this.timer = null;
      this.flush();
    }, 0);
  }
}
