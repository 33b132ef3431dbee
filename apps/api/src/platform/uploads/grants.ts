import type { SignedUpload } from '@tradeforge/contracts';
import type { Db, Executor } from '@tradeforge/db';
import { AppError } from '../../lib/app-error';
import type { StorageDriver } from '../storage/types';
import * as repository from './repository';

/** The browser has this long to post the file after asking. */
export const UPLOAD_WINDOW_MS = 10 * 60_000;

/** What one kind of upload allows: its purpose (the key's third segment), its size and how many may be open. */
export interface UploadPolicy {
  purpose: string;
  maxBytes: number;
  /** Uploads of this purpose a user may have asked for and not used yet. */
  maxOpen: number;
  /** The 429's message when `maxOpen` is reached. */
  tooMany: string;
}

export type UploadGrants = ReturnType<typeof createUploadGrants>;

/**
 * The one way a file reaches the server: a signed post under the user's own key prefix (`users/{id}/{purpose}/`),
 * recorded as a pending upload, then claimed once by the save that names its token. Photos, datasheets and message
 * attachments differ only in their policy and in what they do with the bytes.
 */
export function createUploadGrants(db: Db, storage: StorageDriver) {
  return {
    /**
     * Signs a post for a new file. The user's abandoned uploads go first, so they cannot pile up; `record` adds rows
     * of the caller's own in the same transaction as the upload (a message attachment's file name).
     */
    async grant(
      userId: string,
      policy: UploadPolicy,
      file: { contentType: string; fileSize: number },
      record?: (tx: Executor, uploadId: string) => Promise<void>,
    ): Promise<SignedUpload> {
      for (const abandoned of await repository.findAbandonedUploads(db, userId)) {
        await storage.deleteUpload(abandoned.key);
        await repository.markUpload(db, abandoned.id, 'rejected');
      }
      if ((await repository.countOpenUploads(db, userId, policy.purpose)) >= policy.maxOpen)
        throw new AppError('TooManyRequests', policy.tooMany);
      const id = crypto.randomUUID();
      const key = `users/${userId}/${policy.purpose}/${id}`;
      const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
      await db.transaction(async (tx) => {
        await repository.insertUpload(tx, {
          id,
          userId,
          purpose: policy.purpose,
          key,
          contentType: file.contentType,
          declaredSize: file.fileSize,
          expiresAt,
        });
        await record?.(tx, id);
      });
      const signedPost = await storage.createSignedPost({
        key,
        contentType: file.contentType,
        minSize: 1,
        maxSize: policy.maxBytes,
        expiresAt,
      });
      return { signedPost, token: id };
    },

    /** Stores bytes for a pending upload where its signed post would have put them (the demo data uploads so). */
    async store(userId: string, purpose: string, token: string, bytes: Buffer): Promise<void> {
      const upload = await repository.findPendingUpload(db, token, userId, purpose);
      if (!upload) throw new AppError('NotFound', 'This upload does not exist or has expired.');
      await storage.putUpload(upload.key, bytes, upload.contentType);
    },

    /**
     * Takes the user's pending upload of this purpose for processing, in one statement, so a token named by two
     * saves at once is used by one of them only; undefined when there is no such upload (or it has expired).
     */
    claim: (userId: string, purpose: string, token: string) =>
      repository.claimPendingUpload(db, token, userId, purpose),

    /** Ends a claimed upload: its file was attached, or refused. */
    finish: (uploadId: string, status: 'attached' | 'rejected') =>
      repository.markUpload(db, uploadId, status),
  };
}
