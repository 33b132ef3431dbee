import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  GroupIdParams,
  GroupInviteBody,
  GroupInviteResult,
  GroupMember,
  GroupMemberParams,
  GroupMembersPage,
  GroupMembersQuery,
  GroupMuteBody,
  GroupRemoveBody,
  GroupRoleBody,
  Ok,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { GroupInvitationService } from './invitations-service';
import type { GroupMemberService } from './members-service';
import { errors, tags } from './routes';

/** A group's people: the list, approvals, removal and bans, roles, muting, and invitations. */
export const groupMemberRoutes: FastifyPluginAsyncTypebox<{
  members: GroupMemberService;
  invitations: GroupInvitationService;
  auth: RouteAuth;
}> = async (app, { members, invitations, auth }) => {
  app.get(
    '/groups/:groupID/members',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary:
          'Members of a group (a private group’s for its members); owners and admins also list other states',
        params: GroupIdParams,
        querystring: GroupMembersQuery,
        response: { 200: Ok(GroupMembersPage), ...errors },
      },
    },
    async (request) =>
      ok(await members.listMembers(request.params.groupID, auth.viewerId(request), request.query)),
  );
  app.post(
    '/groups/:groupID/members/:userID/approve',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Approve a request to join (owner and admins)',
        params: GroupMemberParams,
        response: { 200: Ok(GroupMember), ...errors },
      },
    },
    async (request) =>
      ok(await members.approve(auth.userId(request), request.params.groupID, request.params.userID)),
  );
  app.post(
    '/groups/:groupID/members/:userID/remove',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Remove a member, refuse a request or withdraw an invitation; ban keeps them out',
        params: GroupMemberParams,
        body: Type.Optional(GroupRemoveBody),
        response: { 200: Ok(Type.Object({ removed: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => {
      const { groupID, userID } = request.params;
      await members.remove(auth.userId(request), groupID, userID, request.body?.ban ?? false);
      return ok({ removed: true as const });
    },
  );
  app.post(
    '/groups/:groupID/members/:userID/role',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Change a member’s role (owner); owner hands the group over',
        params: GroupMemberParams,
        body: GroupRoleBody,
        response: { 200: Ok(GroupMember), ...errors },
      },
    },
    async (request) =>
      ok(
        await members.setRole(
          auth.userId(request),
          request.params.groupID,
          request.params.userID,
          request.body.role,
        ),
      ),
  );
  app.post(
    '/groups/:groupID/members/:userID/mute',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Mute or unmute a member (owner and admins)',
        params: GroupMemberParams,
        body: GroupMuteBody,
        response: { 200: Ok(GroupMember), ...errors },
      },
    },
    async (request) =>
      ok(
        await members.mute(
          auth.userId(request),
          request.params.groupID,
          request.params.userID,
          request.body.muted,
        ),
      ),
  );
  app.post(
    '/groups/:groupID/invite',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Invite people by account or e-mail, or add the members of a business you manage',
        params: GroupIdParams,
        body: GroupInviteBody,
        response: { 200: Ok(GroupInviteResult), ...errors },
      },
    },
    async (request) =>
      ok(await invitations.invite(auth.userId(request), request.params.groupID, request.body)),
  );
};
