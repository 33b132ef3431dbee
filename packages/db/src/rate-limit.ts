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
  const live = sql`${rateLimitCounters.expiresAt} > now()`;
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into ${rateLimitCounters} (key, hits, expires_at)
    select ${key}, 1, now() + make_interval(secs => ${windowMs / 1000})
    from (select set_config('synchronous_commit', 'off', true)) unflushed
    on conflict (key) do update set
      hits = case when ${live} then ${rateLimitCounters.hits} + 1 else 1 end,
      expires_at = case when ${live} then ${rateLimitCounters.expiresAt} else excluded.expires_at end
    returning hits, ceil(extract(epoch from expires_at - now()) * 1000)::int as ttl`);
  const row = result.rows[0]!;
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
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

type Callback = (error: Error | null, result?: RateCount) => void;

/** What `@fastify/rate-limit` hands a store's `child` for a route with its own limit (its types say less). */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

export interface RateLimitStoreOptions {
  /** Names the counters of one app, e.g. `api` or `accounts`. */
  prefix: string;
  /** How often (at most) this process sweeps ended windows while counting; 0 never. Default 10 minutes. */
  sweepEveryMs?: number;
  onSweepError?: (error: unknown) => void;
}

/**
 * A store for `@fastify/rate-limit` (its `store` option) keeping the counters in PostgreSQL, so a limit holds
 * however many instances serve the requests. Each route with its own limit counts apart (method and path in the
 * key), unless it names a `groupId`, which the plugin adds to the key and which then shares one counter across
 * routes. Ended windows are swept now and then by whichever instance is counting.
 */
export function createRateLimitStore(db: Db, options: RateLimitStoreOptions) {
  const sweepEveryMs = options.sweepEveryMs ?? 10 * 60_000;
  let lastSweep = Date.now();

  function sweepNowAndThen() {
    if (sweepEveryMs === 0 || Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    sweepRateCounters(db).catch((error: unknown) => options.onSweepError?.(error));
  }

  return class PostgresRateLimitStore {
    readonly prefix: string;

    constructor(_globalOptions?: unknown, prefix = `${options.prefix}:`) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      hitRateCounter(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
      sweepNowAndThen();
    }

    read(key: string, callback: Callback) {
      readRateCounter(db, this.prefix + key).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(options: object) {
      const route = options as RouteLimitOptions;
      const method = [route.routeInfo?.method ?? ''].flat().join(',');
      const scope = route.groupId ? '' : `${method}${route.routeInfo?.url ?? ''}:`;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${scope}`);
    }
  };
}
