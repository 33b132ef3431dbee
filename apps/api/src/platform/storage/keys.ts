/** Keys a driver will ever touch: the uploader's prefix, a purpose and an upload id. */
export const UPLOAD_KEY_PATTERN = /^users\/[0-9a-f-]{36}\/[a-z-]{1,32}\/[0-9a-f-]{36}$/;
/** A processed image is one size version of an upload, re-encoded as WebP; public or private, the key is alike. */
export const IMAGE_KEY_PATTERN = /^users\/[0-9a-f-]{36}\/[a-z-]{1,32}\/[0-9a-f-]{36}-[a-z0-9]{1,16}\.webp$/;

/** Public files never change: a replaced image gets a new key, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function assertUploadKey(key: string): string {
  if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`invalid upload key ${key}`);
  return key;
}

export function assertImageKey(key: string): string {
  if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`invalid image key ${key}`);
  return key;
}

/** The key of a public file whose URL lies under `base`; undefined for any other URL. */
export function publicKeyFromUrl(url: string, base: string): string | undefined {
  const key = url.startsWith(`${base}/`) ? url.slice(base.length + 1) : '';
  return IMAGE_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * How a stored image record names a file of the private area (a private group's post picture) where public images
 * keep their URL: `private:{key}`. It is never a URL a browser could open; answers replace it with a signed one.
 */
const PRIVATE_REF_PREFIX = 'private:';

export const privateImageRef = (key: string) => `${PRIVATE_REF_PREFIX}${assertImageKey(key)}`;

/** The key a `private:` reference names; undefined for a URL or anything else. */
export function privateKeyFromRef(ref: string): string | undefined {
  const key = ref.startsWith(PRIVATE_REF_PREFIX) ? ref.slice(PRIVATE_REF_PREFIX.length) : '';
  return IMAGE_KEY_PATTERN.test(key) ? key : undefined;
}
