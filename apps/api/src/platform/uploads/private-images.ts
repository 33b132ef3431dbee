import { privateImageRef, privateKeyFromRef } from '../storage/keys';
import type { PrivateUrlWindow, StorageDriver } from '../storage/types';
import type { StoredImage } from './photos';

/**
 * Signed URLs of private images are made per hour: every answer within one hour hands out the same URL (so the
 * browser reuses the image it has), and the URL reads the file until the end of the next hour. A URL handed out
 * has therefore between one and two hours left: enough for a page left open to keep its pictures, short enough
 * that a removed member or a copied link loses them within two hours.
 */
export const PRIVATE_URL_HOUR_SECONDS = 3600;

export function privateUrlWindow(now = Date.now()): PrivateUrlWindow {
  const hour = PRIVATE_URL_HOUR_SECONDS * 1000;
  const start = Math.floor(now / hour) * hour;
  return { signedAt: new Date(start), expiresAt: new Date(start + 2 * hour) };
}

/** Every URL of a stored image: the main one and each size version's. */
const urlsOf = (image: StoredImage) => [
  image.url,
  ...Object.values(image.versions ?? {}).map((version) => version.url),
];

/** Whether any file of the images is in the private area. */
export const hasPrivateFiles = (images: StoredImage[]) =>
  images.some((image) => urlsOf(image).some((url) => privateKeyFromRef(url) !== undefined));

export type PrivateImages = ReturnType<typeof createPrivateImages>;

/**
 * Images of a private group's posts: stored in the driver's private area, named in the post by `private:{key}`,
 * and shown through URLs signed at answer time for those who read the post.
 */
export function createPrivateImages(storage: StorageDriver) {
  async function mapUrls(image: StoredImage, map: (url: string) => Promise<string>): Promise<StoredImage> {
    const versions = image.versions
      ? Object.fromEntries(
          await Promise.all(
            Object.entries(image.versions).map(async ([name, version]) => [
              name,
              { ...version, url: await map(version.url) },
            ]),
          ),
        )
      : undefined;
    return { url: await map(image.url), ...(versions ? { versions } : {}) };
  }

  return {
    /**
     * The images as a reader gets them: public URLs as stored, private files as URLs signed now (for the current
     * hour). The caller has checked that the reader reads the post.
     */
    async present(images: StoredImage[], now = Date.now()): Promise<StoredImage[]> {
      if (!hasPrivateFiles(images)) return images;
      const window = privateUrlWindow(now);
      const signed = new Map<string, Promise<string>>();
      const sign = (url: string) => {
        const key = privateKeyFromRef(url);
        if (!key) return Promise.resolve(url);
        if (!signed.has(key)) signed.set(key, storage.signPrivateUrl(key, window));
        return signed.get(key)!;
      };
      return Promise.all(images.map((image) => mapUrls(image, sign)));
    },

    /**
     * Copies an image's public files into the private area and answers the record naming them there. The public
     * files stay until the caller, once the record is saved, deletes them; a URL that is not the driver's stays.
     */
    storePrivately(image: StoredImage): Promise<StoredImage> {
      // The main URL is also its largest version's: one copy each.
      const copies = new Map<string, Promise<string>>();
      const copy = async (url: string) => {
        const key = await storage.copyPublicToPrivate(url);
        return key ? privateImageRef(key) : url;
      };
      return mapUrls(image, (url) => {
        if (privateKeyFromRef(url)) return Promise.resolve(url);
        if (!copies.has(url)) copies.set(url, copy(url));
        return copies.get(url)!;
      });
    },
  };
}
