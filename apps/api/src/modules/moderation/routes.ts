import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  commonErrorResponses,
  ErrorBody,
  ModerateBody,
  ModerationState,
  Ok,
  UndoModerationBody,
} from '@tradeforge/contracts';
import type { AuditActor } from '@tradeforge/db';
import { ok } from '../../lib/reply';
import type { ModerationService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const route = { tags: ['operator'], security: [{ wbnAuth: [] }] };

/** Inside the `/operator` prefix's guarded scope. */
export const moderationOperatorRoutes: FastifyPluginAsyncTypebox<{
  moderation: ModerationService;
  operatorOf: (request: FastifyRequest) => AuditActor;
}> = async (app, { moderation, operatorOf }) => {
  app.post(
    '/moderation',
    {
      schema: {
        ...route,
        summary: 'Hide a product, post or comment, or suspend a business or user, with a reason',
        body: ModerateBody,
        response: { 200: Ok(ModerationState), ...errors },
      },
    },
    async (request) => ok(await moderation.moderate(operatorOf(request), request.body)),
  );
  app.post(
    '/moderation/undo',
    {
      schema: {
        ...route,
        summary: 'Show a hidden object again, or reinstate a suspended business or user',
        body: UndoModerationBody,
        response: { 200: Ok(ModerationState), ...errors },
      },
    },
    async (request) => ok(await moderation.undo(operatorOf(request), request.body)),
  );
};
