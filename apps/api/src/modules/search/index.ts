import { parseQuery } from './query-text';
import { pageOf } from './ranked-list';
import { businessCardsPageSql, listNewestSql, rankMatchesSql, termFilters, tsQuery } from './repository';
import { checkTermFilters } from './term-filters';

/** Search: a read-only layer over businesses, products and people. No other module imports it. */
export { searchRoutes } from './routes';
export { createSearchService, type SearchService } from './service';
export type { RankedList } from './ranked-list';

/**
 * The statements a search runs, for the benchmark's raw-SQL comparison and plan printing: the same builders the
 * service uses, so what is measured is what is served.
 */
export const searchStatements = {
  parseQuery,
  tsQuery,
  rankMatchesSql,
  listNewestSql,
  pageOf,
  businessCardsPageSql,
  termFilters,
  checkTermFilters,
};
