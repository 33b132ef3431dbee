/**
 * The API as a process of its own, for the HTTP loads (`api-process.ts` starts it): the load generator then runs
 * beside the API, as a client would, not on the API's event loop. Its settings come from the parent: the API's
 * environment (BENCH_API_ENV), the database's connection string (BENCH_API_DATABASE_URL) and the public key that
 * checks the bench's tokens (BENCH_API_JWK). It answers `{ base, readyMs }` once it listens, and closes when the
 * parent says `close` or goes away.
 */
import Fastify from 'fastify';
import { createLocalJWKSet, type JWK } from 'jose';
import { apiPlugin, loadApiConfig } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import { connectDatabase } from '@tradeforge/db';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const config = loadApiConfig(JSON.parse(required('BENCH_API_ENV')) as Record<string, string>);
const database = connectDatabase({
  connectionString: required('BENCH_API_DATABASE_URL'),
  max: config.dbPoolSize,
});
const verificationKey = createLocalJWKSet({ keys: [JSON.parse(required('BENCH_API_JWK')) as JWK] });

const started = performance.now();
const app = Fastify(fastifyOptions(config.logLevel, config.bodyLimit, config.trustProxy));
app.get('/baseline', async () => ({ success: true, data: { status: 'ok' } }));
await app.register(apiPlugin, { prefix: '/api', config, db: database.db, verificationKey });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

let closing: Promise<void> | undefined;
const close = () =>
  (closing ??= (async () => {
    await app.close();
    await database.close();
    process.exit(0);
  })());
process.on('message', (message) => {
  if (message === 'close') void close();
});
process.on('disconnect', () => void close());
process.send!({ base, readyMs: Math.round(performance.now() - started) });
