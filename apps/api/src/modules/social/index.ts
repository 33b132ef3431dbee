/** Likes, follows, comments and replies on businesses, products, posts and comments. */
export { socialRoutes } from './routes';
export { createSocialService, type SocialService } from './service';
