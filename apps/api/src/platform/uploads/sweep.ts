import type { Db } from '@tradeforge/db';
import type { LocalStorage } from '../storage/local';
import * as repository from './repository';

/**
 * The purposes of files the browser posts to `incoming/` and the server turns into other files: once their upload
 * has ended, the posted file is waste.
 */
const PROCESSED_PURPOSES = new Set([
  'profile-photo',
  'cover-photo',
  'business-image',
  'message-attachment',
  'verification-document',
  'rfq-attachment',
]);
/** Posted files that are themselves the kept data once attached (a product's PDF datasheet). */
const KEPT_PURPOSES = new Set(['product-datasheet']);
/**
 * Other files there are kept data the sweep never touches (processed message attachments, `message-file`; a buying
 * request's or quote's files, `rfq-file`).
 */
const purposeOf = (key: string) => key.split('/')[2]!;
/** A file younger than this is left alone whatever its state: its post or its processing may be under way. */
const GRACE_MS = 60 * 60_000;

/**
 * Removes what nobody will use from the local driver's `incoming/`: files of uploads already processed, rejected or
 * abandoned (pending long past their window, which are marked rejected), files no upload names, and `.part` files
 * of posts that never completed. One instance at a time (a transaction-scoped advisory lock); answers what it
 * removed, or undefined when another instance holds the round.
 */
export async function sweepIncomingUploads(db: Db, storage: LocalStorage, now = new Date()) {
  const before = new Date(now.getTime() - GRACE_MS);
  return db.transaction(async (tx) => {
    if (!(await repository.trySweepLock(tx))) return undefined;
    await repository.rejectAbandonedUploads(tx, before);
    const files = (await storage.listIncoming(before)).filter(
      (file) => PROCESSED_PURPOSES.has(purposeOf(file.key)) || KEPT_PURPOSES.has(purposeOf(file.key)),
    );
    const uploads = new Map(
      (await repository.findUploadsByKey(tx, [...new Set(files.map((file) => file.key))])).map((row) => [
        row.key,
        row,
      ]),
    );
    let removed = 0;
    for (const file of files) {
      const upload = uploads.get(file.key);
      const open = upload?.status === 'pending' && upload.expiresAt > now;
      const kept = KEPT_PURPOSES.has(purposeOf(file.key)) && upload?.status === 'attached';
      if ((open || kept) && !file.partial) continue;
      await storage.removeIncoming(file.key, file.partial);
      removed++;
    }
    return { removed };
  });
}
