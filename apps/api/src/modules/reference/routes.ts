import etag from '@fastify/etag';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BusinessType,
  Category,
  commonErrorResponses,
  Country,
  CountryCodeParams,
  Gender,
  Industry,
  IndustryIdParams,
  IndustryWithCategories,
  JobPosition,
  Language,
  Ok,
  State,
} from '@tradeforge/contracts';
import { ok } from '../../lib/reply';
import type { ReferenceService } from './service';

const list = (item: Parameters<typeof Type.Array>[0], summary: string, tag: string) => ({
  tags: [tag],
  summary,
  response: { 200: Ok(Type.Array(item)), ...commonErrorResponses },
});

/** Reference lists: public, identical for everyone, so browsers and proxies may keep them briefly (ETag + max-age). */
export const referenceRoutes: FastifyPluginAsyncTypebox<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=300');
  });

  app.get(
    '/ref-data/country',
    { schema: list(Country, 'All countries (ISO 3166-1)', 'reference') },
    async () => ok(await reference.listCountries()),
  );
  app.get(
    '/ref-data/country/:code/state',
    {
      schema: { ...list(State, 'States or provinces of a country', 'reference'), params: CountryCodeParams },
    },
    async (request) => ok(await reference.listStates(request.params.code)),
  );
  app.get('/ref-data/gender', { schema: list(Gender, 'Genders', 'reference') }, async () =>
    ok(await reference.listGenders()),
  );
  app.get('/ref-data/language', { schema: list(Language, 'Languages (ISO 639-1)', 'reference') }, async () =>
    ok(await reference.listLanguages()),
  );
  app.get('/ref-data/job-position', { schema: list(JobPosition, 'Job positions', 'reference') }, async () =>
    ok(await reference.listJobPositions()),
  );
  app.get(
    '/ref-data/business-type',
    { schema: list(BusinessType, 'Business types', 'reference') },
    async () => ok(await reference.listBusinessTypes()),
  );
  app.get('/catsys/industry', { schema: list(Industry, 'The 15 top industries', 'industries') }, async () =>
    ok(await reference.listIndustries()),
  );
  app.get(
    '/catsys/industry/:id/category',
    { schema: { ...list(Category, 'Categories of an industry', 'industries'), params: IndustryIdParams } },
    async (request) => ok(await reference.listCategories(request.params.id)),
  );
  app.get(
    '/catsys/industry/full-tree',
    { schema: list(IndustryWithCategories, 'Industries with categories and subcategories', 'industries') },
    async () => ok(await reference.listIndustryTree()),
  );
};
