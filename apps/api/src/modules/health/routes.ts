import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { commonErrorResponses, Health, Ok, Readiness } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { healthErrors } from './errors';

/**
 * Liveness says the process answers; readiness says it can serve: it is not stopping, the database answers and the
 * search indexes are loaded (a search that came before would wait for them), so a balancer sends requests
 * elsewhere meanwhile. An instance told to stop answers 503 at once, while it still serves everything else, so the
 * balancer's health check takes it out before it stops listening (`platform/graceful-stop.ts`).
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  searchLoaded: () => boolean;
  isStopping: () => boolean;
}> = async (app, { db, searchLoaded, isStopping }) => {
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
        summary: 'Readiness (checks the database and that the search indexes are loaded)',
        response: { 200: Ok(Readiness), ...commonErrorResponses },
      },
      logLevel: 'warn',
    },
    async () => {
      if (isStopping()) throw new AppError('ServiceUnavailable', healthErrors.text('stopping'));
      await db.execute(sql`select 1`);
      if (!searchLoaded()) throw new AppError('ServiceUnavailable', healthErrors.text('indexesLoading'));
      return ok({ status: 'ready' as const, database: 'ok' as const });
    },
  );
};
