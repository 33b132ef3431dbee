import { randomUUID } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { openDatabase } from '@tradeforge/db';
import { accountsPlugin } from './app';
import { loadAccountsConfig } from './config';

/** Runs the account service alone on its own host (the one-process site is apps/server). */
const config = loadAccountsConfig(process.env);
const app = Fastify({
  logger: { level: config.logLevel, redact: ['req.headers["wbn-auth"]', 'req.headers.cookie'] },
  genReqId: () => randomUUID(),
  trustProxy: config.trustProxy,
  return503OnClosing: true,
});
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
  log: app.log,
});
await app.register(accountsPlugin, { prefix: '/accounts', config, db: database.db });
app.addHook('onClose', () => database.close());
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});
await app.listen({ port: config.port, host: config.host });
