import { LRUCache } from 'lru-cache';
import { isRankedUpTo, pageOf, type Ranked } from './ranked-list';
import type { CardsPage } from './shared-reads';

/** What one page of a search needs: its key, how to rank it, how to read its cards, and which page. */
export interface PageSearch<Row> {
  /** The search: table, filters and compiled query. */
  key: string;
  /** Ranks the search; may order only the first `upTo` rows (the in-memory index, `RankedList.orderedUpTo`). */
  rank: (upTo: number) => Promise<Ranked>;
  /** The cards of the ids given, in order, with the table's search generation as it is now. */
  fetchPage: (ids: string[]) => Promise<CardsPage<Row>>;
  skip: number;
  size: number;
}

/**
 * Pages of searches. The ranked list of a search (every candidate's id, in order) is kept and serves its other
 * pages and the same search again while the table's search generation stands still: each page's cards come with
 * the generation as it is now, and when it has moved, a write has committed since, so the search is ranked again.
 * A list ordered only up to some row serves no page past it: that page ranks again.
 */
export function createSearchPages() {
  /**
   * The ranked list of each search, with the search generation it was ranked under: reused while the table's
   * generation stands still (tests: search-kept-rankings.test.ts).
   */
  const rankedListsBySearch = new LRUCache<string, Ranked>({ max: 1_000 });

  return async function searchPage<Row>(
    search: PageSearch<Row>,
  ): Promise<{ rows: Row[]; total: number; partial: boolean }> {
    const { key, rank, fetchPage, skip, size } = search;
    // A page of no cards reads the generation only when it is to be checked.
    const fetch = async (list: Ranked, check: boolean) => {
      const ids = pageOf(list, skip, size);
      return ids.length > 0 || check ? fetchPage(ids) : { rows: [], generation: list.generation };
    };
    const kept = rankedListsBySearch.get(key);
    if (kept && isRankedUpTo(kept, skip + size)) {
      const page = await fetch(kept, true);
      if (page.generation === kept.generation)
        return { rows: page.rows, total: kept.total, partial: !!kept.partial };
    }
    let { recheck, ...list } = await rank(skip + size);
    let page = await fetch(list, !!recheck);
    if (recheck && page.generation !== list.generation) {
      ({ recheck, ...list } = await recheck());
      page = await fetch(list, false);
    }
    rankedListsBySearch.set(key, list);
    return { rows: page.rows, total: list.total, partial: !!list.partial };
  };
}
