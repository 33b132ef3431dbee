/**
 * `npm run bench:likes`: what notifications cost a like (docs/performance.md, "Notifications"), on its own embedded
 * database (data/bench-likes, or BENCH_DATABASE_URL). BENCH_CONNECTIONS likers (10) each like a business and take
 * the like back, over and over, for BENCH_DURATION seconds (10) per load:
 * - "the owner notified": another user's business, so each like runs the whole `notify` (the object's owners, their
 *   settings, the grouped line, the actor, the unread count and the live event) and each unlike removes the actor;
 * - "nobody to notify": the liker's own business, where `notify` stops after reading the owners.
 * Both pass the per-user write limit (lifted here, still counted) and the like count. The two alternate, twice
 * each, so that a noisy machine weighs on both alike; the ratio is the figure to keep.
 */
import { startBenchApi } from './bench-api';
import { CONNECTIONS, DURATION_SECONDS, loadFunction, type Figures } from './load';
import { createPeople, createSuppliers, type Person } from './messages';

const { config, database, privateKey, base, close } = await startBenchApi(
  'bench-likes',
  // Each liker writes far faster than a person: the per-user allowance of writes must not stop the load.
  { RATE_LIMIT_WRITES_PER_MINUTE: '100000000' },
  12,
);
const people = {
  pool: database.pool,
  signingKey: privateKey,
  issuer: config.tokenIssuer,
  audience: config.tokenAudience,
};
const likers = await createPeople(people, CONNECTIONS, 'Liker');
const owners = await createPeople(people, CONNECTIONS, 'Owner');
const othersBusinesses = await createSuppliers(database.pool, owners);
const ownBusinesses = await createSuppliers(database.pool, likers);

async function call(method: 'POST' | 'DELETE', liker: Person, businessId: string) {
  const response = await fetch(`${base}/social/reaction/react/business`, {
    method,
    headers: { 'wbn-auth': liker.token, 'content-type': 'application/json' },
    body: JSON.stringify({ resourceID: businessId }),
  });
  if (!response.ok) throw new Error(`${method} like answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** Each liker likes its business and takes the like back, back to back; one figure per like and unlike pair. */
const likeAndUnlike = (name: string, businesses: string[]) =>
  loadFunction(name, async (caller) => {
    await call('POST', likers[caller]!, businesses[caller]!);
    await call('DELETE', likers[caller]!, businesses[caller]!);
  });

const figures: Figures[] = [];
for (let round = 1; round <= 2; round += 1) {
  for (const [name, businesses] of [
    ['like and unlike, the owner notified', othersBusinesses],
    ['like and unlike, nobody to notify', ownBusinesses],
  ] as const) {
    const done = await likeAndUnlike(`${name} (round ${round})`, businesses);
    console.log(`  ${done.name}: ${Math.round(done.rps)} pairs/s, p50 ${done.p50} ms, p99 ${done.p99} ms`);
    figures.push(done);
  }
}
const { rows } = await database.pool.query<{ lines: number; actors: number }>(
  `select (select count(*)::int from notifications) as lines, (select count(*)::int from notification_actors) as actors`,
);
await close();

const pairsPerSecond = (which: string) =>
  figures.filter((row) => row.name.includes(which)).reduce((sum, row) => sum + row.rps, 0) / 2;
console.log(`\n${CONNECTIONS} likers, ${DURATION_SECONDS} s per load`);
console.log('| load | pairs/s | p50 ms | p99 ms |');
console.log('|---|---:|---:|---:|');
for (const row of figures) console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} |`);
console.log(
  `\nNotified against not, pairs per second: ${(pairsPerSecond('owner notified') / pairsPerSecond('nobody')).toFixed(2)}`,
);
console.log(
  `Notification lines ${rows[0]!.lines}, actors ${rows[0]!.actors} (the unlikes took the actors back).`,
);
