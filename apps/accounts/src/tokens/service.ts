import type { SessionData } from '@tradeforge/contracts';
import { isSessionActive, type Db } from '@tradeforge/db';
import type { AccountsConfig } from '../config';
import { createOpaqueToken, epochSeconds, hashToken } from '../lib/crypto';
import { AccountsError, sessionError, tokenError } from '../lib/errors';
import type { KeyStore } from './key-store';
import * as users from '../users/repository';
import { countsAsVerified } from '../users/verification';
import * as repository from './repository';

export type TokenService = ReturnType<typeof createTokenService>;

/** Sessions, hand-off codes and the refresh-token rotation with reuse detection. */
export function createTokenService(db: Db, keys: KeyStore, config: AccountsConfig) {
  /** A new refresh token's end, before the cap of its session's lifetime (`extendSession`). */
  const refreshExpiry = () =>
    new Date(Date.now() + Math.min(config.refreshTokenTtl, config.sessionMaxLifetime) * 1000);

  async function isEmailVerified(userId: string) {
    if (!config.emailVerification) return true;
    const user = await users.findUserById(db, userId);
    return !!user && countsAsVerified(config, user);
  }

  async function issuePair(userId: string, sessionId: string, refreshToken: string, refreshExpiresAt: Date) {
    const verified = await isEmailVerified(userId);
    const access = await keys.signAccessToken(userId, sessionId, config.accessTokenTtl, verified);
    const session: SessionData = {
      token: access.token,
      tokenExpire: access.exp,
      refreshToken,
      refreshTokenExpire: epochSeconds(refreshExpiresAt),
      userID: userId,
    };
    return session;
  }

  /** The claims of a genuine access token of a live session, or the spec's 401 names. */
  async function authenticate(token: string) {
    let claims;
    try {
      claims = await keys.verifyAccessToken(token);
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new AccountsError(
        401,
        expired ? 'TokenExpiredError' : 'JsonWebTokenError',
        expired ? 'The token has expired.' : 'The token is not valid.',
      );
    }
    if (!(await isSessionActive(db, claims.sessionId))) throw sessionError();
    return claims;
  }

  return {
    /**
     * A single-use code for `/SetID/?token=`; only its hash is stored, with the hash of the login state of the
     * browser that logged in, when it sent one.
     */
    async createHandoffCode(userId: string, loginState?: string) {
      const code = createOpaqueToken();
      await repository.insertOneTimeCode(db, {
        codeHash: hashToken(code),
        purpose: 'handoff',
        userId,
        stateHash: loginState === undefined ? null : hashToken(loginState),
        expiresAt: new Date(Date.now() + config.handoffCodeTtl * 1000),
      });
      return code;
    },

    /**
     * Exchanges a hand-off code for a new session (a new refresh-token family), only together with the login
     * state it was issued with: none for none, the same for one. A code planted into another browser (login
     * swap) meets that browser's own state and is refused, and is not spent for its owner.
     */
    async exchangeHandoffCode(code: string, loginState?: string, userAgent?: string): Promise<SessionData> {
      const stateHash = loginState === undefined ? null : hashToken(loginState);
      const userId = await repository.consumeOneTimeCode(db, hashToken(code), 'handoff', stateHash);
      if (!userId) throw tokenError();
      const refreshToken = createOpaqueToken();
      const expiresAt = refreshExpiry();
      const sessionId = await db.transaction(async (tx) => {
        const id = await repository.insertSession(tx, userId, expiresAt, userAgent);
        await repository.insertRefreshToken(tx, id, hashToken(refreshToken), expiresAt);
        return id;
      });
      return issuePair(userId, sessionId, refreshToken, expiresAt);
    },

    /**
     * Rotates a refresh token. Exactly one of any concurrent uses wins. Presenting the token again is a replay
     * and revokes the whole family, except while its successor is unused and within the grace window: that is a
     * second tab racing the first, answered 409 without harm (the tab then reads the new pair from storage).
     */
    async refresh(refreshToken: string, userAgent?: string): Promise<SessionData> {
      const tokenHash = hashToken(refreshToken);
      const rotated = await db.transaction(async (tx) => {
        const used = await repository.consumeRefreshToken(tx, tokenHash);
        if (!used) return undefined;
        const next = createOpaqueToken();
        // The session's total lifetime is capped from its login: refreshing cannot make it live forever.
        const expiresAt = await repository.extendSession(
          tx,
          used.session_id,
          refreshExpiry(),
          config.sessionMaxLifetime,
          userAgent,
        );
        const nextId = await repository.insertRefreshToken(tx, used.session_id, hashToken(next), expiresAt);
        await repository.linkReplacement(tx, used.id, nextId);
        return { userId: used.user_id, sessionId: used.session_id, next, expiresAt };
      });
      if (rotated) return issuePair(rotated.userId, rotated.sessionId, rotated.next, rotated.expiresAt);

      const state = await repository.findRefreshTokenState(db, tokenHash);
      if (!state) throw sessionError('Unknown refresh token.');
      const racing =
        state.used_seconds_ago !== null &&
        state.used_seconds_ago <= config.refreshReuseGrace &&
        state.replacement_unused === true;
      if (racing) {
        throw new AccountsError(409, 'RefreshConflict', 'This session was just refreshed by another tab.');
      }
      if (state.used_seconds_ago !== null) {
        await repository.revokeSession(db, state.session_id, 'refresh-token-reuse');
        throw sessionError('This refresh token was already used; the session has been ended for safety.');
      }
      throw sessionError();
    },

    /** Ends the session the refresh token belongs to (used or not, so a stale tab can still log out). */
    async logout(refreshToken: string) {
      const sessionId = await repository.findSessionOfRefreshToken(db, hashToken(refreshToken));
      if (sessionId) await repository.revokeSession(db, sessionId, 'logout');
    },

    async endAllSessions(userId: string, reason: string) {
      await repository.revokeSessionsOfUser(db, userId, reason);
    },

    /** The user's live sessions, for the list in the profile settings. */
    listSessions: (userId: string) => repository.listSessions(db, userId),

    /** Signs one of the user's own sessions out; another user's session id is not found. */
    async endSession(userId: string, sessionId: string) {
      if (!(await repository.revokeSessionOfUser(db, userId, sessionId, 'signed-out-from-list')))
        throw new AccountsError(404, 'NotFound', 'This session does not exist or has already ended.');
    },

    /** The validity check: a genuine, unexpired access token of a session that is still alive. */
    async checkAccessToken(token: string) {
      const claims = await authenticate(token);
      return { valid: true as const, userID: claims.userId, tokenExpire: claims.expiresAt };
    },

    authenticate,
  };
}
