import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessInsights,
  commonErrorResponses,
  ErrorBody,
  InsightsQuery,
  Ok,
  ViewBeaconBody,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug } from '../../lib/id-from-slug';
import type { RouteAuth } from '../../lib/route-auth';
import type { InsightsService } from './service';

const tags = ['insights'];

export const insightsRoutes: FastifyPluginAsyncTypebox<{
  insights: InsightsService;
  auth: RouteAuth;
}> = async (app, { insights, auth }) => {
  app.post(
    '/insights/views',
    {
      preHandler: auth.optionalUser,
      // Counted in memory per address (see the service): a database-backed limit would cost a write per view.
      config: { rateLimit: false },
      schema: {
        tags,
        summary:
          'A business or product page was shown (sent by the page; bots, its own members and repeats of a viewer within 30 minutes are not counted)',
        body: ViewBeaconBody,
        response: { 200: Ok(Type.Object({ counted: Type.Boolean() })), ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(
        await insights.recordView({
          ...request.body,
          viewerId: auth.viewerId(request),
          userAgent: request.headers['user-agent'],
          address: request.ip,
        }),
      ),
  );
  app.get(
    '/business/:id/insights',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          "A business's insights per day: views, search appearances, likes, follows, inquiries, response time",
        params: Type.Object({ id: Type.String({ maxLength: 300 }) }),
        querystring: InsightsQuery,
        response: { 200: Ok(BusinessInsights), 401: ErrorBody, 403: ErrorBody, ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(
        await insights.getInsights(
          idFromSlug(request.params.id, 'business'),
          auth.userId(request),
          request.query.days ?? 30,
        ),
      ),
  );
};
