import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  commonErrorResponses,
  CreateGroupBody,
  ErrorBody,
  Group,
  GroupAcceptBody,
  GroupIdParams,
  GroupList,
  GroupNotifyBody,
  GroupPostsQuery,
  GroupsQuery,
  isQueryFlagOn,
  JoinGroupResult,
  NewsfeedPage,
  Ok,
  UpdateGroupBody,
} from '@tradeforge/contracts';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { GroupInvitationService } from './invitations-service';
import type { GroupService } from './service';

export const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
export const tags = ['groups'];

export interface GroupRouteOptions {
  groups: GroupService;
  invitations: GroupInvitationService;
  /** The posts module's page of a group's posts. */
  loadGroupPosts: (groupId: string, viewerId: string | undefined, cursor?: string) => Promise<NewsfeedPage>;
  auth: RouteAuth;
}

/** Groups, their pages and lists, joining and leaving (issue 49); members and invitations: `member-routes.ts`. */
export const groupRoutes: FastifyPluginAsyncTypebox<GroupRouteOptions> = async (
  app,
  { groups, invitations, loadGroupPosts, auth },
) => {
  app.post(
    '/groups',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary:
          'Create a group; its creator is its owner (as many as the best tier of their businesses allows)',
        body: CreateGroupBody,
        response: { 200: Ok(Group), ...errors },
      },
    },
    async (request) => ok(await groups.createGroup(auth.userId(request), request.body)),
  );
  app.get(
    '/groups',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Groups: mine=1 yours, suggested=1 of your industries and followed businesses, q= a search',
        querystring: GroupsQuery,
        response: { 200: Ok(GroupList), ...errors },
      },
    },
    async (request) => {
      const viewerId = auth.viewerId(request);
      const personal = isQueryFlagOn(request.query.mine) || isQueryFlagOn(request.query.suggested);
      if (personal && !viewerId) await auth.requireUser(request);
      return ok(await groups.listGroups(viewerId, request.query));
    },
  );
  app.get(
    '/groups/:groupID',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'A group: what anyone sees of it, private ones included, and your standing',
        params: GroupIdParams,
        response: { 200: Ok(Group), ...errors },
      },
    },
    async (request) => ok(await groups.getGroup(request.params.groupID, auth.viewerId(request))),
  );
  app.put(
    '/groups/:groupID',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Edit a group (owner and admins); null cover removes it',
        params: GroupIdParams,
        body: UpdateGroupBody,
        response: { 200: Ok(Group), ...errors },
      },
    },
    async (request) =>
      ok(await groups.updateGroup(auth.userId(request), request.params.groupID, request.body)),
  );
  app.delete(
    '/groups/:groupID',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Delete a group with its posts and memberships (owner)',
        params: GroupIdParams,
        response: { 200: Ok(Type.Object({ deleted: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => {
      await groups.deleteGroup(auth.userId(request), request.params.groupID);
      return ok({ deleted: true as const });
    },
  );
  app.post(
    '/groups/:groupID/join',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Join an open group, or ask to join a private one',
        params: GroupIdParams,
        response: { 200: Ok(JoinGroupResult), ...errors },
      },
    },
    async (request) => ok(await groups.joinGroup(auth.userId(request), request.params.groupID)),
  );
  app.post(
    '/groups/:groupID/leave',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Leave a group (its owner hands it over first, unless they are its last member)',
        params: GroupIdParams,
        response: { 200: Ok(Type.Object({ left: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => {
      await groups.leaveGroup(auth.userId(request), request.params.groupID);
      return ok({ left: true as const });
    },
  );
  app.post(
    '/groups/:groupID/accept',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Accept an invitation to a group; token: the e-mailed link’s',
        params: GroupIdParams,
        body: GroupAcceptBody,
        response: { 200: Ok(JoinGroupResult), ...errors },
      },
    },
    async (request) =>
      ok(await invitations.accept(auth.userId(request), request.params.groupID, request.body.token)),
  );
  app.post(
    '/groups/:groupID/refuse',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Decline an invitation to a group, or take back a request to join it',
        params: GroupIdParams,
        response: { 200: Ok(Type.Object({ refused: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => {
      const userId = auth.userId(request);
      const declined = await invitations.declineMailed(userId, request.params.groupID);
      try {
        await groups.refuse(userId, request.params.groupID);
      } catch (error) {
        if (!(declined > 0 && error instanceof AppError && error.statusCode === 404)) throw error;
      }
      return ok({ refused: true as const });
    },
  );
  app.put(
    '/groups/:groupID/notify',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Which new posts of the group notify you: all, highlights (owner and admins) or off',
        params: GroupIdParams,
        body: GroupNotifyBody,
        response: { 200: Ok(GroupNotifyBody), ...errors },
      },
    },
    async (request) =>
      ok(await groups.setNotify(auth.userId(request), request.params.groupID, request.body.notify)),
  );
  app.get(
    '/groups/:groupID/posts',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'A group’s posts, newest first (a private group’s for its members); pass nextID as cursor',
        params: GroupIdParams,
        querystring: GroupPostsQuery,
        response: { 200: Ok(NewsfeedPage), ...errors },
      },
    },
    async (request) => {
      const viewerId = auth.viewerId(request);
      await groups.requireReader(request.params.groupID, viewerId);
      return ok(await loadGroupPosts(request.params.groupID, viewerId, request.query.cursor));
    },
  );
};
