import { SignJWT } from 'jose';
import { schema } from '@tradeforge/db';
import type { TestApi } from './helper';

let counter = 0;

/** A user row as the account service would have created it. */
export async function createUser(api: TestApi, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const [user] = await api.database.db
    .insert(schema.users)
    .values({
      email: `user${++counter}.${Date.now()}@example.com`,
      passwordHash: '$argon2id$not-used-by-the-api',
      firstName: 'Grace',
      lastName: 'Hopper',
      ...values,
    })
    .returning();
  return user!;
}

export interface TokenOptions {
  userId: string;
  sessionId: string;
  expiresIn?: string | number;
  audience?: string;
  issuer?: string;
  typ?: string;
}

/** Signs an access token like the account service does; options make the forged variants. */
export function signAccessToken(api: TestApi, options: TokenOptions) {
  return new SignJWT({ sid: options.sessionId })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key', typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer ?? api.config.tokenIssuer)
    .setAudience(options.audience ?? api.config.tokenAudience)
    .setSubject(options.userId)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '15m')
    .sign(api.signingKey.privateKey);
}

/** A user with a live session and its access token: what a logged-in browser holds. */
export async function signIn(api: TestApi, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await createUser(api, values);
  const [session] = await api.database.db
    .insert(schema.authSessions)
    .values({ userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const token = await signAccessToken(api, { userId: user.id, sessionId: session!.id });
  return { user, sessionId: session!.id, token, headers: { 'wbn-auth': token } };
}
