export { createMembershipService, type MembershipService, type MembershipDeps } from './service';
export { createRenewalJob, type RenewalJob, type RenewalRun } from './renewals';
export { membershipRoutes } from './routes';
export { webhookRoutes } from './webhook-routes';
export { GRACE_DAYS, RENEWAL_WINDOW_DAYS } from './activation';
