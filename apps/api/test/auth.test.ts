import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { schema } from '@tradeforge/db';
import { signAccessToken, signIn } from './factories';
import { useTestApi } from './helper';

const api = useTestApi();
const profileWith = (token?: string) =>
  api.app.inject({ url: '/api/user/profile', headers: token === undefined ? {} : { 'wbn-auth': token } });
const errorName = async (token?: string) => (await profileWith(token)).json().error.name;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the wbn-auth check', () => {
  it('lets a genuine access token of a live session through', async () => {
    const { token, user } = await signIn(api);
    const response = await profileWith(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userID).toBe(user.id);
  });

  it('answers 401 TokenNotFound without a token', async () => {
    const response = await profileWith();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.name).toBe('TokenNotFound');
  });

  it('answers 401 TokenExpiredError for an expired token', async () => {
    const { user, sessionId } = await signIn(api);
    const expired = await signAccessToken(api, {
      userId: user.id,
      sessionId,
      expiresIn: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await profileWith(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.name).toBe('TokenExpiredError');
  });

  it('answers 401 SessionError once the session is revoked', async () => {
    const { token, sessionId } = await signIn(api);
    await api.database.db
      .update(schema.authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(schema.authSessions.id, sessionId));
    const response = await profileWith(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.name).toBe('SessionError');
  });

  describe('answers 401 JsonWebTokenError for a forged token', () => {
    it('alg: none', async () => {
      const { user, sessionId } = await signIn(api);
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({
        sub: user.id,
        sid: sessionId,
        iss: api.config.tokenIssuer,
        aud: api.config.tokenAudience,
        iat: now,
        exp: now + 600,
      })}.`;
      expect(await errorName(unsigned)).toBe('JsonWebTokenError');
    });

    it('another audience', async () => {
      const { user, sessionId } = await signIn(api);
      expect(
        await errorName(await signAccessToken(api, { userId: user.id, sessionId, audience: 'other-app' })),
      ).toBe('JsonWebTokenError');
    });

    it('another issuer', async () => {
      const { user, sessionId } = await signIn(api);
      expect(
        await errorName(await signAccessToken(api, { userId: user.id, sessionId, issuer: 'evil' })),
      ).toBe('JsonWebTokenError');
    });

    it('another token type', async () => {
      const { user, sessionId } = await signIn(api);
      expect(await errorName(await signAccessToken(api, { userId: user.id, sessionId, typ: 'JWT' }))).toBe(
        'JsonWebTokenError',
      );
    });

    it('a refresh token sent as an access token', async () => {
      expect(await errorName('q7Vh3Jd0uVZ0n2mJtZkq9r3aXb0cYp1eQw8s5t6u7v8')).toBe('JsonWebTokenError');
    });

    it('a key the account service does not publish', async () => {
      const { user, sessionId } = await signIn(api);
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key', typ: 'at+jwt' })
        .setIssuer(api.config.tokenIssuer)
        .setAudience(api.config.tokenAudience)
        .setSubject(user.id)
        .setExpirationTime('5m')
        .sign(privateKey);
      expect(await errorName(token)).toBe('JsonWebTokenError');
    });

    it('an HS256 token keyed with the public key (algorithm confusion)', async () => {
      const { user, sessionId } = await signIn(api);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', kid: 'test-key', typ: 'at+jwt' })
        .setIssuer(api.config.tokenIssuer)
        .setAudience(api.config.tokenAudience)
        .setSubject(user.id)
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(JSON.stringify(api.signingKey.publicJwk)));
      expect(await errorName(token)).toBe('JsonWebTokenError');
    });
  });
});
