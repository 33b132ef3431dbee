import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessIdParams,
  ByBusinessQuery,
  commonErrorResponses,
  ErrorBody,
  Ok,
  Product,
  ProductBody,
  ProductIdParams,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug, type RouteAuth } from '../../lib/route-auth';
import type { ProductService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const tags = ['products'];
const security = [{ wbnAuth: [] }];

export const productRoutes: FastifyPluginAsyncTypebox<{ products: ProductService; auth: RouteAuth }> = async (
  app,
  { products, auth },
) => {
  app.get(
    '/product/by-business',
    {
      preHandler: auth.optionalUser,
      schema: {
        tags,
        summary: "A business's products, newest first (hidden ones only for its owners and admins)",
        querystring: ByBusinessQuery,
        response: { 200: Ok(Type.Array(Product)), ...errors },
      },
    },
    async (request) =>
      ok(await products.listByBusiness(idFromSlug(request.query.bid, 'business'), auth.viewerId(request))),
  );
  app.get(
    '/product/:id',
    {
      schema: {
        tags,
        summary: 'A product with its business',
        params: ProductIdParams,
        response: { 200: Ok(Product), ...errors },
      },
    },
    async (request) => ok(await products.getProduct(idFromSlug(request.params.id, 'product'))),
  );
  app.post(
    '/business/:id/products',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Add a product (owner or admin; limited by the membership)',
        params: BusinessIdParams,
        body: ProductBody,
        response: { 200: Ok(Product), ...errors },
      },
    },
    async (request) =>
      ok(
        await products.createProduct(
          auth.userId(request),
          idFromSlug(request.params.id, 'business'),
          request.body,
        ),
      ),
  );
  app.put(
    '/product/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Edit a product (owner or admin)',
        params: ProductIdParams,
        body: ProductBody,
        response: { 200: Ok(Product), ...errors },
      },
    },
    async (request) =>
      ok(
        await products.updateProduct(
          auth.userId(request),
          idFromSlug(request.params.id, 'product'),
          request.body,
        ),
      ),
  );
  app.delete(
    '/product/:id',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete a product (owner or admin)',
        params: ProductIdParams,
        response: { 200: Ok(Type.Object({ deleted: Type.Literal(true) })), ...errors },
      },
    },
    async (request) => {
      await products.deleteProduct(auth.userId(request), idFromSlug(request.params.id, 'product'));
      return ok({ deleted: true as const });
    },
  );
};
