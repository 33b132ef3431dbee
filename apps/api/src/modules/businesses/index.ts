/** Businesses: profiles, edit tabs, members, the lists of a user's businesses and the business card. */
export { businessRoutes } from './routes';
export { memberRoutes } from './member-routes';
export { invitationRoutes } from './invitation-routes';
export { createInvitationService, type InvitationService } from './invitations-service';
export { createBusinessService, MANAGERS, type BusinessService, type ImageResolver } from './service';
export { createMemberService, type MemberService } from './members-service';
export { createBusinessListService, type BusinessListService } from './list-service';
export { findBusinessCards, toBusinessSummary } from './card-mapper';
export { businessCardColumns, businessCardJoins, type BusinessSummaryRow } from './repository';
