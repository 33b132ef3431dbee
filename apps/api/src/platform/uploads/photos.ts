import type { SignedUpload, UploadRequestBody } from '@tradeforge/contracts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@tradeforge/contracts';
import type { Db, schema } from '@tradeforge/db';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { encodeImageVersions, type ImageVersionSpec } from '../storage/images';
import type { StorageDriver } from '../storage/types';
import * as repository from './repository';

export type StoredImage = NonNullable<typeof schema.users.$inferSelect.profilePhoto>;
/** Profile photos attach to the user; business images (logos, covers, product pictures) to what the upload names. */
export type PhotoKind = 'profile-photo' | 'cover-photo' | 'business-image';

/** Size versions per kind; the largest is the main url. */
const VERSIONS: Record<PhotoKind, ImageVersionSpec[]> = {
  'profile-photo': [
    { name: 'thumb', width: 96, height: 96 },
    { name: 'medium', width: 320, height: 320 },
    { name: 'large', width: 800, height: 800 },
  ],
  'cover-photo': [
    { name: 'medium', width: 800, height: 300 },
    { name: 'large', width: 1600, height: 600 },
  ],
  'business-image': [
    { name: 'thumb', width: 160, height: 160 },
    { name: 'medium', width: 640, height: 640 },
    { name: 'large', width: 1280, height: 1280 },
  ],
};
/** Uploads a user may have asked for and not yet used: enough for a product's ten pictures and then some. */
const MAX_OPEN_UPLOADS = 30;
/** The browser has this long to post the file after asking. */
const UPLOAD_WINDOW_MS = 10 * 60_000;

export type PhotoService = ReturnType<typeof createPhotoService>;

async function deleteImageFiles(storage: StorageDriver, image: StoredImage | null | undefined) {
  if (!image) return;
  const urls = new Set([image.url, ...Object.values(image.versions ?? {}).map((version) => version.url)]);
  await Promise.all([...urls].map((url) => storage.deletePublic(url)));
}

export function createPhotoService(db: Db, storage: StorageDriver) {
  return {
    /** Signs a post for a new file under the actor's own key prefix. */
    async requestUpload(
      actor: Pick<AuthUser, 'id'>,
      kind: PhotoKind,
      body: UploadRequestBody,
    ): Promise<SignedUpload> {
      // Files of this user's abandoned uploads go before a new one is signed, so they cannot pile up.
      for (const abandoned of await repository.findAbandonedUploads(db, actor.id)) {
        await storage.deleteUpload(abandoned.key);
        await repository.markUpload(db, abandoned.id, 'rejected');
      }
      if ((await repository.countOpenUploads(db, actor.id)) >= MAX_OPEN_UPLOADS)
        throw new AppError(
          'TooManyRequests',
          'Too many uploads in progress: finish or wait for the ones you started, then try again.',
        );
      const id = crypto.randomUUID();
      const key = `users/${actor.id}/${kind}/${id}`;
      const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
      await repository.insertUpload(db, {
        id,
        userId: actor.id,
        purpose: kind,
        key,
        contentType: body.contentType,
        declaredSize: body.fileSize,
        expiresAt,
      });
      const signedPost = await storage.createSignedPost({
        key,
        contentType: body.contentType,
        minSize: 1,
        maxSize: MAX_UPLOAD_BYTES,
        expiresAt,
      });
      return { signedPost, token: id };
    },

    /** Stores bytes for a pending upload where its signed post would have put them (the demo data uploads so). */
    async storeUpload(userId: string, kind: PhotoKind, token: string, bytes: Buffer): Promise<void> {
      const upload = await repository.findPendingUpload(db, token, userId, kind);
      if (!upload) throw new AppError('NotFound', 'This upload does not exist or has expired.');
      await storage.putUpload(upload.key, bytes, upload.contentType);
    },

    /**
     * Checks what actually arrived (real type from its bytes, size) and re-encodes it into size versions without
     * metadata; anything else is refused. The upload is spent either way and its raw file deleted.
     */
    async processUpload(userId: string, kind: PhotoKind, token: string): Promise<StoredImage> {
      const upload = await repository.claimPendingUpload(db, token, userId, kind);
      if (!upload) throw new AppError('NotFound', 'This upload does not exist or has expired.');
      const bytes = await storage.readUpload(upload.key);
      if (!bytes) throw new AppError('ValidationError', 'The file has not been received; upload it first.');
      try {
        if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('PayloadTooLarge', UPLOAD_MESSAGES.tooLarge);
        const encoded = await encodeImageVersions(bytes, VERSIONS[kind]);
        const versions: NonNullable<StoredImage['versions']> = {};
        for (const version of encoded) {
          const url = await storage.putPublic(
            `${upload.key}-${version.name}.webp`,
            version.body,
            'image/webp',
          );
          versions[version.name] = { url, width: version.width, height: version.height };
        }
        await repository.markUpload(db, upload.id, 'attached');
        return { url: versions[encoded.at(-1)!.name]!.url, versions };
      } catch (error) {
        await repository.markUpload(db, upload.id, 'rejected');
        throw error;
      } finally {
        await storage.deleteUpload(upload.key);
      }
    },

    /** Deletes the files of an image nobody uses any more (their URLs were immutable-cached, never reused). */
    deleteImage: (image: StoredImage | null | undefined) => deleteImageFiles(storage, image),

    /** Deletes the files of images that are nobody's any more (e.g. those of a removed post). */
    async deleteImages(images: StoredImage[]): Promise<void> {
      await Promise.all(images.map((image) => deleteImageFiles(storage, image)));
    },
  };
}
