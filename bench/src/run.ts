/**
 * `npm run bench`: the search benchmark, then the message benchmark (`messages.ts`; BENCH_ONLY=messages for it
 * alone, `npm run bench:messages` without the corpus), then posting buying requests (`rfqs.ts`; BENCH_ONLY=buying). Loads a corpus into its own database (embedded in data/bench,
 * or BENCH_DATABASE_URL) when it is not there yet, starts the API in a process of its own, and measures with autocannon:
 * a static JSON route (baseline), business searches with rare, medium and very common words with and without
 * filters, a product search matching hundreds of thousands of products, and, as a second baseline, the raw SQL of a
 * page of business cards through pg (what PostgreSQL does for each search: ranking is the API's own).
 * BENCH_SCALE=small loads 10,000 businesses and 100,000 products instead of 100,000 and 1,000,000.
 */
import { loadApiConfig } from '@tradeforge/api';
import { createRandom, FIRST_NAMES, leaves, MODIFIERS } from './corpus';
import { asOwner, corpusDataDir, corpusSizes, openCorpusDatabase } from './corpus-database';
import {
  benchCommand,
  CONNECTIONS,
  DURATION_SECONDS,
  figuresTable,
  loadFunction,
  loadHttp,
  loadSettings,
  type Figures,
} from './load';
import { benchKeys, startApiProcess } from './api-process';
import { pageViewLoads } from './insights';
import { benchMessages, writeMessagesReport } from './messages';
import { prewarmSearchRelations } from './prewarm';
import { count as thousands, writeReport } from './report';
import { rawBusinessPage } from './search-sql';
import { benchRfqPosting, writeRfqReport } from './rfqs';

const small = process.env.BENCH_SCALE === 'small';
const sizes = corpusSizes(small);
const dataDir = corpusDataDir(small);

// The load says which visitor each request is from (`loadHttp`), through a proxy the API trusts.
const apiEnv = {
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  DB_POOL_SIZE: '10',
  TRUST_PROXY: 'true',
  // The page-view loads may come from one address: its per-minute allowance must not stop the counting.
  INSIGHTS_VIEWS_PER_ADDRESS_PER_MINUTE: '100000000',
  // Search appearances are counted as in production (BENCH_INSIGHTS_FLUSH_MS=0: not at all).
  INSIGHTS_FLUSH_MS: process.env.BENCH_INSIGHTS_FLUSH_MS ?? '5000',
  // The search indexes are loaded before the loads start.
  SEARCH_MEMORY_INDEX: 'at-start',
};
const config = loadApiConfig(apiEnv);
const database = await openCorpusDatabase(small, {
  // Buffers sized for the data, as a server for a million products would be (PostgreSQL's default is 128 MB):
  // with the default, the pages searches read are left to the system's file cache, which this machine empties
  // between loads, and a load then runs from disk. BENCH_SHARED_BUFFERS sets another size.
  postgresFlags: ['-c', `shared_buffers=${process.env.BENCH_SHARED_BUFFERS ?? '4GB'}`],
  poolSize: Number(process.env.BENCH_POOL ?? 12),
  log: { info: console.log, warn: console.warn, error: console.error },
});
// BENCH_PREWARM=off leaves the shared buffers cold: each load then starts from the disk.
if (process.env.BENCH_PREWARM !== 'off') {
  const { pages, ms } = await asOwner(database, prewarmSearchRelations);
  console.log(`Shared buffers prewarmed: ${Math.round((pages * 8) / 1024)} MB in ${ms} ms`);
}

// The API runs in a process of its own, as it would serve real clients: autocannon is not on its event loop.
// A throwaway key pair stands in for the account service's (searches need no login; the message bench signs tokens).
const { privateKey, publicJwk } = await benchKeys();
const api = await startApiProcess({ env: apiEnv, databaseUrl: database.url, publicJwk });
console.log(`API ready in ${api.readyMs} ms (in-memory indexes: ${config.searchMemoryIndex})`);
const base = api.base;

const count = async (word: string, table: 'businesses' | 'products') =>
  (
    await database.pool.query<{ n: number }>(
      `select count(*)::int as n from ${table} where search_vector @@ plainto_tsquery('english', $1)`,
      [word],
    )
  ).rows[0]!.n;
const words = { rare: 'cryogenic', medium: 'centrifugal pumps', common: 'industrial' };
const scale = `${small ? 'small' : 'full'}: ${thousands(sizes.businesses)} businesses, ${thousands(sizes.products)} products`;
console.log(`\nCorpus: ${scale}.`);
const matches: string[] = [];
for (const [label, word] of Object.entries(words)) {
  matches.push(
    `"${word}" (${label}) ${thousands(await count(word, 'businesses'))} businesses and ` +
      `${thousands(await count(word, 'products'))} products`,
  );
  console.log(`  ${matches.at(-1)}`);
}

const business = (textQuery: string, extra: object = {}) => ({
  method: 'POST' as const,
  body: { textQuery, businessType: 'MA', skip: 0, size: 5, ...extra },
});
/** The body of a product or people search. */
const product = (textQuery: string, skip = 0) => ({
  method: 'POST' as const,
  body: { textQuery, skip, size: 5 },
});
const sample = (
  await database.pool.query<{ id: string }>('select id from businesses order by created_at desc limit 1')
).rows[0]!.id;
/**
 * Business pages to read one after the other: 20,000 at random, twice as many as an API instance keeps, so most
 * reads of "a different business each time" run the profile's statement.
 */
const pageIds = (
  await database.pool.query<{ id: string }>('select id from businesses order by random() limit 20000')
).rows.map((row) => row.id);
let nextPage = 0;
const differentBusiness = () => `/api/business/profile/${pageIds[nextPage++ % pageIds.length]}`;
// The raw SQL of a page of business results: the statement the endpoint reads cards with, sent through pg.
const rawPage = await rawBusinessPage(database.pool, 'MA');
/**
 * A text no search has asked for yet, such as "Stainless Centrifugal Pumps": a modifier and a sub-category, 35 x
 * 909 of them, so that the endpoint has kept no ranking for it (and compiles it anew), as for a long-tail search.
 */
const random = createRandom(2026);
const newText = () => `${random.pick(MODIFIERS)} ${random.pick(leaves).subCategoryName}`;

/**
 * What someone has typed so far: the start (two letters or more) of a modifier or a sub-category name, sometimes
 * after a whole first word ("stainless cen").
 */
const typedPrefix = () => {
  const word = (
    random.next() < 0.5 ? random.pick(MODIFIERS) : random.pick(leaves).subCategoryName
  ).toLowerCase();
  const start = word.slice(0, 2 + Math.floor(random.next() * Math.max(1, word.length - 2)));
  return random.next() < 0.3 ? `${random.pick(MODIFIERS)} ${start}` : start;
};
const suggest = { path: () => `/api/search/suggest?q=${encodeURIComponent(typedPrefix())}` };
const facets = (kind: 'businesses' | 'products', textQuery: string | (() => string)) => ({
  method: 'POST' as const,
  body: () => ({
    kind,
    textQuery: typeof textQuery === 'function' ? textQuery() : textQuery,
    ...(kind === 'businesses' ? { businessType: 'MA' } : {}),
  }),
});

/** Each load as [name, url, request]; the first and the last are the baselines the ratios divide by. */
const searches: [string, string, Parameters<typeof loadHttp>[2]][] = [
  ['business search, rare word', '/api/search/business', business(words.rare)],
  ['business search, medium words', '/api/search/business', business(words.medium)],
  ['business search, common word', '/api/search/business', business(words.common)],
  [
    'business search, common word, country US',
    '/api/search/business',
    business(words.common, { country: 'US' }),
  ],
  ['business search, no text, country DE', '/api/search/business', business('', { country: 'DE' })],
  ['business search, typo "hydralic pumps"', '/api/search/business', business('hydralic pumps')],
  ['product search, rare word', '/api/search/product', product(words.rare)],
  ['product search, common word', '/api/search/product', product(words.common)],
  ['product search, medium words, page 3', '/api/search/product', product(words.medium, 10)],
  [
    'product search, a new text each time',
    '/api/search/product',
    { method: 'POST', body: () => product(newText()).body },
  ],
  [
    'business search, a new text each time',
    '/api/search/business',
    { method: 'POST', body: () => business(newText()).body },
  ],
  ['people search, the most common first name', '/api/user/search', product(FIRST_NAMES[0]!)],
  ['suggestions, a new prefix each time', '/api/search/suggest', suggest],
  ['facets, businesses, common word', '/api/search/facets', facets('businesses', words.common)],
  ['facets, businesses, a new text each time', '/api/search/facets', facets('businesses', newText)],
  ['facets, products, medium words', '/api/search/facets', facets('products', words.medium)],
  ['facets, products, a new text each time', '/api/search/facets', facets('products', newText)],
  ['business page read', `/api/business/profile/${sample}`, {}],
  ['business page read, a different business each time', '/', { path: differentBusiness }],
  ['home: last-registered groups', '/api/search/business/last-registered', {}],
];
const httpLoad =
  ([name, url, request]: (typeof searches)[number]) =>
  () =>
    loadHttp(name, `${base}${url}`, request);
// BENCH_ONLY=product runs only the loads whose name contains that text, with both baselines.
const only = process.env.BENCH_ONLY;
const loads: (() => Promise<Figures>)[] = [
  () => loadHttp('static JSON (baseline)', `${base}/baseline`),
  ...searches.filter(([name]) => !only || name.includes(only)).map(httpLoad),
  // Supplier insights: the business page read with view counting off (a second instance) and on.
  ...(!only || 'business page read, view counting on and off'.includes(only)
    ? pageViewLoads({ base, businessId: sample, database, publicJwk, dataDir })
    : []),
  () => loadFunction('raw SQL: a page of business cards', rawPage),
];

console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each:`);
const figures: Figures[] = [];
for (const load of loads) {
  const done = await load();
  console.log(`  ${done.name}: ${Math.round(done.rps)} req/s, p50 ${done.p50} ms, p99 ${done.p99} ms`);
  figures.push(done);
}

// Messages: send throughput and send-to-delivery with BENCH_STREAMS (1,000) event streams open on this instance.
// BENCH_MESSAGES=0 leaves the message benchmark out.
const messageFigures =
  process.env.BENCH_MESSAGES !== '0' && (!only || 'messages'.includes(only))
    ? await benchMessages({
        base: `${base}/api`,
        database,
        signingKey: privateKey,
        issuer: config.tokenIssuer,
        audience: config.tokenAudience,
        streams: Number(process.env.BENCH_STREAMS ?? 1000),
        seconds: DURATION_SECONDS,
        concurrency: CONNECTIONS,
        log: console.log,
      })
    : [];

// Buying requests: posting one against the corpus, matching included (BENCH_RFQS=0 leaves them out).
const rfqFigures =
  Number(process.env.BENCH_RFQS ?? 40) > 0 && (!only || 'buying requests'.includes(only))
    ? await benchRfqPosting({
        base,
        pool: database.pool,
        signingKey: privateKey,
        issuer: config.tokenIssuer,
        audience: config.tokenAudience,
        log: console.log,
        random: createRandom(50),
      })
    : undefined;

await api.close();
await database.close();

// A run of the baselines alone (BENCH_ONLY=messages) leaves the search figures as they were.
if (figures.length > 2)
  await writeReport({
    bench: 'search',
    title: 'Search and page reads',
    command: benchCommand('npm run bench'),
    scale,
    settings: `${loadSettings()}; in-memory search indexes ${config.searchMemoryIndex}`,
    table: figuresTable(figures, [figures[0]!, figures.at(-1)!]),
    notes: [
      `Matching: ${matches.join('; ')}.`,
      "The ratios divide each load's req/s by a baseline of the same run: a static JSON route (what the HTTP stack " +
        'can serve) and the raw SQL of a page of business cards sent through pg (the part of a search PostgreSQL serves).',
      `Business used for page reads: \`${sample}\`.`,
    ],
  });
if (messageFigures.length > 0)
  await writeMessagesReport(messageFigures, {
    command: benchCommand('npm run bench'),
    scale: `${scale} (the search corpus)`,
  });
if (rfqFigures) await writeRfqReport(rfqFigures, { command: benchCommand('npm run bench'), scale });
