import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  commonErrorResponses,
  ErrorBody,
  Ok,
  OperatorPage,
  OperatorReport,
  OperatorThreadView,
  Post,
  ReportBody,
  ReportListQuery,
  ReportParams,
  ReportReceipt,
  REPORTS_PER_HOUR,
  ResolveReportBody,
} from '@tradeforge/contracts';
import type { AuditActor } from '@tradeforge/db';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { ReportService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** The Report action: signed-in users, one open report per object, limited per user per hour. */
export const reportRoutes: FastifyPluginAsyncTypebox<{ reports: ReportService; auth: RouteAuth }> = async (
  app,
  { reports, auth },
) => {
  app.post(
    '/reports',
    {
      preHandler: auth.requireUser,
      config: { rateLimit: { max: REPORTS_PER_HOUR, timeWindow: 3_600_000 } },
      schema: {
        tags: ['reports'],
        summary: 'Report a business, product, post, comment, message thread or user to the operators',
        body: ReportBody,
        response: { 201: Ok(ReportReceipt), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await reports.report(auth.userId(request), request.body))),
  );
};

/** The operators' queue, inside the `/operator` prefix's guarded scope. */
export const reportOperatorRoutes: FastifyPluginAsyncTypebox<{
  reports: ReportService;
  operatorOf: (request: FastifyRequest) => AuditActor;
}> = async (app, { reports, operatorOf }) => {
  const route = { tags: ['operator'], security: [{ wbnAuth: [] }] };
  app.get(
    '/reports',
    {
      schema: {
        ...route,
        summary: 'Reports, newest first; filter by status and object type, q searches reporter e-mails',
        querystring: ReportListQuery,
        response: { 200: Ok(OperatorPage(OperatorReport)), ...errors },
      },
    },
    async (request) => ok(await reports.list(request.query)),
  );
  app.get(
    '/reports/:reportId/thread',
    {
      schema: {
        ...route,
        summary: 'The reported conversation of a thread report: its parties and messages (audited)',
        params: ReportParams,
        response: { 200: Ok(OperatorThreadView), ...errors },
      },
    },
    async (request) => ok(await reports.readThread(operatorOf(request), request.params.reportId)),
  );
  app.get(
    '/reports/:reportId/post',
    {
      schema: {
        ...route,
        summary: 'The reported post of a post report, a private group’s included (that reading is audited)',
        params: ReportParams,
        response: { 200: Ok(Post), ...errors },
      },
    },
    async (request) => ok(await reports.readPost(operatorOf(request), request.params.reportId)),
  );
  app.post(
    '/reports/:reportId/resolve',
    {
      schema: {
        ...route,
        summary: 'Close a report: resolved (acted on) or dismissed',
        params: ReportParams,
        body: ResolveReportBody,
        response: { 200: Ok(Type.Object({ reportID: Type.String(), status: Type.String() })), ...errors },
      },
    },
    async (request) => ok(await reports.resolve(operatorOf(request), request.params.reportId, request.body)),
  );
};
