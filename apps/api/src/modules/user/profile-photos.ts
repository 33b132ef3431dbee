import type { PhotoService, StoredImage } from '../../platform/uploads';
import type { Db } from '@tradeforge/db';
import * as repository from './repository';

export type ProfilePhotoKind = 'profile-photo' | 'cover-photo';

/** A user's own profile and cover photos: the image pipeline, then the photo on the profile. */
export function createProfilePhotoService(db: Db, photos: PhotoService) {
  return {
    requestUpload: photos.requestUpload,

    /** Processes a profile or cover photo and puts it on the actor's profile, removing the one it replaces. */
    async validateUpload(userId: string, kind: ProfilePhotoKind, token: string): Promise<StoredImage> {
      const image = await photos.processUpload(userId, kind, token);
      const field = kind === 'profile-photo' ? 'profilePhoto' : 'coverPhoto';
      const previous = (await repository.findPhotos(db, userId))?.[field];
      await repository.updateUser(db, userId, { [field]: image });
      await photos.deleteImage(previous);
      return image;
    },
  };
}

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
