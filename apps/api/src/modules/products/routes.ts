import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessIdParams,
  ByBusinessQuery,
  commonErrorResponses,
  DatasheetUploadBody,
  ErrorBody,
  Ok,
  Product,
  ProductBody,
  ProductIdParams,
  SignedUpload,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import { idFromSlug } from '../../lib/id-from-slug';
import type { RouteAuth } from '../../lib/route-auth';
import type { ProductService } from './service';

const errors = { ...commonErrorResponses, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };
const tags = ['products'];

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
        summary: 'A product with its business (one hidden by an operator only for its managers)',
        params: ProductIdParams,
        response: { 200: Ok(Product), ...errors },
      },
      preHandler: auth.optionalUser,
    },
    async (request) =>
      ok(await products.getProduct(idFromSlug(request.params.id, 'product'), auth.viewerId(request))),
  );
  app.get(
    '/product/:id/datasheet',
    {
      schema: {
        tags,
        summary:
          "The product's PDF catalogue or datasheet, as a download (a hidden product's only for its managers)",
        params: ProductIdParams,
        response: { 200: Type.Unknown(), ...errors },
      },
      preHandler: auth.optionalUser,
    },
    async (request, reply) => {
      const { bytes, name, restricted } = await products.readDatasheet(
        idFromSlug(request.params.id, 'product'),
        auth.viewerId(request),
      );
      // Never shown inline: a PDF from a supplier is a file to save, not a page of this site.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', restricted ? 'private, no-store' : 'public, max-age=300')
        .send(bytes);
    },
  );
  app.post(
    '/product/datasheet/upload-request',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
        summary:
          "Sign a post for a product's PDF catalogue or datasheet (up to 10 MB); name its token in the product",
        body: DatasheetUploadBody,
        response: { 200: Ok(SignedUpload), ...errors },
      },
    },
    async (request) => ok(await products.requestDatasheetUpload(auth.userId(request), request.body)),
  );
  app.post(
    '/business/:id/products',
    {
      preHandler: auth.requireUser,
      schema: {
        tags,
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
