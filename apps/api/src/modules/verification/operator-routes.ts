import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessIdParams,
  commonErrorResponses,
  ErrorBody,
  Ok,
  OperatorPage,
  OperatorVerification,
  ReasonBody,
  VerificationDocumentParams,
  VerificationListQuery,
  VerificationParams,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug } from '../../lib/id-from-slug';
import type { AuditActor } from '@tradeforge/db';
import type { FastifyRequest } from 'fastify';
import type { VerificationService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const route = { tags: ['operator'], security: [{ wbnAuth: [] }] };
const Decision = Type.Object({ requestID: Type.String(), status: Type.String() });

/**
 * The operators' side, registered inside the `/operator` prefix's guarded scope (which sets `request.operator`).
 */
export const verificationOperatorRoutes: FastifyPluginAsyncTypebox<{
  verification: VerificationService;
  operatorOf: (request: FastifyRequest) => AuditActor;
}> = async (app, { verification, operatorOf }) => {
  app.get(
    '/verifications',
    {
      schema: {
        ...route,
        summary:
          'Verification requests: pending ones first, paid memberships before free, oldest first; status filters, q searches company names',
        querystring: VerificationListQuery,
        response: { 200: Ok(OperatorPage(OperatorVerification)), ...errors },
      },
    },
    async (request) => ok(await verification.list(request.query)),
  );
  app.get(
    '/verifications/:requestId/documents/:documentId',
    {
      schema: {
        ...route,
        summary: 'A verification document, as a download',
        params: VerificationDocumentParams,
        response: { 200: Type.Unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { requestId, documentId } = request.params;
      const file = await verification.readDocument(requestId, documentId);
      const extension = file.contentType === 'application/pdf' ? 'pdf' : 'webp';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.kind}-${documentId}.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
  app.post(
    '/verifications/:requestId/approve',
    {
      schema: {
        ...route,
        summary: 'Approve a request: the business gets the verified badge and a mail',
        params: VerificationParams,
        response: { 200: Ok(Decision), ...errors },
      },
    },
    async (request) => ok(await verification.approve(operatorOf(request), request.params.requestId)),
  );
  app.post(
    '/verifications/:requestId/refuse',
    {
      schema: {
        ...route,
        summary: 'Refuse a request with a reason (mailed to the owners)',
        params: VerificationParams,
        body: ReasonBody,
        response: { 200: Ok(Decision), ...errors },
      },
    },
    async (request) =>
      ok(await verification.refuse(operatorOf(request), request.params.requestId, request.body.reason)),
  );
  app.post(
    '/businesses/:id/remove-badge',
    {
      schema: {
        ...route,
        summary: "Remove a business's verified badge, with a reason (mailed to the owners)",
        params: BusinessIdParams,
        body: ReasonBody,
        response: {
          200: Ok(Type.Object({ businessID: Type.String(), verified: Type.Boolean() })),
          ...errors,
        },
      },
    },
    async (request) =>
      ok(
        await verification.removeBadge(
          operatorOf(request),
          idFromSlug(request.params.id, 'business'),
          request.body.reason,
        ),
      ),
  );
};
