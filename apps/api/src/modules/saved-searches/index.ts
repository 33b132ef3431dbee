/**
 * Saved searches: searches a user keeps from the results page, and the daily check for their new results. A saved
 * search is the search contract's body without paging, capped per user. `job.ts` counts, one instance at a time,
 * the matching rows the last check's snapshot did not see, and tells the owner through `notify`
 * (docs/decisions/0057-saved-search-check.md).
 */
export { savedSearchRoutes } from './routes';
export { createSavedSearchService, type SavedSearchService } from './service';
export { createSavedSearchJob, type SavedSearchRun } from './job';
