import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@tradeforge/db';

const KEY = 'storage-signing-secret';

/**
 * The HMAC key of upload policies: STORAGE_SECRET when configured, otherwise one generated on first boot and kept
 * in the database, so every API instance signs and checks with the same key.
 */
export async function loadStorageSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(schema.appMeta)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(schema.appMeta).where(eq(schema.appMeta.key, KEY));
  return row!.value;
}
