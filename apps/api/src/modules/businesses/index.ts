/**
 * Businesses: profiles, edit tabs, members, the lists of a user's businesses and the business card. The creator
 * becomes owner; owners and admins manage members, only owners grant ownership, and a business always keeps an
 * owner (checked under a row lock). Members join by invitation, accepted with the single-use link of its mail
 * (docs/decisions/0083-invitations-accepted-by-link.md). The profile is one prepared statement
 * (`profile-repository.ts`), and each instance keeps public profiles in memory, dropped when
 * `NOTIFY business_profile` names them (docs/decisions/0070-business-page-read.md).
 */
export { businessRoutes } from './routes';
export { memberRoutes } from './member-routes';
export { invitationRoutes } from './invitation-routes';
export { createInvitationService, type InvitationService } from './invitations-service';
export { createBusinessService, MANAGERS, type BusinessService, type ImageResolver } from './service';
export { createMemberService, type MemberService } from './members-service';
export { createBusinessListService, type BusinessListService } from './list-service';
// A card other modules show is one read: `findBusinessCards`, or in a statement of their own the `business_cards`
// view (migration 0036), whose rows `toBusinessSummary` shapes.
export { findBusinessCards, toBusinessSummary } from './card-mapper';
export type { BusinessSummaryRow } from './repository';
