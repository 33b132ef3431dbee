/**
 * `npm run bench`: load-tests the API in this process against a real PostgreSQL (embedded in ./data/bench, or
 * BENCH_DATABASE_URL), with a static JSON route as the baseline measured in the same run. The machine is shared
 * and noisy, so compare the ratios, not the absolute figures.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { apiPlugin, loadApiConfig } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import { openDatabase } from '@tradeforge/db';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const config = loadApiConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.resolve('../data/bench') });
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: config.dataDir,
  log: { info: console.log, warn: console.warn, error: console.error },
});
const app = Fastify(fastifyOptions(config.logLevel, config.bodyLimit));
app.get('/baseline', async () => ({ success: true, data: { status: 'ok' } }));
await app.register(apiPlugin, { prefix: '/api', config, db: database.db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const targets = [
  { name: 'baseline: static JSON', path: '/baseline' },
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET /api/ref-data/country', path: '/api/ref-data/country' },
  { name: 'GET /api/ref-data/country/US/state', path: '/api/ref-data/country/US/state' },
  { name: 'GET /api/catsys/industry/full-tree', path: '/api/catsys/industry/full-tree' },
  { name: 'GET /api/ready (database round trip)', path: '/api/ready' },
];

const rows: { name: string; rps: number; p50: number; p99: number }[] = [];
for (const target of targets) {
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  rows.push({
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  });
}
await app.close();
await database.close();

const baseline = rows[0]!.rps;
console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per route\n`);
console.log('| route | req/s | p50 ms | p99 ms | vs baseline |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${(row.rps / baseline).toFixed(2)} |`,
  );
}
