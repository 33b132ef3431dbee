/**
 * `npm run bench:likes`: what notifications cost a like (figures in docs/bench/likes.md), on its own embedded
 * database (data/bench-likes, or BENCH_DATABASE_URL). BENCH_CONNECTIONS likers (10) each like a business and take
 * the like back, over and over, for BENCH_DURATION seconds (10) per load:
 * - "the owner notified": another user's business, so each like runs the whole `notify` (the object's owners, their
 *   settings, the grouped line, the actor, the unread count and the live event) and each unlike removes the actor;
 * - "nobody to notify": the liker's own business, where `notify` stops after reading the owners.
 * Both pass the per-user write limit (lifted here, still counted) and the like count. The two alternate, twice
 * each, so that a noisy machine weighs on both alike; the ratio is the figure to keep.
 */
import { startBenchApi } from './bench-api';
import { benchCommand, CONNECTIONS, loadFunction, loadSettings, type Figures } from './load';
import { createPeople, createSuppliers, type Person } from './messages';
import { count, writeReport } from './report';

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
/** The load of the same round that notifies nobody: the baseline of each row. */
const baselineOf = (row: Figures) =>
  figures.find((other) => other.name === row.name.replace('the owner notified', 'nobody to notify'))!;
await writeReport({
  bench: 'likes',
  title: 'What notifications cost a like',
  command: benchCommand('npm run bench:likes --workspace bench'),
  scale: `its own database; ${CONNECTIONS} likers, each with a business of their own and one of another owner`,
  settings: `${loadSettings()}; the two loads alternate, twice each`,
  table: {
    columns: [
      { name: 'load' },
      { name: 'pairs/s', right: true },
      { name: 'p50 ms', right: true },
      { name: 'p99 ms', right: true },
      { name: 'vs nobody to notify', right: true },
    ],
    rows: figures.map((row) => [
      row.name,
      count(row.rps),
      row.p50,
      row.p99,
      (row.rps / baselineOf(row).rps).toFixed(2),
    ]),
  },
  notes: [
    "A pair is a like and its undo. The ratio divides by the load of the same round that likes the liker's own " +
      'business, where `notify` stops after reading the owners.',
    `Notified against not, both rounds: ${(pairsPerSecond('owner notified') / pairsPerSecond('nobody')).toFixed(2)}. ` +
      `Notification lines ${count(rows[0]!.lines)}, actors ${count(rows[0]!.actors)} (the unlikes took the actors back).`,
  ],
});
