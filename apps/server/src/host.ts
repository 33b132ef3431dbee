import Fastify, { type FastifyInstance } from 'fastify';
import { accountsPlugin, createKeyStore, resolveSecretsKey } from '@tradeforge/accounts';
import { apiPlugin } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import type { Db } from '@tradeforge/db';
import { registerCompression } from './compression';
import type { HostConfig } from './config';
import { sitemapPlugin } from './sitemap/routes';
import { webPlugin } from './web';

/** One Fastify server with the three apps side by side: the web app at /, the API at /api, accounts at /accounts. */
export async function buildHost(
  config: HostConfig,
  db: Db,
  { isStopping }: { isStopping?: () => boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config.api.logLevel, config.api.bodyLimit, config.api.trustProxy));
  // One key store for both: the API verifies with the account service's public keys without an HTTP round trip.
  // Signing keys are encrypted at rest with SECRETS_KEY (or a key generated into DATA_DIR for the embedded database).
  const keys = await createKeyStore(db, config.accounts.issuer, config.accounts.audience, {
    secretsKey: resolveSecretsKey(config.accounts),
  });
  await registerCompression(app);
  await app.register(apiPlugin, {
    prefix: '/api',
    config: config.api,
    db,
    verificationKey: keys.getVerificationKey,
    isStopping,
  });
  await app.register(accountsPlugin, { prefix: '/accounts', config: config.accounts, db, keys });
  await app.register(sitemapPlugin, { db, origin: config.publicUrl });
  await app.register(webPlugin, { config, reservedPrefixes: ['/api', '/accounts'] });
  return app;
}
