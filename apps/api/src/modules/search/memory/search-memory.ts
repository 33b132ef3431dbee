import type { Db } from '@tradeforge/db';
import { findSearchChanges, findSearchGeneration, loadSearchRows, type IndexedTable } from '../repository';
import type { RankedList } from '../ranked-list';
import {
  indexCanAnswer,
  SearchIndex,
  type FacetName,
  type IndexFacetCounts,
  type IndexFilters,
} from './search-index';
import { parseTsquery, type QueryNode } from './text-format';

/**
 * An index caught up on this long ago or more loads anew rather than catching up: removals are kept a day
 * (`SEARCH_REMOVALS_KEPT_MS`), and one it missed would stay in it.
 */
const CATCH_UP_WITHIN_MS = 20 * 60 * 60 * 1000;
/** How often the index catches up on its own (or, when its load failed, loads again). */
const CATCH_UP_EVERY_MS = 60_000;

/** Ends a load that `stop` came during. */
class LoadStopped extends Error {}

export interface SearchMemoryLog {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/**
 * This instance's in-memory index of a table's search vectors (search-index.ts), loaded once in the background and kept current by
 * catching up: fetching the rows whose `search_xid` the index's snapshot did not see and the removals since, with
 * the snapshot and the table's search generation now, all in one statement. A search ranks with the index as it
 * stands; when the generation its page of results reads is not the index's, a write committed since, and it ranks
 * again with `check`, which catches up first. So a search sees every write committed before it, as the SQL ranking
 * does, on every instance, without a statement of its own while nothing changes. Until the index is loaded, and
 * for queries or filters it cannot answer, search ranks in PostgreSQL (`rank` answers null).
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

  async function load() {
    const started = performance.now();
    const loaded = new SearchIndex();
    const seen = await loadSearchRows(db, table, async (batch) => {
      // Stopped (the API is closing): give the connection back rather than read on.
      if (stopped) throw new LoadStopped();
      loaded.appendListed(batch);
      // Let requests in between batches: a million products take seconds to read.
      await new Promise((resolve) => setImmediate(resolve));
    });
    if (stopped) return;
    index = loaded;
    snapshot = seen.snapshot;
    generation = seen.generation;
    caughtUpAt = Date.now();
    log?.info(
      { table, rows: index.size, ms: Math.round(performance.now() - started) },
      'in-memory search index loaded',
    );
  }

  /** Loads the index anew in the background (once at a time); search uses PostgreSQL meanwhile. */
  function reload() {
    index = null;
    loading ??= load()
      .catch((error: unknown) => {
        if (!(error instanceof LoadStopped))
          log?.error({ err: error }, 'in-memory search index failed to load');
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
      void reload();
      return;
    }
    caughtUp.apply(changes.rows, changes.removed);
    snapshot = changes.snapshot;
    generation = changes.generation;
    caughtUpAt = Date.now();
  }

  /** The index, caught up with every write committed before this call; null while there is none. */
  async function current(): Promise<SearchIndex | null> {
    if (!index) return null;
    const now = await readGeneration();
    if (now === generation) {
      caughtUpAt = Date.now();
      return index;
    }
    if (Date.now() - caughtUpAt > CATCH_UP_WITHIN_MS) {
      void reload();
      return null;
    }
    catchingUp ??= catchUp().finally(() => {
      catchingUp = null;
    });
    await catchingUp;
    // Another write may have committed meanwhile: the generation the index now has is what it answers under.
    return index;
  }

  const parsed = (tsquery: string) => {
    const query = parseTsquery(tsquery);
    return query && indexCanAnswer(query) ? query : null;
  };

  return {
    /** Starts loading (at start); answers when it is loaded or failed. */
    start(logTo: SearchMemoryLog) {
      log = logTo;
      timer = setInterval(() => {
        // A load that failed (the database was down) is tried again; search ranks in PostgreSQL meanwhile.
        if (!index && !loading) void reload();
        else
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
      index = null;
    },
    /**
     * The ranked list of the rows that match a compiled query (`rankMatches` in PostgreSQL), or of those that match
     * some of the words when `words` is given (`rankSomeWords`); null when the index cannot answer.
     *
     * `check`: catch up first, which reads the generation. Without it, the index answers as it stands, under the
     * generation it caught up to: the caller compares that with the one its page of results reads, and asks again
     * with `check` when they differ, which spares a statement on every search while nothing changes.
     *
     * `upTo`: the list need be in rank order only that far (`SearchIndex.rank`); all of it by default.
     */
    async rank(
      tsquery: string,
      filters: IndexFilters,
      options: { words?: string[]; check: boolean; upTo?: number },
    ): Promise<RankedList | null> {
      const query = parsed(tsquery);
      const wordQueries = options.words?.map(parsed);
      if (!query || wordQueries?.some((word) => word === null)) return null;
      const ready = options.check ? await current() : index;
      if (!ready) return null;
      const ranking = wordQueries
        ? ready.rankSome(wordQueries as QueryNode[], query, filters, options.upTo)
        : ready.rank(query, filters, options.upTo);
      return { ...ranking, generation };
    },

    /**
     * The facet counts of the rows that match a compiled query; null when it cannot answer. `check`: catch up
     * first (see `rank`); without it, the index answers as it stands, for a count that follows one with `check` in
     * the same request.
     */
    async countFacets(
      tsquery: string,
      facets: readonly FacetName[],
      filters: IndexFilters,
      options: { check: boolean },
    ): Promise<(IndexFacetCounts & { generation: string }) | null> {
      const query = parsed(tsquery);
      if (!query) return null;
      const ready = options.check ? await current() : index;
      return ready ? { ...ready.countFacets(query, facets, filters), generation } : null;
    },
  };
}

export type SearchMemory = ReturnType<typeof createSearchMemory>;
