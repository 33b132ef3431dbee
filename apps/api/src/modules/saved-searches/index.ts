/** Saved searches: searches a user keeps from the results page, and the daily check for their new results. */
export { savedSearchRoutes } from './routes';
export { createSavedSearchService, type SavedSearchService } from './service';
export { createSavedSearchJob, type SavedSearchRun } from './job';
