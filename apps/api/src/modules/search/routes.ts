import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  BusinessSearchBody,
  BusinessSearchResult,
  commonErrorResponses,
  LastRegisteredGroup,
  Ok,
  ProductSearchBody,
  ProductSearchResult,
  SearchFacets,
  SearchFacetsBody,
  SearchKindCounts,
  SearchKindCountsBody,
  SearchSuggestions,
  SearchSuggestQuery,
  UserSearchBody,
  UserSearchResult,
} from '@tradeforge/contracts';
import { negotiateLocale } from '@tradeforge/i18n';
import { ok } from '../../lib/reply';
import type { SearchService } from './service';

/** The searcher's language: the page's, which the web app sends (`Accept-Language`); English without one. */
const searcherLanguage = (request: FastifyRequest) => negotiateLocale(request.headers['accept-language']);

export const searchRoutes: FastifyPluginAsyncTypebox<{ search: SearchService }> = async (app, { search }) => {
  const tags = ['search'];
  app.get(
    '/search/business/last-registered',
    {
      schema: {
        tags,
        summary: 'Newest businesses: three each of Manufacturers, Distributors, Exporters and Consultants',
        response: { 200: Ok(Type.Array(LastRegisteredGroup)), ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      // Fresh enough for a landing page and cheap to serve to every visitor.
      reply.header('cache-control', 'public, max-age=30');
      return ok(await search.listLastRegistered());
    },
  );
  app.post(
    '/search/business',
    {
      schema: {
        tags,
        summary: 'Search businesses of one type, by relevance (paid tiers and verified raised a little)',
        body: BusinessSearchBody,
        response: { 200: Ok(BusinessSearchResult), ...commonErrorResponses },
      },
    },
    async (request) => ok(await search.searchBusinesses(request.body, searcherLanguage(request))),
  );
  app.post(
    '/search/product',
    {
      schema: {
        tags,
        summary: 'Search products, by relevance (paid tiers and verified raised a little)',
        body: ProductSearchBody,
        response: { 200: Ok(ProductSearchResult), ...commonErrorResponses },
      },
    },
    async (request) => ok(await search.searchProducts(request.body, searcherLanguage(request))),
  );
  app.post(
    '/user/search',
    {
      schema: {
        tags,
        summary: 'Search people by name, company and profession',
        body: UserSearchBody,
        response: { 200: Ok(UserSearchResult), ...commonErrorResponses },
      },
    },
    async (request) => ok(await search.searchUsers(request.body)),
  );
  app.get(
    '/search/suggest',
    {
      schema: {
        tags,
        summary: 'Suggestions while typing: business names, product names, categories and sub-categories',
        querystring: SearchSuggestQuery,
        response: { 200: Ok(SearchSuggestions), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      // The same prefix is typed by many visitors; a short shared cache spares the database.
      reply.header('cache-control', 'public, max-age=60');
      return ok(await search.suggest(request.query.q));
    },
  );
  app.post(
    '/search/facets',
    {
      schema: {
        tags,
        summary: 'Counts of the matches of a text by business type, country, industry and membership tier',
        body: SearchFacetsBody,
        response: { 200: Ok(SearchFacets), ...commonErrorResponses },
      },
    },
    async (request) => ok(await search.searchFacets(request.body, searcherLanguage(request))),
  );
  app.post(
    '/search/counts',
    {
      schema: {
        tags,
        summary: 'How many results the same text has in each kind: products, people, businesses by type',
        body: SearchKindCountsBody,
        response: { 200: Ok(SearchKindCounts), ...commonErrorResponses },
      },
    },
    async (request) => ok(await search.countKinds(request.body, searcherLanguage(request))),
  );
};
