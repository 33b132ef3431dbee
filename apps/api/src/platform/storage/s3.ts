import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig, StorageConfig } from './config';
import { assertImageKey, assertUploadKey, IMMUTABLE_CACHE_CONTROL, publicKeyFromUrl } from './keys';
import type { StorageDriver } from './types';

/**
 * One bucket, three prefixes: browsers post to `incoming/` (keep it private; a lifecycle rule may expire it after a
 * day), re-encoded images go to `public/`, the only prefix that must be readable by everyone, and those of private
 * groups' posts to `private/`, read only through presigned GET URLs (no lifecycle rule there: they are kept data).
 */
const incomingKey = (key: string) => `incoming/${assertUploadKey(key)}`;
const publicKey = (key: string) => `public/${assertImageKey(key)}`;
const privateKey = (key: string) => `private/${assertImageKey(key)}`;
/** A private file's own rule; each presigned URL overrides it with its expiry. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';

function createS3Client(
  config: S3StorageConfig,
  credentials: S3StorageConfig['credentials'] = config.credentials,
): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The bucket's URL as the SDK addresses it (virtual-hosted, or path style for IP endpoints, dotted names and
 * S3_FORCE_PATH_STYLE), asked of the SDK itself so the CSP and the default public URL never disagree with it.
 * Signing a throwaway policy with dummy keys needs neither the network nor real credentials.
 */
export async function resolveBucketUrl(config: S3StorageConfig): Promise<string> {
  const client = createS3Client(config, { accessKeyId: 'offline', secretAccessKey: 'offline' });
  try {
    const { url } = await createPresignedPost(client, { Bucket: config.bucket, Key: 'offline' });
    return url.replace(/\/+$/, '');
  } finally {
    client.destroy();
  }
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  let publicFiles: Promise<string> | undefined;
  /** Where `public/` objects are read: under S3_PUBLIC_URL (a CDN, say) or the bucket's own URL. */
  const publicFilesUrl = () =>
    (publicFiles ??= (async () => `${config.publicUrl ?? (await resolveBucketUrl(config))}/public`)());

  return {
    async createSignedPost(input) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: incomingKey(input.key),
        // Every field becomes an exact-match condition, the key included: S3 refuses another content type or key.
        Fields: { 'Content-Type': input.contentType },
        Conditions: [['content-length-range', input.minSize, input.maxSize]],
        Expires: Math.max(1, Math.floor((input.expiresAt.getTime() - Date.now()) / 1000)),
      });
      return { url, fields };
    },
    async readUpload(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: incomingKey(key) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async putUpload(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: incomingKey(key), Body: body, ContentType: contentType }),
      );
    },
    async deleteUpload(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: incomingKey(key) }));
    },
    async putPublic(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: publicKey(key),
          Body: body,
          ContentType: contentType,
          ContentDisposition: 'inline',
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return `${await publicFilesUrl()}/${key}`;
    },
    async deletePublic(url) {
      const key = publicKeyFromUrl(url, await publicFilesUrl());
      if (key) await client.send(new DeleteObjectCommand({ Bucket, Key: publicKey(key) }));
    },
    async putPrivate(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: privateKey(key),
          Body: body,
          ContentType: contentType,
          ContentDisposition: 'inline',
          CacheControl: PRIVATE_CACHE_CONTROL,
        }),
      );
    },
    async copyPublicToPrivate(url) {
      const key = publicKeyFromUrl(url, await publicFilesUrl());
      if (!key) return undefined;
      try {
        // Copied within the bucket, its metadata replaced: the public copy says immutable and public.
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: privateKey(key),
            CopySource: `${Bucket}/${publicKey(key)}`,
            MetadataDirective: 'REPLACE',
            ContentType: 'image/webp',
            ContentDisposition: 'inline',
            CacheControl: PRIVATE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      return key;
    },
    async deletePrivate(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: privateKey(key) }));
    },
    signPrivateUrl: (key, window) =>
      // Signed as of the window's start, so every answer in the window hands out the same URL; the browser keeps
      // the image privately until the URL's expiry (`Expires`), never longer.
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: privateKey(key),
          ResponseCacheControl: 'private',
          ResponseExpires: window.expiresAt,
        }),
        {
          signingDate: window.signedAt,
          expiresIn: Math.round((window.expiresAt.getTime() - window.signedAt.getTime()) / 1000),
        },
      ),
  };
}

/**
 * The origins a browser reaches storage at, for the web app's Content-Security-Policy: it posts uploads to the
 * bucket (connect-src) and shows images from the public URL and, private ones through presigned URLs, from the
 * bucket (img-src). The local driver goes through the API.
 */
export async function resolveStorageOrigins(
  storage: StorageConfig,
): Promise<{ uploads: string[]; images: string[] }> {
  if (storage.driver === 'local') return { uploads: [], images: [] };
  const bucket = new URL(await resolveBucketUrl(storage)).origin;
  const images = [...new Set([new URL(storage.publicUrl ?? bucket).origin, bucket])];
  return { uploads: [bucket], images };
}
