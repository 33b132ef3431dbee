import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  commonErrorResponses,
  ErrorBody,
  MakePostBody,
  NewsfeedPage,
  NewsfeedQuery,
  Ok,
  Post,
  PostIdParams,
  RemovePostBody,
  TimelinePage,
  TimelineParams,
  TimelineQuery,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { PostService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody };

export const postRoutes: FastifyPluginAsyncTypebox<{ posts: PostService; auth: RouteAuth }> = async (
  app,
  { posts, auth },
) => {
  const tags = ['posts and newsfeed'];

  app.post(
    '/social/posts/make-post',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Post on your timeline, or as one of your businesses on its timeline, with up to 4 images',
        body: MakePostBody,
        response: { 200: Ok(Post), ...errors },
      },
    },
    async (request) => ok(await posts.makePost(auth.userId(request), request.body)),
  );
  app.get(
    '/social/posts/:postID',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'One post',
        params: PostIdParams,
        response: { 200: Ok(Post), ...errors },
      },
    },
    async (request) => ok(await posts.getPost(request.params.postID, auth.viewerId(request))),
  );
  app.delete(
    '/social/posts/remove-post',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          'Remove a post with its likes, comments and images (its author, or a manager of its business)',
        body: RemovePostBody,
        response: { 200: Ok(Type.Object({ removed: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => {
      await posts.removePost(auth.userId(request), request.body.postID);
      return ok({ removed: true as const });
    },
  );
  app.get(
    '/newsfeed/load',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          'Your newsfeed, newest first: your posts and those of the businesses you follow or belong to; pass nextID for the next page',
        querystring: NewsfeedQuery,
        response: { 200: Ok(NewsfeedPage), ...errors },
      },
    },
    async (request) => ok(await posts.loadNewsfeed(auth.userId(request), request.query.nextID)),
  );
  app.get(
    '/timeline/load/:timelineID',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'A user or business timeline, newest first, 10 per page',
        params: TimelineParams,
        querystring: TimelineQuery,
        response: { 200: Ok(TimelinePage), ...errors },
      },
    },
    async (request) =>
      ok(await posts.loadTimeline(request.params.timelineID, request.query, auth.viewerId(request))),
  );
};
