/** Reports of businesses, products, posts, comments, threads and users, and the operators' queue (issue 19). */
export { reportOperatorRoutes, reportRoutes } from './routes';
export { createReportService, type ReportService } from './service';
