import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  commonErrorResponses,
  CreateSavedSearchBody,
  ErrorBody,
  Ok,
  SavedSearch,
  SavedSearchList,
  SavedSearchParams,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { SavedSearchService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody };
const tags = ['saved searches'];

export const savedSearchRoutes: FastifyPluginAsyncTypebox<{
  savedSearches: SavedSearchService;
  auth: RouteAuth;
}> = async (app, { savedSearches, auth }) => {
  app.get(
    '/saved-searches',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'My saved searches, newest first, with how many new results each has',
        response: { 200: Ok(SavedSearchList), ...errors },
      },
    },
    async (request) => ok(await savedSearches.list(auth.userId(request))),
  );
  app.post(
    '/saved-searches',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Save a search of the results page (the same search saved again is the one kept)',
        body: CreateSavedSearchBody,
        response: { 200: Ok(SavedSearch), 409: ErrorBody, ...errors },
      },
    },
    async (request) => ok(await savedSearches.create(auth.userId(request), request.body)),
  );
  app.post(
    '/saved-searches/:id/seen',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Open a saved search: its new results are seen',
        params: SavedSearchParams,
        response: { 200: Ok(SavedSearch), ...errors },
      },
    },
    async (request) => ok(await savedSearches.open(auth.userId(request), request.params.id)),
  );
  app.delete(
    '/saved-searches/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: SavedSearchParams,
        response: { 200: Ok(Type.Object({ deleted: Type.Boolean() })), ...errors },
      },
    },
    async (request) => ok(await savedSearches.remove(auth.userId(request), request.params.id)),
  );
};
