import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

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
  return {
    /** True from the moment the instance was told to stop: readiness answers 503. */
    isStopping: () => stopping !== undefined,
    stop(app: FastifyInstance): Promise<void> {
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
    },
  };
}
