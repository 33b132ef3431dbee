import autocannon from 'autocannon';
import type { OpenDatabase } from '@tradeforge/db';
import { startApiProcess } from './api-process';
import { CONNECTIONS, DURATION_SECONDS, loadHttp, type Figures } from './load';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/**
 * The business page read with view counting on against off (supplier insights; figures in docs/bench/search.md). A page view
 * is the profile read and, once the page is shown, the browser's view beacon. "Off" is a second API process on the
 * same database with counting off (INSIGHTS_FLUSH_MS=0), reading the profile alone; "on" is the main instance,
 * each connection sending the read and then the beacon (counted in memory, flushed in batches), reported as page
 * views per second. The beacon alone is measured too, and the counters are read at the end to show the views
 * arrived in the database: one, as every beacon comes from one address (a viewer's repeats within 30 minutes count
 * once, so most beacons end in the instance's memory).
 */
export function pageViewLoads(options: {
  base: string;
  businessId: string;
  database: OpenDatabase;
  publicJwk: object;
  dataDir: string;
}): (() => Promise<Figures>)[] {
  const { base, businessId, database } = options;
  const read = `/api/business/profile/${businessId}`;
  const beacon = {
    method: 'POST' as const,
    path: '/api/insights/views',
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
    body: JSON.stringify({ type: 'business', id: businessId }),
  };
  const countedBefore = readCounter(database, businessId);
  return [
    async () => {
      const off = await startApiProcess({
        env: {
          LOG_LEVEL: 'silent',
          DATA_DIR: options.dataDir,
          DB_POOL_SIZE: '10',
          INSIGHTS_FLUSH_MS: '0',
          // Loaded before the loads, so that it does not load while they are measured.
          SEARCH_MEMORY_INDEX: 'at-start',
        },
        databaseUrl: database.url,
        publicJwk: options.publicJwk,
      });
      const offBase = off.base;
      try {
        return await loadHttp('business page read, view counting off', `${offBase}${read}`);
      } finally {
        await off.close();
      }
    },
    async () => {
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [{ method: 'GET', path: read }, beacon],
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`page views: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      // Two requests make one page view.
      return {
        name: 'business page read + view beacon, counting on (page views/s)',
        rps: result.requests.average / 2,
        p50: result.latency.p50,
        p99: result.latency.p99,
      };
    },
    async () => {
      const figures = await loadHttp('view beacon alone, counting on', `${base}/api/insights/views`, {
        method: 'POST',
        body: { type: 'business', id: businessId },
        headers: { 'user-agent': BROWSER },
      });
      // The main instance flushes every few seconds: wait for it, then show what reached the counters.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const added = (await readCounter(database, businessId)) - (await countedBefore);
      console.log(`  profile views added to the counters during the page-view loads: ${added}`);
      return figures;
    },
  ];
}

async function readCounter(database: OpenDatabase, businessId: string) {
  const { rows } = await database.pool.query<{ n: number }>(
    'select coalesce(sum(profile_views), 0)::int as n from insights_daily where business_id = $1',
    [businessId],
  );
  return rows[0]!.n;
}
