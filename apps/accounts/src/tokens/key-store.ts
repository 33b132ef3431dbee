import { eq, sql } from 'drizzle-orm';
import {
  createLocalJWKSet,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_TYPE } from '@tradeforge/contracts';
import { schema, type Db } from '@tradeforge/db';
import { isSealed, openJson, sealJson } from '../lib/secrets';
import { createSigningKey, KEY_LOCK, PUBLISHED_AFTER_RETIRING } from './signing-keys';

export { rotateSigningKey } from './signing-keys';

const { signingKeys } = schema;
/** Other instances see a rotation within this time; a retired key stays published well beyond it. */
const RELOAD_MS = 5 * 60_000;
/** An unknown key id reloads the set, at most this often (a token from a key rotated in elsewhere). */
const UNKNOWN_KID_RELOAD_MS = 10_000;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  expiresAt: number;
  /** The `ev` claim: the user may write to others (verified e-mail, or verification is off). */
  emailVerified: boolean;
}

export interface KeyStore {
  /** The published key set: the signing key and keys retired recently enough for their tokens to live. */
  readonly jwks: JSONWebKeySet;
  getVerificationKey: JWTVerifyGetKey;
  signAccessToken(
    userId: string,
    sessionId: string,
    ttlSeconds: number,
    emailVerified: boolean,
  ): Promise<{ token: string; exp: number }>;
  verifyAccessToken(token: string): Promise<AccessClaims>;
  /** Reads the keys again (after a rotation). */
  refresh(): Promise<void>;
}

export interface KeyStoreOptions {
  /**
   * Encrypts the private keys at rest (`resolveSecretsKey`). Without it keys are kept as before this option
   * existed, in clear, and encrypted ones cannot be read: every caller should pass it.
   */
  secretsKey?: Buffer | undefined;
}

const noKey = () =>
  new Error(
    'The signing keys are encrypted with another SECRETS_KEY (or none was given): set the right SECRETS_KEY.',
  );

/**
 * The signing key in use: the newest unretired one, created on the very first boot. A private key still in clear
 * (written before encryption) is encrypted in place. An advisory lock makes concurrent boots agree on one key.
 */
async function loadSigningKey(db: Db, secretsKey: Buffer | undefined) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
    const rows = await tx.execute<{ kid: string; private_jwk: unknown }>(sql`
      select kid, private_jwk from ${signingKeys} where retired_at is null order by created_at desc limit 1`);
    let current = rows.rows[0];
    if (!current) {
      const created = await createSigningKey(tx, secretsKey);
      current = { kid: created.kid, private_jwk: created.privateJwk };
    }
    if (isSealed(current.private_jwk)) {
      if (!secretsKey) throw noKey();
      try {
        return { kid: current.kid, jwk: openJson<JWK>(secretsKey, current.private_jwk, current.kid) };
      } catch {
        throw noKey();
      }
    }
    const jwk = current.private_jwk as JWK;
    if (secretsKey)
      await tx
        .update(signingKeys)
        .set({ privateJwk: { ...sealJson(secretsKey, jwk, current.kid) } })
        .where(eq(signingKeys.kid, current.kid));
    return { kid: current.kid, jwk };
  });
}

async function loadPublished(db: Db): Promise<JSONWebKeySet> {
  const rows = await db.execute<{ public_jwk: JWK }>(sql`
    select public_jwk from ${signingKeys}
    where retired_at is null or retired_at > now() - make_interval(secs => ${PUBLISHED_AFTER_RETIRING})
    order by created_at desc`);
  return { keys: rows.rows.map((row) => row.public_jwk) };
}

export async function createKeyStore(
  db: Db,
  issuer: string,
  audience: string,
  options: KeyStoreOptions = {},
): Promise<KeyStore> {
  let signing: { kid: string; key: CryptoKey | Uint8Array };
  let jwks: JSONWebKeySet;
  let localSet: JWTVerifyGetKey;
  let loadedAt = 0;

  async function refresh() {
    const current = await loadSigningKey(db, options.secretsKey);
    signing = { kid: current.kid, key: await importJWK(current.jwk, ACCESS_TOKEN_ALGORITHM) };
    jwks = await loadPublished(db);
    localSet = createLocalJWKSet(jwks);
    loadedAt = Date.now();
  }
  await refresh();
  const fresh = async () => {
    if (Date.now() - loadedAt > RELOAD_MS) await refresh();
  };

  const getVerificationKey: JWTVerifyGetKey = async (header, token) => {
    await fresh();
    try {
      return await localSet(header, token);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw error;
      if (Date.now() - loadedAt < UNKNOWN_KID_RELOAD_MS) throw error;
      await refresh();
      return localSet(header, token);
    }
  };

  return {
    get jwks() {
      return jwks;
    },
    getVerificationKey,
    refresh,
    async signAccessToken(userId, sessionId, ttlSeconds, emailVerified) {
      await fresh();
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId, ev: emailVerified })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: signing.kid, typ: ACCESS_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(exp)
        .setJti(crypto.randomUUID())
        .sign(signing.key);
      return { token, exp };
    },
    async verifyAccessToken(token) {
      const { payload } = await jwtVerify(token, getVerificationKey, {
        algorithms: [ACCESS_TOKEN_ALGORITHM],
        issuer,
        audience,
        typ: ACCESS_TOKEN_TYPE,
        requiredClaims: ['sub', 'sid', 'exp'],
      });
      return {
        userId: payload.sub!,
        sessionId: String(payload.sid),
        expiresAt: payload.exp!,
        emailVerified: payload.ev === true,
      };
    },
  };
}
