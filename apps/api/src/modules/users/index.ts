/**
 * A user's own profile, public profiles, and profile and cover photos. Profile rules (`validation.ts`) follow spec
 * part 2, section 5, on the server too; a changed country clears the state; e-mail and photos are not writable by
 * `PUT`. The public profile never carries e-mail or phone and hides birth date and profession unless shown.
 */
export { userRoutes } from './routes';
export { createProfileService, type ProfileService } from './service';
export { createProfilePhotoService, type ProfilePhotoService } from './profile-photos';
