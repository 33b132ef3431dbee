import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessIdParams,
  commonErrorResponses,
  ConfirmBody,
  ErrorBody,
  MembershipStatus,
  Ok,
  Receipt,
  SubscribeBody,
  SubscribeResult,
  SubscriptionSetup,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug } from '../../lib/id-from-slug';
import type { RouteAuth } from '../../lib/route-auth';
import type { MembershipService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const paymentErrors = { ...errors, 402: ErrorBody, 502: ErrorBody };
const tags = ['memberships'];

export const membershipRoutes: FastifyPluginAsyncTypebox<{
  memberships: MembershipService;
  auth: RouteAuth;
}> = async (app, { memberships, auth }) => {
  app.get(
    '/subscription/setup',
    {
      schema: {
        tags,
        summary: "The plans on sale and the payment provider's publishable key",
        response: { 200: Ok(SubscriptionSetup), ...commonErrorResponses },
      },
    },
    async () => ok(memberships.setup()),
  );
  app.post(
    '/subscription/subscribe',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          'Buy a membership for a business (owner only; higher tiers only). 402 CardError: the card was refused',
        body: SubscribeBody,
        response: { 200: Ok(SubscribeResult), ...paymentErrors },
      },
    },
    async (request) =>
      ok(
        await memberships.subscribe(
          auth.userId(request),
          idFromSlug(request.body.businessID, 'business'),
          request.body,
        ),
      ),
  );
  app.post(
    '/subscription/confirm',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: "The card holder's answer to an authentication step",
        body: ConfirmBody,
        response: { 200: Ok(SubscribeResult), ...paymentErrors },
      },
    },
    async (request) => ok(await memberships.confirm(auth.userId(request), request.body)),
  );
  app.get(
    '/subscription/business/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: "A business's membership, the plans it can buy and whether the viewer may buy them",
        params: BusinessIdParams,
        response: { 200: Ok(MembershipStatus), ...errors },
      },
    },
    async (request) =>
      ok(await memberships.getStatus(idFromSlug(request.params.id, 'business'), auth.userId(request))),
  );
  app.get(
    '/subscription/business/:id/receipts',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: "A business's receipts, newest first (owners and admins)",
        params: BusinessIdParams,
        response: { 200: Ok(Type.Array(Receipt)), ...errors },
      },
    },
    async (request) =>
      ok(await memberships.listReceipts(auth.userId(request), idFromSlug(request.params.id, 'business'))),
  );
  app.get(
    '/subscription/receipts/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'One receipt (owners and admins of its business)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Ok(Receipt), ...errors },
      },
    },
    async (request) => ok(await memberships.getReceipt(auth.userId(request), request.params.id)),
  );
};
