import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { accountsPlugin, createKeyStore, loadAccountsConfig, type KeyStore } from '@tradeforge/accounts';
import { apiPlugin, loadApiConfig } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';

export const WEB = 'http://localhost:3000';

export interface TestHost {
  app: FastifyInstance;
  database: TestDatabase;
  keys: KeyStore;
  /** Every route the running API and account service registered, as Fastify saw it. */
  routes: RouteOptions[];
}

/**
 * The API and the account service side by side as the host mounts them, on a database of this test file, with
 * the route table recorded while the apps register (so a new route shows up in the tests that read it).
 */
export function useTestHost(env: Record<string, string> = {}): TestHost {
  const context = { routes: [] } as unknown as TestHost;
  let dataDir: string | undefined;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-host-'));
    // The search indexes load before the host is ready: its first search or readiness check needs no wait.
    const values = {
      LOG_LEVEL: 'silent',
      PUBLIC_URL: WEB,
      DATA_DIR: dataDir,
      SEARCH_MEMORY_INDEX: 'at-start',
      ...env,
    };
    const accounts = loadAccountsConfig(values);
    context.keys = await createKeyStore(context.database.db, accounts.issuer, accounts.audience);
    const api = loadApiConfig(values);
    // The host's own server options (router limits, Ajv, request ids), as in production.
    context.app = Fastify(fastifyOptions('silent', api.bodyLimit));
    context.app.addHook('onRoute', (route) => {
      context.routes.push(route);
    });
    await context.app.register(apiPlugin, {
      prefix: '/api',
      config: api,
      db: context.database.db,
      verificationKey: context.keys.getVerificationKey,
    });
    await context.app.register(accountsPlugin, {
      prefix: '/accounts',
      config: accounts,
      db: context.database.db,
      keys: context.keys,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return context;
}

/** `METHOD /url` for every route, HEAD and OPTIONS left out (Fastify derives them from GET and CORS). */
export function routeKeys(routes: RouteOptions[]): string[] {
  const keys = routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
      .map((method) => `${method} ${route.url}`),
  );
  return [...new Set(keys)].sort();
}
