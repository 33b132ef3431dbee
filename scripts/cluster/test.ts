/**
 * `npm run test:cluster`: starts the cluster as `npm run cluster` does (in data/cluster-test, a new one each run),
 * checks what users do across instances, then runs CLUSTER_LOAD_USERS (100) people sending reads and writes for
 * CLUSTER_LOAD_SECONDS (60), 30 of them holding live event streams. A quarter of the way in one instance is killed
 * with -9 and started again; at 60 % another is stopped gracefully (SIGTERM) and started again. Afterwards every
 * write acknowledged with a 2xx must be in the database, no request may have failed except those in flight on the
 * killed instance, and every stream must have received every event of its user. The last line sums it up.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runChecks } from './checks';
import { createClient, holdStream, type Call } from './client';
import { root, startCluster, type Cluster } from './cluster';
import { preparePeople, runLoad, type Write } from './load';
import { stopChild, waitFor } from './processes';
import { findLostWrites, storedEventIds } from './verify';

const seconds = Number(process.env.CLUSTER_LOAD_SECONDS ?? 60);
const userCount = Number(process.env.CLUSTER_LOAD_USERS ?? 100);
const port = Number(process.env.CLUSTER_TEST_PORT ?? 8180);
const dataDir = path.join(root, 'data/cluster-test');
const began = performance.now();
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[${elapsed()}] ${line}`);

await rm(dataDir, { recursive: true, force: true });
let cluster: Cluster | undefined;
let exitCode = 1;
process.on('SIGINT', () => void cluster?.stop().then(() => process.exit(130)));
try {
  cluster = await startCluster({
    port,
    dataDir,
    log: say,
    // A load test: the per-user limits of content and inquiries are raised so that 100 users writing back to back
    // for a minute are not refused; the per-address search limit stays, and is checked.
    env: {
      DEMO_DATA: 'false',
      REGISTRATION_RATE_LIMIT: '10000',
      RATE_LIMIT_WRITES_PER_MINUTE: '10000',
      RATE_LIMIT_CONTENT_PER_HOUR: '100000',
      INQUIRY_LIMIT_PER_HOUR: '100000',
      INQUIRY_LIMIT_PER_DAY: '100000',
    },
  });
  const client = createClient(cluster.url, cluster.publicUrl);
  let checksFailed = 0;
  await runChecks(client, cluster.url, cluster.instances, (ok, line) => {
    if (!ok) checksFailed += 1;
    say(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  });

  const people = await preparePeople(client, userCount, 20);
  say(`${people.length} people registered through the pages, 20 with a business and a product`);
  const streamHolders = [...people.slice(0, 20), ...people.slice(20, 30)];
  const streams = streamHolders.map((person) => holdStream(cluster!.url, () => person.token));
  await waitFor(() => streams.every((stream) => stream.served.length > 0), 30_000);
  say(`${streams.length} live event streams open`);

  const { instances } = cluster;
  const chaos = { killAt: 0, deadAt: 0, killedBackAfter: 0, stopAt: 0, stoppedAfter: 0, stoppedBackAfter: 0 };
  const loadStart = performance.now();
  const chaosRun = (async () => {
    await sleep(seconds * 250);
    const killed = instances[1]!;
    chaos.killAt = performance.now();
    killed.child!.process.kill('SIGKILL');
    await killed.child!.exited;
    chaos.deadAt = performance.now();
    say(`killed ${killed.name} with -9; starting it again`);
    await cluster!.startInstance(killed);
    chaos.killedBackAfter = performance.now() - chaos.killAt;
    say(`${killed.name} ready again ${(chaos.killedBackAfter / 1000).toFixed(1)} s after the kill`);
    await sleep(Math.max(0, loadStart + seconds * 600 - performance.now()));
    const stopped = instances[2]!;
    chaos.stopAt = performance.now();
    say(`SIGTERM to ${stopped.name}`);
    await stopChild(stopped.child!, 'SIGTERM');
    chaos.stoppedAfter = performance.now() - chaos.stopAt;
    say(
      `${stopped.name} stopped gracefully in ${(chaos.stoppedAfter / 1000).toFixed(1)} s; starting it again`,
    );
    await cluster!.startInstance(stopped);
    chaos.stoppedBackAfter = performance.now() - chaos.stopAt;
  })();
  say(`load: ${people.length} people for ${seconds} s`);
  const { calls, writes } = await runLoad(client, people, seconds);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  await chaosRun;

  // Streams catch up on what was stored for their users; whatever never arrives was missed.
  const stored = await storedEventIds(
    cluster.databaseUrl,
    streamHolders.map((person) => person.userId),
  );
  const caughtUp = () =>
    streamHolders.every((person, i) =>
      (stored.get(person.userId) ?? []).every((id) => streams[i]!.received.has(id)),
    );
  await waitFor(caughtUp, 30_000);
  const missed = streamHolders.reduce(
    (sum, person, i) =>
      sum + (stored.get(person.userId) ?? []).filter((id) => !streams[i]!.received.has(id)).length,
    0,
  );
  const eventsStored = [...stored.values()].reduce((sum, ids) => sum + ids.length, 0);
  const resumed = streams.reduce((sum, stream) => sum + stream.resumes, 0);
  const resumedStreams = streams.filter((stream) => stream.resumes > 0).length;
  await Promise.all(streams.map((stream) => stream.stop()));

  const lost = await findLostWrites(cluster.databaseUrl, writes);
  const failed = calls.filter((call) => call.status < 200 || call.status >= 300);
  // In flight on the killed instance: sent before its process was gone (the kill takes a few milliseconds), cut
  // after the kill. The balancer retries what never reached it and the GETs; a cut POST or PUT may have been applied,
  // so it is not retried and fails.
  const atKill = (call: Call) =>
    (call.status === 0 || call.status === 502) &&
    call.startedAt <= chaos.deadAt &&
    call.endedAt >= chaos.killAt;
  const unexpected = failed.filter((call) => !atKill(call));
  report({ calls, writes, failed, unexpected, loadSeconds, eventsStored, resumedStreams, chaos });
  for (const call of unexpected.slice(0, 10))
    say(
      `unexpected failure: ${call.method} ${call.path} ${call.status || call.error} via ${call.servedBy ?? '?'}, from ${Math.round(call.startedAt - chaos.killAt)} to ${Math.round(call.endedAt - chaos.killAt)} ms after the kill`,
    );
  for (const write of lost.slice(0, 10)) say(`lost: ${JSON.stringify(write)}`);

  await cluster.stop();
  cluster = undefined;
  say(`cluster stopped; whole run ${elapsed()}`);
  console.log(
    `acknowledged=${writes.length} lost=${lost.length} failed=${failed.length} streams_resumed=${resumed} missed_events=${missed}`,
  );
  exitCode = lost.length > 0 || missed > 0 || unexpected.length > 0 || checksFailed > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await cluster?.stop();
}
process.exit(exitCode);

function report(run: {
  calls: Call[];
  writes: Write[];
  failed: Call[];
  unexpected: Call[];
  loadSeconds: number;
  eventsStored: number;
  resumedStreams: number;
  chaos: { killedBackAfter: number; stoppedAfter: number; stoppedBackAfter: number };
}) {
  const count = <T>(items: T[], key: (item: T) => string) =>
    Object.entries(
      items.reduce<Record<string, number>>(
        (sums, item) => ((sums[key(item)] = (sums[key(item)] ?? 0) + 1), sums),
        {},
      ),
    )
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
  say(
    `${run.calls.length} requests in ${run.loadSeconds.toFixed(0)} s (${(run.calls.length / run.loadSeconds).toFixed(0)}/s); answers: ${count(run.calls, (call) => String(call.status || call.error))}`,
  );
  say(`served by: ${count(run.calls, (call) => call.servedBy ?? 'none')}`);
  say(`acknowledged writes: ${count(run.writes, (write) => write.kind)}`);
  say(
    `failed: ${run.failed.length} (in flight on the killed instance: ${run.failed.length - run.unexpected.length}, other: ${run.unexpected.length})${run.failed.length ? `: ${count(run.failed, (call) => `${call.method} ${call.status || call.error}`)}` : ''}`,
  );
  say(
    `killed instance ready again after ${(run.chaos.killedBackAfter / 1000).toFixed(1)} s; graceful stop took ${(run.chaos.stoppedAfter / 1000).toFixed(1)} s, back after ${(run.chaos.stoppedBackAfter / 1000).toFixed(1)} s`,
  );
  say(
    `${run.eventsStored} events stored for the stream holders; ${run.resumedStreams} streams resumed with Last-Event-ID`,
  );
}
