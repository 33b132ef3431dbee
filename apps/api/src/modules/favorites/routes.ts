import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  commonErrorResponses,
  ErrorBody,
  FavoriteLists,
  FavoriteParams,
  FavoriteState,
  Ok,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { RouteAuth } from '../../lib/route-auth';
import type { FavoriteService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody };
const tags = ['favorites'];

export const favoriteRoutes: FastifyPluginAsyncTypebox<{
  favorites: FavoriteService;
  auth: RouteAuth;
}> = async (app, { favorites, auth }) => {
  app.get(
    '/favorites',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'My favorite businesses and products, newest first',
        response: { 200: Ok(FavoriteLists), ...errors },
      },
    },
    async (request) => ok(await favorites.list(auth.userId(request))),
  );
  app.put(
    '/favorites/:type/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Save a business or product (saving it again changes nothing)',
        params: FavoriteParams,
        response: { 200: Ok(FavoriteState), 409: ErrorBody, ...errors },
      },
    },
    async (request) => ok(await favorites.add(auth.userId(request), request.params.type, request.params.id)),
  );
  app.delete(
    '/favorites/:type/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary: 'Remove a business or product from my favorites',
        params: FavoriteParams,
        response: { 200: Ok(FavoriteState), ...errors },
      },
    },
    async (request) =>
      ok(await favorites.remove(auth.userId(request), request.params.type, request.params.id)),
  );
};
