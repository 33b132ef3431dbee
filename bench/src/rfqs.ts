import { RFQ_LIMITS } from '@tradeforge/contracts';
import { leaves, MODIFIERS, type Random } from './corpus';
import { createPeople, type MessageBenchOptions } from './messages';
import { count, writeReport } from './report';

/** Requests posted, one after the other; each bench buyer posts the day's allowance. */
const REQUESTS = Number(process.env.BENCH_RFQS ?? 40);

export interface RfqFigures {
  name: string;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

function summary(name: string, times: number[]): RfqFigures {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1)!),
  };
}

async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const response = await send();
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status}: ${body.slice(0, 300)}`);
  // The API's own time for matching the suppliers, from its Server-Timing header.
  const match = /match;[^,]*dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
  return { ms, body, matchMs: match === undefined ? undefined : Number(match) };
}

/**
 * Buying requests against the corpus: the time to post one, and of it the time matching took (the API's
 * Server-Timing header): search ranks the suppliers by the title, the database keeps those that deal in the
 * request's goods; the rest is storing the request, its matches and the matched members' notifications. Titles are what a buyer writes ("Stainless Centrifugal Pumps":
 * a modifier and a sub-category, in that sub-category's category), new to the API's ranking cache. Posted one at
 * a time beside the static JSON route fetched the same way (the baseline). The bench's buyers and their requests
 * are deleted afterwards.
 */
export async function benchRfqPosting(
  options: Pick<MessageBenchOptions, 'base' | 'pool' | 'signingKey' | 'issuer' | 'audience' | 'log'> & {
    random: Random;
  },
) {
  const { base, pool, random } = options;
  const buyers = await createPeople(
    options,
    Math.ceil(REQUESTS / RFQ_LIMITS.requestsPerBuyerPerDay),
    'Rfq buyer',
  );
  const baseline: number[] = [];
  const posting: number[] = [];
  const matching: number[] = [];
  const matched: number[] = [];
  try {
    for (let index = 0; index < REQUESTS; index++) {
      const buyer = buyers[Math.floor(index / RFQ_LIMITS.requestsPerBuyerPerDay)]!;
      const leaf = random.pick(leaves);
      baseline.push((await timed(() => fetch(`${base}/baseline`))).ms);
      const { ms, body, matchMs } = await timed(() =>
        fetch(`${base}/api/rfqs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'wbn-auth': buyer.token },
          body: JSON.stringify({
            title: `${random.pick(MODIFIERS)} ${leaf.subCategoryName}`,
            description: `Looking for ${leaf.subCategoryName.toLowerCase()} for a plant extension, to be quoted CIF.`,
            quantity: 1 + Math.floor(random.next() * 500),
            unit: 'piece',
            industryId: leaf.industryId,
            categoryId: leaf.categoryId,
            incoterm: 'CIF',
            destinationCountry: 'US',
          }),
        }),
      );
      posting.push(ms);
      if (matchMs === undefined) throw new Error('The post answered no Server-Timing for matching');
      matching.push(matchMs);
      const rfqID = (JSON.parse(body) as { data: { rfqID: string } }).data.rfqID;
      const found = await pool.query<{ n: number }>(
        'select count(*)::int as n from rfq_matches where rfq_id = $1',
        [rfqID],
      );
      matched.push(found.rows[0]!.n);
    }
  } finally {
    const ids = buyers.map((buyer) => buyer.id);
    await pool.query('delete from rfqs where user_id = any($1::uuid[])', [ids]);
    await pool.query('delete from users where id = any($1::uuid[])', [ids]);
  }
  const figures = [
    summary('static JSON (baseline)', baseline),
    summary('post a buying request', posting),
    summary('matching its suppliers (Server-Timing)', matching),
  ];
  for (const row of figures)
    options.log(`  ${row.name}: p50 ${row.p50} ms, p95 ${row.p95} ms, max ${row.max} ms`);
  return { figures, matched };
}

/** Writes docs/bench/rfqs.md: the figures, and how many suppliers the requests were matched to. */
export async function writeRfqReport(
  { figures, matched }: Awaited<ReturnType<typeof benchRfqPosting>>,
  run: { command: string; scale: string },
) {
  const [baseline] = figures;
  const sortedMatches = [...matched].sort((a, b) => a - b);
  await writeReport({
    bench: 'rfqs',
    title: 'Buying requests',
    command: run.command,
    scale: run.scale,
    settings: `${count(matched.length)} requests posted one at a time, each after a baseline request`,
    table: {
      columns: [
        { name: 'request' },
        { name: 'p50 ms', right: true },
        { name: 'p95 ms', right: true },
        { name: 'max ms', right: true },
        { name: 'p50 / baseline p50', right: true },
      ],
      rows: figures.map((row) => [row.name, row.p50, row.p95, row.max, (row.p50 / baseline!.p50).toFixed(1)]),
    },
    notes: [
      `Suppliers matched per request (at most ${RFQ_LIMITS.matchesPerRequest}): median ` +
        `${percentile(sortedMatches, 0.5)}, fewest ${sortedMatches[0]}, most ${sortedMatches.at(-1)}.`,
      "Matching is the API's own time for it (its Server-Timing header): search ranks the businesses by the " +
        'title, the database keeps those that deal in the goods. A post adds storing the request, its matches ' +
        "and the matched members' notifications, in one transaction.",
    ],
  });
}
