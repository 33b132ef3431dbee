import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AuditLine,
  AuditQuery,
  commonErrorResponses,
  ErrorBody,
  GrantOperatorBody,
  Ok,
  OperatorAccount,
  OperatorMe,
  OperatorPage,
  OperatorUserParams,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { operatorOf } from './guard';
import type { OperatorService } from './service';

/** Every operator route may answer these besides its own: the guard's 401 and 403, and a conflict. */
export const operatorErrors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
// The docs read a route's security from its pre-handler; the guard is the prefix's hook, so it is said here.
export const operatorRoute = { tags: ['operator'], security: [{ wbnAuth: [] }] };
const RoleState = Type.Object({ userID: Type.String(), operator: Type.Boolean() });

/** The role and the audit log (the prefix's guard has run before any of these). */
export const operatorRoleRoutes: FastifyPluginAsyncTypebox<{ operators: OperatorService }> = async (
  app,
  { operators },
) => {
  app.get(
    '/me',
    {
      schema: {
        ...operatorRoute,
        summary: 'The operator asking (403 for everyone else)',
        response: { 200: Ok(OperatorMe), ...operatorErrors },
      },
    },
    async (request) => {
      const actor = operatorOf(request);
      return ok({ userID: actor.id!, email: actor.email });
    },
  );
  app.get(
    '/operators',
    {
      schema: {
        ...operatorRoute,
        summary: 'Accounts holding the operator role',
        response: { 200: Ok(Type.Array(OperatorAccount)), ...operatorErrors },
      },
    },
    async () => ok(await operators.listOperators()),
  );
  app.post(
    '/operators',
    {
      schema: {
        ...operatorRoute,
        summary: 'Grant the operator role to the account with this e-mail',
        body: GrantOperatorBody,
        response: { 200: Ok(RoleState), ...operatorErrors },
      },
    },
    async (request) => ok(await operators.grant(operatorOf(request), request.body.email)),
  );
  app.delete(
    '/operators/:userId',
    {
      schema: {
        ...operatorRoute,
        summary: "Revoke another account's operator role",
        params: OperatorUserParams,
        response: { 200: Ok(RoleState), ...operatorErrors },
      },
    },
    async (request) => ok(await operators.revoke(operatorOf(request), request.params.userId)),
  );
  app.get(
    '/audit',
    {
      schema: {
        ...operatorRoute,
        summary: 'The audit log of operator actions, newest first (read-only)',
        querystring: AuditQuery,
        response: { 200: Ok(OperatorPage(AuditLine)), ...operatorErrors },
      },
    },
    async (request) => ok(await operators.readAudit(request.query)),
  );
};
