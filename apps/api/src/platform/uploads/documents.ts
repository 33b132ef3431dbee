import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_URL_TTL_SECONDS } from '@tradeforge/contracts';
import type { Db } from '@tradeforge/db';
import { encodeImageVersions } from '../storage/images';
import { sharedSecret } from '../storage/secret';
import type { StorageDriver } from '../storage/types';
import type { UploadGrants } from './grants';

/** A document as kept: an image re-encoded as WebP (only pixels survive) or a PDF as sent, in the private area. */
export interface StoredDocument {
  key: string;
  contentType: 'image/webp' | 'application/pdf';
  size: number;
  /** An image's size after re-encoding. */
  width?: number;
  height?: number;
}

/** Why a document upload is refused; each module words (and types) the error itself. */
export type DocumentRefusal = 'uploadGone' | 'notReceived' | 'tooLarge' | 'wrongType';

export interface DocumentRules {
  /** The upload policy's purpose the token was granted for. */
  purpose: string;
  /** The key folder under the uploader's prefix: `users/{id}/{folder}/{uuid}`. */
  folder: string;
  maxBytes: number;
  imageTypes: ReadonlySet<string>;
  /** The longest side an image keeps. */
  imageSide: number;
  refuse: (reason: DocumentRefusal) => Error;
}

/**
 * Claims an uploaded document (spent either way: attached when kept, rejected when refused), checks its real type
 * and size, and keeps it privately; the upload itself is deleted. Message attachments, buying-request files and
 * verification documents differ only in their rules.
 */
export async function storeDocument(
  grants: UploadGrants,
  storage: StorageDriver,
  rules: DocumentRules,
  userId: string,
  token: string,
): Promise<{ uploadId: string; document: StoredDocument }> {
  const upload = await grants.claim(userId, rules.purpose, token);
  if (!upload) throw rules.refuse('uploadGone');
  const bytes = await storage.readUpload(upload.key);
  try {
    if (!bytes) throw rules.refuse('notReceived');
    if (bytes.length > rules.maxBytes) throw rules.refuse('tooLarge');
    const detected = await fileTypeFromBuffer(bytes);
    const key = `users/${userId}/${rules.folder}/${crypto.randomUUID()}`;
    let document: StoredDocument;
    if (detected && rules.imageTypes.has(detected.mime)) {
      const side = rules.imageSide;
      const [image] = await encodeImageVersions(bytes, [{ name: 'large', width: side, height: side }]);
      await storage.putUpload(key, image!.body, 'image/webp');
      document = {
        key,
        contentType: 'image/webp',
        size: image!.body.length,
        width: image!.width,
        height: image!.height,
      };
    } else if (detected?.mime === 'application/pdf') {
      await storage.putUpload(key, bytes, 'application/pdf');
      document = { key, contentType: 'application/pdf', size: bytes.length };
    } else {
      throw rules.refuse('wrongType');
    }
    await grants.finish(upload.id, 'attached');
    return { uploadId: upload.id, document };
  } catch (error) {
    await grants.finish(upload.id, 'rejected');
    throw error;
  } finally {
    await storage.deleteUpload(upload.key);
  }
}

/** A file name for what was kept: an image re-encoded as WebP takes that extension. */
export const documentName = (sentName: string, document: StoredDocument) =>
  document.contentType === 'image/webp' ? sentName.replace(/\.[a-z0-9]{1,5}$/i, '') + '.webp' : sentName;

/**
 * Signed, expiring URLs to private documents read through the API (`{url}?exp=&sig=`), with an HMAC key shared by
 * every instance (`secretName` in app_meta). Expiry is rounded to the hour so URLs repeat and browsers can cache.
 */
export function documentUrls(
  db: Db,
  { secretName, url, gone }: { secretName: string; url: (id: string) => string; gone: () => Error },
) {
  const getSecret = sharedSecret(db, secretName);
  const mac = (key: string, id: string, expires: number) =>
    createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
  return {
    /** A URL signer for one answer. */
    async signer(): Promise<(id: string) => string> {
      const key = await getSecret();
      const hour = 3600;
      const expires = Math.ceil(Date.now() / 1000 / hour) * hour + ATTACHMENT_URL_TTL_SECONDS;
      return (id) => `${url(id)}?exp=${expires}&sig=${mac(key, id, expires)}`;
    },

    /** Throws `gone()` for an expired or wrong signature, which reads as a missing file. */
    async verify(id: string, expires: number, signature: string) {
      const expected = Buffer.from(mac(await getSecret(), id, expires));
      const given = Buffer.from(signature);
      if (
        expires * 1000 < Date.now() ||
        expected.length !== given.length ||
        !timingSafeEqual(expected, given)
      )
        throw gone();
    },
  };
}
