/**
 * Reports of businesses, products, posts, comments, threads and users, and the operators' queue (issue 19). One
 * open report per reporter and object; a thread can be reported by its participants only, and its conversation is
 * opened to an operator only through its report, each reading written to the audit log.
 */
export { reportOperatorRoutes, reportRoutes } from './routes';
export { createReportService, type ReportService } from './service';
