import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase } from '@tradeforge/db';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { apiPlugin } from '../src/app';
import { loadApiConfig, type ApiConfig } from '../src/config';
import { fastifyOptions } from '../src/fastify-options';

export interface TestApi {
  app: FastifyInstance;
  database: TestDatabase;
  config: ApiConfig;
  /** The key pair standing in for the account service's signing key. */
  signingKey: { privateKey: CryptoKey; publicJwk: JWK };
  dataDir: string;
}

/**
 * Builds the API on a database and a data folder of its own for this test file, and tears both down after it.
 * `env` may be a function, read when the API is built: values known only once another fixture has started.
 */
export function useTestApi(env: Record<string, string> | (() => Record<string, string>) = {}): TestApi {
  const context = {} as TestApi;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-api-test-'));
    const extra = typeof env === 'function' ? env() : env;
    // The search indexes load before the API is ready, so a test's first search or readiness check needs no wait.
    context.config = loadApiConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: context.dataDir,
      SEARCH_MEMORY_INDEX: 'at-start',
      ...extra,
    });
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA' };
    context.signingKey = { privateKey, publicJwk };
    context.app = Fastify(fastifyOptions(context.config.logLevel, context.config.bodyLimit));
    await context.app.register(apiPlugin, {
      prefix: '/api',
      config: context.config,
      db: context.database.db,
      verificationKey: createLocalJWKSet({ keys: [publicJwk] }),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (context.dataDir) await rm(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

/**
 * Another API instance on the test API's database (its own app and pool), as a second server behind a load
 * balancer. Not yet ready: the caller readies or listens. `close` stops both.
 */
export async function buildSecondInstance(
  api: TestApi,
  poolSize = 3,
  { isStopping }: { isStopping?: () => boolean } = {},
) {
  const handle = connectDatabase({ connectionString: api.database.url, max: poolSize });
  const app = Fastify(fastifyOptions(api.config.logLevel, api.config.bodyLimit));
  await app.register(apiPlugin, {
    prefix: '/api',
    config: api.config,
    db: handle.db,
    verificationKey: createLocalJWKSet({ keys: [api.signingKey.publicJwk] }),
    isStopping,
  });
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
