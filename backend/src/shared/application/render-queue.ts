export class RenderQueueFullError extends Error {
  constructor() {
    super('Too many pages are being rendered at once');
    this.name = 'RenderQueueFullError';
  }
}

/**
 * At most `concurrency` renders at a time (pages, share cards, image variants), the rest waiting in order, and at
 * most `maxWaiting` of those: rendering is CPU work, so a flood of uncached URLs must queue behind each other instead of starving cached pages and the
 * API, and past the queue it is refused (503) rather than held in memory.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` counts it without a gap.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
