import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { commonErrorResponses, Health, Ok, Readiness } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { ok } from '../../lib/reply';

/** Liveness says the process answers; readiness says it can serve, i.e. the database answers too. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: { tags: ['operations'], summary: 'Liveness', response: { 200: Ok(Health) } },
      logLevel: 'warn',
    },
    async () => ok({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness (checks the database)',
        response: { 200: Ok(Readiness), ...commonErrorResponses },
      },
      logLevel: 'warn',
    },
    async () => {
      await db.execute(sql`select 1`);
      return ok({ status: 'ready' as const, database: 'ok' as const });
    },
  );
};
