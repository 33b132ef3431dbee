/** Keys a driver will ever touch: the uploader's prefix, a purpose and an upload id. */
export const UPLOAD_KEY_PATTERN = /^users\/[0-9a-f-]{36}\/[a-z-]{1,32}\/[0-9a-f-]{36}$/;
/** A public file is one size version of an upload, re-encoded as WebP. */
export const PUBLIC_KEY_PATTERN = /^users\/[0-9a-f-]{36}\/[a-z-]{1,32}\/[0-9a-f-]{36}-[a-z0-9]{1,16}\.webp$/;

/** Public files never change: a replaced image gets a new key, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function assertUploadKey(key: string): string {
  if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`invalid upload key ${key}`);
  return key;
}

export function assertPublicKey(key: string): string {
  if (!PUBLIC_KEY_PATTERN.test(key)) throw new Error(`invalid public key ${key}`);
  return key;
}

/** The key of a public file whose URL lies under `base`; undefined for any other URL. */
export function publicKeyFromUrl(url: string, base: string): string | undefined {
  const key = url.startsWith(`${base}/`) ? url.slice(base.length + 1) : '';
  return PUBLIC_KEY_PATTERN.test(key) ? key : undefined;
}
