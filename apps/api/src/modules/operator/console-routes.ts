import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Dashboard,
  EnquiryListQuery,
  EnquiryParams,
  EnquiryReplyBody,
  Ok,
  OperatorBusinessRow,
  OperatorEnquiry,
  OperatorListQuery,
  OperatorPage,
  OperatorUserRow,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { ConsoleService } from './console-service';
import { operatorOf } from './guard';
import { operatorErrors, operatorRoute } from './routes';

/** The dashboard, the lists and the need-help enquiries (the prefix's guard has run before any of these). */
export const consoleRoutes: FastifyPluginAsyncTypebox<{ console: ConsoleService }> = async (
  app,
  { console: service },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        ...operatorRoute,
        summary: 'New users, businesses, products, inquiries and payments per day (last 30 days)',
        response: { 200: Ok(Dashboard), ...operatorErrors },
      },
    },
    async () => ok(await service.dashboard()),
  );
  app.get(
    '/users',
    {
      schema: {
        ...operatorRoute,
        summary: 'Users, newest first; q searches names and e-mails',
        querystring: OperatorListQuery,
        response: { 200: Ok(OperatorPage(OperatorUserRow)), ...operatorErrors },
      },
    },
    async (request) => ok(await service.listUsers(request.query)),
  );
  app.get(
    '/businesses',
    {
      schema: {
        ...operatorRoute,
        summary: 'Businesses, newest first; q searches names and e-mails',
        querystring: OperatorListQuery,
        response: { 200: Ok(OperatorPage(OperatorBusinessRow)), ...operatorErrors },
      },
    },
    async (request) => ok(await service.listBusinesses(request.query)),
  );
  app.get(
    '/enquiries',
    {
      schema: {
        ...operatorRoute,
        summary: 'Need-help enquiries, newest first',
        querystring: EnquiryListQuery,
        response: { 200: Ok(OperatorPage(OperatorEnquiry)), ...operatorErrors },
      },
    },
    async (request) => ok(await service.listEnquiries(request.query)),
  );
  app.post(
    '/enquiries/:enquiryId/handled',
    {
      schema: {
        ...operatorRoute,
        summary: 'Mark a need-help enquiry handled',
        params: EnquiryParams,
        response: { 200: Ok(OperatorEnquiry), ...operatorErrors },
      },
    },
    async (request) => ok(await service.markHandled(operatorOf(request), request.params.enquiryId)),
  );
  app.post(
    '/enquiries/:enquiryId/reply',
    {
      schema: {
        ...operatorRoute,
        summary: 'Answer a need-help enquiry by mail (Reply-To is the operator address); marks it handled',
        params: EnquiryParams,
        body: EnquiryReplyBody,
        response: { 200: Ok(OperatorEnquiry), ...operatorErrors },
      },
    },
    async (request) => ok(await service.reply(operatorOf(request), request.params.enquiryId, request.body)),
  );
};
