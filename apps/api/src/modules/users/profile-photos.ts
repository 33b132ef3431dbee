import type { PhotoService, StoredImage } from '../../platform/uploads';
import type { Db } from '@tradeforge/db';
import type { ProfilePhotoRef } from '@tradeforge/contracts';
import { AppError } from '../../lib/app-error';
import * as repository from './repository';
import { userErrors } from './errors';

export type ProfilePhotoKind = 'profile-photo' | 'cover-photo';

/** A user's own profile and cover photos: the image pipeline, then the photo on the profile. */
export function createProfilePhotoService(db: Db, photos: PhotoService) {
  /** Processes a profile or cover photo and puts it on the actor's profile, removing the one it replaces. */
  async function validateUpload(userId: string, kind: ProfilePhotoKind, token: string): Promise<StoredImage> {
    const image = await photos.processUpload(userId, kind, token);
    const field = kind === 'profile-photo' ? 'profilePhoto' : 'coverPhoto';
    const previous = (await repository.findPhotos(db, userId))?.[field];
    await repository.updateUser(db, userId, { [field]: image });
    await photos.deleteImage(previous);
    return image;
  }

  return {
    requestUpload: photos.requestUpload,
    validateUpload,

    /**
     * The photos of PUT /user/profile. Kept URLs are checked before anything changes (`check`); `apply` then
     * attaches new uploads and removes what null clears, deleting the files of the photos replaced.
     */
    async prepare(userId: string, refs: { profilePhoto?: ProfilePhotoRef; coverPhoto?: ProfilePhotoRef }) {
      const current = await repository.findPhotos(db, userId);
      const fields = (['profilePhoto', 'coverPhoto'] as const).filter((field) => refs[field] !== undefined);
      for (const field of fields) {
        const ref = refs[field];
        if (ref && 'url' in ref && ref.url !== current?.[field]?.url)
          throw new AppError('ValidationError', userErrors.text('photoFirst', { field }));
      }
      return async () => {
        for (const field of fields) {
          const ref = refs[field];
          if (ref && 'url' in ref) continue;
          if (ref) {
            const kind = field === 'profilePhoto' ? 'profile-photo' : 'cover-photo';
            await validateUpload(userId, kind, ref.token);
          } else {
            await repository.updateUser(db, userId, { [field]: null });
            await photos.deleteImage(current?.[field]);
          }
        }
      };
    },
  };
}

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
