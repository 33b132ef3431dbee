import { createGracefulStop } from '@tradeforge/api';
import { openDatabase } from '@tradeforge/db';
import { loadHostConfig } from './config';
import { prepareDemoData } from './demo/boot';
import { buildHost } from './host';

// The web app's server bundle is a production build, but React, loaded with it from node_modules, picks its
// development build unless NODE_ENV says production when it is first loaded (in `buildHost`): a page then took
// three times the CPU to render. A host serves built pages, so production is the default.
process.env.NODE_ENV ??= 'production';
const config = loadHostConfig(process.env);
const bootLog = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};
const database = await openDatabase({
  databaseUrl: config.api.databaseUrl,
  dataDir: config.api.dataDir,
  poolSize: config.api.dbPoolSize,
  log: bootLog,
});
const demoLogin = await prepareDemoData(config, database.db, bootLog);
const graceful = createGracefulStop({ delayMs: config.api.stopDelaySeconds * 1000 });
const app = await buildHost(config, database.db, { isStopping: graceful.isStopping });

// A signal lets the balancer take this instance out first; the embedded database stops last.
graceful.stopOnSignals(app, () => database.close());

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  `\n${config.api.siteName} is running at http://localhost:${port} (API docs: http://localhost:${port}/api/docs)\n`,
);
// The banner, not the log: the shared demo password must not end up in log stores.
if (demoLogin) console.log(`Demo login: ${demoLogin.email} / ${demoLogin.password}\n`);
