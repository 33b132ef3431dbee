import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_URL_TTL_SECONDS,
  MAX_ATTACHMENT_BYTES,
  type AttachmentUploadBody,
  type SignedUpload,
} from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { AppError, notFound } from '../../lib/app-error';
import { encodeImageVersions } from '../../platform/storage/images';
import type { StorageDriver } from '../../platform/storage/types';
import * as repository from './attachment-repository';
import type { StoredAttachment } from './repository';

const PURPOSE = 'message-attachment';
const UPLOAD_WINDOW_MS = 10 * 60_000;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export type AttachmentService = ReturnType<typeof createAttachmentService>;

/**
 * Message attachments: images (re-encoded as WebP, so nothing but pixels survives) and PDFs (kept as sent, served
 * only as downloads). Processed files stay in the private upload area of the storage driver and are read through
 * the API with a signed, expiring URL that only thread participants are given.
 */
export function createAttachmentService({
  db,
  storage,
  apiPublicUrl,
}: {
  db: Db;
  storage: StorageDriver;
  apiPublicUrl: string;
}) {
  let secret: Promise<string> | undefined;
  const getSecret = () =>
    (secret ??= repository
      .loadSecret(db)
      .catch((error: unknown) => ((secret = undefined), Promise.reject(error))));
  const mac = (key: string, messageId: string, expires: number) =>
    createHmac('sha256', key).update(`${messageId}.${expires}`).digest('base64url');

  return {
    async requestUpload(userId: string, body: AttachmentUploadBody): Promise<SignedUpload> {
      const id = crypto.randomUUID();
      const key = `users/${userId}/${PURPOSE}/${id}`;
      const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
      await repository.insertUpload(db, {
        id,
        userId,
        purpose: PURPOSE,
        key,
        contentType: body.contentType,
        declaredSize: body.fileSize,
        expiresAt,
        fileName: body.fileName.trim() || 'file',
      });
      const signedPost = await storage.createSignedPost({
        key,
        contentType: body.contentType,
        minSize: 1,
        maxSize: MAX_ATTACHMENT_BYTES,
        expiresAt,
      });
      return { signedPost, token: id };
    },

    /** Stores bytes for a pending upload where its signed post would have put them (demo data). */
    async storeUpload(userId: string, token: string, bytes: Buffer) {
      const upload = await findPending(userId, token);
      await storage.putUpload(upload.key, bytes, upload.contentType);
    },

    /** Checks and converts an uploaded file; the upload is spent either way. */
    async process(
      userId: string,
      token: string,
    ): Promise<{ type: 'image' | 'file'; attachment: StoredAttachment }> {
      const upload = await findPending(userId, token);
      const bytes = await storage.readUpload(upload.key);
      if (!bytes)
        throw new AppError(
          'ValidationError',
          'attachments: the file has not been received; upload it first.',
        );
      const mark = (status: 'attached' | 'rejected') => repository.markUpload(db, upload.id, status);
      try {
        if (bytes.length > MAX_ATTACHMENT_BYTES)
          throw new AppError('PayloadTooLarge', 'attachments: the file is larger than 10 MB.');
        const detected = await fileTypeFromBuffer(bytes);
        const key = `users/${userId}/message-file/${crypto.randomUUID()}`;
        let result: { type: 'image' | 'file'; attachment: StoredAttachment };
        if (detected && IMAGE_TYPES.has(detected.mime)) {
          const [image] = await encodeImageVersions(bytes, [{ name: 'large', width: 1600, height: 1600 }]);
          await storage.putUpload(key, image!.body, 'image/webp');
          const name = upload.fileName.replace(/\.[a-z0-9]{1,5}$/i, '') + '.webp';
          result = {
            type: 'image',
            attachment: {
              key,
              name,
              contentType: 'image/webp',
              size: image!.body.length,
              width: image!.width,
              height: image!.height,
            },
          };
        } else if (detected?.mime === 'application/pdf') {
          await storage.putUpload(key, bytes, 'application/pdf');
          result = {
            type: 'file',
            attachment: { key, name: upload.fileName, contentType: 'application/pdf', size: bytes.length },
          };
        } else {
          throw new AppError(
            'ValidationError',
            'attachments: only images (JPEG, PNG, WebP, GIF) and PDF files can be sent.',
          );
        }
        await mark('attached');
        return result;
      } catch (error) {
        await mark('rejected');
        throw error;
      } finally {
        await storage.deleteUpload(upload.key);
      }
    },

    /** A URL signer for one answer: expiry rounded to the hour, so URLs repeat and browsers can cache. */
    async signer(): Promise<(messageId: string) => string> {
      const key = await getSecret();
      const hour = 3600;
      const expires = Math.ceil(Date.now() / 1000 / hour) * hour + ATTACHMENT_URL_TTL_SECONDS;
      return (messageId) =>
        `${apiPublicUrl}/business/request/attachments/${messageId}?exp=${expires}&sig=${mac(key, messageId, expires)}`;
    },

    async verify(messageId: string, expires: number, signature: string) {
      const expected = Buffer.from(mac(await getSecret(), messageId, expires));
      const given = Buffer.from(signature);
      if (
        expires * 1000 < Date.now() ||
        expected.length !== given.length ||
        !timingSafeEqual(expected, given)
      )
        throw notFound('This file does not exist or its link has expired.');
    },

    read: (attachment: StoredAttachment) => storage.readUpload(attachment.key),
    remove: (attachment: StoredAttachment) => storage.deleteUpload(attachment.key),
  };

  async function findPending(userId: string, token: string) {
    const upload = await repository.findPendingUpload(db, userId, token, PURPOSE);
    if (!upload)
      throw new AppError('ValidationError', 'attachments: this upload does not exist or has expired.');
    return upload;
  }
}
