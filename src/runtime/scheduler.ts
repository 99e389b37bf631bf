/**
 * Runs queued jobs in slices so that no task of ours runs longer than `budgetMs` (issue 8:
 * hydration of many islands is chunked). Between slices it yields with a timeout so input
 * and rendering can happen.
 */
export class SliceScheduler {
  private queue: (() => void)[] = [];
  private timer: number | null = null;
  private running = false;

  constructor(
    private readonly win: Window,
    private readonly onError: (error: unknown) => void,
    private readonly budgetMs = 8,
  ) {}

  push(job: () => void): void {
    this.queue.push(job);
    this.schedule();
  }

  /** Runs what fits in one slice now (used at start-up so visible work is not delayed). */
  flush(): void {
    if (this.running) return;
    this.running = true;
    const now = () => (this.win.performance ? this.win.performance.now() : Date.now());
    const start = now();
    try {
      while (this.queue.length) {
        const job = this.queue.shift()!;
        try {
          job();
        } catch (error) {
          this.onError(error);
        }
        if (now() - start > this.budgetMs) break;
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
