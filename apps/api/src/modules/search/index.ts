/**
 * Search: businesses, products and people, ranked in this process's search indexes by one policy (policy.ts).
 * Other modules reach it through the service that services.ts builds (saved searches match with `exactTsquery`).
 */
export { searchRoutes } from './routes';
export { createSearchService, type SearchService } from './service';
export * as searchPolicy from './policy';

/** The statement a page of business results reads, for the benchmark's raw-SQL baseline: what is measured is what is served. */
export { businessCardsPageQuery } from './repository';
