import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessContactBody,
  BusinessCreateBody,
  BusinessFactoryBody,
  BusinessGeneralBody,
  BusinessIdParams,
  BusinessProfile,
  BusinessSummary,
  BusinessTermsBody,
  BusinessTradeBody,
  CertificateBody,
  commonErrorResponses,
  ErrorBody,
  Ok,
  ViewerAccess,
} from '@tradeforge/contracts';
import { idFromSlug } from '../../lib/id-from-slug';
import type { RouteAuth } from '../../lib/route-auth';
import { ok } from '../../lib/reply';
import type { BusinessListService } from './list-service';
import type { BusinessService } from './service';

const authErrors = { 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const profileResponse = { 200: Ok(BusinessProfile), ...commonErrorResponses, ...authErrors };

export const businessRoutes: FastifyPluginAsyncTypebox<{
  businesses: BusinessService;
  lists: BusinessListService;
  auth: RouteAuth;
}> = async (app, { businesses, lists, auth }) => {
  const tags = ['businesses'];

  app.post(
    '/business/profile/create',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Create a business; the creator becomes its owner',
        body: BusinessCreateBody,
        response: profileResponse,
      },
    },
    async (request) => ok(await businesses.createBusiness(auth.userId(request), request.body)),
  );

  app.get(
    '/business/profile/my-list',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Businesses the user belongs to, with their access',
        response: {
          200: Ok(Type.Array(Type.Intersect([BusinessSummary, Type.Object({ access: ViewerAccess })]))),
          ...commonErrorResponses,
          ...authErrors,
        },
      },
    },
    async (request) => ok(await lists.listMine(auth.userId(request))),
  );

  app.get(
    '/business/profile/list-business',
    {
      schema: {
        tags,
        summary: "A user's businesses (as owner or admin)",
        querystring: Type.Object({ userID: Type.String({ format: 'uuid' }) }),
        response: { 200: Ok(Type.Array(BusinessSummary)), ...commonErrorResponses },
      },
    },
    async (request) => ok(await lists.listOfUser(request.query.userID)),
  );

  app.get(
    '/business/profile/:id',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: "A business profile with the viewer's access",
        params: BusinessIdParams,
        response: profileResponse,
      },
    },
    async (request) =>
      ok(await businesses.getProfile(idFromSlug(request.params.id, 'business'), auth.viewerId(request))),
  );

  const sections = [
    { path: 'general', body: BusinessGeneralBody, save: businesses.updateGeneral },
    { path: 'contact', body: BusinessContactBody, save: businesses.updateContact },
    { path: 'factory', body: BusinessFactoryBody, save: businesses.updateFactory },
    { path: 'trade-capabilities', body: BusinessTradeBody, save: businesses.updateTrade },
    { path: 'business-terms', body: BusinessTermsBody, save: businesses.updateTerms },
  ] as const;
  for (const section of sections) {
    app.put(
      `/business/profile/:id/${section.path}`,
      {
        preHandler: auth.requireUser,
        schema: {
          tags,
          summary: `Save the ${section.path} section (owner or admin)`,
          params: BusinessIdParams,
          body: section.body,
          response: profileResponse,
        },
      },
      // Each section's body schema matches its service method; the union of handlers is not expressible in TS.
      async (request) =>
        ok(
          await (section.save as (u: string, b: string, body: unknown) => Promise<BusinessProfile>)(
            auth.userId(request),
            idFromSlug(request.params.id, 'business'),
            request.body,
          ),
        ),
    );
  }

  app.post(
    '/business/profile/:id/certificates',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Add a certificate (owner or admin)',
        params: BusinessIdParams,
        body: CertificateBody,
        response: profileResponse,
      },
    },
    async (request) =>
      ok(
        await businesses.addCertificate(
          auth.userId(request),
          idFromSlug(request.params.id, 'business'),
          request.body,
        ),
      ),
  );

  app.delete(
    '/business/profile/:id/certificates/:certificateId',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Remove a certificate (owner or admin)',
        params: Type.Object({
          id: BusinessIdParams.properties.id,
          certificateId: Type.String({ format: 'uuid' }),
        }),
        response: profileResponse,
      },
    },
    async (request) =>
      ok(
        await businesses.removeCertificate(
          auth.userId(request),
          idFromSlug(request.params.id, 'business'),
          request.params.certificateId,
        ),
      ),
  );

  app.delete(
    '/business/profile/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Delete a business (owners only)',
        params: BusinessIdParams,
        response: {
          200: Ok(Type.Object({ deleted: Type.Literal(true) })),
          ...commonErrorResponses,
          ...authErrors,
        },
      },
    },
    async (request) => {
      await businesses.deleteBusiness(auth.userId(request), idFromSlug(request.params.id, 'business'));
      return ok({ deleted: true as const });
    },
  );
};
