import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { apiPlugin, loadApiConfig } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import type { Db } from '@tradeforge/db';
import { DEFAULT_BUSINESS_TYPE, type SearchQuery } from './judgments';
import { DEPTH } from './metrics';

/** One result, with its stable name (the demo judgments' key) and its id (the benchmark's rows). */
export interface SearchHit {
  id: string;
  name: string;
}

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  correctedQuery: string | null;
}

/**
 * The real API in this process on `db`, as the API tests build it (apps/api/test/helper.ts), with the in-memory
 * indexes loaded before the first query (they rank as a server that has been up a while does) and no search
 * limit per address: every judged query comes from here. Its data folder is a throwaway: search writes no files.
 */
export async function startSearchApi(db: Db) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeforge-relevance-'));
  const config = loadApiConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEARCH_MEMORY_INDEX: 'at-start',
    RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
    // Judging must not change the data it judges: search appearances are not counted.
    INSIGHTS_FLUSH_MS: '0',
  });
  const { publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'relevance', alg: 'EdDSA' };
  // Loading the in-memory indexes of the benchmark corpus takes longer than Fastify's 10 s for a plugin.
  const app = Fastify({ ...fastifyOptions(config.logLevel, config.bodyLimit), pluginTimeout: 10 * 60_000 });
  await app.register(apiPlugin, {
    prefix: '/api',
    config,
    db,
    verificationKey: createLocalJWKSet({ keys: [publicJwk] }),
  });
  await app.ready();
  return {
    search: (query: SearchQuery) => searchFirstPage(app, query),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Envelope<T> {
  success: boolean;
  data: T;
}
interface BusinessAnswer {
  results: { businessProfile: { businessID: string; general: { companyName: string } } }[];
  total_results: number;
  correctedQuery: string | null;
}
interface ProductAnswer {
  results: { productID: string; name: string }[];
  total_results: number;
  correctedQuery: string | null;
}
interface PeopleAnswer {
  profiles: { userID: string; firstName: string; lastName: string }[];
  totalResults: number;
  correctedQuery: string | null;
}

async function post<T>(app: FastifyInstance, url: string, payload: object): Promise<T> {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return (response.json() as Envelope<T>).data;
}

/** The results a query is judged on, in one request (the API serves pages of up to 50). */
export async function searchFirstPage(app: FastifyInstance, query: SearchQuery): Promise<SearchAnswer> {
  const page = { textQuery: query.text, skip: 0, size: DEPTH };
  if (query.kind === 'businesses') {
    const body = { ...page, businessType: query.businessType ?? DEFAULT_BUSINESS_TYPE };
    const data = await post<BusinessAnswer>(app, '/api/search/business', body);
    return {
      hits: data.results.map(({ businessProfile: profile }) => ({
        id: profile.businessID,
        name: profile.general.companyName,
      })),
      total: data.total_results,
      correctedQuery: data.correctedQuery,
    };
  }
  if (query.kind === 'products') {
    const data = await post<ProductAnswer>(app, '/api/search/product', page);
    return {
      hits: data.results.map((product) => ({ id: product.productID, name: product.name })),
      total: data.total_results,
      correctedQuery: data.correctedQuery,
    };
  }
  const data = await post<PeopleAnswer>(app, '/api/user/search', page);
  return {
    hits: data.profiles.map((person) => ({
      id: person.userID,
      name: `${person.firstName} ${person.lastName}`,
    })),
    total: data.totalResults,
    correctedQuery: data.correctedQuery,
  };
}
