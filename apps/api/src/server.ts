import Fastify from 'fastify';
import { openDatabase } from '@tradeforge/db';
import { apiPlugin } from './app';
import { createGracefulStop } from './platform/graceful-stop';
import { loadApiConfig } from './config';
import { fastifyOptions } from './fastify-options';

/** Runs the API alone on its own host (the one-process site is apps/server). */
const config = loadApiConfig(process.env);
const port = Number(process.env.PORT ?? 3001);
const app = Fastify(fastifyOptions(config.logLevel, config.bodyLimit, config.trustProxy));
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
  log: app.log,
});
const graceful = createGracefulStop({ delayMs: config.stopDelaySeconds * 1000 });
await app.register(apiPlugin, {
  prefix: '/api',
  config,
  db: database.db,
  isStopping: graceful.isStopping,
});
graceful.stopOnSignals(app, () => database.close());
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
