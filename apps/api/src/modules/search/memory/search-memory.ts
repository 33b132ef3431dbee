import type { Db } from '@tradeforge/db';
import { AppError } from '../../../lib/app-error';
import { findSearchChanges, findSearchGeneration, loadSearchRows, type IndexedTable } from '../repository';
import type { IndexFilters } from './index-columns';
import type { FacetName, IndexFacetCounts } from './index-facets';
import { SearchIndex, type IndexQuery, type IndexRanking } from './index-ranking';
import { searchErrors } from '../errors';

/**
 * An index caught up on this long ago or more loads anew rather than catching up: removals are kept a day
 * (`SEARCH_REMOVALS_KEPT_MS`), and one it missed would stay in it.
 */
const CATCH_UP_WITHIN_MS = 20 * 60 * 60 * 1000;
/** How often the index catches up on its own. */
const CATCH_UP_EVERY_MS = 60_000;
/**
 * A load that failed (the database was down, or too busy to connect in time as a machine starts) is tried again
 * after this long, then twice as long each time, up to CATCH_UP_EVERY_MS: an instance is not left unready for a
 * minute by one failed connection.
 */
const FIRST_RETRY_MS = 1_000;

/** Ends a load that `stop` came during. */
class LoadStopped extends Error {}

export interface SearchMemoryLog {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/** What a search reads from an index: its answer, with the table's search generation the index stood at. */
export type WithGeneration<T> = T & { generation: string };

/**
 * This instance's index of a table's search vectors (index-ranking.ts), the only place search ranks: loaded once in
 * the background and kept current by catching up, fetching the rows whose `search_xid` the index's snapshot did not
 * see and the removals since, with the snapshot and the table's search generation now, all in one statement.
 *
 * A search reads the index as it stands; when the generation its page of results reads is not the index's, a write
 * committed since, and it asks again with `check`, which catches up first. So a search sees every write committed
 * before it, on every instance, without a statement of its own while nothing changes. A search that comes while the
 * index loads waits for it (`/api/ready` says not ready until then, so a balancer sends searches elsewhere).
 */
export function createSearchMemory(
  db: Db,
  table: IndexedTable,
  /** The table's search generation now; by default a statement of its own. */
  readGeneration: () => Promise<string> = () => findSearchGeneration(db, table),
) {
  let index: SearchIndex | null = null;
  let snapshot = '';
  let generation = '';
  let caughtUpAt = 0;
  let loading: Promise<void> | null = null;
  let catchingUp: Promise<void> | null = null;
  let stopped = false;
  let log: SearchMemoryLog | undefined;
  let timer: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failedLoads = 0;

  async function load() {
    const started = performance.now();
    const loaded = new SearchIndex();
    const seen = await loadSearchRows(
      db,
      table,
      async (batch) => {
        // Stopped (the API is closing): give the connection back rather than read on.
        if (stopped) throw new LoadStopped();
        loaded.appendListed(batch);
        // Let requests in between batches: a million products take seconds to read.
        await new Promise((resolve) => setImmediate(resolve));
      },
      (sizes) => loaded.reserve(sizes),
    );
    if (stopped) return;
    loaded.trim();
    index = loaded;
    snapshot = seen.snapshot;
    generation = seen.generation;
    caughtUpAt = Date.now();
    failedLoads = 0;
    log?.info(
      { table, rows: index.size, ms: Math.round(performance.now() - started) },
      'in-memory search index loaded',
    );
  }

  /** Loads the index anew in the background (once at a time). */
  function reload() {
    index = null;
    loading ??= load()
      .catch((error: unknown) => {
        if (error instanceof LoadStopped) return;
        log?.error({ err: error }, 'in-memory search index failed to load');
        failedLoads += 1;
        clearTimeout(retry);
        retry = setTimeout(
          () => {
            if (!index && !loading && !stopped) void reload();
          },
          Math.min(CATCH_UP_EVERY_MS, FIRST_RETRY_MS * 2 ** (failedLoads - 1)),
        );
        retry.unref();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function catchUp() {
    const caughtUp = index;
    const changes = await findSearchChanges(db, table, snapshot);
    // A reload (or a stop) came meanwhile: the changes are of an index that is gone.
    if (!caughtUp || index !== caughtUp) return;
    if (changes.truncated || changes.overflow) {
      await reload();
      return;
    }
    caughtUp.apply(changes.rows, changes.removed);
    snapshot = changes.snapshot;
    generation = changes.generation;
    caughtUpAt = Date.now();
  }

  /** The index once loaded (waiting for a load under way, or starting one). */
  async function loaded(): Promise<SearchIndex> {
    if (!index && !stopped) await (loading ?? reload());
    if (!index) throw new AppError('ServiceUnavailable', searchErrors.text('startingUp'));
    return index;
  }

  /** The index, caught up with every write committed before this call. */
  async function current(): Promise<SearchIndex> {
    const ready = await loaded();
    const now = await readGeneration();
    if (now === generation) {
      caughtUpAt = Date.now();
      return ready;
    }
    if (Date.now() - caughtUpAt > CATCH_UP_WITHIN_MS) await reload();
    else {
      catchingUp ??= catchUp().finally(() => {
        catchingUp = null;
      });
      await catchingUp;
    }
    // Another write may have committed meanwhile: the generation the index now has is what it answers under.
    return loaded();
  }

  /** The index as it stands (`check`: caught up first), and the generation it answers under. */
  async function read<T>(check: boolean, work: (index: SearchIndex) => T): Promise<WithGeneration<T>> {
    const ready = check ? await current() : await loaded();
    return { ...work(ready), generation };
  }

  return {
    /** Starts loading (at start); answers when it is loaded or failed. */
    start(logTo: SearchMemoryLog) {
      log = logTo;
      timer = setInterval(() => {
        if (!index) return;
        void current().catch((error: unknown) =>
          log?.error({ err: error }, 'in-memory search index failed to catch up'),
        );
      }, CATCH_UP_EVERY_MS);
      timer.unref();
      return reload();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      index = null;
    },
    /** Whether the index is loaded (readiness). */
    isLoaded: () => index !== null,

    /**
     * The rows that match a query, ranked up to `upTo` at least (`SearchIndex.rank`), or without a query every row
     * that passes the filters in listing order. `check`: catch up first, which reads the generation; without it,
     * the index answers as it stands, under the generation it caught up to: the caller compares that with the one
     * its page of results reads, and asks again with `check` when they differ.
     */
    rank: (query: IndexQuery | null, filters: IndexFilters, options: { check: boolean; upTo: number }) =>
      read<IndexRanking>(options.check, (ready) =>
        query ? ready.rank(query, filters, options.upTo) : ready.list(filters),
      ),

    /** The facet counts of the results of a query (every word, or some when no row has all). */
    countFacets: (
      query: IndexQuery | null,
      facets: readonly FacetName[],
      filters: IndexFilters,
      check: boolean,
    ) =>
      read<IndexFacetCounts>(check, (ready) =>
        ready.countFacets(query ? ready.answeredBy(query, filters) : null, facets, filters),
      ),

    /** How many results a query has for each business type under the filters, caught up first. */
    countByType: (query: IndexQuery | null, filters: IndexFilters) =>
      read(true, (ready) => ({ counts: ready.countByType(query, filters) })),

    /** How many rows have a lexeme, caught up first (a typo's correction may be a word just written). */
    rowsWith: async (lexeme: string) => (await current()).rowsWithLexeme(lexeme),

    /** How many results a query has under the filters, caught up first. */
    count: (query: IndexQuery | null, filters: IndexFilters) =>
      read(true, (ready) => ({ count: ready.count(query, filters) })),
  };
}

export type SearchMemory = ReturnType<typeof createSearchMemory>;
