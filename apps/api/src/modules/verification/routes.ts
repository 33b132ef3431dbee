import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BusinessIdParams,
  commonErrorResponses,
  ErrorBody,
  Ok,
  SignedUpload,
  VerificationRequestBody,
  VerificationState,
  VerificationUploadBody,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug } from '../../lib/id-from-slug';
import type { RouteAuth } from '../../lib/route-auth';
import type { VerificationService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const tags = ['verification'];

/** The owners' side: documents up, a request in, and the state of the latest request (Manage Profile). */
export const verificationRoutes: FastifyPluginAsyncTypebox<{
  verification: VerificationService;
  auth: RouteAuth;
}> = async (app, { verification, auth }) => {
  app.post(
    '/business/:id/verification/upload-request',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          'Sign a post for a verification document (PDF or image, up to 10 MB; owners, paid memberships)',
        params: BusinessIdParams,
        body: VerificationUploadBody,
        response: { 200: Ok(SignedUpload), ...errors },
      },
    },
    async (request) =>
      ok(
        await verification.requestUpload(
          auth.userId(request),
          idFromSlug(request.params.id, 'business'),
          request.body,
        ),
      ),
  );
  app.post(
    '/business/:id/verification',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          'Ask for the verified badge with the uploaded documents (owners of a business with a paid membership; one pending request at a time)',
        params: BusinessIdParams,
        body: VerificationRequestBody,
        response: { 200: Ok(VerificationState), ...errors },
      },
    },
    async (request) =>
      ok(
        await verification.submit(
          auth.userId(request),
          idFromSlug(request.params.id, 'business'),
          request.body,
        ),
      ),
  );
  app.get(
    '/business/:id/verification',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'The badge and the latest verification request (owners and admins)',
        params: BusinessIdParams,
        response: { 200: Ok(VerificationState), ...errors },
      },
    },
    async (request) =>
      ok(await verification.state(auth.userId(request), idFromSlug(request.params.id, 'business'))),
  );
};
