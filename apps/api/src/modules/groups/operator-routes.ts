import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  GroupIdParams,
  HideGroupBody,
  Ok,
  OperatorGroupAction,
  OperatorGroupRow,
  OperatorListQuery,
  OperatorPage,
} from '@tradeforge/contracts';
import type { AuditActor } from '@tradeforge/db';
import { ok } from '../../lib/reply';
import type { GroupOperatorService } from './operator-service';
import { errors } from './routes';

const route = { tags: ['operator'], security: [{ wbnAuth: [] }] };
const Done = Ok(Type.Object({ groupID: Type.String({ format: 'uuid' }) }));

/** Inside the `/operator` prefix's guarded scope: the groups list, hiding, suspending and restoring. */
export const groupOperatorRoutes: FastifyPluginAsyncTypebox<{
  groups: GroupOperatorService;
  operatorOf: (request: FastifyRequest) => AuditActor;
}> = async (app, { groups, operatorOf }) => {
  app.get(
    '/groups',
    {
      schema: {
        ...route,
        summary: 'Groups, newest first, hidden and suspended ones too; q searches names and owner e-mails',
        querystring: OperatorListQuery,
        response: { 200: Ok(OperatorPage(OperatorGroupRow)), ...errors },
      },
    },
    async (request) => ok(await groups.list(request.query)),
  );
  app.post(
    '/groups/:groupID/hide',
    {
      schema: {
        ...route,
        summary: 'Hide a group with a reason: only its owner and admins see it, with the reason',
        params: GroupIdParams,
        body: HideGroupBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await groups.hide(operatorOf(request), request.params.groupID, request.body.reason);
      return ok({ groupID: request.params.groupID });
    },
  );
  app.post(
    '/groups/:groupID/:action',
    {
      schema: {
        ...route,
        summary: 'Suspend a group (nobody sees it), or restore a hidden or suspended one',
        params: OperatorGroupAction,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { groupID, action } = request.params;
      await groups[action](operatorOf(request), groupID);
      return ok({ groupID });
    },
  );
};
