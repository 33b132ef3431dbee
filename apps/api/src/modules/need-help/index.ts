/**
 * The need-help enquiry form: stored in `enquiries`, then mailed to `OPERATOR_EMAIL` (the outbox without SMTP).
 * Phones and reference codes are checked; the route is limited per client address (`NEEDHELP_RATE_LIMIT`).
 */
export { needHelpRoutes } from './routes';
export { createNeedHelpService, type NeedHelpService } from './service';
