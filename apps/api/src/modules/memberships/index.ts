/**
 * Memberships: checkout, receipts, the Stripe webhook, renewals and expiry. Payments go through the platform's
 * provider (`test` or `stripe`). A checkout holds a per-business advisory lock while it charges, and its attempt
 * id (a `payment_attempts` row, the provider's idempotency key) gives a repeated request the first one's outcome;
 * with `stripe` only the signed webhook activates. Activation is one transaction: receipt (`payments`), tier,
 * a year, and the products fitted to the tier's slots (`products.hidden`); a paid tier may ask for the verified
 * badge (the verification module), which only an operator's approval gives. `renewals.ts` mails a
 * reminder before the end and puts a lapsed business back on Standard after the grace days, one instance at a
 * time. Why: docs/decisions/0040 to 0044.
 */
export { createMembershipService, type MembershipService, type MembershipDeps } from './service';
export { createRenewalJob, type RenewalJob, type RenewalRun } from './renewals';
export { membershipRoutes } from './routes';
export { webhookRoutes } from './webhook-routes';
export { GRACE_DAYS, RENEWAL_WINDOW_DAYS } from './activation';
