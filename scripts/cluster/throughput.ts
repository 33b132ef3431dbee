/**
 * `npm run bench:cluster`: throughput through HAProxy with three, two and one instances of the site (the cluster of
 * `npm run cluster`, in a new data/cluster-bench): the business page read by 50 connections, then the cluster
 * test's mixed load of 50 people, CLUSTER_BENCH_SECONDS (15) each. An instance is stopped gracefully between steps.
 * On one machine the instances share its cores, so the figures say what the balancer and the extra processes cost,
 * not what more machines would give.
 */
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { createClient } from './client';
import { root, startCluster } from './cluster';
import { preparePeople, runLoad } from './load';
import { stopChild } from './processes';

const seconds = Number(process.env.CLUSTER_BENCH_SECONDS ?? 15);
const dataDir = path.join(root, 'data/cluster-bench');
await rm(dataDir, { recursive: true, force: true });
const cluster = await startCluster({
  port: 8280,
  dataDir,
  log: () => undefined,
  env: {
    DEMO_DATA: 'false',
    REGISTRATION_RATE_LIMIT: '10000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CONTENT_PER_HOUR: '100000',
    INQUIRY_LIMIT_PER_HOUR: '100000',
    INQUIRY_LIMIT_PER_DAY: '100000',
  },
});
try {
  const client = createClient(cluster.url, cluster.publicUrl);
  const people = await preparePeople(client, 50, 20);
  const pages = people.flatMap((person) => (person.supplier ? [person.supplier.businessId] : []));

  /** 50 connections reading business pages back to back: answers per second, and whether any was not a 200. */
  async function readPages() {
    let answers = 0;
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (performance.now() < deadline) {
          const call = await client.call('GET', `/api/business/profile/${pages[answers % pages.length]}`);
          if (call.status === 200) answers += 1;
          else errors += 1;
        }
      }),
    );
    return { perSecond: answers / seconds, errors };
  }

  const rows: string[] = [];
  for (const running of [3, 2, 1]) {
    await readPages(); // warm-up, discarded
    const read = await readPages();
    const started = performance.now();
    const { calls } = await runLoad(client, people, seconds);
    const mixed = calls.filter((call) => call.status >= 200 && call.status < 300).length;
    const mixedPerSecond = mixed / ((performance.now() - started) / 1000);
    rows.push(
      `| ${running} | ${read.perSecond.toFixed(0)} | ${mixedPerSecond.toFixed(0)} | ${read.errors + calls.length - mixed} |`,
    );
    console.log(rows.at(-1));
    if (running > 1) await stopChild(cluster.instances[running - 1]!.child!, 'SIGTERM');
  }
  console.log(
    `\n${new Date().toISOString()}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log('| instances | business page req/s | mixed load req/s | not 2xx |\n|---|---|---|---|');
  console.log(rows.join('\n'));
} finally {
  await cluster.stop();
}
