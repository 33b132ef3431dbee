import type { SignedUpload, UploadRequestBody } from '@tradeforge/contracts';
import { MAX_UPLOAD_BYTES } from '@tradeforge/contracts';
import type { Db, schema } from '@tradeforge/db';
import { AppError } from '../../lib/app-error';
import { uploadErrors } from './errors';
import type { AuthUser } from '../../plugins/auth';
import { encodeImageVersions, type ImageVersionSpec } from '../storage/images';
import { privateImageRef, privateKeyFromRef } from '../storage/keys';
import type { StorageDriver } from '../storage/types';
import { createUploadGrants, type UploadPolicy } from './grants';

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
/** Uploads of one kind a user may have asked for and not yet used: a product's ten pictures and then some. */
const MAX_OPEN_UPLOADS = 30;

export type PhotoService = ReturnType<typeof createPhotoService>;

/** Deletes an image's files: public ones by URL, private ones by the key their `private:` reference names. */
async function deleteImageFiles(storage: StorageDriver, image: StoredImage | null | undefined) {
  if (!image) return;
  const urls = new Set([image.url, ...Object.values(image.versions ?? {}).map((version) => version.url)]);
  await Promise.all(
    [...urls].map((url) => {
      const key = privateKeyFromRef(url);
      return key ? storage.deletePrivate(key) : storage.deletePublic(url);
    }),
  );
}

const policy = (kind: PhotoKind): UploadPolicy => ({
  purpose: kind,
  maxBytes: MAX_UPLOAD_BYTES,
  maxOpen: MAX_OPEN_UPLOADS,
  tooMany: uploadErrors.text('tooManyPhotos'),
});

export function createPhotoService(db: Db, storage: StorageDriver) {
  const grants = createUploadGrants(db, storage);
  return {
    /** Signs a post for a new file under the actor's own key prefix. */
    requestUpload: (
      actor: Pick<AuthUser, 'id'>,
      kind: PhotoKind,
      body: UploadRequestBody,
    ): Promise<SignedUpload> => grants.grant(actor.id, policy(kind), body),

    /** Signs posts for several files of one kind at once (a product gallery, the demo data's pictures). */
    requestUploads: (
      actor: Pick<AuthUser, 'id'>,
      kind: PhotoKind,
      bodies: UploadRequestBody[],
    ): Promise<SignedUpload[]> => grants.grantAll(actor.id, policy(kind), bodies),

    /** Stores bytes for a pending upload where its signed post would have put them (the demo data uploads so). */
    storeUpload: (userId: string, kind: PhotoKind, token: string, bytes: Buffer): Promise<void> =>
      grants.store(userId, kind, token, bytes),

    /** Stores the bytes of several pending uploads, as `storeUpload` does for one. */
    storeUploads: (userId: string, kind: PhotoKind, files: { token: string; bytes: Buffer }[]) =>
      grants.storeAll(userId, kind, files),

    /**
     * Checks what actually arrived (real type from its bytes, size) and re-encodes it into size versions without
     * metadata; anything else is refused. The upload is spent either way and its raw file deleted. A `private`
     * image (a private group's post) goes to the private area and its record names `private:{key}`, not a URL.
     */
    async processUpload(
      userId: string,
      kind: PhotoKind,
      token: string,
      options: { private?: boolean } = {},
    ): Promise<StoredImage> {
      const upload = await grants.claim(userId, kind, token);
      if (!upload) throw new AppError('NotFound', uploadErrors.text('uploadGone'));
      const bytes = await storage.readUpload(upload.key);
      if (!bytes) throw new AppError('ValidationError', uploadErrors.text('notReceived'));
      try {
        if (bytes.length > MAX_UPLOAD_BYTES)
          throw new AppError('PayloadTooLarge', uploadErrors.text('tooLarge'));
        const encoded = await encodeImageVersions(bytes, VERSIONS[kind]);
        const versions: NonNullable<StoredImage['versions']> = {};
        for (const version of encoded) {
          const key = `${upload.key}-${version.name}.webp`;
          let url: string;
          if (options.private) {
            await storage.putPrivate(key, version.body, 'image/webp');
            url = privateImageRef(key);
          } else url = await storage.putPublic(key, version.body, 'image/webp');
          versions[version.name] = { url, width: version.width, height: version.height };
        }
        await grants.finish(upload.id, 'attached');
        return { url: versions[encoded.at(-1)!.name]!.url, versions };
      } catch (error) {
        await grants.finish(upload.id, 'rejected');
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
