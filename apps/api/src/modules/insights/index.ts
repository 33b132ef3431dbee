import type { Db } from '@tradeforge/db';
import type { InsightsCounter } from './counter';

/** Supplier insights: view beacons, search appearances, and the Insights tab of a business. */
export { insightsRoutes } from './routes';
export { createInsightsService, type InsightsService } from './service';
export { createInsightsCounter, type InsightsCounter } from './counter';

/** The counter of each database's API (an API registers its own when counting is on). */
const counters = new WeakMap<Db, InsightsCounter>();
export function registerInsightsCounter(db: Db, counter: InsightsCounter) {
  counters.set(db, counter);
  return () => {
    if (counters.get(db) === counter) counters.delete(db);
  };
}

/**
 * For the search service: the businesses shown on a page of results and the text that found them. In memory;
 * written with the next flush. Does nothing where counting is off.
 */
export function recordSearchAppearances(db: Db, businessIds: string[], text: string) {
  counters.get(db)?.countSearchAppearances(businessIds, text);
}
