import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, ErrorBody, Ok, SignedUpload, UploadRequestBody } from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { PhotoService } from '../../platform/uploads';

/**
 * Images for businesses and products (logos, covers, product pictures, certificates): the browser asks for a
 * signed post, sends the file, and then names the upload's token in the business or product it saves, which
 * checks, re-encodes and attaches it.
 */
export const businessUploadRoutes: FastifyPluginAsyncTypebox<{
  auth: RouteAuth;
  photos: PhotoService;
}> = async (app, { auth, photos }) => {
  app.post(
    '/files/upload-request/business',
    {
      preHandler: auth.requireUser,
      schema: {
        tags: ['files'],
        summary: 'Sign a post for a business or product image (up to 5 MB)',
        security: [{ wbnAuth: [] }],
        body: UploadRequestBody,
        response: { 200: Ok(SignedUpload), 401: ErrorBody, ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(await photos.requestUpload({ id: auth.userId(request) }, 'business-image', request.body)),
  );
};
