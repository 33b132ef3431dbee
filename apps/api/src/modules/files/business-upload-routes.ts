import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  commonErrorResponses,
  ErrorBody,
  Ok,
  SignedUpload,
  UploadRequestBody,
  UserUploadRequestBody,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { PhotoService } from '../../platform/uploads';

/**
 * Images for the own profile (profile photo or cover, attached by PUT /user/profile) and for businesses and products (logos, covers, product pictures, certificates): the browser asks for a
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
        body: UploadRequestBody,
        response: { 200: Ok(SignedUpload), 401: ErrorBody, ...commonErrorResponses },
      },
    },
    async (request) =>
      ok(await photos.requestUpload({ id: auth.userId(request) }, 'business-image', request.body)),
  );
  app.post(
    '/files/upload-request/user',
    {
      preHandler: auth.requireUser,
      schema: {
        tags: ['files'],
        summary:
          'Sign a post for an image of the own profile (up to 5 MB); send its token as profilePhoto or coverPhoto in PUT /user/profile',
        body: UserUploadRequestBody,
        response: { 200: Ok(SignedUpload), 401: ErrorBody, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { purpose = 'profile-photo', ...file } = request.body;
      return ok(await photos.requestUpload({ id: auth.userId(request) }, purpose, file));
    },
  );
};
