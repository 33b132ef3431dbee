import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Ok,
  PublicProfile,
  SignedUpload,
  StoredImage,
  UpdateProfileBody,
  UploadRequestBody,
  UploadValidateBody,
  UserIdParams,
  UserProfile,
  commonErrorResponses,
} from '@tradeforge/contracts';
import { Type } from 'typebox';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { ProfilePhotoKind, ProfilePhotoService } from './profile-photos';
import type { ProfileService } from './service';

const authErrors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody };

/** Profiles (spec part 2, sections 3, 5 and 7) and their photo uploads. */
export const userRoutes: FastifyPluginAsyncTypebox<{
  auth: RouteAuth;
  profiles: ProfileService;
  profilePhotos: ProfilePhotoService;
}> = async (app, { auth, profiles, profilePhotos }) => {
  const requireUser = auth.requireUser;

  app.get(
    '/user/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: 'The own profile',
        response: { 200: Ok(UserProfile), ...authErrors },
      },
    },
    async (request) => ok(await profiles.getOwnProfile(auth.userId(request))),
  );

  app.put(
    '/user/profile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['user'],
        summary: 'Update the own profile (not the e-mail); photos as upload tokens, kept URLs or null',
        body: UpdateProfileBody,
        response: { 200: Ok(UserProfile), ...authErrors },
      },
    },
    async (request) => {
      const userId = auth.userId(request);
      const { profilePhoto, coverPhoto, ...fields } = request.body;
      // Every field is checked before anything is written; then the fields, then the photos.
      const attachPhotos = await profilePhotos.prepare(userId, { profilePhoto, coverPhoto });
      await profiles.updateOwnProfile(userId, fields);
      await attachPhotos();
      return ok(await profiles.getOwnProfile(userId));
    },
  );

  app.get(
    '/user/public-profile/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'A public profile; visitors may read it',
        params: UserIdParams,
        response: { 200: Ok(Type.Object({ profile: PublicProfile })), ...commonErrorResponses },
      },
    },
    async (request) => ok({ profile: await profiles.getPublicProfile(request.params.id) }),
  );

  const photoRoutes = (kind: ProfilePhotoKind, field: 'profilePhoto' | 'coverPhoto') => {
    app.post(
      `/user/${kind}/upload-request`,
      {
        preHandler: requireUser,
        schema: {
          tags: ['user'],
          summary: `Sign a post for a new ${kind.replace('-', ' ')} (images up to 5 MB)`,
          body: UploadRequestBody,
          response: { 200: Ok(SignedUpload), ...authErrors },
        },
      },
      async (request) =>
        ok(await profilePhotos.requestUpload({ id: auth.userId(request) }, kind, request.body)),
    );
    app.post(
      `/user/${kind}/upload-validate`,
      {
        preHandler: requireUser,
        schema: {
          tags: ['user'],
          summary: `Check, re-encode and attach the posted ${kind.replace('-', ' ')}`,
          body: UploadValidateBody,
          response: { 200: Ok(Type.Object({ [field]: StoredImage })), ...authErrors },
        },
      },
      async (request) =>
        ok({ [field]: await profilePhotos.validateUpload(auth.userId(request), kind, request.body.token) }),
    );
  };
  photoRoutes('profile-photo', 'profilePhoto');
  photoRoutes('cover-photo', 'coverPhoto');
};
