/**
 * `npm run bench:messages`: the message benchmark alone, on its own embedded database (data/bench-messages, or
 * BENCH_DATABASE_URL): BENCH_STREAMS event streams (1,000) on one API instance, BENCH_CONNECTIONS senders (10) for
 * BENCH_DURATION seconds (10).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { apiPlugin, loadApiConfig } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import { openDatabase } from '@tradeforge/db';
import { CONNECTIONS, DURATION_SECONDS } from './load';
import { benchMessages } from './messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'data', 'bench-messages');
const config = loadApiConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  MESSAGE_JOBS_INTERVAL_SECONDS: '0',
  INQUIRY_LIMIT_PER_HOUR: '100000',
  INQUIRY_LIMIT_PER_DAY: '100000',
});
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  poolSize: Number(process.env.BENCH_POOL ?? 12),
  log: { info: console.log, warn: console.warn, error: console.error },
});
const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
const verificationKey = createLocalJWKSet({
  keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA' }],
});
const app = Fastify(fastifyOptions(config.logLevel, config.bodyLimit));
await app.register(apiPlugin, { prefix: '/api', config, db: database.db, verificationKey });
const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api`;

const streams = Number(process.env.BENCH_STREAMS ?? 1000);
console.log(`Messages: ${streams} streams, ${CONNECTIONS} senders, ${DURATION_SECONDS} s`);
const figures = await benchMessages({
  base,
  pool: database.pool,
  signingKey: privateKey,
  issuer: config.tokenIssuer,
  audience: config.tokenAudience,
  streams,
  seconds: DURATION_SECONDS,
  concurrency: CONNECTIONS,
  log: console.log,
});
await app.close();
await database.close();
console.log('| load | per s | p50 ms | p99 ms |');
console.log('|---|---:|---:|---:|');
for (const row of figures) console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} |`);
