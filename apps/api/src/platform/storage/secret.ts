import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Executor } from '@tradeforge/db';

/**
 * A signing key generated on first use and kept in `app_meta` under `key`, so every API instance signs and checks
 * with the same one (the first instance to insert it wins).
 */
export async function loadSharedSecret(db: Executor, key: string): Promise<string> {
  await db
    .insert(schema.appMeta)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, key));
  return row!.value;
}

/** The shared secret under `key`, read once per process; a failed read is forgotten so the next call tries again. */
export function sharedSecret(db: Executor, key: string): () => Promise<string> {
  let secret: Promise<string> | undefined;
  return () =>
    (secret ??= loadSharedSecret(db, key).catch(
      (error: unknown) => ((secret = undefined), Promise.reject(error)),
    ));
}

/** The HMAC key of upload policies: STORAGE_SECRET when configured, otherwise the shared one kept in the database. */
export async function loadStorageSecret(db: Executor, configured: string | undefined): Promise<string> {
  return configured ?? loadSharedSecret(db, 'storage-signing-secret');
}
