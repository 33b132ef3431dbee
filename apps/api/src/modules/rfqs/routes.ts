import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessRfqsQuery,
  commonErrorResponses,
  CreateRfqBody,
  ErrorBody,
  isQueryFlagOn,
  Ok,
  Rfq,
  RfqAttachmentParams,
  RfqAttachmentQuery,
  RfqAttachmentUploadBody,
  RfqIdParams,
  RfqList,
  RfqsQuery,
  SignedUpload,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { RfqService, RfqTimings } from './service';

export const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
export const tags = ['rfqs'];

export interface RfqRouteOptions {
  rfqs: RfqService;
  auth: RouteAuth;
}

/** Buying requests (issue 50): posting, reading, the lists, closing and files; quotes: `quote-routes.ts`. */
export const rfqRoutes: FastifyPluginAsyncTypebox<RfqRouteOptions> = async (app, { rfqs, auth }) => {
  app.post(
    '/rfqs',
    {
      preHandler: auth.requireVerifiedUser,
      schema: {
        tags,
        summary: 'Post a buying request, as yourself or a business you belong to; matched suppliers are told',
        body: CreateRfqBody,
        response: { 200: Ok(Rfq), ...errors },
      },
    },
    async (request, reply) => {
      const timings: RfqTimings = {};
      const rfq = await rfqs.createRfq(auth.userId(request), request.body, timings);
      // How long matching the suppliers took (the bench reads it; so can anyone looking at a slow post).
      if (timings.matchMs !== undefined)
        reply.header('server-timing', `match;desc="Matching suppliers";dur=${timings.matchMs.toFixed(1)}`);
      return ok(rfq);
    },
  );
  app.get(
    '/rfqs',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: 'Buying requests: mine=1 yours (signed in), otherwise the open public ones, newest first',
        querystring: RfqsQuery,
        response: { 200: Ok(RfqList), ...errors },
      },
    },
    async (request) => {
      if (isQueryFlagOn(request.query.mine) && !auth.viewerId(request)) await auth.requireUser(request);
      return ok(await rfqs.listRfqs(auth.viewerId(request), request.query));
    },
  );
  app.post(
    '/rfqs/attachments/upload-request',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Sign an upload of a drawing or specification (PDF or image) for a request or quote',
        body: RfqAttachmentUploadBody,
        response: { 200: Ok(SignedUpload), ...errors },
      },
    },
    async (request) => ok(await rfqs.requestUpload(auth.userId(request), request.body)),
  );
  app.get(
    '/rfqs/attachments/:attachmentID',
    {
      schema: {
        tags,
        summary: 'A request’s or quote’s file, through the signed URL its answer carries',
        params: RfqAttachmentParams,
        querystring: RfqAttachmentQuery,
        response: { 200: Type.Unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await rfqs.readAttachment(
        request.params.attachmentID,
        request.query.exp,
        request.query.sig,
      );
      const image = file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `${image ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(file.bytes);
    },
  );
  app.get(
    '/rfqs/:rfqID',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary:
          'A buying request: visitors see public ones without the buyer; the viewer’s quotes and standing',
        params: RfqIdParams,
        response: { 200: Ok(Rfq), ...errors },
      },
    },
    async (request) => ok(await rfqs.getRfq(request.params.rfqID, auth.viewerId(request))),
  );
  app.post(
    '/rfqs/:rfqID/close',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Close a buying request (its buyer): quoting ends, waiting quotes are not selected',
        params: RfqIdParams,
        response: { 200: Ok(Rfq), ...errors },
      },
    },
    async (request) => ok(await rfqs.closeRfq(auth.userId(request), request.params.rfqID)),
  );
  app.get(
    '/business/:id/rfqs',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          'A business’s RFQ inbox (its members): kind=matched (default), public of its categories, quoted',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        querystring: BusinessRfqsQuery,
        response: { 200: Ok(RfqList), ...errors },
      },
    },
    async (request) =>
      ok(await rfqs.listBusinessRfqs(auth.userId(request), request.params.id, request.query)),
  );
};
