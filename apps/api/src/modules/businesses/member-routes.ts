import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessIdParams,
  BusinessMember,
  commonErrorResponses,
  ErrorBody,
  MemberAccessBody,
  Ok,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug } from '../../lib/id-from-slug';
import type { RouteAuth } from '../../lib/route-auth';
import type { MemberService } from './members-service';

const response = {
  200: Ok(Type.Array(BusinessMember)),
  ...commonErrorResponses,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
};
const MemberParams = Type.Object({
  id: BusinessIdParams.properties.id,
  userID: Type.String({ format: 'uuid' }),
});
const common = { tags: ['business members'] };

export const memberRoutes: FastifyPluginAsyncTypebox<{ members: MemberService; auth: RouteAuth }> = async (
  app,
  { members, auth },
) => {
  app.get(
    '/business/:id/members',
    {
      preHandler: auth.requireUser,
      schema: {
        ...common,
        summary: 'Members and their access (members only)',
        params: BusinessIdParams,
        response,
      },
    },
    async (request) =>
      ok(await members.listMembers(auth.userId(request), idFromSlug(request.params.id, 'business'))),
  );
  app.put(
    '/business/:id/members/:userID',
    {
      preHandler: auth.requireUser,
      schema: {
        ...common,
        summary: "Change a member's access (owner or admin)",
        params: MemberParams,
        body: MemberAccessBody,
        response,
      },
    },
    async (request) =>
      ok(
        await members.changeAccess(
          auth.userId(request),
          idFromSlug(request.params.id, 'business'),
          request.params.userID,
          request.body.access,
        ),
      ),
  );
  app.delete(
    '/business/:id/members/:userID',
    {
      preHandler: auth.requireUser,
      schema: { ...common, summary: 'Remove a member, or leave', params: MemberParams, response },
    },
    async (request) =>
      ok(
        await members.removeMember(
          auth.userId(request),
          idFromSlug(request.params.id, 'business'),
          request.params.userID,
        ),
      ),
  );
};
