/** A user's own profile, public profiles, and profile and cover photos. */
export { userRoutes } from './routes';
export { createProfileService, type ProfileService } from './service';
export { createProfilePhotoService, type ProfilePhotoService } from './profile-photos';
