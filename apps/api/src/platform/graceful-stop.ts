import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { leaveSignalsToHost } from '@tradeforge/db';

export interface GracefulStopOptions {
  /**
   * How long the instance keeps serving after it was told to stop while its readiness answers 503, so that the
   * balancer's health check takes it out before it stops accepting connections (the cluster waits 3 s: HAProxy
   * checks every second and takes a server out after two failed checks). 0 for a site alone on its machine.
   */
  delayMs: number;
  /** Resolves when the balancer has had its time; tests pass their own condition instead of the delay. */
  waitForBalancer?: () => Promise<void>;
}

export type GracefulStop = ReturnType<typeof createGracefulStop>;

/**
 * How an instance behind a load balancer stops without failing a request: readiness (`/api/ready`) answers 503 at
 * once, the instance goes on serving while the balancer's health check takes it out, then `app.close()` stops
 * accepting connections, lets the requests in flight finish, ends the event streams with a retry hint (the events
 * plugin's `preClose`) and closes the database. Stopping twice waits for the first stop.
 */
export function createGracefulStop(options: GracefulStopOptions) {
  let stopping: Promise<void> | undefined;
  const waitForBalancer =
    options.waitForBalancer ?? (() => (options.delayMs > 0 ? sleep(options.delayMs) : Promise.resolve()));
  function stop(app: FastifyInstance): Promise<void> {
    stopping ??= (async () => {
      await waitForBalancer();
      // Node closes the idle keep-alive connections once, when the server stops listening; a connection whose
      // request finishes afterwards stays open as long as its client (a balancer) keeps it, and so would the
      // close. Those are closed as they become idle.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    })();
    return stopping;
  }
  return {
    /** True from the moment the instance was told to stop: readiness answers 503. */
    isStopping: () => stopping !== undefined,
    stop,
    /**
     * How a server process (the host, or the API alone) ends: SIGTERM and SIGINT go to close-with-grace alone
     * (`leaveSignalsToHost`) and stop the app gracefully; after a fatal error nothing is worth waiting for and it
     * closes at once. The database closes last, once the server has finished its requests and the apps their
     * listeners.
     */
    stopOnSignals(app: FastifyInstance, closeDatabase: () => Promise<void>) {
      leaveSignalsToHost();
      closeWithGrace({ delay: 10_000 + options.delayMs }, async ({ signal, err }) => {
        if (err) app.log.error({ err }, 'shutting down after an error');
        else app.log.info(`${signal ?? 'exit'} received, shutting down`);
        await (err ? app.close() : stop(app));
        await closeDatabase();
      });
    },
  };
}
