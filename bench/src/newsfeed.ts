/**
 * `npm run bench:newsfeed`: the newsfeed benchmark. Loads its own corpus (embedded in data/bench-newsfeed, or
 * BENCH_DATABASE_URL) when it is not there yet: 1,000,000 posts on the timelines of 20,000 businesses, and a reader
 * who follows 500 of them. Prints the plan of the newsfeed query, then measures with autocannon the first page, a
 * page deep in the feed by its cursor, timeline pages, and the raw SQL of the first page through pg.
 * BENCH_SCALE=small loads 100,000 posts instead.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { apiPlugin, loadApiConfig, newsfeedQuery } from '@tradeforge/api';
import { fastifyOptions } from '@tradeforge/api/fastify-options';
import { openDatabase } from '@tradeforge/db';
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
import { generateNewsfeedCorpus } from './newsfeed-corpus';
import { count, writeReport } from './report';

const small = process.env.BENCH_SCALE === 'small';
const sizes = { users: 5_000, businesses: 20_000, posts: small ? 100_000 : 1_000_000, follows: 500 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'data', small ? 'bench-newsfeed-small' : 'bench-newsfeed');

const config = loadApiConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DB_POOL_SIZE: '10' });
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  poolSize: Number(process.env.BENCH_POOL ?? 12),
  log: { info: console.log, warn: console.warn, error: console.error },
});
const pool = database.pool;
const postCount = async () =>
  (await pool.query<{ n: number }>('select count(*)::int as n from posts')).rows[0]!.n;
if ((await postCount()) < sizes.posts) {
  console.log(`Loading ${sizes.posts} posts on ${sizes.businesses} business timelines...`);
  await pool.query('truncate businesses, users cascade');
  await generateNewsfeedCorpus(pool, sizes, console.log);
}
const reader = (await pool.query<{ id: string }>(`select id from users where email = 'bench-0@example.com'`))
  .rows[0]!.id;
const followed = (
  await pool.query<{ n: number }>('select count(*)::int as n from follows where user_id = $1', [reader])
).rows[0]!.n;
const inFeed = (
  await pool.query<{ n: number }>(
    `select count(*)::int as n from posts where timeline_id in (
       select business_id from follows where user_id = $1 union select business_id from business_members where user_id = $1)`,
    [reader],
  )
).rows[0]!.n;
const fannedOut = (
  await pool.query<{ n: number }>('select count(*)::int as n from feed_entries where reader_id = $1', [
    reader,
  ])
).rows[0]!.n;
const corpus =
  `${small ? 'small' : 'full'}: ${count(await postCount())} posts on ${count(sizes.businesses)} business timelines; ` +
  `the reader follows ${count(followed)} businesses, ${count(inFeed)} posts in their feed ` +
  `(${count(fannedOut)} rows of feed_entries)`;
console.log(`\nCorpus: ${corpus}.`);

// A key pair standing in for the account service's, and a live session of the reader.
const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
const verificationKey = createLocalJWKSet({
  keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'EdDSA' }],
});
const session = (
  await pool.query<{ id: string }>(
    `insert into auth_sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id`,
    [reader],
  )
).rows[0]!.id;
const token = await new SignJWT({ sid: session })
  .setProtectedHeader({ alg: 'EdDSA', kid: 'bench', typ: 'at+jwt' })
  .setIssuer(config.tokenIssuer)
  .setAudience(config.tokenAudience)
  .setSubject(reader)
  .setIssuedAt()
  .setExpirationTime('1h')
  .sign(privateKey);
const headers = { 'wbn-auth': token };

const app = Fastify(fastifyOptions(config.logLevel, config.bodyLimit));
app.get('/baseline', async () => ({ success: true, data: { status: 'ok' } }));
await app.register(apiPlugin, { prefix: '/api', config, db: database.db, verificationKey });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

// The cursor of page 50 (posts 491-500), read by following nextID as the web app does.
let deepCursor: string | undefined;
for (let page = 0; page < 49; page++) {
  const answer = (await (
    await fetch(`${base}/api/newsfeed/load${deepCursor ? `?nextID=${deepCursor}` : ''}`, { headers })
  ).json()) as {
    data: { nextID: string };
  };
  deepCursor = answer.data.nextID;
}

const [micros, id] = deepCursor!.split('_') as [string, string];
for (const [label, cursor] of [
  ['first page', undefined],
  ['page 50', { micros, id }],
] as const) {
  const query = newsfeedQuery(reader, cursor, 11);
  const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
  console.log(`\nPlan of the newsfeed, ${label}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}

const business = (
  await pool.query<{ id: string }>('select business_id as id from follows where user_id = $1 limit 1', [
    reader,
  ])
).rows[0]!.id;
const firstPage = newsfeedQuery(reader, undefined, 11);
const loads: (() => Promise<Figures>)[] = [
  () => loadHttp('static JSON (baseline)', `${base}/baseline`),
  () => loadHttp('newsfeed, first page', `${base}/api/newsfeed/load`, { headers }),
  () =>
    loadHttp('newsfeed, page 50 by cursor', `${base}/api/newsfeed/load?nextID=${deepCursor}`, { headers }),
  () => loadHttp('business timeline, first page', `${base}/api/timeline/load/${business}?skip=0&size=10`),
  () => loadHttp('business timeline, last page', `${base}/api/timeline/load/${business}?skip=40&size=10`),
  () => loadFunction('raw SQL: newsfeed, first page', () => pool.query(firstPage.sql, firstPage.params)),
];
console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each:`);
const figures: Figures[] = [];
for (const load of loads) {
  const done = await load();
  console.log(`  ${done.name}: ${Math.round(done.rps)} req/s, p50 ${done.p50} ms, p99 ${done.p99} ms`);
  figures.push(done);
}
await app.close();
await database.close();

await writeReport({
  bench: 'newsfeed',
  title: 'Newsfeed',
  command: benchCommand('npm run bench:newsfeed --workspace bench'),
  scale: corpus,
  settings: loadSettings(),
  table: figuresTable(figures, [figures[0]!, figures.at(-1)!]),
  notes: [
    "The ratios divide each load's req/s by a baseline of the same run: a static JSON route and the raw SQL of " +
      "the newsfeed's first page sent through pg.",
  ],
});
