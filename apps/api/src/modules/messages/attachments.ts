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
import { sharedSecret } from '../../platform/storage/secret';
import { createUploadGrants, type UploadPolicy } from '../../platform/uploads';
import * as repository from './attachment-repository';
import type { StoredAttachment } from './repository';
import { messageErrors } from './errors';

const POLICY: UploadPolicy = {
  purpose: 'message-attachment',
  maxBytes: MAX_ATTACHMENT_BYTES,
  maxOpen: 20,
  tooMany: messageErrors.text('tooMany'),
};
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
  const grants = createUploadGrants(db, storage);
  const getSecret = sharedSecret(db, 'message-attachment-secret');
  const mac = (key: string, messageId: string, expires: number) =>
    createHmac('sha256', key).update(`${messageId}.${expires}`).digest('base64url');

  return {
    requestUpload: (userId: string, body: AttachmentUploadBody): Promise<SignedUpload> =>
      grants.grant(userId, POLICY, body, (tx, uploadId) =>
        repository.insertFileName(tx, uploadId, body.fileName.trim() || 'file'),
      ),

    /** Stores bytes for a pending upload where its signed post would have put them (demo data). */
    storeUpload: (userId: string, token: string, bytes: Buffer) =>
      grants.store(userId, POLICY.purpose, token, bytes),

    /** Checks and converts an uploaded file; the upload is spent either way. */
    async process(
      userId: string,
      token: string,
    ): Promise<{ type: 'image' | 'file'; attachment: StoredAttachment }> {
      const upload = await grants.claim(userId, POLICY.purpose, token);
      if (!upload) throw new AppError('ValidationError', messageErrors.text('uploadGone'));
      const fileName = await repository.findFileName(db, upload.id);
      const bytes = await storage.readUpload(upload.key);
      if (!bytes) throw new AppError('ValidationError', messageErrors.text('notReceived'));
      const mark = (status: 'attached' | 'rejected') => grants.finish(upload.id, status);
      try {
        if (bytes.length > MAX_ATTACHMENT_BYTES)
          throw new AppError('PayloadTooLarge', messageErrors.text('tooLarge'));
        const detected = await fileTypeFromBuffer(bytes);
        const key = `users/${userId}/message-file/${crypto.randomUUID()}`;
        let result: { type: 'image' | 'file'; attachment: StoredAttachment };
        if (detected && IMAGE_TYPES.has(detected.mime)) {
          const [image] = await encodeImageVersions(bytes, [{ name: 'large', width: 1600, height: 1600 }]);
          await storage.putUpload(key, image!.body, 'image/webp');
          const name = fileName.replace(/\.[a-z0-9]{1,5}$/i, '') + '.webp';
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
            attachment: { key, name: fileName, contentType: 'application/pdf', size: bytes.length },
          };
        } else {
          throw new AppError('ValidationError', messageErrors.text('wrongType'));
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
        throw notFound(messageErrors.text('fileGone'));
    },

    read: (attachment: StoredAttachment) => storage.readUpload(attachment.key),
    remove: (attachment: StoredAttachment) => storage.deleteUpload(attachment.key),
  };
}
