import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  HideRfqBody,
  Ok,
  OperatorPage,
  OperatorRfqRow,
  OperatorRfqsQuery,
  RfqIdParams,
  RfqQuoteParams,
} from '@tradeforge/contracts';
import type { AuditActor } from '@tradeforge/db';
import { ok } from '../../lib/reply';
import type { RfqOperatorService } from './operator-service';
import { errors } from './routes';

const route = { tags: ['operator'], security: [{ wbnAuth: [] }] };
const Done = Ok(Type.Object({ hidden: Type.Boolean() }));

/** Inside the `/operator` prefix's guarded scope: the requests list, hiding and showing requests and quotes. */
export const rfqOperatorRoutes: FastifyPluginAsyncTypebox<{
  rfqs: RfqOperatorService;
  operatorOf: (request: FastifyRequest) => AuditActor;
}> = async (app, { rfqs, operatorOf }) => {
  app.get(
    '/rfqs',
    {
      schema: {
        ...route,
        summary:
          'Buying requests, newest first, hidden ones too; q searches titles, buyers’ e-mails, companies',
        querystring: OperatorRfqsQuery,
        response: { 200: Ok(OperatorPage(OperatorRfqRow)), ...errors },
      },
    },
    async (request) => ok(await rfqs.list(request.query)),
  );
  app.post(
    '/rfqs/:rfqID/hide',
    {
      schema: {
        ...route,
        summary: 'Hide a buying request with a reason: only its buyer still sees it, with the reason',
        params: RfqIdParams,
        body: HideRfqBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await rfqs.hideRfq(operatorOf(request), request.params.rfqID, request.body.reason);
      return ok({ hidden: true });
    },
  );
  app.post(
    '/rfqs/:rfqID/restore',
    {
      schema: {
        ...route,
        summary: 'Show a hidden buying request again',
        params: RfqIdParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      await rfqs.restoreRfq(operatorOf(request), request.params.rfqID);
      return ok({ hidden: false });
    },
  );
  app.post(
    '/rfqs/:rfqID/quotes/:quoteID/hide',
    {
      schema: {
        ...route,
        summary: 'Hide a quote with a reason: the buyer no longer sees it; its supplier sees why',
        params: RfqQuoteParams,
        body: HideRfqBody,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { rfqID, quoteID } = request.params;
      await rfqs.hideQuote(operatorOf(request), rfqID, quoteID, request.body.reason);
      return ok({ hidden: true });
    },
  );
  app.post(
    '/rfqs/:rfqID/quotes/:quoteID/restore',
    {
      schema: {
        ...route,
        summary: 'Show a hidden quote again',
        params: RfqQuoteParams,
        response: { 200: Done, ...errors },
      },
    },
    async (request) => {
      const { rfqID, quoteID } = request.params;
      await rfqs.restoreQuote(operatorOf(request), rfqID, quoteID);
      return ok({ hidden: false });
    },
  );
};
