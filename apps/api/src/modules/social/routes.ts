import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ActorQuery,
  CommentPage,
  CommentsQuery,
  commonErrorResponses,
  ErrorBody,
  FollowBody,
  FollowSummary,
  MakeCommentBody,
  Ok,
  ReactBody,
  ReactionCheck,
  ReactionSummary,
  ResourceIdParams,
  ResourceTypeParams,
  UnreactBody,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { SocialService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody };
const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const socialRoutes: FastifyPluginAsyncTypebox<{ social: SocialService; auth: RouteAuth }> = async (
  app,
  { social, auth },
) => {
  const tags = ['likes, follows and comments'];

  app.post(
    '/social/reaction/react/:resourceType',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Like an item, as yourself or as one of your businesses',
        params: ResourceTypeParams,
        body: ReactBody,
        response: { 200: Ok(ReactionSummary), ...errors },
      },
    },
    async (request) =>
      ok(
        await social.react({
          userId: auth.userId(request),
          emailVerified: auth.emailVerified(request),
          type: request.params.resourceType,
          resourceId: request.body.resourceID,
          businessId: request.body.businessID,
        }),
      ),
  );
  app.delete(
    '/social/reaction/react/:resourceType',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Take a like back',
        params: ResourceTypeParams,
        body: UnreactBody,
        response: { 200: Ok(ReactionSummary), ...errors },
      },
    },
    async (request) =>
      ok(await social.unreact(auth.userId(request), request.body.resourceID, request.body.businessID)),
  );
  app.get(
    '/social/reaction/check/:resourceID',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Whether you (or your business) liked the item',
        params: ResourceIdParams,
        querystring: ActorQuery,
        response: { 200: Ok(ReactionCheck), ...errors },
      },
    },
    async (request) =>
      ok(
        await social.checkReaction(auth.userId(request), request.params.resourceID, request.query.businessID),
      ),
  );
  app.get(
    '/social/reaction/summary/:resourceID',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Like count of an item',
        description:
          "A private group's post, and a comment under it, answer 404 to whoever does not read the group.",
        params: ResourceIdParams,
        response: { 200: Ok(ReactionSummary), ...errors },
      },
    },
    async (request) => ok(await social.summarize(request.params.resourceID, auth.viewerId(request))),
  );

  app.get(
    '/social/follow/:id/summary',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Followers of a business, and whether you follow it',
        params: Id,
        response: { 200: Ok(FollowSummary), ...errors },
      },
    },
    async (request) => ok(await social.followSummary(request.params.id, auth.viewerId(request))),
  );
  app.post(
    '/social/follow/business',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Follow a business',
        body: FollowBody,
        response: { 200: Ok(FollowSummary), ...errors },
      },
    },
    async (request) => ok(await social.follow(auth.userId(request), request.body.resourceID)),
  );
  app.delete(
    '/social/follow/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Stop following a business',
        params: Id,
        response: { 200: Ok(FollowSummary), ...errors },
      },
    },
    async (request) => ok(await social.unfollow(auth.userId(request), request.params.id)),
  );

  app.post(
    '/social/comments/make-comment',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Comment on a product or post, or reply to a comment (512 characters at most)',
        body: MakeCommentBody,
        response: { 200: Ok(Type.Object({ commentID: Type.String({ format: 'uuid' }) })), ...errors },
      },
    },
    async (request) => {
      const userId = auth.userId(request);
      const emailVerified = auth.emailVerified(request);
      return ok({ commentID: await social.makeComment({ userId, emailVerified, body: request.body }) });
    },
  );
  app.get(
    '/social/comments/:resourceID',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Comments on an item, newest first, 5 per page',
        description:
          'A logged-in viewer learns which comments they may remove (`canRemove`). A removed comment that others replied to is kept as a placeholder (`removed`, no text or author).',
        params: ResourceIdParams,
        querystring: CommentsQuery,
        response: { 200: Ok(CommentPage), ...errors },
      },
    },
    async (request) =>
      ok(
        await social.listComments(
          request.params.resourceID,
          request.query.skip,
          request.query.size,
          auth.viewerId(request),
        ),
      ),
  );
  // Named like the listing's parameter: OpenAPI refuses two paths that differ only by a parameter's name.
  app.delete(
    '/social/comments/:resourceID',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Remove a comment: your own, or any on a product of a business you own or administer',
        description:
          "Others' replies are kept: the comment then stays as a placeholder. Without such replies it goes with its own replies and likes.",
        params: ResourceIdParams,
        response: { 200: Ok(Type.Object({ deleted: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => {
      await social.deleteComment(auth.userId(request), request.params.resourceID);
      return ok({ deleted: true as const });
    },
  );
};
