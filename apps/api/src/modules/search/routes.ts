import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { commonErrorResponses, LastRegisteredGroup, Ok } from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { SearchService } from './service';

export const searchRoutes: FastifyPluginAsyncTypebox<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/search/business/last-registered',
    {
      schema: {
        tags: ['search'],
        summary: 'Newest businesses: three each of Manufacturers, Distributors, Exporters and Consultants',
        response: { 200: Ok(Type.Array(LastRegisteredGroup)), ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      // Fresh enough for a landing page and cheap to serve to every visitor.
      reply.header('cache-control', 'public, max-age=30');
      return ok(await search.listLastRegistered());
    },
  );
};
