import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  commonErrorResponses,
  ContentListQuery,
  OperatorCommentRow,
  OperatorPage,
  OperatorPostRow,
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

/** Inside the `/operator` prefix's guarded scope: moderation, and the posts and comments to moderate. */
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
  app.get(
    '/posts',
    {
      schema: {
        ...route,
        summary: 'Posts, newest first; q searches the text and the author e-mail, status hidden or visible',
        querystring: ContentListQuery,
        response: { 200: Ok(OperatorPage(OperatorPostRow)), ...errors },
      },
    },
    async (request) => ok(await moderation.listPosts(request.query)),
  );
  app.get(
    '/comments',
    {
      schema: {
        ...route,
        summary:
          'Comments and replies, newest first, with the product or post they are under; q searches the text and the author e-mail',
        querystring: ContentListQuery,
        response: { 200: Ok(OperatorPage(OperatorCommentRow)), ...errors },
      },
    },
    async (request) => ok(await moderation.listComments(request.query)),
  );
};
