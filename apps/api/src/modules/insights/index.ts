/** Supplier insights: view beacons, search appearances, and the Insights tab of a business. */
export { insightsRoutes } from './routes';
export { createInsightsService, type InsightsService } from './service';
export { createInsightsCounter, type InsightsCounter } from './counter';
