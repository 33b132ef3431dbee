import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';

/**
 * Runs periodic work on an interval. Every instance ticks; the job itself takes an advisory lock, so one instance
 * does each round. A failing round is logged and the next one tries again; a round still running skips the tick.
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  intervalSeconds: number,
  run: () => Promise<unknown>,
) {
  if (intervalSeconds === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run()
      .then((result) => {
        if (result) app.log.debug({ result }, `${name} ran`);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
      .finally(() => (running = false));
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export function scheduleMessageJobs(app: FastifyInstance, config: ApiConfig, run: () => Promise<unknown>) {
  scheduleJob(app, 'message jobs', config.messageJobsIntervalSeconds, run);
}
