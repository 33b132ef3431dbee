/**
 * Likes, follows, comments and replies on businesses, products, posts and comments. A like counts once per actor
 * (a user, or a business they manage). A post or product hidden by an operator, and its comments, take likes and
 * comments only from its author or managers and operators; to others it is unknown (404). A private group's post
 * and everything under it (its likes, like counts and comments) is unknown to whoever does not read the group. Comments and replies page
 * newest first; the author, or an owner or admin of the product's business, removes a comment, and one others
 * replied to stays as a placeholder until its last reply goes. A trigger deletes an item's likes and comments with
 * it (docs/decisions/0014-social-activity-by-trigger.md).
 */
export { socialRoutes } from './routes';
export { createSocialService, type SocialService } from './service';
