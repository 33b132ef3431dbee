import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { ACCESS_TOKEN_ALGORITHM } from '@tradeforge/contracts';
import { schema, type Db, type Executor } from '@tradeforge/db';
import { sealJson } from '../lib/secrets';

const { signingKeys } = schema;
/** Any constant works: it only has to be the same number in every instance. */
export const KEY_LOCK = 731_001;
/**
 * How long a retired key stays published and accepted: the longest access-token lifetime (ACCESS_TOKEN_TTL is
 * at most an hour) plus the time instances take to notice a rotation, twice over.
 */
export const PUBLISHED_AFTER_RETIRING = 2 * (3600 + 300);

/** A new Ed25519 key, its private half sealed with the secrets key (in clear only for a caller without one). */
export async function createSigningKey(db: Executor, secretsKey: Buffer | undefined) {
  const { publicKey, privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, {
    crv: 'Ed25519',
    extractable: true,
  });
  const kid = crypto.randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ACCESS_TOKEN_ALGORITHM };
  const stored = secretsKey ? { ...sealJson(secretsKey, privateJwk, kid) } : privateJwk;
  await db.insert(signingKeys).values({ kid, alg: ACCESS_TOKEN_ALGORITHM, publicJwk, privateJwk: stored });
  return { kid, privateJwk: stored };
}

/**
 * Rotates the signing key: a new key signs from now on (every instance within its reload time), the previous one
 * is retired but stays published until its last tokens have expired. Keys retired more than a day beyond that
 * are deleted. Returns the new key id.
 */
export async function rotateSigningKey(db: Db, secretsKey: Buffer): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
    await tx.execute(sql`update ${signingKeys} set retired_at = now() where retired_at is null`);
    await tx.execute(sql`
      delete from ${signingKeys}
      where retired_at < now() - make_interval(secs => ${PUBLISHED_AFTER_RETIRING}) - interval '1 day'`);
    const created = await createSigningKey(tx, secretsKey);
    return created.kid;
  });
}
