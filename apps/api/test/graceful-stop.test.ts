import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createGracefulStop } from '../src/platform/graceful-stop';
import { signIn } from './factories';
import { buildSecondInstance, useTestApi } from './helper';

/** A gate a test opens when it has seen what it waits for: conditions order the steps, never sleeps. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Whether a new TCP connection to the port is accepted now. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true) === undefined && socket.destroy());
    socket.once('error', () => resolve(false));
  });

const api = useTestApi({ MESSAGE_JOBS_INTERVAL_SECONDS: '0' });
let closeDatabase: (() => Promise<void>) | undefined;
afterAll(async () => closeDatabase?.());

describe('an instance told to stop', () => {
  it('fails readiness first, finishes its requests, ends streams with a retry hint, then closes', async () => {
    const balancer = gate();
    const graceful = createGracefulStop({ delayMs: 0, waitForBalancer: () => balancer.opened });
    const instance = await buildSecondInstance(api, 3, { isStopping: graceful.isStopping });
    closeDatabase = () => instance.handle.close();
    // A request that stays in flight until the test lets it answer.
    const entered = gate();
    const release = gate();
    instance.app.get('/slow', async () => {
      entered.open();
      await release.opened;
      return { done: true };
    });
    const base = await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(base).port);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    const { headers } = await signIn(api);
    const stream = await fetch(`${base}/api/events/stream`, { headers });
    expect(stream.status).toBe(200);
    const streamText = stream.text();
    const slow = fetch(`${base}/slow`);
    await entered.opened;

    const stopped = graceful.stop(instance.app);
    expect(graceful.isStopping()).toBe(true);
    // Out of the balancer at once, while everything else is still served.
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: { message: string } }).error.message).toBe(
      'This server is stopping.',
    );
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await accepts(port)).toBe(true);

    // The balancer has taken it out: new connections are refused, the stream ends telling the client to come back.
    balancer.open();
    await expect.poll(() => accepts(port)).toBe(false);
    expect(await streamText).toMatch(/retry: \d+\n\n$/);
    // The request in flight still gets its answer, and only then does the instance finish closing.
    release.open();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopped;
    expect(instance.app.server.listening).toBe(false);
  });
});
