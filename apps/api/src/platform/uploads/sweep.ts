import type { Db } from '@tradeforge/db';
import type { LocalStorage } from '../storage/local';
import * as repository from './repository';

/**
 * The purposes of files the browser posts to `incoming/`. Other files there are kept data (processed message
 * attachments, `message-file`), which the sweep never touches.
 */
const POSTED_PURPOSES = new Set(['profile-photo', 'cover-photo', 'business-image', 'message-attachment']);
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
    const files = (await storage.listIncoming(before)).filter((file) =>
      POSTED_PURPOSES.has(file.key.split('/')[2]!),
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
      if (open && !file.partial) continue;
      await storage.removeIncoming(file.key, file.partial);
      removed++;
    }
    return { removed };
  });
}
