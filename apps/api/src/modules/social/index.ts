export { createSocialService, type SocialService } from './service';
export { socialRoutes } from './routes';
