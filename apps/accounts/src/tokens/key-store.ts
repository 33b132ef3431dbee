import { desc, isNull, sql } from 'drizzle-orm';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_TYPE } from '@tradeforge/contracts';
import { schema, type Db } from '@tradeforge/db';

const { signingKeys } = schema;
/** Any constant works: it only has to be the same number in every instance. */
const KEY_LOCK = 731_001;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

export interface KeyStore {
  jwks: JSONWebKeySet;
  getVerificationKey: JWTVerifyGetKey;
  signAccessToken(
    userId: string,
    sessionId: string,
    ttlSeconds: number,
  ): Promise<{ token: string; exp: number }>;
  verifyAccessToken(token: string): Promise<AccessClaims>;
}

/**
 * Loads the signing key from the database, creating an Ed25519 key on the very first boot. An advisory lock makes
 * concurrent first boots of several instances agree on one key.
 */
async function loadOrCreateKey(db: Db) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
    const [current] = await tx
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt))
      .limit(1);
    if (current) return current;
    const { publicKey, privateKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, {
      crv: 'Ed25519',
      extractable: true,
    });
    const kid = crypto.randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ACCESS_TOKEN_ALGORITHM };
    const [created] = await tx
      .insert(signingKeys)
      .values({ kid, alg: ACCESS_TOKEN_ALGORITHM, publicJwk, privateJwk })
      .returning();
    return created!;
  });
}

export async function createKeyStore(db: Db, issuer: string, audience: string): Promise<KeyStore> {
  const key = await loadOrCreateKey(db);
  const privateKey = await importJWK(key.privateJwk as JWK, ACCESS_TOKEN_ALGORITHM);
  // Retired keys stay published so tokens signed just before a rotation still verify until they expire.
  const all = await db.select({ publicJwk: signingKeys.publicJwk }).from(signingKeys);
  const jwks: JSONWebKeySet = { keys: all.map((row) => row.publicJwk as JWK) };
  const getVerificationKey = createLocalJWKSet(jwks);

  return {
    jwks,
    getVerificationKey,
    async signAccessToken(userId, sessionId, ttlSeconds) {
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: key.kid, typ: ACCESS_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(exp)
        .setJti(crypto.randomUUID())
        .sign(privateKey);
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
      return { userId: payload.sub!, sessionId: String(payload.sid), expiresAt: payload.exp! };
    },
  };
}
