import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AcceptRfqQuoteBody,
  AskRfqQuoteBody,
  CreateRfqQuoteBody,
  DeclineRfqQuoteBody,
  Ok,
  RfqIdParams,
  RfqQuote,
  RfqQuoteList,
  RfqQuoteParams,
  RfqQuotesQuery,
  UpdateRfqQuoteBody,
} from '@tradeforge/contracts';
import { negotiateLocale } from '@tradeforge/i18n';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { RfqQuoteService } from './quotes-service';
import { errors, tags } from './routes';

/** The buyer's language: what the thread says for them when they say nothing of their own. */
const requestLocale = (request: FastifyRequest) => negotiateLocale(request.headers['accept-language']);

/** A request's quotes: sending and editing them (suppliers), reading, accepting, declining and asking (buyers). */
export const rfqQuoteRoutes: FastifyPluginAsyncTypebox<{ quotes: RfqQuoteService; auth: RouteAuth }> = async (
  app,
  { quotes, auth },
) => {
  app.post(
    '/rfqs/:rfqID/quotes',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Quote on a request as a business you belong to (once per business, within its tier)',
        params: RfqIdParams,
        body: CreateRfqQuoteBody,
        response: { 200: Ok(RfqQuote), ...errors },
      },
    },
    async (request) => ok(await quotes.createQuote(auth.userId(request), request.params.rfqID, request.body)),
  );
  app.put(
    '/rfqs/:rfqID/quotes/:quoteID',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Edit your business’s quote until the buyer decides on it',
        params: RfqQuoteParams,
        body: UpdateRfqQuoteBody,
        response: { 200: Ok(RfqQuote), ...errors },
      },
    },
    async (request) => {
      const { rfqID, quoteID } = request.params;
      return ok(await quotes.updateQuote(auth.userId(request), rfqID, quoteID, request.body));
    },
  );
  app.get(
    '/rfqs/:rfqID/quotes',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'The quotes: every one for the buyer (sortable), your businesses’ own for a supplier',
        params: RfqIdParams,
        querystring: RfqQuotesQuery,
        response: { 200: Ok(RfqQuoteList), ...errors },
      },
    },
    async (request) => ok(await quotes.listQuotes(auth.userId(request), request.params.rfqID, request.query)),
  );
  app.post(
    '/rfqs/:rfqID/quotes/:quoteID/accept',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Accept a quote (the buyer): the request is awarded and a thread with the supplier opens',
        params: RfqQuoteParams,
        body: AcceptRfqQuoteBody,
        response: { 200: Ok(RfqQuote), ...errors },
      },
    },
    async (request) => {
      const { rfqID, quoteID } = request.params;
      const userId = auth.userId(request);
      return ok(await quotes.acceptQuote(userId, rfqID, quoteID, request.body, requestLocale(request)));
    },
  );
  app.post(
    '/rfqs/:rfqID/quotes/:quoteID/decline',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Decline a quote (the buyer); the request stays open',
        params: RfqQuoteParams,
        body: DeclineRfqQuoteBody,
        response: { 200: Ok(RfqQuote), ...errors },
      },
    },
    async (request) => {
      const { rfqID, quoteID } = request.params;
      return ok(await quotes.declineQuote(auth.userId(request), rfqID, quoteID, request.body));
    },
  );
  app.post(
    '/rfqs/:rfqID/quotes/:quoteID/ask',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Ask the supplier about its quote (the buyer), in a message-center thread opened or reused',
        params: RfqQuoteParams,
        body: AskRfqQuoteBody,
        response: { 200: Ok(RfqQuote), ...errors },
      },
    },
    async (request) => {
      const { rfqID, quoteID } = request.params;
      const userId = auth.userId(request);
      return ok(await quotes.askQuote(userId, rfqID, quoteID, request.body, requestLocale(request)));
    },
  );
};
