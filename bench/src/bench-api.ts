import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { apiPlugin, loadApiConfig } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import { openDatabase } from '@tradeforge/db';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The API alone on 127.0.0.1, on its own embedded database in `data/<folder>` (or BENCH_DATABASE_URL), with a
 * signing key of the bench's own standing in for the account service: what the HTTP benches load.
 */
export async function startBenchApi(folder: string, env: Record<string, string>, poolSize: number) {
  const dataDir = path.join(root, 'data', folder);
  const config = loadApiConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir,
    poolSize: Number(process.env.BENCH_POOL ?? poolSize),
    log: { info: console.log, warn: console.warn, error: console.error },
  });
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const verificationKey = createLocalJWKSet({
    keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA' }],
  });
  const app = Fastify(fastifyOptions(config.logLevel, config.bodyLimit));
  await app.register(apiPlugin, { prefix: '/api', config, db: database.db, verificationKey });
  const base = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { config, database, privateKey, base, close };
}
