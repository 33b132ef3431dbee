import type { SignedUpload } from '@tradeforge/contracts';
import type { Db, Executor } from '@tradeforge/db';
import type { Localized } from '@tradeforge/i18n';
import { AppError, notFound } from '../../lib/app-error';
import { uploadErrors } from './errors';
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
  tooMany: Localized;
}

/** The signed size limit is the declared size rounded up to this step, within the policy's own maximum. */
const SIZE_STEP = 64 * 1024;

/**
 * The most a signed post may carry: what the client declared, rounded up a little (so a count a few bytes off is
 * no failure), never more than the policy allows. A client declaring 100 bytes cannot then send 10 MB.
 */
export const signedMaxBytes = (declared: number, policy: Pick<UploadPolicy, 'maxBytes'>) =>
  Math.min(policy.maxBytes, Math.ceil(declared / SIZE_STEP) * SIZE_STEP);

export type UploadGrants = ReturnType<typeof createUploadGrants>;
type UploadFile = { contentType: string; fileSize: number };

/**
 * The one way a file reaches the server: a signed post under the user's own key prefix (`users/{id}/{purpose}/`),
 * recorded as a pending upload, then claimed once by the save that names its token. Photos, datasheets and message
 * attachments differ only in their policy and in what they do with the bytes.
 */
export function createUploadGrants(db: Db, storage: StorageDriver) {
  async function grantAll(
    userId: string,
    policy: UploadPolicy,
    files: UploadFile[],
    record?: (tx: Executor, uploadId: string) => Promise<void>,
  ): Promise<SignedUpload[]> {
    for (const abandoned of await repository.findAbandonedUploads(db, userId)) {
      await storage.deleteUpload(abandoned.key);
      await repository.markUpload(db, abandoned.id, 'rejected');
    }
    if ((await repository.countOpenUploads(db, userId, policy.purpose)) + files.length > policy.maxOpen)
      throw new AppError('TooManyRequests', policy.tooMany);
    const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_MS);
    const uploads = files.map((file) => {
      const id = crypto.randomUUID();
      return {
        id,
        userId,
        purpose: policy.purpose,
        key: `users/${userId}/${policy.purpose}/${id}`,
        contentType: file.contentType,
        declaredSize: file.fileSize,
        expiresAt,
      };
    });
    await db.transaction(async (tx) => {
      await repository.insertUploads(tx, uploads);
      for (const upload of uploads) await record?.(tx, upload.id);
    });
    return Promise.all(
      uploads.map(async ({ id, key, contentType, declaredSize }) => ({
        signedPost: await storage.createSignedPost({
          key,
          contentType,
          minSize: 1,
          maxSize: signedMaxBytes(declaredSize, policy),
          expiresAt,
        }),
        token: id,
      })),
    );
  }

  async function storeAll(userId: string, purpose: string, files: { token: string; bytes: Buffer }[]) {
    const pending = await repository.findPendingUploads(
      db,
      files.map((file) => file.token),
      userId,
      purpose,
    );
    const byId = new Map(pending.map((upload) => [upload.id, upload]));
    if (files.some((file) => !byId.has(file.token))) throw notFound(uploadErrors.text('uploadGone'));
    await Promise.all(
      files.map((file) => {
        const upload = byId.get(file.token)!;
        return storage.putUpload(upload.key, file.bytes, upload.contentType);
      }),
    );
  }

  return {
    /**
     * Signs a post for a new file. The user's abandoned uploads go first, so they cannot pile up; `record` adds rows
     * of the caller's own in the same transaction as the upload (a message attachment's file name).
     */
    async grant(
      userId: string,
      policy: UploadPolicy,
      file: UploadFile,
      record?: (tx: Executor, uploadId: string) => Promise<void>,
    ): Promise<SignedUpload> {
      const [granted] = await grantAll(userId, policy, [file], record);
      return granted!;
    },

    /** Signs posts for several files at once, as `grant` does for one: in one transaction, within `maxOpen`. */
    grantAll: (userId: string, policy: UploadPolicy, files: UploadFile[]) => grantAll(userId, policy, files),

    /** Stores bytes for a pending upload where its signed post would have put them (the demo data uploads so). */
    store: (userId: string, purpose: string, token: string, bytes: Buffer) =>
      storeAll(userId, purpose, [{ token, bytes }]),

    /** Stores bytes for several pending uploads of the user, as `store` does for one. */
    storeAll,

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
