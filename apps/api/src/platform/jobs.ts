import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';

/**
 * Runs periodic work on an interval. Every instance ticks; the job itself takes an advisory lock, so one instance
 * does each round. A failing round is logged and the next one tries again.
 */
export function scheduleMessageJobs(
  app: FastifyInstance,
  config: ApiConfig,
  run: () => Promise<unknown>,
  name = 'message jobs',
) {
  if (config.messageJobsIntervalSeconds === 0) return;
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
  }, config.messageJobsIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
