/**
 * `npm run bench:mixed --workspace bench`: the reliability load run. The API on its own embedded database
 * (data/bench-mixed, or BENCH_DATABASE_URL), BENCH_CONNECTIONS (200) concurrent connections for BENCH_DURATION
 * seconds (60) over a mix of reads (business page, product, newsfeed, product search, comments) and writes (posts,
 * comments, profile updates, likes), each request as one of 200 signed-in users. Any error or non-2xx answer fails
 * the run; the figures go to docs/bench/mixed.md.
 */
import autocannon from 'autocannon';
import { startBenchApi } from './bench-api';
import { benchCommand } from './load';
import { createPeople, createSuppliers } from './messages';
import { count, writeReport } from './report';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_DURATION ?? 60);
const { config, database, privateKey, base, close } = await startBenchApi(
  'bench-mixed',
  { MESSAGE_JOBS_INTERVAL_SECONDS: '0' },
  20,
);

const options = {
  pool: database.pool,
  signingKey: privateKey,
  issuer: config.tokenIssuer,
  audience: config.tokenAudience,
};
const people = await createPeople(options as never, 200, 'Mixed');
const businesses = await createSuppliers(database.pool, people.slice(0, 20));
const products = await database.pool.query<{ id: string }>(
  `insert into products (business_id, name, description, industry_id, category_id)
   select b, 'Bench valve ' || n, 'A stainless ball valve for the mixed load run.', '0005', '0005-01'
     from unnest($1::uuid[]) b, generate_series(1, 5) n returning id`,
  [businesses],
);
const productIds = products.rows.map((row) => row.id);
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
let counter = 0;

type Made = { method: 'GET' | 'POST' | 'PUT'; path: string; body?: object };
/** The mix, 10 requests: 6 reads and 4 writes, each made for the user who sends it. */
const mix: ((person: { id: string }) => Made)[] = [
  () => ({ method: 'GET', path: `/api/business/profile/${pick(businesses)}` }),
  () => ({ method: 'GET', path: `/api/product/${pick(productIds)}` }),
  () => ({ method: 'GET', path: '/api/newsfeed/load' }),
  () => ({ method: 'POST', path: '/api/search/product', body: { textQuery: 'valve' } }),
  () => ({ method: 'GET', path: `/api/social/comments/${pick(productIds)}` }),
  () => ({ method: 'GET', path: `/api/timeline/load/${pick(businesses)}` }),
  () => ({
    method: 'POST',
    path: '/api/social/comments/make-comment',
    body: { resourceID: pick(productIds), resourceType: 'product', content: `Lead time? ${counter++}` },
  }),
  () => ({ method: 'PUT', path: '/api/user/profile', body: { city: `City ${counter++ % 100}` } }),
  () => ({
    method: 'POST',
    path: '/api/social/reaction/react/product',
    body: { resourceID: pick(productIds) },
  }),
  (person) => ({
    method: 'POST',
    path: '/api/social/posts/make-post',
    body: { content: `Bench post ${counter++}`, timelineID: person.id, timelineType: 'user' },
  }),
];

// BENCH_ONLY=n runs the n-th request of the mix alone (to find a slow one).
const only = process.env.BENCH_ONLY ? mix[Number(process.env.BENCH_ONLY)] : undefined;
console.log(`Mixed load: ${connections} connections, ${duration} s, ${people.length} users`);
const result = await autocannon({
  url: base.replace(/\/api$/, ''),
  connections,
  duration,
  // A shared 2-core machine answers slowly under 200 connections; slow is measured, only a failure is an error.
  timeout: Number(process.env.BENCH_TIMEOUT ?? 30),
  requests: [
    {
      setupRequest: (request) => {
        const person = pick(people);
        const made = (only ? only : pick(mix))(person);
        const body = made.body;
        return {
          ...request,
          method: made.method,
          path: made.path,
          headers: { 'wbn-auth': person.token, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        };
      },
    },
  ],
});
const written = await database.pool.query<{ posts: number; comments: number }>(
  `select (select count(*) from posts)::int as posts, (select count(*) from comments)::int as comments`,
);
await close();
const failures = result.errors + result.timeouts;
await writeReport({
  bench: 'mixed',
  title: 'Mixed load: reads and writes',
  command: benchCommand('npm run bench:mixed --workspace bench'),
  scale: `its own database; ${people.length} users, ${businesses.length} businesses with 5 products each`,
  settings: `${connections} connections for ${duration} s, each request drawn from 6 reads and 4 writes`,
  table: {
    columns: [
      'connections',
      'seconds',
      'requests',
      'req/s',
      'p50 ms',
      'p97.5 ms',
      'p99 ms',
      'max ms',
      'errors',
      'non-2xx',
    ].map((name) => ({ name, right: true })),
    rows: [
      [
        connections,
        duration,
        count(result.requests.total),
        count(result.requests.average),
        count(result.latency.p50),
        count(result.latency.p97_5),
        count(result.latency.p99),
        count(result.latency.max),
        failures,
        result.non2xx,
      ],
    ],
  },
  notes: [
    `Rows written and kept: ${count(written.rows[0]!.posts)} posts, ${count(written.rows[0]!.comments)} comments. ` +
      'No baseline: any error, timeout or non-2xx answer fails the run.',
  ],
});
if (failures + result.non2xx > 0) {
  console.error('The run had errors or non-2xx answers.');
  process.exitCode = 1;
}
