import { SEARCH_RESULT_CAP } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import type { createQueryNarrowing } from './narrowing';
import { createLruCache } from './query-cache';
import type { RankedList } from './ranked-list';
import * as repository from './repository';
import type { ListingOptions } from './repository';

/** The ranking of product searches in PostgreSQL (`rankProducts`), with what it keeps to choose its plan. */
export function createProductRanking(db: Db, narrowing: ReturnType<typeof createQueryNarrowing>) {
  /**
   * Whether all the product matches of a compiled query under its filters fitted under the cap last time; see
   * `rankProducts`. Only a plan choice: a ranking that finds more than the cap turns it off (test:
   * search-statements.test.ts).
   */
  const fitsUnderCapByQuery = createLruCache<boolean>(5_000);

  /**
   * The ranking of a product search, by the cheapest plan for how the text matches; every plan answers the same.
   * Products of a paid tier or a verified business rank before all others, so the ranked list is theirs followed by
   * the others', each ranked on its own:
   * - the paid ones come from their own GIN index (or the head of the listing walk); when more than the cap of them
   *   match, they are the whole candidate set;
   * - otherwise the newest other matches fill the set up to the cap, in a statement that knows how many it needs,
   *   which spares a word of middling frequency from fetching every match or walking far (docs/performance.md).
   * A text whose matches all fitted under the cap is ranked the next time in one statement, all from GIN at once.
   */
  async function rankProducts(
    tsquery: string,
    listing: ListingOptions,
    filters: string,
  ): Promise<RankedList> {
    const fewKey = `${filters}\u0000${tsquery}`;
    const match = await narrowing.match('products', tsquery);
    if (fitsUnderCapByQuery.get(fewKey)) {
      const all = await repository.rankMatches(db, listing, match);
      if (all.total > SEARCH_RESULT_CAP) fitsUnderCapByQuery.set(fewKey, false);
      return all;
    }
    const paid = await repository.rankMatches(db, repository.listings.paidProducts(listing, true), match);
    if (paid.total > SEARCH_RESULT_CAP) return paid;
    const others = await repository.rankMatches(
      db,
      repository.listings.paidProducts(listing, false),
      match,
      SEARCH_RESULT_CAP + 1 - paid.total,
    );
    const total = paid.total + others.total;
    fitsUnderCapByQuery.set(fewKey, total <= SEARCH_RESULT_CAP);
    // The older generation of the two: should a write have come between them, the next search ranks again.
    return { ids: paid.ids + others.ids, total, generation: paid.generation };
  }

  return rankProducts;
}
