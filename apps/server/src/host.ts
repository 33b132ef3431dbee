import Fastify, { type FastifyInstance } from 'fastify';
import { accountsPlugin } from '@tradeforge/accounts';
import { apiPlugin } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import type { Db } from '@tradeforge/db';
import type { HostConfig } from './config';
import { webPlugin } from './web';

/** One Fastify server with the three apps side by side: the web app at /, the API at /api, accounts at /accounts. */
export async function buildHost(config: HostConfig, db: Db): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config.api.logLevel, config.api.bodyLimit));
  await app.register(apiPlugin, { prefix: '/api', config: config.api, db });
  await app.register(accountsPlugin, { prefix: '/accounts', siteName: config.api.siteName });
  await app.register(webPlugin, { config, reservedPrefixes: ['/api', '/accounts'] });
  return app;
}
