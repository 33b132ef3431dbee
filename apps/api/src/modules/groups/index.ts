/**
 * Groups (issue 49): open and private communities on the site's posts, comments, likes and notifications. A group's
 * posts are posts with the group as their timeline (the posts module writes and reads them, asking the database's
 * `group_readable` for every read); members get them in their newsfeed through the fan-out triggers, which also take
 * them away the moment a member leaves or is removed. Roles: one owner, admins, members; states: member, requested,
 * invited, banned. A private group's post pictures are kept in the storage's private area and shown through signed
 * URLs; a group made private re-stores its posts' public ones (`writes.ts`). Why: docs/decisions/0091-groups.md,
 * 0092-private-group-pictures-behind-signed-urls.md.
 */
export { groupRoutes } from './routes';
export { groupMemberRoutes } from './member-routes';
export { createGroupService, type GroupService } from './service';
export { createGroupMemberService, type GroupMemberService } from './members-service';
export { createGroupInvitationService, type GroupInvitationService } from './invitations-service';
export { notifyGroupPosts } from './notices';
export { groupOperatorRoutes } from './operator-routes';
export { createGroupOperatorService, type GroupOperatorService } from './operator-service';
