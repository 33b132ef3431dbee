/**
 * Runs at most `limit` jobs at once, the rest waiting in order. For work that is heavy in memory and CPU (image
 * decoding), so a burst of requests queues instead of decoding everything at once.
 */
export function createWorkQueue(limit: number) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    peak = Math.max(peak, running);
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  return { run, stats: () => ({ running, waiting: waiting.length, peak }) };
}
