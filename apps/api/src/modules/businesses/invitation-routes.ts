import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessIdParams,
  BusinessInvitationParams,
  commonErrorResponses,
  ErrorBody,
  InvitationAcceptBody,
  InvitationParams,
  InvitationSent,
  MemberAddBody,
  Ok,
  PendingInvitation,
  ReceivedInvitation,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug } from '../../lib/id-from-slug';
import type { RouteAuth } from '../../lib/route-auth';
import type { InvitationService } from './invitations-service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const common = { tags: ['business members'] };
const Joined = Ok(Type.Object({ businessID: Type.String({ format: 'uuid' }) }));

/** Invitations to join a business: sent by its owners and admins, answered by the invitee. */
export const invitationRoutes: FastifyPluginAsyncTypebox<{
  invitations: InvitationService;
  auth: RouteAuth;
}> = async (app, { invitations, auth }) => {
  const businessOf = (id: string) => idFromSlug(id, 'business');

  app.post(
    '/business/:id/members',
    {
      preHandler: auth.requireUser,
      schema: {
        ...common,
        summary:
          'Invite someone by e-mail (owner or admin); they join when they accept with the link of its mail. ' +
          'Without mail on the site the answer carries that link, for the inviter to pass on',
        params: BusinessIdParams,
        body: MemberAddBody,
        response: { 200: Ok(InvitationSent), ...errors },
      },
    },
    async (request) =>
      ok(
        await invitations.invite(
          auth.userId(request),
          businessOf(request.params.id),
          request.body.email,
          request.body.access,
        ),
      ),
  );
  app.get(
    '/business/:id/invitations',
    {
      preHandler: auth.requireUser,
      schema: {
        ...common,
        summary: 'Pending invitations (owner or admin)',
        params: BusinessIdParams,
        response: { 200: Ok(Type.Array(PendingInvitation)), ...errors },
      },
    },
    async (request) => ok(await invitations.listPending(auth.userId(request), businessOf(request.params.id))),
  );
  app.delete(
    '/business/:id/invitations/:invitationID',
    {
      preHandler: auth.requireUser,
      schema: {
        ...common,
        summary: 'Withdraw a pending invitation (owner or admin)',
        params: BusinessInvitationParams,
        response: { 200: Ok(Type.Array(PendingInvitation)), ...errors },
      },
    },
    async (request) =>
      ok(
        await invitations.revoke(
          auth.userId(request),
          businessOf(request.params.id),
          request.params.invitationID,
        ),
      ),
  );
  app.get(
    '/business/invitations/mine',
    {
      preHandler: auth.requireUser,
      schema: {
        ...common,
        summary: 'Invitations addressed to the e-mail of my account',
        response: { 200: Ok(Type.Array(ReceivedInvitation)), ...errors },
      },
    },
    async (request) => ok(await invitations.listMine(auth.userId(request))),
  );
  app.post(
    '/business/invitations/:invitationID/accept',
    {
      // The account must hold the address too (verified, where the site verifies addresses): a link forwarded to
      // whoever registered that address is not enough.
      preHandler: auth.requireVerifiedUser,
      schema: {
        ...common,
        summary: 'Accept an invitation with the token of its link, and join',
        params: InvitationParams,
        body: InvitationAcceptBody,
        response: { 200: Joined, ...errors },
      },
    },
    async (request) =>
      ok(await invitations.accept(auth.userId(request), request.params.invitationID, request.body.token)),
  );
  app.post(
    '/business/invitations/:invitationID/decline',
    {
      preHandler: auth.requireUser,
      schema: {
        ...common,
        summary: 'Decline an invitation',
        params: InvitationParams,
        response: { 200: Joined, ...errors },
      },
    },
    async (request) => ok(await invitations.decline(auth.userId(request), request.params.invitationID)),
  );
};
