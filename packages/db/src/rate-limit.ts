import { sql } from 'drizzle-orm';
import type { Db, Executor } from './client';
import { rateLimitCounters } from './schema';

/** A counter after one hit: hits in the current window and the milliseconds until the window ends. */
export interface RateCount {
  current: number;
  ttl: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in one atomic statement: the first hit (or the first after
 * the window ended) starts a new window, the others add to it. Every instance on the database shares the count.
 *
 * The statement commits without waiting for its WAL to reach the disk (`synchronous_commit` off for its own
 * transaction: call it outside any other). Every search counts a hit, and waiting for a flush each time made the
 * counter the most expensive part of a repeated search; a crash may forget the last fraction of a second of hits,
 * which a rate limit can afford.
 */
export async function hitRateCounter(db: Db, key: string, windowMs: number): Promise<RateCount> {
  return (await hitRateCounters(db, [{ key, hits: 1, windowMs }])).get(key)!;
}

/** The counter as it stands, without counting a hit (zero when its window is over). */
export async function readRateCounter(db: Executor, key: string): Promise<RateCount> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    select hits, ceil(extract(epoch from expires_at - now()) * 1000)::int as ttl
    from ${rateLimitCounters} where key = ${key} and expires_at > now()`);
  const row = result.rows[0];
  return row ? { current: row.hits, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes counters whose window is over (a batch at a time, so one sweep never holds many locks). */
export async function sweepRateCounters(db: Executor, batch = 5000): Promise<number> {
  const result = await db.execute(sql`
    delete from ${rateLimitCounters} where key in (
      select key from ${rateLimitCounters} where expires_at < now() limit ${batch} for update skip locked)`);
  return result.rowCount ?? 0;
}

/**
 * Counts hits on many keys in one statement, as `hitRateCounter` counts one (and with its WAL rule): `hits` hits on
 * each key, its window `windowMs` when it starts one. Answers each key's count in the database (every instance's
 * hits) and time left. Each key at most once; the rows are locked in the order of the keys, so two instances sharing
 * at once do not deadlock.
 */
export async function hitRateCounters(
  db: Db,
  counts: { key: string; hits: number; windowMs: number }[],
): Promise<Map<string, RateCount>> {
  const sorted = [...counts].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const live = sql`${rateLimitCounters.expiresAt} > now()`;
  const result = await db.execute<{ key: string; hits: number; ttl: number }>(sql`
    insert into ${rateLimitCounters} (key, hits, expires_at)
    select counted.key, counted.hits, now() + make_interval(secs => counted.secs)
    from unnest(
      ${sql.param(sorted.map((count) => count.key))}::text[],
      ${sql.param(sorted.map((count) => count.hits))}::int[],
      ${sql.param(sorted.map((count) => count.windowMs / 1000))}::float8[]
    ) with ordinality as counted(key, hits, secs, ord),
    (select set_config('synchronous_commit', 'off', true)) unflushed
    order by counted.ord
    on conflict (key) do update set
      hits = case when ${live} then ${rateLimitCounters.hits} + excluded.hits else excluded.hits end,
      expires_at = case when ${live} then ${rateLimitCounters.expiresAt} else excluded.expires_at end
    returning key, hits, ceil(extract(epoch from expires_at - now()) * 1000)::int as ttl`);
  return new Map(
    result.rows.map((row) => [row.key, { current: row.hits, ttl: Math.max(0, row.ttl) }] as const),
  );
}

/** A key's hits as this process knows them (`createSharedCounts`). */
interface KnownCount {
  /** The database's count when this process last shared its hits on the key: every instance's hits until then. */
  shared: number;
  /** Hits counted here since, not yet shared. */
  unshared: number;
  /** When the window ends (milliseconds since the epoch), as the database last said. */
  endsAt: number;
  windowMs: number;
}

/** At most this many keys a statement when hits are shared. */
const SHARE_BATCH = 1000;

/**
 * Hits counted in this process at once and shared with the database in batches, every `everyMs` while there are
 * hits to share: one statement for all the keys hit meanwhile (`hitRateCounters`). A hit's count is the database's
 * count as this process last learned it plus the hits it has counted since, so one instance limits exactly, and an
 * instance learns the hits of the others on a key when it shares its own: a client that spreads its requests over
 * instances gets at most what it sends the other instances in one `everyMs` beyond the limit. Hits that fail to be
 * shared (the database is down) are kept and shared with the next batch, while their window lasts.
 */
function createSharedCounts(db: Db, everyMs: number, onError: (error: unknown) => void) {
  const known = new Map<string, KnownCount>();
  let timer: NodeJS.Timeout | undefined;
  let sharing: Promise<void> | null = null;
  let closed = false;

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void share();
    }, everyMs);
    timer.unref();
  }

  async function shareBatch(batch: [string, KnownCount][]) {
    const sent = batch.map(([key, count]) => ({ key, count, hits: count.unshared }));
    let counted: Map<string, RateCount>;
    try {
      counted = await hitRateCounters(
        db,
        sent.map(({ key, hits, count }) => ({ key, hits, windowMs: count.windowMs })),
      );
    } catch (error) {
      onError(error);
      return;
    }
    const now = Date.now();
    for (const { key, count, hits } of sent) {
      count.unshared -= hits;
      const shared = counted.get(key);
      if (shared) {
        count.shared = shared.current;
        count.endsAt = now + shared.ttl;
      }
    }
  }

  async function shareAll() {
    const now = Date.now();
    const batch: [string, KnownCount][] = [];
    for (const [key, count] of known) {
      // A window that is over goes, with any hits of it not shared (the database was down): they would count in
      // a window that is over, and keeping them would let the counts grow while it stays down.
      if (count.endsAt <= now) known.delete(key);
      else if (count.unshared > 0) batch.push([key, count]);
    }
    for (let at = 0; at < batch.length; at += SHARE_BATCH)
      await shareBatch(batch.slice(at, at + SHARE_BATCH));
    // Hits that came meanwhile, or that failed to be shared, go with the next batch.
    if (batch.some(([, count]) => count.unshared > 0)) schedule();
  }

  /** Shares the hits counted so far (after the batch being shared, if one is). */
  async function share(): Promise<void> {
    if (sharing) await sharing.catch(() => {});
    sharing ??= shareAll().finally(() => {
      sharing = null;
    });
    return sharing;
  }

  return {
    hit(key: string, windowMs: number): RateCount {
      const now = Date.now();
      let count = known.get(key);
      if (!count || count.endsAt <= now) {
        // A new window, as far as this process knows (hits of the last one not yet shared are over with it): the
        // next share says what the database counted.
        count = { shared: 0, unshared: 0, endsAt: now + windowMs, windowMs };
        known.set(key, count);
      }
      count.unshared++;
      schedule();
      return { current: count.shared + count.unshared, ttl: count.endsAt - now };
    },
    /** The count of a key this process knows in a live window, without counting a hit; undefined otherwise. */
    read(key: string): RateCount | undefined {
      const count = known.get(key);
      const now = Date.now();
      return count && count.endsAt > now
        ? { current: count.shared + count.unshared, ttl: count.endsAt - now }
        : undefined;
    },
    share,
    /** Shares what is left and stops the timer. */
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await share();
    },
  };
}

type Callback = (error: Error | null, result?: RateCount) => void;

/** What `@fastify/rate-limit` hands a store's `child` for a route with its own limit (its types say less). */
interface RouteLimitOptions extends BatchedRateLimit {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * An option of a route's `config.rateLimit` this store reads: `batched` counts the route's hits in the process at
 * once and shares them with the database in batches (`createSharedCounts`), rather than with a statement per hit.
 * For a busy route with a generous limit (search), where a few hits beyond it across instances do no harm.
 */
export interface BatchedRateLimit {
  batched?: boolean;
}

export interface RateLimitStoreOptions {
  /** Names the counters of one app, e.g. `api` or `accounts`. */
  prefix: string;
  /** How often (at most) this process sweeps ended windows while counting; 0 never. Default 10 minutes. */
  sweepEveryMs?: number;
  onSweepError?: (error: unknown) => void;
  /** How often the hits of `batched` routes are shared with the database. Default 250 ms. */
  shareEveryMs?: number;
  onShareError?: (error: unknown) => void;
}

/**
 * A store for `@fastify/rate-limit` (its `store` option) keeping the counters in PostgreSQL, so a limit holds
 * however many instances serve the requests. Each route with its own limit counts apart (method and path in the
 * key), unless it names a `groupId`, which the plugin adds to the key and which then shares one counter across
 * routes. A route counts each hit with a statement, or in batches when its limit says `batched`. Ended windows are
 * swept now and then by whichever instance is counting. `close` (when the app closes) shares the hits left.
 */
export function createRateLimitStore(db: Db, options: RateLimitStoreOptions) {
  const sweepEveryMs = options.sweepEveryMs ?? 10 * 60_000;
  let lastSweep = Date.now();
  const shared = createSharedCounts(db, options.shareEveryMs ?? 250, (error) =>
    options.onShareError?.(error),
  );

  function sweepNowAndThen() {
    if (sweepEveryMs === 0 || Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    sweepRateCounters(db).catch((error: unknown) => options.onSweepError?.(error));
  }

  return class PostgresRateLimitStore {
    /** Shares the hits of batched routes counted so far. */
    static share = shared.share;
    /** Shares the hits left and stops sharing. */
    static close = shared.close;

    readonly prefix: string;
    readonly batched: boolean;

    constructor(_globalOptions?: unknown, prefix = `${options.prefix}:`, batched = false) {
      this.prefix = prefix;
      this.batched = batched;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      if (this.batched) callback(null, shared.hit(this.prefix + key, timeWindow));
      else
        hitRateCounter(db, this.prefix + key, timeWindow).then(
          (count) => callback(null, count),
          (error: Error) => callback(error),
        );
      sweepNowAndThen();
    }

    read(key: string, callback: Callback) {
      const known = this.batched ? shared.read(this.prefix + key) : undefined;
      if (known) return callback(null, known);
      readRateCounter(db, this.prefix + key).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      const route = options as RouteLimitOptions;
      const method = [route.routeInfo?.method ?? ''].flat().join(',');
      const scope = route.groupId ? '' : `${method}${route.routeInfo?.url ?? ''}:`;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${scope}`, route.batched ?? false);
    }
  };
}
