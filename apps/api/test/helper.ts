import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tradeforge/db/testing';
import { apiPlugin } from '../src/app';
import { loadApiConfig, type ApiConfig } from '../src/config';
import { fastifyOptions } from '../src/fastify-options';

export interface TestApi {
  app: FastifyInstance;
  database: TestDatabase;
  config: ApiConfig;
}

/** Builds the API on a database of its own for this test file, and tears both down after the file. */
export function useTestApi(env: Record<string, string> = {}): TestApi {
  const context = {} as TestApi;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.config = loadApiConfig({ LOG_LEVEL: 'silent', ...env });
    context.app = Fastify(fastifyOptions(context.config.logLevel, context.config.bodyLimit));
    await context.app.register(apiPlugin, {
      prefix: '/api',
      config: context.config,
      db: context.database.db,
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
